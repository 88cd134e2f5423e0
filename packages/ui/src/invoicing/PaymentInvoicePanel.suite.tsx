import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import type { InvoiceSummary, PaymentInvoices } from '@mikro/contracts';
import { UiTestProvider } from '../test/UiTestProvider';
import { PaymentInvoicePanel, type PaymentInvoicesSource } from './PaymentInvoicePanel';
import type { ReceiverValues } from './ReceiverFields';

const invoice: InvoiceSummary = {
  id: 7,
  module: 2,
  type: 'I',
  isGlobal: false,
  serie: 'F',
  folio: 12,
  uuid: '825C7A05-60A7-47E4-96CF-02A738FED096',
  status: 'timbrada',
  receiverRfc: 'GODE561231GR8',
  receiverName: 'DANIEL GÓMEZ NÚÑEZ',
  total: '1052.50',
  issuedAt: '2026-11-25T10:00:00',
  sandbox: true,
  relatedInvoiceId: null,
  lastError: '',
};
const creditNote: InvoiceSummary = { ...invoice, id: 8, type: 'E', serie: 'NC', folio: 3, total: '100.00', relatedInvoiceId: 7, uuid: '11111111-2222-3333-4444-555555555555' };

/** A source answering `answers` in turn (the panel's data after each invoice), recording what was asked. */
function fakeSource(answers: PaymentInvoices[], invoiceResult: () => Promise<{ status: 'timbrada'; serie: string; folio: number }>) {
  const reads: boolean[] = [];
  let current = 0;
  const issued: ReceiverValues[] = [];
  const source: PaymentInvoicesSource = {
    useInvoices(open) {
      reads.push(open);
      return { data: open ? answers[current] : undefined, isLoading: false, error: null };
    },
    useInvoice: () => async (receiver) => {
      issued.push(receiver);
      const result = await invoiceResult();
      current += 1;
      return result;
    },
    openPdf: jest.fn(async () => undefined),
    downloadXml: jest.fn(async () => undefined),
  };
  return { source, reads, issued };
}

describe('PaymentInvoicePanel', () => {
  it('reads nothing until toggled open, then lists the invoices with their credit notes and the stamping flag', async () => {
    const { source, reads } = fakeSource([{ stamped: 1, invoices: [{ ...invoice, creditNotes: [creditNote] }] }], async () => ({ status: 'timbrada', serie: 'F', folio: 13 }));
    render(
      <UiTestProvider>
        <PaymentInvoicePanel source={source} canInvoice />
      </UiTestProvider>,
    );
    expect(reads.every((open) => !open)).toBe(true);
    expect(screen.queryByText('Factura F-12')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Facturas' }));
    expect(screen.getByRole('button', { name: 'Facturas' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Factura F-12')).toBeInTheDocument();
    expect(screen.getByText('Nota de crédito NC-3')).toBeInTheDocument();
    expect(screen.getByText('Facturada')).toBeInTheDocument();
    expect(screen.getAllByText('Sandbox')).toHaveLength(2);
    // A live invoice covers the payment: no second "Facturar".
    expect(screen.queryByRole('button', { name: 'Facturar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'PDF' })[0]!);
    expect(source.openPdf).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });

  it('"Facturar" sends the receiver, closes the dialog and shows the stamped invoice', async () => {
    const onInvoiced = jest.fn();
    const { source, issued } = fakeSource(
      [
        { stamped: 0, invoices: [] },
        { stamped: 1, invoices: [{ ...invoice, creditNotes: [] }] },
      ],
      async () => ({ status: 'timbrada', serie: 'F', folio: 12 }),
    );
    render(
      <UiTestProvider>
        <PaymentInvoicePanel source={source} canInvoice defaultOpen onInvoiced={onInvoiced} />
      </UiTestProvider>,
    );
    expect(screen.getByText('Sin facturar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Facturar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facturar a un cliente' });
    await userEvent.type(within(dialog).getByLabelText(/RFC/), 'gode561231gr8');
    await userEvent.type(within(dialog).getByLabelText(/Nombre o razón social/), 'Daniel Gómez Núñez');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Régimen fiscal/), '612');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Uso del CFDI/), 'G03');
    await userEvent.type(within(dialog).getByLabelText(/Código postal/), '64000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Timbrar factura' }));
    await waitFor(() => expect(issued).toEqual([{ rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Facturar a un cliente' })).not.toBeInTheDocument());
    expect(onInvoiced).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Factura F-12')).toBeInTheDocument();
    expect(screen.getByText('Facturada')).toBeInTheDocument();
  });

  it('keeps the dialog open and marks the field the server refused', async () => {
    const refusal = Object.assign(new Error('El código postal no corresponde al RFC'), { fields: [{ field: 'receiver.zip', message: 'No coincide con el SAT' }] });
    const { source } = fakeSource([{ stamped: 0, invoices: [] }], async () => Promise.reject(refusal));
    render(
      <UiTestProvider>
        <PaymentInvoicePanel source={source} canInvoice defaultOpen />
      </UiTestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Facturar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Facturar a un cliente' });
    await userEvent.type(within(dialog).getByLabelText(/RFC/), 'GODE561231GR8');
    await userEvent.type(within(dialog).getByLabelText(/Nombre o razón social/), 'Daniel Gómez Núñez');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Régimen fiscal/), '612');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Uso del CFDI/), 'G03');
    await userEvent.type(within(dialog).getByLabelText(/Código postal/), '01000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Timbrar factura' }));
    expect(await within(dialog).findByText('No coincide con el SAT')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Facturar a un cliente' })).toBeInTheDocument();
  });

  it('offers no "Facturar" for a payment that cannot be invoiced', () => {
    const { source } = fakeSource([{ stamped: 0, invoices: [] }], async () => ({ status: 'timbrada', serie: 'F', folio: 1 }));
    render(
      <UiTestProvider>
        <PaymentInvoicePanel source={source} canInvoice={false} defaultOpen />
      </UiTestProvider>,
    );
    expect(screen.getByText(/no tiene facturas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facturar' })).not.toBeInTheDocument();
  });
});
