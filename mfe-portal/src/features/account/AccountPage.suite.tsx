import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PortalAccount } from '@mikro/contracts';
import { ApiError, portalAccountApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { AccountPage } from './AccountPage';

const fiscal = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', zip: '64000', cfdiUse: 'D10', email: '' };
const account: PortalAccount = { tutor: { id: 30, name: 'Rosa Hernández', email: 'rosa@familia.mx' }, family: { id: 3, name: 'Hernández López' }, fiscal };

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Mis datos', () => {
  it('shows the tutor and the family, and saves the fiscal data with the RFC in capitals', async () => {
    jest.spyOn(portalAccountApi, 'account').mockResolvedValue(account);
    const save = jest.spyOn(portalAccountApi, 'saveFiscalData').mockResolvedValue({ ...account, fiscal: { ...fiscal, rfc: 'LOGR800101AB1' } });
    const user = userEvent.setup();
    await renderScreen(<AccountPage />);
    expect(await screen.findByText('rosa@familia.mx · Familia Hernández López')).toBeInTheDocument();
    const rfc = screen.getByRole('textbox', { name: /RFC/ });
    await user.clear(rfc);
    await user.type(rfc, 'logr800101ab1');
    await user.click(screen.getByRole('button', { name: 'Guardar datos fiscales' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ ...fiscal, rfc: 'LOGR800101AB1' }));
  });

  it('shows the server’s reason under the field SAT would refuse', async () => {
    jest.spyOn(portalAccountApi, 'account').mockResolvedValue(account);
    const message = 'El uso del CFDI no está permitido para el régimen fiscal del receptor.';
    jest.spyOn(portalAccountApi, 'saveFiscalData').mockRejectedValue(new ApiError({ message, statusCode: 400, fields: [{ field: 'cfdiUse', message }] }));
    await renderScreen(<AccountPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar datos fiscales' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});
