import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Family } from '@mikro/contracts';
import { familiesApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { FamilyInfoPage } from './FamilyInfoPage';

const aFamily = (overrides: Partial<Family> = {}): Family => ({
  id: 12, companyId: 1, name: 'Familia Peña Ruiz', fatherName: '', motherName: '', tutorName: '', phone: '', email: '', address: '', isActive: true,
  deletedAt: null, createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z', ...overrides,
});

/** The menu the front desk's role gets: the families list with crear, the family screens with ver and editar only. */
function deskMenu(familiesActions: string[]) {
  sessionStore.set(menuAtom, [
    aMenuItem(42, '/familias', familiesActions),
    aMenuItem(72, '/familias/informacion/:id', ['ver', 'editar']),
    aMenuItem(75, '/familias/:id', ['ver', 'editar']),
  ]);
  sessionStore.set(currentPathAtom, '/familias/informacion');
}

const renderNewFamily = () =>
  renderScreen(
    <MemoryRouter initialEntries={['/familias/informacion']}>
      <Routes>
        <Route path="/familias/informacion/:id?" element={<FamilyInfoPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.spyOn(familiesApi, 'get').mockResolvedValue(aFamily());
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

describe('Nueva familia', () => {
  it('is saved by a role that may create families, although the family screen itself grants no crear', async () => {
    deskMenu(['ver', 'crear', 'editar', 'eliminar']);
    const create = jest.spyOn(familiesApi, 'create').mockResolvedValue(aFamily());
    const user = userEvent.setup();
    await renderNewFamily();
    await user.type(screen.getByRole('textbox', { name: /Nombre de la familia/ }), 'Familia Peña Ruiz');
    await user.click(screen.getByRole('button', { name: 'Crear familia' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ name: 'Familia Peña Ruiz', isActive: true });
  });

  it('offers no save to a role that may only read families', async () => {
    deskMenu(['ver']);
    await renderNewFamily();
    expect(screen.getByRole('textbox', { name: /Nombre de la familia/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear familia' })).not.toBeInTheDocument();
  });
});
