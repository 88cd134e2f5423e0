// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { adminApi, branchOfficesApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { BranchWizardPage } from './BranchWizardPage';

afterEach(() => {
  jest.restoreAllMocks();
});

async function openWizard() {
  jest.spyOn(branchOfficesApi, 'list').mockResolvedValue([]);
  await renderScreen(
    <MemoryRouter initialEntries={['/newbranch']}>
      <Routes>
        <Route path="/newbranch/:id?" element={<BranchWizardPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const currentStep = () => screen.getByRole('button', { current: 'step' });

describe('the branch-office wizard', () => {
  it('stays on a step whose fields are wrong when «Siguiente» is pressed, and says what is wrong', async () => {
    const create = jest.spyOn(adminApi, 'createBranchOffice');
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(currentStep()).toHaveTextContent('1. Datos generales');
    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Nombre de la sucursal/), 'Sucursal Poniente');
    await user.type(screen.getByLabelText('Código postal'), '123');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(currentStep()).toHaveTextContent('1. Datos generales');
    expect(await screen.findByText('El código postal tiene 5 dígitos')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Código postal'));
    await user.type(screen.getByLabelText('Código postal'), '64000');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('2. Módulos'));
    expect(create).not.toHaveBeenCalled();
  });

  it('does not move past «Módulos» with no module checked', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.type(screen.getByLabelText(/Nombre de la sucursal/), 'Sucursal Poniente');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent('2. Módulos'));
    await user.click(screen.getByRole('checkbox', { name: 'Tienda' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Active al menos un módulo')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('2. Módulos');
  });
});
