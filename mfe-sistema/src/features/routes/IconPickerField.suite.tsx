// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { helpersApi } from '@mikro/api-client';
import { FormikForm, TextField } from '@mikro/ui';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { IconPickerField } from './IconPickerField';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the icon picker of a route', () => {
  it('names each icon with the route it is for, so a screen reader tells «Icono users de la ruta Usuarios»', async () => {
    jest.spyOn(helpersApi, 'list').mockResolvedValue({ data: [{ code: 'users', name: 'Usuarios' }, { code: 'store', name: 'Tienda' }], count: 2, total: 2, page: 1, pageCount: 1 } as never);
    const user = userEvent.setup();
    await renderScreen(
      <FormikForm initialValues={{ name: '', icon: 'store' }} onSubmit={() => undefined}>
        <TextField name="name" label="Nombre" />
        <IconPickerField name="icon" label="Icono" />
      </FormikForm>,
    );
    expect(await screen.findByRole('button', { name: 'Icono users de la ruta nueva' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), 'Usuarios');
    expect(screen.getByRole('button', { name: 'Icono users de la ruta Usuarios' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Icono store de la ruta Usuarios' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Icono users de la ruta Usuarios' }));
    expect(screen.getByRole('button', { name: 'Icono users de la ruta Usuarios' })).toHaveAttribute('aria-pressed', 'true');
  });
});
