// A school payment's receipt, printed with the browser's print view or downloaded as the PDF the server makes.
import { useQuery } from '@tanstack/react-query';
import { schoolApi, toApiError, useSelfInvoiceLink } from '@mikro/api-client';
import { ErrorState, LoadingState, PaymentReceipt, PrintableDialog, ReceiptPdfButton } from '@mikro/ui';

export function ReceiptDialog({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const receipt = useQuery({ queryKey: ['school', 'receipt', paymentId], queryFn: () => schoolApi.receipt(paymentId) });
  const selfInvoice = useSelfInvoiceLink(3, paymentId);
  return (
    <PrintableDialog
      title="Recibo de pago"
      onClose={onClose}
      size="md"
      footer={receipt.data && <ReceiptPdfButton download={() => schoolApi.downloadReceiptPdf(paymentId, `recibo-${receipt.data.serie}-${receipt.data.folio}.pdf`)} />}
    >
      {receipt.isLoading && <LoadingState />}
      {receipt.error && <ErrorState message={toApiError(receipt.error).message} onRetry={() => void receipt.refetch()} />}
      {receipt.data && <PaymentReceipt receipt={receipt.data} title="Recibo de pago de colegiatura" payerLabel="Alumno" selfInvoice={selfInvoice.data} />}
    </PrintableDialog>
  );
}
