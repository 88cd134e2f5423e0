// A student's or a family's school payments: folio, date, total, status, invoicing, the receipt, the invoice
// panel ("Facturar" to a customer), and the cancellation of a paid one with a reason (its charges go back to
// pending; nothing is deleted).
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargePayment, SchoolPaymentListQuery } from '@mikro/contracts';
import { schoolApi, schoolKeys, toApiError } from '@mikro/api-client';
import { useCan } from '@mikro/session';
import { Badge, Button, type Column, DataTable, FormDialog, formatDateTime, formatMoney, HStack, MESSAGES, maxLengthMessage, notify, TextField, pagedTableProps, useTableState } from '@mikro/ui';
import * as yup from 'yup';
import { PaymentInvoicesDialog } from './PaymentInvoicesDialog';
import { ReceiptDialog } from './ReceiptDialog';
import { useSchoolMutation } from './useSchoolMutation';

const STATUS: Record<ChargePayment['status'], { label: string; color: string }> = {
  paid: { label: 'Pagado', color: 'green' },
  partial: { label: 'Cancelado en parte', color: 'orange' },
  cancelled: { label: 'Cancelado', color: 'red' },
};

const cancelSchema = yup.object({ reason: yup.string().trim().required(MESSAGES.required).min(5, 'Explica el motivo (mínimo 5 caracteres)').max(500, maxLengthMessage(500)) });

/** What the history screen filters by besides the payer: the period, the folio, the state. */
export type PaymentFilters = Pick<SchoolPaymentListQuery, 'from' | 'to' | 'folio' | 'status'>;

interface PaymentHistoryProps {
  studentId?: number;
  familyId?: number;
  cancelAction?: string;
  filters?: PaymentFilters;
  /** The history screen's filters above the table, and its folio search. */
  toolbar?: ReactNode;
  search?: { value: string; onChange: (text: string) => void; placeholder: string };
  emptyText?: string;
}

export function PaymentHistory({ studentId, familyId, cancelAction = 'eliminar', filters = {}, toolbar, search, emptyText = 'Sin pagos registrados' }: PaymentHistoryProps) {
  const table = useTableState();
  // Other filters show their results from the first page (adjusted while rendering, as React advises for state
  // that follows a prop).
  const filterKey = JSON.stringify([studentId, familyId, filters]);
  const [listedKey, setListedKey] = useState(filterKey);
  if (listedKey !== filterKey) {
    setListedKey(filterKey);
    table.resetPage();
  }
  const queryClient = useQueryClient();
  const canCancel = useCan(cancelAction);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<ChargePayment | null>(null);
  const [invoicesOf, setInvoicesOf] = useState<ChargePayment | null>(null);
  const query: SchoolPaymentListQuery = { page: table.page, limit: table.pageSize, studentId, familyId, ...filters };
  const list = useQuery({ queryKey: schoolKeys.payments(query), queryFn: () => schoolApi.payments(query), placeholderData: keepPreviousData });
  const cancel = useSchoolMutation(({ id, reason }: { id: number; reason: string }) => schoolApi.cancelPayment(id, reason));

  const columns: Column<ChargePayment>[] = [
    { key: 'folio', header: 'Folio', render: (row) => `${row.serie}-${row.folio}` },
    { key: 'createdAt', header: 'Fecha', render: (row) => formatDateTime(row.createdAt) },
    { key: 'payer', header: 'Pagó', render: (row) => row.payer.name },
    { key: 'total', header: 'Total', align: 'end', render: (row) => formatMoney(row.total) },
    { key: 'status', header: 'Estado', render: (row) => <Badge colorPalette={STATUS[row.status].color}>{STATUS[row.status].label}</Badge> },
    { key: 'stamped', header: 'Factura', render: (row) => (row.stamped ? 'Facturado' : 'Sin factura') },
  ];

  return (
    <>
      <DataTable<ChargePayment>
        caption="Pagos"
        columns={columns}
        rowKey="id"
        {...pagedTableProps(table, list)}
        emptyText={emptyText}
        toolbar={toolbar}
        search={search?.value}
        searchPlaceholder={search?.placeholder}
        onSearchChange={search?.onChange}
        actions={(row) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => setReceiptId(row.id)}>
              Recibo
            </Button>
            <Button size="xs" variant="outline" onClick={() => setInvoicesOf(row)}>
              Facturas
            </Button>
            {/* An invoiced payment is cancelled after its invoice; the API refuses it before. */}
            {canCancel && row.status !== 'cancelled' && row.stamped !== 1 && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setCancelling(row)}>
                Cancelar pago
              </Button>
            )}
          </HStack>
        )}
      />
      {receiptId !== null && <ReceiptDialog paymentId={receiptId} onClose={() => setReceiptId(null)} />}
      {invoicesOf && (
        <PaymentInvoicesDialog payment={invoicesOf} onClose={() => setInvoicesOf(null)} onInvoiced={() => void queryClient.invalidateQueries({ queryKey: schoolKeys.paymentLists })} />
      )}
      {cancelling && (
        <FormDialog<{ reason: string }>
          open
          title={`Cancelar el pago ${cancelling.serie}-${cancelling.folio}`}
          submitText="Cancelar pago"
          cancelText="Volver"
          initialValues={{ reason: '' }}
          validationSchema={cancelSchema}
          onClose={() => setCancelling(null)}
          onSubmit={async (values) => {
            try {
              await cancel.mutateAsync({ id: cancelling.id, reason: values.reason.trim() });
              notify.success(`Pago ${cancelling.serie}-${cancelling.folio} cancelado; sus cargos vuelven a estar pendientes`);
              setCancelling(null);
            } catch (error) {
              notify.error(toApiError(error).message);
            }
          }}
        >
          <TextField name="reason" label="Motivo de la cancelación" required placeholder="Pago duplicado, error de captura…" />
        </FormDialog>
      )}
    </>
  );
}
