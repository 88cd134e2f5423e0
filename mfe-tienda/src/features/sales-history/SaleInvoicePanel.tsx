// The invoice panel of a sale in the sales history: its invoices and credit notes, and "Facturar" to a
// customer, offered only with the invoices route's crear (the permission the API checks: a cashier without it
// would fill the customer form to get a 403). The panel itself is @mikro/ui's, shared with
// the school and academy payment histories.
import { usePaymentInvoicesSource } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { PaymentInvoicePanel } from '@mikro/ui';

export function SaleInvoicePanel({ saleId, paid }: { saleId: number; paid: boolean }) {
  const source = usePaymentInvoicesSource(1, saleId);
  const mayInvoice = useCanOn('/facturas', 'crear');
  return <PaymentInvoicePanel source={source} canInvoice={paid && mayInvoice} />;
}
