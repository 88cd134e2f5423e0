// The invoice panel of one payment (a store sale, a school or an academy payment) with its "Facturar" dialog:
// the panel toggles open, reads the payment's invoices only while open, and invoices the payment to a customer.
// Where it reads and writes comes from a source (usually paymentInvoicesSource of @mikro/api-client), so this
// package knows no HTTP.
import { useState } from 'react';
import type { CfdiStatus, InvoiceSummary, PaymentInvoices } from '@mikro/contracts';
import { notify } from '../feedback/toaster';
import { InvoiceCustomerDialog } from './InvoiceCustomerDialog';
import { InvoicePanel } from './InvoicePanel';
import type { ReceiverValues } from './ReceiverFields';
import type { FindReceivers } from './ReceiverLookup';
import { cfdiFolio } from './labels';

/** The invoice a "Facturar" issued: stamped, or left pending for the retry job. */
export interface IssuedInvoice {
  status: CfdiStatus;
  serie: string;
  folio: number;
}

export interface PaymentInvoicesSource {
  /** The payment's invoices with their credit notes; read only while `open`. */
  useInvoices(open: boolean): { data?: PaymentInvoices; isLoading: boolean; error: string | null };
  /**
   * Issues and stamps an invoice of the payment to a customer. Rejects with an Error whose message is shown,
   * carrying `fields` ({ field, message }[]) for the receiver fields the server refused.
   */
  useInvoice(): (receiver: ReceiverValues) => Promise<IssuedInvoice>;
  openPdf(invoice: InvoiceSummary): Promise<void>;
  downloadXml(invoice: InvoiceSummary): Promise<void>;
  /** The fiscal data on file the "Facturar" form offers: the payment's family or client, then by RFC or name. */
  findReceivers?: FindReceivers;
}

export interface PaymentInvoicePanelProps {
  source: PaymentInvoicesSource;
  /** The payment can be invoiced (it is paid); the API also checks the user's invoicing permission. */
  canInvoice: boolean;
  /** Open on first render (a dialog that shows only the panel). */
  defaultOpen?: boolean;
  /** After an invoice is issued (e.g. to refresh the list's stamping column). */
  onInvoiced?: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function PaymentInvoicePanel({ source, canInvoice, defaultOpen = false, onInvoiced }: PaymentInvoicePanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [invoicing, setInvoicing] = useState(false);
  const invoices = source.useInvoices(open);
  const invoice = source.useInvoice();
  const fail = (error: unknown) => notify.error(messageOf(error));
  return (
    <>
      <InvoicePanel
        open={open}
        onToggle={() => setOpen(!open)}
        data={invoices.data}
        isLoading={invoices.isLoading}
        error={invoices.error}
        canInvoice={canInvoice}
        onInvoice={() => setInvoicing(true)}
        onOpenPdf={(i) => void source.openPdf(i).catch(fail)}
        onDownloadXml={(i) => void source.downloadXml(i).catch(fail)}
      />
      <InvoiceCustomerDialog
        open={invoicing}
        onClose={() => setInvoicing(false)}
        findReceivers={source.findReceivers}
        onSubmit={async (receiver) => {
          try {
            const result = await invoice(receiver);
            notify.success(result.status === 'timbrada' ? `Factura ${cfdiFolio(result)} timbrada` : 'Factura pendiente de timbrar; se reintentará');
            setInvoicing(false);
            onInvoiced?.();
          } catch (error) {
            fail(error);
            throw error;
          }
        }}
      />
    </>
  );
}
