// /academias/payments: academy payment history with filters, detail (lines with idConceptoCobro, methods,
// the payment's invoice panel with "Facturar"), receipt and cancellation with a reason.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChargePayment } from '@mikro/contracts';
import { academyApi, academyKeys, useAcademyMutation, useAcademyPayment, useAcademyPayments, useInvalidateAcademies, usePaymentInvoicesSource } from '@mikro/api-client';
import { useCanOn, useCrudPermissions } from '@mikro/session';
import {
  Badge,
  Button,
  ChargeLineList,
  DataTable,
  DateRangeFilter,
  FormDialog,
  HStack,
  MESSAGES,
  PageHeader,
  PaymentInvoicePanel,
  PaymentTotalsView,
  PrintableDialog,
  SelectInput,
  Stack,
  Text,
  TextField,
  formatDateTime,
  formatMoney,
  notify,
  pagedResultProps,
  useTableState,
  type Column,
  type SelectOption,
} from '@mikro/ui';
import * as yup from 'yup';
import { periodLabel } from '@mikro/domain';
import { errorMessage } from '../../shared/options';
import { ReceiptDialog } from '../../shared/ReceiptDialog';

const STATUS: Record<ChargePayment['status'], { label: string; color: string }> = {
  paid: { label: 'Pagado', color: 'green' },
  partial: { label: 'Parcial', color: 'orange' },
  cancelled: { label: 'Cancelado', color: 'red' },
};

const STATUS_FILTER: SelectOption<ChargePayment['status']>[] = [
  { value: 'paid', label: 'Pagados' },
  { value: 'partial', label: 'Parciales' },
  { value: 'cancelled', label: 'Cancelados' },
];

const columns: Column<ChargePayment>[] = [
  { key: 'folio', header: 'Folio', render: (row) => `${row.serie}-${row.folio}` },
  { key: 'createdAt', header: 'Fecha', render: (row) => formatDateTime(row.createdAt) },
  { key: 'payer', header: 'Pagó', render: (row) => row.payer.name, exportValue: (row) => row.payer.name },
  { key: 'cashier', header: 'Cajero', render: (row) => row.cashier.name, exportValue: (row) => row.cashier.name },
  { key: 'total', header: 'Total', align: 'end', render: (row) => formatMoney(row.total) },
  { key: 'status', header: 'Estado', render: (row) => <Badge colorPalette={STATUS[row.status].color}>{STATUS[row.status].label}</Badge> },
  { key: 'stamped', header: 'Factura', render: (row) => (row.stamped ? 'Facturado' : 'Sin factura') },
];

function PaymentDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useAcademyPayment(id);
  const invoices = usePaymentInvoicesSource(2, id);
  const permissions = useCrudPermissions();
  // Invoicing is the invoices route's crear, whatever screen it starts from (the API checks that one): staff
  // without it see the payment's invoices but are not offered a «Facturar» the server refuses.
  const mayInvoice = useCanOn('/facturas', 'crear');
  const invalidate = useInvalidateAcademies();
  const cancelPayment = useAcademyMutation((reason: string) => academyApi.cancelPayment(id, reason));
  const [cancelling, setCancelling] = useState(false);
  const [receipt, setReceipt] = useState(false);
  const payment = detail.data;
  return (
    <>
      <PrintableDialog title={payment ? `Pago ${payment.serie}-${payment.folio}` : 'Pago'} onClose={onClose} size="lg">
        {payment ? (
          <Stack gap="3">
            <Text>
              {payment.payer.name} · {formatDateTime(payment.createdAt)} · {payment.cashier.name}
            </Text>
            {payment.status === 'cancelled' ? <Text color="fg.error">Cancelado: {payment.cancelReason}</Text> : null}
            <ChargeLineList
              lines={payment.lines.map((line) => ({
                key: line.id,
                title: line.conceptName,
                subtitle: `${periodLabel(line.year, line.month)}${line.idConceptoCobro ? ` · concepto ${line.idConceptoCobro}` : ''}${line.status === 'cancelled' ? ' · cancelado' : ''}`,
                quantity: line.quantity,
                base: line.price,
                adjustments: line.adjustments,
                total: line.total,
              }))}
            />
            <PaymentTotalsView totals={payment} />
            <Stack gap="1">
              {payment.methods.map((method, index) => (
                <Text key={index} fontSize="sm">
                  {method.methodName} {method.bankName ? `(${method.bankName})` : ''}: {formatMoney(method.amount)}
                </Text>
              ))}
              <Text fontSize="sm">Cambio: {formatMoney(payment.change)}</Text>
            </Stack>
            <PaymentInvoicePanel source={invoices} canInvoice={mayInvoice && payment.status !== 'cancelled'} onInvoiced={() => void invalidate()} />
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => setReceipt(true)}>
                Recibo
              </Button>
              {/* An invoiced payment is cancelled after its invoice; the API refuses it before. */}
              {permissions.edit && payment.status !== 'cancelled' && payment.stamped !== 1 ? (
                <Button size="sm" colorPalette="red" variant="outline" onClick={() => setCancelling(true)}>
                  Cancelar pago
                </Button>
              ) : null}
            </HStack>
          </Stack>
        ) : (
          <Text>Cargando…</Text>
        )}
      </PrintableDialog>
      <FormDialog<{ reason: string }>
        open={cancelling}
        onClose={() => setCancelling(false)}
        title="Cancelar pago"
        submitText="Cancelar pago"
        cancelText="Volver"
        initialValues={{ reason: '' }}
        validationSchema={yup.object({ reason: yup.string().trim().required(MESSAGES.required).min(3, 'Mínimo 3 caracteres') })}
        onSubmit={async (values) => {
          try {
            await cancelPayment.mutateAsync(values.reason.trim());
            notify.success('Pago cancelado; sus cargos vuelven a estar pendientes');
            setCancelling(false);
          } catch (error) {
            notify.error(errorMessage(error));
          }
        }}
      >
        <Text>Los cargos del pago vuelven a quedar pendientes.</Text>
        <TextField name="reason" label="Motivo" required />
      </FormDialog>
      {receipt && payment ? (
        <PaymentReceiptDialog id={payment.id} onClose={() => setReceipt(false)} />
      ) : null}
    </>
  );
}

function PaymentReceiptDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = useQuery({ queryKey: academyKeys.receipt(id), queryFn: () => academyApi.receipt(id) });
  return <ReceiptDialog receipt={data} onClose={onClose} />;
}

export function PaymentsPage() {
  const table = useTableState();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<ChargePayment['status'] | null>(null);
  const list = useAcademyPayments({ page: table.page, limit: table.pageSize, search: table.search || undefined, from: from || undefined, to: to || undefined, status: status ?? undefined });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="3">
      <PageHeader title="Pagos de academia" description="Historial de cobros de la sucursal: detalle, facturas, recibo y cancelación con motivo" />
      <DataTable<ChargePayment>
        caption="Pagos de academia"
        columns={columns}
        rowKey="id"
        {...table.controls}
        {...pagedResultProps(list)}
        emptyText="No hay pagos en el periodo"
        toolbar={
          <HStack gap="2" wrap="wrap">
            <DateRangeFilter
              from={from}
              to={to}
              onChange={(range) => {
                setFrom(range.from);
                setTo(range.to);
                table.resetPage();
              }}
            />
            <SelectInput
              size="sm"
              width="160px"
              label="Estado del pago"
              placeholder="Todos"
              options={STATUS_FILTER}
              value={status}
              onChange={(value) => {
                setStatus(value);
                table.resetPage();
              }}
            />
          </HStack>
        }
        actions={(row) => (
          <Button size="xs" variant="outline" onClick={() => setOpen(row.id)}>
            Detalle
          </Button>
        )}
      />
      {open !== null ? <PaymentDetailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
