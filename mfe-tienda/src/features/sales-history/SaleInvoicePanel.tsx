// The invoice panel of a sale in the sales history: its invoices and credit notes, and "Facturar" to a
// customer (needs the invoicing permission; the API checks it). The panel itself is @mikro/ui's, shared with
// the school and academy payment histories.
import { usePaymentInvoicesSource } from '@mikro/api-client';
import { PaymentInvoicePanel } from '@mikro/ui';

export function SaleInvoicePanel({ saleId, paid }: { saleId: number; paid: boolean }) {
  const source = usePaymentInvoicesSource(1, saleId);
  return <PaymentInvoicePanel source={source} canInvoice={paid} />;
}
