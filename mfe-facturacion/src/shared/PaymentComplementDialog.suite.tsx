import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, billingApi, billingKeys } from '@mikro/api-client';
import type { InvoiceDetail } from '@mikro/contracts';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';
import { complementRequest, takesPaymentComplement } from './PaymentComplementDialog';

const invoice = (patch: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 7,
  module: 1,
  type: 'I',
  isGlobal: false,
  serie: 'F',
  folio: 12,
  uuid: '7F97DA55-69FF-4309-A240-D40B1B7462B8',
  status: 'timbrada',
  receiverRfc: 'GODE561231GR8',
  receiverName: 'DANIEL GÓMEZ NÚÑEZ',
  total: '116.00',
  issuedAt: '2026-03-01T10:00:00',
  sandbox: true,
  relatedInvoiceId: null,
  lastError: '',
  receiverRegime: '612',
  receiverZip: '64000',
  cfdiUse: 'G03',
  paymentForm: '99',
  paymentMethod: 'PPD',
  subtotal: '100.00',
  discount: '0.00',
  iva: '16.00',
  relatedUuid: null,
  cancelMotive: null,
  substituteUuid: null,
  cancelledAt: null,
  stampedAt: '2026-03-01T16:00:00.000Z',
  globalPeriodicity: null,
  globalMonths: null,
  globalYear: null,
  sources: [],
  creditNotes: [],
  creditable: '116.00',
  complements: [],
  ppd: { paid: '0.00', credited: '0.00', balance: '116.00', complementsDue: [] },
  ...patch,
});

const complement = invoice({ id: 9, type: 'P', serie: 'P', folio: 3, total: '0.00', paymentMethod: null, paymentForm: null, relatedInvoiceId: 7, creditable: '0.00' });

async function openDetail(detail: InvoiceDetail, canComplement = true) {
  const read = jest.spyOn(billingApi, 'invoice').mockResolvedValue(detail);
  const client = testQueryClient({ staleTime: Infinity });
  client.setQueryData(billingKeys.invoice(detail.id), detail);
  await renderScreen(<InvoiceDetailDialog invoiceId={detail.id} onClose={() => {}} canEdit canCredit canComplement={canComplement} />, { client });
  return read;
}

async function openComplement(user: ReturnType<typeof userEvent.setup>) {
  const read = await openDetail(invoice());
  await user.click(screen.getByRole('button', { name: 'Complemento de pago' }));
  return { dialog: await screen.findByRole('dialog', { name: 'Complemento de pago de F-12' }), read };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('takesPaymentComplement', () => {
  it('is only for stamped PPD income invoices', () => {
    expect(takesPaymentComplement(invoice())).toBe(true);
    expect(takesPaymentComplement(invoice({ paymentMethod: 'PUE' }))).toBe(false);
    expect(takesPaymentComplement(invoice({ status: 'pendiente', uuid: null }))).toBe(false);
    expect(takesPaymentComplement(invoice({ status: 'cancelada' }))).toBe(false);
    expect(takesPaymentComplement(invoice({ type: 'E' }))).toBe(false);
    expect(takesPaymentComplement(complement)).toBe(false);
  });
});

describe('complementRequest', () => {
  it('sends a 2-decimal amount and the time with its seconds, or no time at all', () => {
    expect(complementRequest({ amount: ' 58 ', form: '03', paidAt: '2026-03-15T10:30' })).toEqual({ amount: '58.00', form: '03', paidAt: '2026-03-15T10:30:00' });
    expect(complementRequest({ amount: '58.5', form: '01', paidAt: '2026-03-15T10:30:15' })).toEqual({ amount: '58.50', form: '01', paidAt: '2026-03-15T10:30:15' });
    expect(complementRequest({ amount: '58.5', form: '01', paidAt: '2026-03-15T10:30:15.000' })).toEqual({ amount: '58.50', form: '01', paidAt: '2026-03-15T10:30:15' });
    expect(complementRequest({ amount: '58.5', form: '01', paidAt: '' })).toEqual({ amount: '58.50', form: '01' });
  });
});

describe('the payment complement from the invoice detail', () => {
  it('is not offered on a PUE invoice', async () => {
    await openDetail(invoice({ paymentMethod: 'PUE' }));
    expect(screen.getByRole('button', { name: 'Descargar XML' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complemento de pago' })).toBeNull();
  });

  it('is hidden without the permission to create', async () => {
    await openDetail(invoice(), false);
    expect(screen.getByRole('button', { name: 'Descargar XML' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complemento de pago' })).toBeNull();
  });

  it('is hidden on a cancelled PPD invoice', async () => {
    await openDetail(invoice({ status: 'cancelada' }));
    expect(screen.queryByRole('button', { name: 'Complemento de pago' })).toBeNull();
  });

  it('labels a complement by its type and offers no complement of it', async () => {
    await openDetail(complement);
    expect(screen.getByRole('dialog', { name: 'Complemento de pago P-3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complemento de pago' })).toBeNull();
  });

  it('says in Spanish what is missing or wrong', async () => {
    const issue = jest.spyOn(billingApi, 'paymentComplement');
    const user = userEvent.setup();
    const { dialog } = await openComplement(user);
    expect(dialog).toHaveTextContent('Total de la factura: $ 116.00');
    expect(within(dialog).queryByRole('option', { name: /^99/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Timbrar complemento' }));
    expect(await within(dialog).findByText('Este campo es requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('Elija la forma de pago')).toBeInTheDocument();

    const amount = within(dialog).getByLabelText(/^Importe/);
    await user.type(amount, '0');
    expect(await within(dialog).findByText('El importe debe ser mayor que cero')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10.555');
    expect(await within(dialog).findByText('Escriba un importe con hasta 2 decimales, p. ej. 1250.50')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '116.01');
    expect(await within(dialog).findByText('No puede exceder el saldo de la factura ($ 116.00)')).toBeInTheDocument();
    expect(issue).not.toHaveBeenCalled();
  });

  it('sends exactly the amount, the form and the time, and announces the stamped complement', async () => {
    const issue = jest.spyOn(billingApi, 'paymentComplement').mockResolvedValue(complement);
    const user = userEvent.setup();
    const { dialog, read } = await openComplement(user);
    read.mockClear();
    const paidAt = within(dialog).getByLabelText(/^Fecha y hora de pago/);
    expect(paidAt).toHaveAttribute('type', 'datetime-local');
    expect((paidAt as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    fireEvent.change(paidAt, { target: { value: '2026-03-15T10:30' } });
    await user.selectOptions(within(dialog).getByLabelText(/^Forma de pago/), '03');
    await user.type(within(dialog).getByLabelText(/^Importe/), '58{Enter}');

    await waitFor(() => expect(issue).toHaveBeenCalledTimes(1));
    expect(issue.mock.calls[0]).toEqual([7, { amount: '58.00', form: '03', paidAt: '2026-03-15T10:30:00' }]);
    expect(await screen.findByText('Complemento de pago P-3 timbrado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complemento de pago de F-12' })).toBeNull());
    // Invoicing's queries are invalidated: the open invoice is read again.
    await waitFor(() => expect(read).toHaveBeenCalledWith(7));
  });

  it('shows the API’s refusal and keeps the dialog open', async () => {
    jest
      .spyOn(billingApi, 'paymentComplement')
      .mockRejectedValue(new ApiError({ statusCode: 409, message: 'El pago excede el saldo de la factura (58.00).' }));
    const user = userEvent.setup();
    const { dialog } = await openComplement(user);
    await user.selectOptions(within(dialog).getByLabelText(/^Forma de pago/), '01');
    await user.type(within(dialog).getByLabelText(/^Importe/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Timbrar complemento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El pago excede el saldo de la factura (58.00).');
    expect(screen.getByRole('dialog', { name: 'Complemento de pago de F-12' })).toBeInTheDocument();
  });

  it('puts the refused fields on the form', async () => {
    jest
      .spyOn(billingApi, 'paymentComplement')
      .mockRejectedValue(new ApiError({ statusCode: 400, message: 'La forma de pago del complemento no puede ser 99.', fields: [{ field: 'form', message: 'Indique la forma en que se pagó.' }] }));
    const user = userEvent.setup();
    const { dialog } = await openComplement(user);
    await user.selectOptions(within(dialog).getByLabelText(/^Forma de pago/), '01');
    await user.type(within(dialog).getByLabelText(/^Importe/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Timbrar complemento' }));
    expect(await within(dialog).findByText('Indique la forma en que se pagó.')).toBeInTheDocument();
  });

  it('closes with Escape and leaves the invoice open', async () => {
    const user = userEvent.setup();
    await openComplement(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Complemento de pago de F-12' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Factura F-12' })).toBeInTheDocument();
  });
});
