import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ChargePaymentReceipt } from '@mikro/contracts';
import { academyApi, selfInvoiceApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ReceiptDialog } from './ReceiptDialog';

const receipt: ChargePaymentReceipt = {
  id: 41, module: 2, branchOfficeId: 1, serie: 'A1', folio: 15,
  payer: { studentId: null, externalId: 9, familyId: null, name: 'Diego Salas' },
  cashier: { id: 2, name: 'Cajera Academia' },
  gross: '800.00', discounts: '0.00', surcharges: '0.00', subtotal: '800.00', tax: '0.00', total: '800.00', received: '800.00', change: '0.00',
  status: 'paid', stamped: 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-03-20T18:00:00.000Z',
  lines: [],
  methods: [{ methodId: 1, methodName: 'Efectivo', bankId: null, bankName: '', amount: '800.00', applied: '800.00', reference: '' }],
  company: { name: 'Academia Mikro', businessName: 'Academia Mikro S.C.', rfc: 'AMI010101AB1', address: '', zip: '64000' },
  branchOffice: { id: 1, name: 'Matriz Centro', address: '' },
};

beforeEach(() => {
  sessionStore.set(currentPathAtom, '/academias/pagos');
  jest.spyOn(selfInvoiceApi, 'link').mockResolvedValue({ available: false, reason: 'Sin autofactura', url: null, qrSvg: null, lastDay: null });
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

describe('ReceiptDialog', () => {
  it('offers the server PDF next to printing, saved under the folio', async () => {
    sessionStore.set(menuAtom, [aMenuItem(29, '/academias/pagos', ['ver', 'crear']), aMenuItem(30, '/academias/payments', ['ver'])]);
    const download = jest.spyOn(academyApi, 'downloadReceiptPdf').mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderScreen(<ReceiptDialog receipt={receipt} onClose={() => undefined} />);
    expect(screen.getByTestId('receipt-folio')).toHaveTextContent('A1-15');
    expect(screen.getByText('Recibo de pago de academia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(41, 'recibo-A1-15.pdf'));
  });

  it('offers no PDF to whom the payment history route does not grant (the API would refuse with 403)', async () => {
    sessionStore.set(menuAtom, [aMenuItem(29, '/academias/pagos', ['ver', 'crear'])]);
    await renderScreen(<ReceiptDialog receipt={receipt} onClose={() => undefined} />);
    expect(screen.getByTestId('receipt-folio')).toHaveTextContent('A1-15');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).toBeNull();
  });

  it('says it is reading the receipt until it arrives', async () => {
    await renderScreen(<ReceiptDialog receipt={undefined} onClose={() => undefined} />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).toBeNull();
  });
});
