// The CFDI list (cfdiList): server paging, search by RFC/name/UUID/folio, filters by date, module,
// state and (invoices only: that list holds every type) CFDI type; detail with its actions; zip of the
// stamped ones on the page, and of every invoice and credit note of the chosen period.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { billingApi, useCfdiList } from '@mikro/api-client';
import type { BillingModule, CfdiStatus, CfdiType, InvoiceListQuery, InvoiceSummary } from '@mikro/contracts';
import { useCan } from '@mikro/session';
import {
  BILLING_MODULE_LABELS, Badge, Button, CFDI_STATUS_LABELS, CFDI_TYPE_LABELS, DataTable, DateRangeFilter, HStack, InvoiceStatusBadge, Money, PageHeader, SelectInput, cfdiFolio, formatDateTime, pagedResultProps, useTableState, type Column,
} from '@mikro/ui';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';
import { reportError } from './errors';

const MODULES = ([1, 2, 3] as const).map((m) => ({ value: m, label: BILLING_MODULE_LABELS[m] ?? String(m) }));
const STATUSES = (['timbrada', 'pendiente', 'cancelada', 'rechazada'] as const).map((s) => ({ value: s, label: CFDI_STATUS_LABELS[s] }));
const TYPES = (['I', 'E', 'P'] as const).map((t) => ({ value: t, label: CFDI_TYPE_LABELS[t] }));

export function InvoiceListPage({ kind }: { kind: 'invoices' | 'credit-notes' }) {
  const table = useTableState({ sort: { field: 'issuedAt', order: 'DESC' } });
  const [filters, setFilters] = useState<{ from: string; to: string; module: BillingModule | null; status: CfdiStatus | null; type: CfdiType | null }>({
    from: '',
    to: '',
    module: null,
    status: null,
    type: null,
  });
  const [detail, setDetail] = useState<number | null>(null);
  const [zipping, setZipping] = useState(false);
  const [zippingPeriod, setZippingPeriod] = useState(false);
  const canEdit = useCan('editar');
  const canExport = useCan('exportar');
  const canCreate = useCan('crear');
  const invoicesList = kind === 'invoices';
  const query: InvoiceListQuery = {
    page: table.page,
    limit: table.pageSize,
    q: table.search || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    module: filters.module ?? undefined,
    status: filters.status ?? undefined,
    type: invoicesList ? (filters.type ?? undefined) : undefined,
    sort: (table.sort?.field as InvoiceListQuery['sort']) ?? 'issuedAt',
    order: table.sort?.order === 'ASC' ? 'asc' : 'desc',
  };
  const list = useCfdiList(kind, query);
  const set = (patch: Partial<typeof filters>) => {
    setFilters({ ...filters, ...patch });
    table.resetPage();
  };
  const columns: Column<InvoiceSummary>[] = [
    { key: 'folio', header: 'Folio', sortable: true, render: (i) => cfdiFolio(i) },
    { key: 'issuedAt', header: 'Fecha', sortable: true, render: (i) => formatDateTime(i.issuedAt) },
    ...(invoicesList ? [{ key: 'type', header: 'Tipo', render: (i: InvoiceSummary) => CFDI_TYPE_LABELS[i.type] }] : []),
    { key: 'receiver', header: 'Receptor', render: (i) => `${i.receiverRfc} · ${i.receiverName}` },
    { key: 'module', header: 'Módulo', render: (i) => (i.isGlobal ? `${BILLING_MODULE_LABELS[i.module]} (global)` : BILLING_MODULE_LABELS[i.module]) },
    { key: 'total', header: 'Total', align: 'end', sortable: true, render: (i) => <Money value={i.total} /> },
    { key: 'status', header: 'Estado', render: (i) => <InvoiceStatusBadge status={i.status} sandbox={i.sandbox} /> },
    { key: 'uuid', header: 'Folio fiscal', render: (i) => (i.uuid ? <Badge variant="outline" fontFamily="mono">{i.uuid.slice(0, 8)}…</Badge> : '—') },
  ];
  const stampedOnPage = (list.data?.data ?? []).filter((i) => i.uuid !== null).map((i) => i.id);
  return (
    <>
      <PageHeader
        title={invoicesList ? 'Facturas' : 'Notas de crédito'}
        description={kind === 'invoices' ? 'CFDI emitidos: detalle, XML y PDF, correo, notas de crédito, complementos de pago y cancelación' : 'Notas de crédito (CFDI de egreso relacionados con su factura); se emiten desde el detalle de la factura'}
        actions={
          invoicesList && (
            <Button size="sm" variant="outline" asChild>
              <Link to="/facturas/ppd">Facturas en parcialidades (PPD)</Link>
            </Button>
          )
        }
      />
      <DataTable<InvoiceSummary>
        caption={kind === 'invoices' ? 'Facturas' : 'Notas de crédito'}
        columns={columns}
        rowKey="id"
        {...table.controls}
        searchPlaceholder="RFC, nombre, folio o UUID"
        {...pagedResultProps(list)}
        emptyText={kind === 'invoices' ? 'No hay facturas con estos filtros' : 'No hay notas de crédito con estos filtros'}
        // The receiver's name wraps so the detail button stays in view at 1366 px.
        wrapText
        toolbar={
          <HStack wrap="wrap">
            <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => set(range)} />
            <SelectInput size="sm" width="170px" label="Módulo" placeholder="Todos los módulos" options={MODULES} value={filters.module} onChange={(module) => set({ module })} />
            <SelectInput size="sm" width="200px" label="Estado" placeholder="Todos los estados" options={STATUSES} value={filters.status} onChange={(status) => set({ status })} />
            {invoicesList && <SelectInput size="sm" width="200px" label="Tipo de CFDI" placeholder="Todos los tipos" options={TYPES} value={filters.type} onChange={(type) => set({ type })} />}
            {canExport && stampedOnPage.length > 0 && (
              <Button
                size="sm"
                variant="outline"
                loading={zipping}
                onClick={() => {
                  setZipping(true);
                  billingApi
                    .zip(stampedOnPage)
                    .catch((error: unknown) => reportError(error))
                    .finally(() => setZipping(false));
                }}
              >
                Zip de la página (XML + PDF)
              </Button>
            )}
            {canExport && (
              <Button
                size="sm"
                variant="outline"
                loading={zippingPeriod}
                disabled={!filters.from || !filters.to}
                title={filters.from && filters.to ? 'Todas las facturas y notas de crédito timbradas del periodo' : 'Elija Desde y Hasta para descargar el periodo'}
                onClick={() => {
                  setZippingPeriod(true);
                  billingApi
                    .periodZip({ from: filters.from, to: filters.to, module: filters.module ?? undefined })
                    .catch((error: unknown) => reportError(error))
                    .finally(() => setZippingPeriod(false));
                }}
              >
                Zip del periodo (XML + PDF)
              </Button>
            )}
          </HStack>
        }
        actions={(invoice) => (
          <Button size="xs" variant="outline" onClick={() => setDetail(invoice.id)}>
            Ver detalle
          </Button>
        )}
      />
      {detail !== null && <InvoiceDetailDialog invoiceId={detail} onClose={() => setDetail(null)} canEdit={canEdit} canCredit={invoicesList && canEdit} canComplement={invoicesList && canCreate} />}
    </>
  );
}
