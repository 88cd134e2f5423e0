// An academy payment's receipt, the same after charging at the counter and from the payment history: printed
// with the browser's print view or downloaded as the PDF the server makes (for whom the payment history route
// grants it: the API checks that one), with the self-invoicing link of the payment.
import type { ChargePaymentReceipt } from '@mikro/contracts';
import { academyApi, useSelfInvoiceLink } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import { PaymentReceipt, PrintableDialog, ReceiptPdfButton, Text } from '@mikro/ui';

/** `receipt` undefined while it is read. */
export function ReceiptDialog({ receipt, onClose }: { receipt: ChargePaymentReceipt | undefined; onClose: () => void }) {
  const selfInvoice = useSelfInvoiceLink(2, receipt?.id ?? null);
  const mayDownload = useCanOn('/academias/payments', 'ver');
  return (
    <PrintableDialog
      title="Recibo de pago"
      onClose={onClose}
      footer={
        receipt && mayDownload ? <ReceiptPdfButton download={() => academyApi.downloadReceiptPdf(receipt.id, `recibo-${receipt.serie}-${receipt.folio}.pdf`)} /> : undefined
      }
    >
      {receipt ? <PaymentReceipt receipt={receipt} title="Recibo de pago de academia" payerLabel="Participante" selfInvoice={selfInvoice.data} /> : <Text>Cargando…</Text>}
    </PrintableDialog>
  );
}
