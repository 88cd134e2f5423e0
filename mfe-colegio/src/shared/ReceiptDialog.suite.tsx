import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ChargePaymentReceipt } from '@mikro/contracts';
import { schoolApi, selfInvoiceApi, studentsApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ReceiptDialog } from './ReceiptDialog';

const receipt: ChargePaymentReceipt = {
  id: 41,
  module: 3,
  branchOfficeId: 1,
  serie: 'C1',
  folio: 118,
  payer: { studentId: 3, externalId: null, familyId: null, name: 'Valeria Martínez Rivera' },
  cashier: { id: 2, name: 'Cajera Escolar' },
  gross: '2000.00',
  discounts: '0.00',
  surcharges: '150.00',
  subtotal: '2150.00',
  tax: '0.00',
  total: '2150.00',
  received: '2200.00',
  change: '50.00',
  status: 'paid',
  stamped: 0,
  notes: '',
  cancelReason: '',
  cancelledAt: null,
  createdAt: '2025-09-15T18:00:00.000Z',
  lines: [],
  methods: [{ methodId: 1, methodName: 'Efectivo', bankId: null, bankName: '', amount: '2200.00', applied: '2150.00', reference: '' }],
  company: { name: 'Colegio Mikro', businessName: 'Colegio Mikro S.C.', rfc: 'CMI010101AB1', address: '', zip: '64000' },
  branchOffice: { id: 1, name: 'Matriz Centro', address: '' },
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ReceiptDialog', () => {
  it('offers the server PDF next to printing, saved under the folio', async () => {
    const user = userEvent.setup();
    jest.spyOn(schoolApi, 'receipt').mockResolvedValue(receipt);
    const download = jest.spyOn(schoolApi, 'downloadReceiptPdf').mockResolvedValue(undefined);
    const link = jest.spyOn(selfInvoiceApi, 'link').mockResolvedValue({ available: true, reason: null, url: 'http://localhost/autofactura/abc', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>', lastDay: '2025-09-30' });
    await renderScreen(<ReceiptDialog paymentId={41} onClose={() => undefined} />);
    expect(await screen.findByTestId('receipt-folio')).toHaveTextContent('C1-118');
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    // The payer invoices it through the link printed on it.
    expect(await screen.findByTestId('self-invoice-url')).toHaveTextContent('http://localhost/autofactura/abc');
    expect(link).toHaveBeenCalledWith(3, 41);
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(41, 'recibo-C1-118.pdf'));
  });

  it('names each line’s child on the printed receipt of a family payment', async () => {
    const line = (id: number, studentId: number) => ({
      id, chargeId: id, studentId, externalId: null, conceptName: 'Colegiatura', satCode: '86121500', unitCode: 'E48', unit: 'Servicio', year: 2025, month: 9,
      quantity: 1, price: '1000.00', adjustments: [], subtotal: '1000.00', tax: '0.00', total: '1000.00', idConceptoCobro: null, status: 'paid' as const, cancelReason: '',
    });
    jest.spyOn(schoolApi, 'receipt').mockResolvedValue({ ...receipt, payer: { ...receipt.payer, familyId: 5, name: 'Familia Martínez' }, lines: [line(1, 3), line(2, 4)] });
    jest.spyOn(selfInvoiceApi, 'link').mockResolvedValue({ available: false, reason: null, url: '', qrSvg: '', lastDay: '2025-09-30' });
    const list = jest.spyOn(studentsApi, 'list').mockResolvedValue([
      { id: 3, name: 'Valeria', lastNameFather: 'Martínez', lastNameMother: 'Rivera' },
      { id: 4, name: 'Diego', lastNameFather: 'Martínez', lastNameMother: 'Rivera' },
    ] as never);
    await renderScreen(<ReceiptDialog paymentId={41} onClose={() => undefined} />);
    const printed = await screen.findByTestId('payment-receipt');
    await waitFor(() => expect(printed).toHaveTextContent('Diego Martínez Rivera'));
    expect(printed).toHaveTextContent('Valeria Martínez Rivera');
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ filter: [{ field: 'id', operator: '$in', value: [3, 4] }] }));
  });
});
