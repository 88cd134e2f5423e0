// The invoice panel of a sale in the sales history: its invoices and credit notes, and "Facturar" to a
// customer, offered only with the invoices route's crear (the permission the API checks: a cashier without it
// would fill the customer form to get a 403). A paid sale is invoiced PUE; a sale on credit (fiado or deferred)
// still owed is invoiced PPD, its abonos then documented by payment complements. The panel itself is
// @mikro/ui's, shared with the school and academy payment histories.
import type { SaleStatus } from '@mikro/contracts';
import { usePaymentInvoicesSource } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { PaymentInvoicePanel, Text } from '@mikro/ui';

/** How the sale is invoiced: PUE once paid, PPD while on credit, not at all when cancelled or returned. */
export function saleInvoicing(status: SaleStatus): 'PUE' | 'PPD' | null {
  if (status === 'pagada' || status === 'devuelta parcial') return 'PUE';
  return status === 'pendiente' ? 'PPD' : null;
}

export function SaleInvoicePanel({ saleId, status }: { saleId: number; status: SaleStatus }) {
  const source = usePaymentInvoicesSource(1, saleId);
  const mayInvoice = useCanOn('/facturas', 'crear');
  const invoicing = saleInvoicing(status);
  return (
    <>
      <PaymentInvoicePanel source={source} canInvoice={invoicing !== null && mayInvoice} />
      {invoicing === 'PPD' && mayInvoice && (
        <Text fontSize="sm" color="fg.muted">
          Venta a crédito: se factura en parcialidades (PPD, forma de pago 99 Por definir) y cada abono lleva su complemento de pago.
        </Text>
      )}
    </>
  );
}
