// /colegio/cobros/en-linea: the families' online payments (card, OXXO, SPEI) of the branch office — state, method,
// family, amount and day, found by family or reference, method, state and period. A sandbox OXXO or SPEI reference
// still pending is marked paid here ("Marcar como pagado"), as the family would have paid it at the store or bank:
// it then goes through the payment engine like a provider's notice (a receipt, or review when the amounts differ).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { OnlinePayment, OnlinePaymentMethod, OnlinePaymentState } from '@mikro/contracts';
import { toApiError } from '@mikro/api-client';
import { useCanOn } from '@mikro/session';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  DateRangeFilter,
  formatDateTime,
  formatMoney,
  HStack,
  notify,
  PageHeader,
  SelectInput,
  pagedTableProps,
  useTableState,
  type Column,
  type SelectOption,
} from '@mikro/ui';
import { useSchoolMutation } from '../../shared/useSchoolMutation';
import { deskOnlinePaymentsApi, deskOnlinePaymentsKeys, type DeskOnlinePaymentsQuery } from './api';

export const METHOD_LABELS: Record<OnlinePaymentMethod, string> = { card: 'Tarjeta', oxxo: 'OXXO', spei: 'SPEI' };

export const STATE_LABELS: Record<OnlinePaymentState, { label: string; color: string }> = {
  pending: { label: 'Pendiente', color: 'yellow' },
  paid: { label: 'Pagado', color: 'green' },
  failed: { label: 'Rechazado', color: 'red' },
  review: { label: 'En revisión', color: 'orange' },
  refunded: { label: 'Reembolsado', color: 'purple' },
  disputed: { label: 'En disputa', color: 'red' },
  cancelled: { label: 'Cancelado', color: 'gray' },
  expired: { label: 'Vencido', color: 'gray' },
};

const METHODS: SelectOption<OnlinePaymentMethod>[] = (Object.keys(METHOD_LABELS) as OnlinePaymentMethod[]).map((value) => ({ value, label: METHOD_LABELS[value] }));
const STATES: SelectOption<OnlinePaymentState>[] = (Object.keys(STATE_LABELS) as OnlinePaymentState[]).map((value) => ({ value, label: STATE_LABELS[value].label }));

/** Whether the desk may mark it paid: a sandbox OXXO or SPEI reference still waiting for the family's money. */
export const markable = (payment: OnlinePayment) => payment.provider === 'sandbox' && payment.status === 'pending' && payment.method !== 'card' && payment.instructions !== null;

interface Filters {
  search: string;
  status: OnlinePaymentState | null;
  method: OnlinePaymentMethod | null;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { search: '', status: null, method: null, from: '', to: '' };

/** What the list asks the API for: only the filters that are set. */
export function listQuery(filters: Filters, page: number, limit: number): DeskOnlinePaymentsQuery {
  const query: DeskOnlinePaymentsQuery = { page, limit };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.status) query.status = filters.status;
  if (filters.method) query.method = filters.method;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

const receiptOrReference = (row: OnlinePayment) =>
  row.receipt ? `Recibo ${row.receipt.serie}-${row.receipt.folio}` : row.instructions ? `Ref. ${row.instructions.reference}` : row.cardLast4 ? `Tarjeta ·${row.cardLast4}` : '—';

export function OnlinePaymentsPage() {
  const navigate = useNavigate();
  const table = useTableState();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [marking, setMarking] = useState<OnlinePayment | null>(null);
  const canMark = useCanOn('/colegio/cobros', 'crear');
  const set = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    table.resetPage();
  };
  const query = listQuery(filters, table.page, table.pageSize);
  const list = useQuery({ queryKey: deskOnlinePaymentsKeys.list(query), queryFn: () => deskOnlinePaymentsApi.list(query), placeholderData: keepPreviousData });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  const columns: Column<OnlinePayment>[] = [
    { key: 'familyName', header: 'Familia', render: (row) => row.familyName },
    { key: 'method', header: 'Método', render: (row) => METHOD_LABELS[row.method] },
    { key: 'status', header: 'Estado', render: (row) => <Badge colorPalette={STATE_LABELS[row.status].color}>{STATE_LABELS[row.status].label}</Badge> },
    { key: 'amount', header: 'Importe', align: 'end', render: (row) => formatMoney(row.charged ?? row.amount) },
    { key: 'createdAt', header: 'Fecha', phone: true, render: (row) => formatDateTime(row.createdAt) },
    { key: 'receipt', header: 'Recibo o referencia', render: receiptOrReference },
    { key: 'reviewReason', header: 'Motivo', render: (row) => row.reviewReason || row.failureReason || '—' },
  ];

  const markPaidWrite = useSchoolMutation((id: number) => deskOnlinePaymentsApi.markPaid(id), [deskOnlinePaymentsKeys.all]);

  async function markPaid(payment: OnlinePayment) {
    try {
      const result = await markPaidWrite.mutateAsync(payment.id);
      if (result.status === 'paid' && result.receipt) notify.success(`Pago registrado con el recibo ${result.receipt.serie}-${result.receipt.folio}`);
      else if (result.status === 'review') notify.warning(`El pago quedó en revisión: ${result.reviewReason}`);
      else notify.info(`El pago quedó ${STATE_LABELS[result.status].label.toLowerCase()}`);
    } catch (error) {
      notify.error(toApiError(error).message);
      throw error;
    }
  }

  return (
    <>
      <PageHeader
        title="Pagos en línea"
        description="Pagos de las familias desde el portal: tarjeta, OXXO y SPEI"
        actions={
          <Button variant="outline" onClick={() => navigate('/colegio/cobros')}>
            Volver al cobro
          </Button>
        }
      />
      <DataTable<OnlinePayment>
        caption="Pagos en línea"
        columns={columns}
        rowKey="id"
        {...pagedTableProps(table, list)}
        emptyText={filtered ? 'No hay pagos en línea con estos filtros' : 'Aún no hay pagos en línea'}
        search={filters.search}
        searchPlaceholder="Familia o referencia"
        onSearchChange={(search) => set({ search })}
        toolbar={
          <HStack wrap="wrap" align="end" gap="2">
            <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => set(range)} />
            <SelectInput<OnlinePaymentState> size="sm" width="180px" label="Estado" placeholder="Todos los estados" options={STATES} value={filters.status} onChange={(status) => set({ status })} />
            <SelectInput<OnlinePaymentMethod> size="sm" width="160px" label="Método" placeholder="Todos los métodos" options={METHODS} value={filters.method} onChange={(method) => set({ method })} />
          </HStack>
        }
        actions={
          canMark
            ? (row) =>
                markable(row) ? (
                  <Button size="xs" variant="outline" onClick={() => setMarking(row)}>
                    Marcar como pagado
                  </Button>
                ) : null
            : undefined
        }
      />
      <ConfirmDialog
        open={marking !== null}
        onClose={() => setMarking(null)}
        title="Marcar como pagado"
        body={
          marking
            ? `¿Confirma que ${marking.familyName} pagó la referencia ${METHOD_LABELS[marking.method]} ${marking.instructions?.reference ?? ''} por ${formatMoney(marking.amount)}? Se registrará el pago de sus cargos con su recibo. Esto es de la pasarela de prueba.`
            : ''
        }
        confirmText="Marcar como pagado"
        onConfirm={async () => {
          if (marking) await markPaid(marking);
        }}
      />
    </>
  );
}
