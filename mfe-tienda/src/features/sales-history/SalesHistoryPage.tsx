import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages, salesApi, salesKeys } from '@mikro/api-client';
import type { Sale, SaleStatus } from '@mikro/contracts';
import { useCan } from '@mikro/session';
import { Badge, Box, Button, CloseButton, DataTable, DateRangeFilter, formatDateTime, formatMoney, HStack, PageHeader, pagedResultProps, SelectInput, Text, useTableState, type Column, type SelectOption } from '@mikro/ui';
import { ClientPicker } from '../../shared/ClientPicker';
import { EMPTY_FILTERS, historyQuery, type HistoryFilters } from './historyQuery';
import { PAYMENT_METHOD_OPTIONS } from './paymentMethodOptions';
import { SaleDetailDialog } from './SaleDetailDialog';
import { OfflineSalesReview } from './OfflineSalesReview';
import { personName } from '@mikro/domain';

const STATUSES: SelectOption<SaleStatus>[] = (['pagada', 'pendiente', 'devuelta parcial', 'cancelada'] as const).map((status) => ({ value: status, label: status }));
const STATUS_COLORS: Record<SaleStatus, string> = { pagada: 'green', pendiente: 'orange', 'devuelta parcial': 'purple', cancelada: 'gray' };

export function SalesHistoryPage() {
  // «Ventas sin conexión» is this page's second view; /sales-history?vista=sin-conexion opens it.
  const [offlineView, setOfflineView] = useState(() => new URLSearchParams(window.location.search).get('vista') === 'sin-conexion');
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY_FILTERS);
  const table = useTableState();
  const [detail, setDetail] = useState<number | null>(null);
  const canEdit = useCan('editar');
  const query = historyQuery(filters, table.page, table.pageSize);
  const list = useQuery({ queryKey: salesKeys.list(query), queryFn: () => salesApi.list(query), placeholderData: keepPreviousData });
  const cashiers = useQuery({ queryKey: salesKeys.cashiers(), queryFn: () => salesApi.cashiers(), staleTime: 60_000 });
  const set = (patch: Partial<HistoryFilters>) => {
    setFilters({ ...filters, ...patch });
    table.resetPage();
  };

  const columns: Column<Sale>[] = [
    {
      key: 'folio',
      header: 'Folio',
      render: (s) => (
        <HStack gap="1">
          <Text>{`${s.serie}-${s.folio}`}</Text>
          {s.offline && (
            <Badge colorPalette={s.offline.reviewReason && !s.offline.reviewedAt ? 'orange' : 'blue'} title={`Núm. provisional ${s.offline.provisional}`}>
              Sin conexión
            </Badge>
          )}
        </HStack>
      ),
      exportValue: (s) => `${s.serie}-${s.folio}`,
    },
    { key: 'createdAt', header: 'Fecha', render: (s) => formatDateTime(s.createdAt), exportValue: (s) => formatDateTime(s.createdAt) },
    { key: 'cashier', header: 'Cajero', phone: false, render: (s) => s.cashier.name, exportValue: (s) => s.cashier.name },
    { key: 'client', header: 'Cliente', render: (s) => s.client?.name ?? 'Público en general', exportValue: (s) => s.client?.name ?? 'Público en general' },
    { key: 'total', header: 'Total', align: 'end', phone: true, render: (s) => formatMoney(s.total), exportValue: (s) => Number(s.total) },
    { key: 'balance', header: 'Saldo', align: 'end', phone: true, render: (s) => formatMoney(s.balance), exportValue: (s) => Number(s.balance) },
    { key: 'status', header: 'Estado', phone: true, render: (s) => <Badge colorPalette={STATUS_COLORS[s.status]}>{s.status}</Badge>, exportValue: (s) => s.status },
  ];

  return (
    <>
      <PageHeader
        title={offlineView ? 'Ventas sin conexión' : 'Historial de ventas'}
        description={
          offlineView
            ? 'Ventas hechas sin conexión; las que el servidor no pudo aceptar tal como llegaron quedan vendidas y esperan la revisión de un supervisor'
            : 'Ventas de la sucursal: detalle, devoluciones, cancelaciones y abonos'
        }
      />
      <HStack mb="3" gap="2" role="group" aria-label="Vista">
        <Button size="sm" variant={offlineView ? 'outline' : 'solid'} aria-pressed={!offlineView} onClick={() => setOfflineView(false)}>
          Todas las ventas
        </Button>
        <Button size="sm" variant={offlineView ? 'solid' : 'outline'} aria-pressed={offlineView} onClick={() => setOfflineView(true)}>
          Ventas sin conexión
        </Button>
      </HStack>
      {offlineView ? (
        <OfflineSalesReview onDetail={setDetail} />
      ) : (
      <DataTable<Sale>
        caption="Ventas"
        columns={columns}
        rowKey="id"
        page={table.page}
        pageSize={table.pageSize}
        onPageChange={table.controls.onPageChange}
        onPageSizeChange={table.controls.onPageSizeChange}
        search={filters.folio}
        searchPlaceholder="Folio"
        onSearchChange={(folio) => set({ folio })}
        {...pagedResultProps(list)}
        emptyText="No hay ventas con estos filtros"
        onExport={() => fetchAllPages((page, limit) => salesApi.list(historyQuery(filters, page, limit)))}
        toolbar={
          <HStack wrap="wrap">
            <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => set(range)} />
            <SelectInput
              size="sm"
              width="190px"
              label="Estado"
              placeholder="Todos los estados"
              options={STATUSES}
              // The filters keep '' for any state (historyQuery leaves it out).
              value={filters.status || null}
              onChange={(status) => set({ status: status ?? '' })}
            />
            <SelectInput
              size="sm"
              width="240px"
              label="Forma de pago"
              placeholder="Todas las formas de pago"
              options={PAYMENT_METHOD_OPTIONS}
              value={filters.methodId}
              onChange={(methodId) => set({ methodId })}
            />
            <SelectInput
              size="sm"
              width="190px"
              label="Cajero"
              placeholder="Todos los cajeros"
              options={(cashiers.data ?? []).map((cashier) => ({ value: cashier.id, label: cashier.name }))}
              value={filters.cashierId}
              onChange={(cashierId) => set({ cashierId })}
            />
            {filters.client ? (
              <HStack borderWidth="1px" rounded="md" px="2" py="1" gap="1">
                <Text fontSize="sm">Cliente: {filters.client.name}</Text>
                <CloseButton size="2xs" aria-label="Quitar filtro de cliente" onClick={() => set({ client: null })} />
              </HStack>
            ) : (
              <Box width="260px">
                <ClientPicker
                  value={null}
                  placeholder="Cliente (buscar por nombre)"
                  onChange={(client) =>
                    client && set({ client: { id: client.id, name: personName(client.name, client.last_name_father, client.last_name_mother) } })
                  }
                />
              </Box>
            )}
          </HStack>
        }
        actions={(sale) => (
          <Button size="xs" variant="outline" onClick={() => setDetail(sale.id)}>
            Ver detalle
          </Button>
        )}
      />
      )}
      {detail !== null && <SaleDetailDialog saleId={detail} canEdit={canEdit} onClose={() => setDetail(null)} />}
    </>
  );
}
