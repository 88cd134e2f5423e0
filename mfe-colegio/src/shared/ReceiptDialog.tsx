// A school payment's receipt, printed with the browser's print view or downloaded as the PDF the server makes.
import { useQuery } from '@tanstack/react-query';
import { schoolApi, schoolKeys, studentsApi, toApiError, useList, useSelfInvoiceLink } from '@mikro/api-client';
import { fullName } from './people';
import { ErrorState, LoadingState, PaymentReceipt, PrintableDialog, ReceiptPdfButton } from '@mikro/ui';

export function ReceiptDialog({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const receipt = useQuery({ queryKey: schoolKeys.receipt(paymentId), queryFn: () => schoolApi.receipt(paymentId) });
  const selfInvoice = useSelfInvoiceLink(3, paymentId);
  // A family's payment names each line's child on the printed receipt.
  const studentIds = [...new Set((receipt.data?.lines ?? []).map((line) => line.studentId).filter((id): id is number => id !== null))];
  const children = useList(studentsApi, { filter: [{ field: 'id', operator: '$in', value: studentIds }], limit: 100 }, { enabled: studentIds.length > 1 });
  const rows = Array.isArray(children.data) ? children.data : (children.data?.data ?? []);
  const names = new Map(rows.map((student): [number, string] => [student.id, fullName(student)]));
  return (
    <PrintableDialog
      title="Recibo de pago"
      onClose={onClose}
      size="md"
      footer={receipt.data && <ReceiptPdfButton download={() => schoolApi.downloadReceiptPdf(paymentId, `recibo-${receipt.data.serie}-${receipt.data.folio}.pdf`)} />}
    >
      {receipt.isLoading && <LoadingState />}
      {receipt.error && <ErrorState message={toApiError(receipt.error).message} onRetry={() => void receipt.refetch()} />}
      {receipt.data && <PaymentReceipt receipt={receipt.data} title="Recibo de pago de colegiatura" payerLabel="Alumno" selfInvoice={selfInvoice.data} personOf={names.size > 0 ? (line) => names.get(line.studentId ?? 0) ?? '' : undefined} />}
    </PrintableDialog>
  );
}
