import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, usersApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => {
  jest.restoreAllMocks();
});

async function fillIn() {
  const user = userEvent.setup();
  await renderScreen(<ChangePasswordForm userId={5} />);
  await user.type(screen.getByLabelText('Contraseña actual'), 'Anterior2026!');
  await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva2026!x');
  await user.type(screen.getByLabelText('Repetir nueva contraseña'), 'Nueva2026!x');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
}

describe('the change-password form', () => {
  it('sends the old and new password of a non-administrator, says so and empties the form', async () => {
    const update = jest.spyOn(usersApi, 'updatePassword').mockResolvedValue({ msg: 'Contraseña actualizada correctamente' });
    await fillIn();
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ id: 5, password: 'Nueva2026!x', passwordConfirm: 'Nueva2026!x', passwordOld: 'Anterior2026!', isAdmin: false });
    await waitFor(() => expect(screen.getByLabelText('Nueva contraseña')).toHaveValue(''));
  });

  it("shows the server's own words when it refuses, and keeps what was typed", async () => {
    jest.spyOn(usersApi, 'updatePassword').mockRejectedValue(new ApiError({ statusCode: 400, message: 'Solicitud inválida', body: { msg: 'La contraseña actual no coincide' } }));
    await fillIn();
    expect(await screen.findByText('La contraseña actual no coincide')).toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('Nueva2026!x');
  });
});
