// A school payment's receipt, printed with the browser's print view.
import { useQuery } from '@tanstack/react-query';
import { schoolApi, toApiError } from '@mikro/api-client';
import { ErrorState, LoadingState, PaymentReceipt, PrintableDialog } from '@mikro/ui';

export function ReceiptDialog({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const receipt = useQuery({ queryKey: ['school', 'receipt', paymentId], queryFn: () => schoolApi.receipt(paymentId) });
  return (
    <PrintableDialog title="Recibo de pago" onClose={onClose} size="md">
      {receipt.isLoading && <LoadingState />}
      {receipt.error && <ErrorState message={toApiError(receipt.error).message} onRetry={() => void receipt.refetch()} />}
      {receipt.data && <PaymentReceipt receipt={receipt.data} title="Recibo de pago de colegiatura" payerLabel="Alumno" />}
    </PrintableDialog>
  );
}
