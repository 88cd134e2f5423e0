import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, billingApi, billingKeys } from '@mikro/api-client';
import type { InvoiceDetail } from '@mikro/contracts';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';

const invoice = (patch: Partial<InvoiceDetail>): InvoiceDetail => ({
  id: 7, module: 3, type: 'I', isGlobal: false, serie: 'F', folio: 1, uuid: '2AE05E8E-AEF3-40F0-B8A0-10CD0BB8AFAB', status: 'timbrada',
  receiverRfc: 'LOGR800101AB1', receiverName: 'ROBERTO LOPEZ GARZA', total: '2950.00', issuedAt: '2026-11-25T10:20:04', sandbox: true, relatedInvoiceId: null, lastError: '',
  receiverRegime: '605', receiverZip: '64000', cfdiUse: 'D10', paymentForm: '01', paymentMethod: 'PUE', subtotal: '2950.00', discount: '0.00', iva: '0.00',
  relatedUuid: null, cancelMotive: null, substituteUuid: null, cancelledAt: null, stampedAt: '2026-11-25T22:20:05.000Z', globalPeriodicity: null, globalMonths: null,
  globalYear: null, sources: [{ module: 3, sourceId: 1, reference: 'C1-1', amount: '2950.00' }], creditNotes: [], creditable: '2950.00',
  complements: [], ppd: null,
  ...patch,
});

async function openDetail(detail: InvoiceDetail, canComplement = false) {
  jest.spyOn(billingApi, 'invoice').mockResolvedValue(detail);
  const client = testQueryClient({ staleTime: Infinity });
  client.setQueryData(billingKeys.invoice(detail.id), detail);
  await renderScreen(<InvoiceDetailDialog invoiceId={detail.id} onClose={() => {}} canEdit canCredit canComplement={canComplement} />, { client });
  return screen.findByRole('dialog', { name: /Factura F-1/ });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('InvoiceDetailDialog', () => {
  it('downloads the cancellation acknowledgement of a cancelled invoice', async () => {
    const user = userEvent.setup();
    const download = jest.spyOn(billingApi, 'downloadCancellationReceipt').mockResolvedValue(undefined);
    const dialog = await openDetail(invoice({ status: 'cancelada', cancelMotive: '02', cancelledAt: '2026-11-26T16:00:00.000Z' }));
    await user.click(within(dialog).getByRole('button', { name: 'Descargar acuse de cancelación' }));
    expect(download).toHaveBeenCalledWith(7, 'F-1_2AE05E8E-AEF3-40F0-B8A0-10CD0BB8AFAB');
  });

  it('offers no cancellation acknowledgement for a live invoice', async () => {
    const dialog = await openDetail(invoice({}));
    expect(within(dialog).queryByRole('button', { name: 'Descargar acuse de cancelación' })).not.toBeInTheDocument();
  });

  it('prints the issue date as the rest of the product does', async () => {
    const dialog = await openDetail(invoice({}));
    expect(within(dialog).getByText('Fecha de emisión').nextSibling).toHaveTextContent('25/11/2026 10:20:04');
  });

  it('starts the credit note of a tuition invoice as a discount, not as goods returned', async () => {
    const user = userEvent.setup();
    await openDetail(invoice({ module: 3 }));
    await user.click(screen.getByRole('button', { name: 'Nota de crédito' }));
    const school = await screen.findByRole('dialog', { name: 'Nota de crédito de F-1' });
    expect(within(school).getByLabelText(/Concepto/)).toHaveValue('Descuento o bonificación');
  });

  it('keeps goods returned as the concept of a store credit note', async () => {
    const user = userEvent.setup();
    await openDetail(invoice({ module: 1 }));
    await user.click(screen.getByRole('button', { name: 'Nota de crédito' }));
    const store = await screen.findByRole('dialog', { name: 'Nota de crédito de F-1' });
    expect(within(store).getByLabelText(/Concepto/)).toHaveValue('Devolución de mercancía');
  });

  it('substitutes an invoice: the replacement with the receiver corrected, then the original cancelled with 01', async () => {
    const user = userEvent.setup();
    const substitute = jest.spyOn(billingApi, 'substitute').mockResolvedValue(invoice({ id: 8, folio: 2, relatedUuid: '2AE05E8E-AEF3-40F0-B8A0-10CD0BB8AFAB' }));
    await openDetail(invoice({}));
    await user.click(screen.getByRole('button', { name: 'Sustituir' }));
    const form = await screen.findByRole('dialog', { name: 'Sustituir F-1' });
    expect(within(form).getByRole('textbox', { name: /RFC/ })).toHaveValue('LOGR800101AB1');
    const name = within(form).getByRole('textbox', { name: /Nombre o razón social/ });
    await user.clear(name);
    await user.type(name, 'ROBERTO LÓPEZ GARZA');
    await user.click(within(form).getByRole('button', { name: 'Timbrar sustituta y cancelar' }));
    expect(await screen.findByText('Se timbró F-2 y se canceló F-1 con motivo 01')).toBeInTheDocument();
    expect(substitute).toHaveBeenCalledWith(7, { receiver: { rfc: 'LOGR800101AB1', name: 'ROBERTO LÓPEZ GARZA', regime: '605', cfdiUse: 'D10', zip: '64000' } });
  });

  it('offers no substitution for a global invoice, which is cancelled and issued again instead', async () => {
    const dialog = await openDetail(invoice({ isGlobal: true, receiverRfc: 'XAXX010101000' }));
    expect(within(dialog).queryByRole('button', { name: 'Sustituir' })).not.toBeInTheDocument();
  });

  describe('a PPD invoice', () => {
    const complement = { ...invoice({}), id: 9, type: 'P' as const, serie: 'P', folio: 4, total: '60.00', issuedAt: '2026-11-20T12:00:00', relatedInvoiceId: 7 };
    const ppd = invoice({
      module: 1,
      paymentMethod: 'PPD',
      paymentForm: '99',
      total: '116.00',
      complements: [complement],
      ppd: {
        paid: '60.00',
        credited: '0.00',
        balance: '56.00',
        complementsDue: [{ paymentId: 31, paidOn: '2026-11-18', pending: '20.00', form: '28', deadline: '2026-12-05', daysLeft: 7, overdue: false }],
      },
    });

    it('lists its payment complements, the balance and the payment whose complement is due', async () => {
      const dialog = await openDetail(ppd);
      expect(within(dialog).getByRole('group', { name: 'Complementos de pago' })).toHaveTextContent('P-4 · 20/11/2026 · $ 60.00');
      const balance = within(dialog).getByRole('group', { name: 'Saldo de la factura' });
      expect(within(balance).getByText('Saldo').nextSibling).toHaveTextContent('$ 56.00');
      expect(balance).toHaveTextContent('Pago del 18/11/2026 por $ 20.00 sin complemento');
      expect(balance).toHaveTextContent('Vence el 05/12/2026 (en 7 días)');
    });

    it('starts the complement of a due payment with its amount, form and day', async () => {
      const user = userEvent.setup();
      const dialog = await openDetail(ppd, true);
      await user.click(within(dialog).getByRole('button', { name: 'Emitir complemento' }));
      const form = await screen.findByRole('dialog', { name: 'Complemento de pago de F-1' });
      expect(within(form).getByLabelText(/^Importe/)).toHaveValue('20.00');
      expect(within(form).getByLabelText(/^Fecha y hora de pago/)).toHaveValue('2026-11-18T12:00');
      expect(form).toHaveTextContent('Saldo: $ 56.00');
      expect(within(form).getByLabelText(/^Forma de pago/)).toHaveValue('28');
    });
  });

  it('e-mails the XML and PDF to the address typed, then refreshes what invoicing shows', async () => {
    const user = userEvent.setup();
    const email = jest.spyOn(billingApi, 'email').mockResolvedValue({ sent: true });
    const client = testQueryClient({ staleTime: Infinity });
    client.setQueryData(billingKeys.invoice(7), invoice({}));
    client.setQueryData(billingKeys.folios(), { serieFactura: 'F' });
    await renderScreen(<InvoiceDetailDialog invoiceId={7} onClose={() => {}} canEdit canCredit canComplement={false} />, { client });
    await user.click(await screen.findByRole('button', { name: 'Enviar por correo' }));
    const form = await screen.findByRole('dialog', { name: 'Enviar XML y PDF por correo' });
    await user.type(within(form).getByRole('textbox', { name: /Correo del cliente/ }), 'roberto@example.mx');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Correo enviado')).toBeInTheDocument();
    expect(email).toHaveBeenCalledWith(7, 'roberto@example.mx');
    expect(client.getQueryState(billingKeys.folios())?.isInvalidated).toBe(true);
    // The toast can paint before the dialog's closing commit on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar XML y PDF por correo' })).not.toBeInTheDocument());
  });

  it('shows the refused address under its field and keeps the form open', async () => {
    const user = userEvent.setup();
    jest.spyOn(billingApi, 'email').mockRejectedValue(
      new ApiError({ statusCode: 400, message: 'Revise los datos', fields: [{ field: 'to', message: 'El dominio del correo no recibe mensajes' }] }),
    );
    await openDetail(invoice({}));
    await user.click(screen.getByRole('button', { name: 'Enviar por correo' }));
    const form = await screen.findByRole('dialog', { name: 'Enviar XML y PDF por correo' });
    await user.type(within(form).getByRole('textbox', { name: /Correo del cliente/ }), 'roberto@example.mx');
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('El dominio del correo no recibe mensajes')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enviar XML y PDF por correo' })).toBeInTheDocument();
  });
});
