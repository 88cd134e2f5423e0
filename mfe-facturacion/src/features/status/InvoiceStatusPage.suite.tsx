import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { billingApi } from '@mikro/api-client';
import type { InvoiceStatusAnswer, SatCfdiStatus } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { InvoiceStatusPage } from './InvoiceStatusPage';

const UUID = '7F97DA55-69FF-4309-A240-D40B1B7462B8';
const record: InvoiceStatusAnswer = { uuid: UUID, status: 'timbrada', sandbox: false, invoiceId: 7, serie: 'F', folio: 12, total: '1160.00', stampedAt: '2026-11-20T16:00:00.000Z', cancelledAt: null };
const sat = (patch: Partial<SatCfdiStatus>): SatCfdiStatus => ({
  uuid: UUID, code: 'S - Comprobante obtenido satisfactoriamente.', state: 'Vigente', cancellable: 'Cancelable con aceptación', cancellationStatus: '', sandbox: false, checkedAt: '2026-11-28T18:00:00.000Z',
  ...patch,
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('InvoiceStatusPage', () => {
  it("shows SAT's answer for the folio fiscal: state, whether it is cancelable and the cancellation's state", async () => {
    jest.spyOn(billingApi, 'status').mockResolvedValue(record);
    const asked = jest.spyOn(billingApi, 'satStatus').mockResolvedValue(sat({ cancellationStatus: 'En proceso' }));
    const user = userEvent.setup();
    await renderScreen(<InvoiceStatusPage />);
    await user.type(screen.getByLabelText('Folio fiscal (UUID)'), UUID);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    const answer = await screen.findByLabelText('Respuesta del SAT');
    expect(answer).toHaveTextContent('Vigente');
    expect(answer).toHaveTextContent('Cancelable con aceptación');
    expect(answer).toHaveTextContent('En proceso');
    expect(answer).not.toHaveTextContent('sandbox');
    expect(asked).toHaveBeenCalledWith(UUID);

    asked.mockResolvedValue(sat({ state: 'Cancelado', cancellable: 'No cancelable', cancellationStatus: 'Cancelado con aceptación' }));
    await user.click(screen.getByRole('button', { name: 'Volver a consultar' }));
    await waitFor(() => expect(screen.getByLabelText('Respuesta del SAT')).toHaveTextContent('Cancelado con aceptación'));
  });

  it('says a sandbox answer comes from the records, and shows when SAT could not be asked', async () => {
    jest.spyOn(billingApi, 'status').mockResolvedValue({ ...record, sandbox: true });
    const asked = jest.spyOn(billingApi, 'satStatus').mockResolvedValue(sat({ sandbox: true, cancellable: 'Cancelable sin aceptación' }));
    const user = userEvent.setup();
    await renderScreen(<InvoiceStatusPage />);
    await user.type(screen.getByLabelText('Folio fiscal (UUID)'), UUID);
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(/el SAT no lo recibió/)).toBeInTheDocument();

    asked.mockRejectedValue(new Error('El servicio de consulta del SAT no respondió. Intente de nuevo en unos minutos.'));
    await user.click(screen.getByRole('button', { name: 'Volver a consultar' }));
    expect(await screen.findByText('El servicio de consulta del SAT no respondió. Intente de nuevo en unos minutos.')).toBeInTheDocument();
  });
});
