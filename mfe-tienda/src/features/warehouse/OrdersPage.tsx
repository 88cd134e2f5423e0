import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllPages, purchaseOrdersApi } from '@mikro/api-client';
import type { PurchaseOrder, PurchaseOrderStatus } from '@mikro/contracts';
import { useCan } from '@mikro/session';
import { Badge, Button, DataTable, formatDate, formatMoney, HStack, PageHeader, pagedResultProps, SelectInput, useTableState, type Column } from '@mikro/ui';
import { useProviders } from './useWarehouse';
import { warehouseKeys } from '../../shared/queryKeys';

export const ORDER_STATUSES: PurchaseOrderStatus[] = ['borrador', 'enviada', 'parcialmente surtida', 'surtida', 'cancelada'];
export const ORDER_STATUS_COLORS: Record<PurchaseOrderStatus, string> = {
  borrador: 'gray',
  enviada: 'blue',
  'parcialmente surtida': 'orange',
  surtida: 'green',
  cancelada: 'red',
};

/** What the screens say of an order's status: a 'pedido' is masculine ('Pedido #1 · Enviado'). */
export const ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  borrador: 'Borrador',
  enviada: 'Enviado',
  'parcialmente surtida': 'Parcialmente surtido',
  surtida: 'Surtido',
  cancelada: 'Cancelado',
};

export function OrdersPage() {
  const navigate = useNavigate();
  const table = useTableState();
  const [status, setStatus] = useState<PurchaseOrderStatus | null>(null);
  // Orders are found by provider too: with many orders, paging through every one was the only way.
  const [providerId, setProviderId] = useState<number | null>(null);
  const providers = useProviders();
  const canCreate = useCan('crear');
  const filters = { status: status ?? undefined, providerId: providerId ?? undefined };
  const list = useQuery({
    queryKey: warehouseKeys.orders(table.page, table.pageSize, status, providerId),
    queryFn: () => purchaseOrdersApi.list({ page: table.page, limit: table.pageSize, ...filters }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<PurchaseOrder>[] = [
    { key: 'id', header: 'Pedido', render: (o) => `#${o.id}`, exportValue: (o) => o.id },
    { key: 'createdAt', header: 'Fecha', render: (o) => formatDate(o.createdAt), exportValue: (o) => formatDate(o.createdAt) },
    { key: 'provider', header: 'Proveedor', render: (o) => o.provider.name, exportValue: (o) => o.provider.name },
    { key: 'expectedDate', header: 'Entrega esperada', render: (o) => formatDate(o.expectedDate), exportValue: (o) => formatDate(o.expectedDate) },
    { key: 'total', header: 'Total', align: 'end', render: (o) => formatMoney(o.total), exportValue: (o) => Number(o.total) },
    { key: 'status', header: 'Estado', render: (o) => <Badge colorPalette={ORDER_STATUS_COLORS[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Badge>, exportValue: (o) => ORDER_STATUS_LABELS[o.status] },
  ];
  return (
    <>
      <PageHeader
        title="Pedidos de almacén"
        description="Órdenes de compra a proveedores y su recepción"
        actions={
          canCreate && (
            <Button colorPalette="brand" onClick={() => navigate('/tienda/almacen/orden')}>
              Nuevo pedido
            </Button>
          )
        }
      />
      <DataTable<PurchaseOrder>
        caption="Pedidos"
        columns={columns}
        rowKey="id"
        page={table.page}
        pageSize={table.pageSize}
        onPageChange={table.controls.onPageChange}
        onPageSizeChange={table.controls.onPageSizeChange}
        {...pagedResultProps(list)}
        emptyText={status || providerId ? 'No hay pedidos con estos filtros' : 'No hay pedidos'}
        onExport={() => fetchAllPages((page, limit) => purchaseOrdersApi.list({ page, limit, ...filters }))}
        toolbar={
          <>
            <SelectInput
              size="sm"
              width="240px"
              label="Proveedor del pedido"
              placeholder="Todos los proveedores"
              options={(providers.data ?? []).map((provider) => ({ value: provider.id, label: provider.name }))}
              value={providerId}
              onChange={(value) => {
                setProviderId(value);
                table.resetPage();
              }}
            />
            <SelectInput
              size="sm"
              width="200px"
              label="Estado del pedido"
              placeholder="Todos los estados"
              options={ORDER_STATUSES.map((item) => ({ value: item, label: ORDER_STATUS_LABELS[item] }))}
              value={status}
              onChange={(value) => {
                setStatus(value);
                table.resetPage();
              }}
            />
          </>
        }
        actions={(order) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => navigate(`/tienda/almacen/orden/${order.id}`)}>
              {order.status === 'borrador' ? 'Editar' : 'Ver'}
            </Button>
            {(order.status === 'enviada' || order.status === 'parcialmente surtida') && (
              <Button size="xs" colorPalette="brand" onClick={() => navigate(`/tienda/almacen/surtir/${order.id}`)}>
                Surtir
              </Button>
            )}
          </HStack>
        )}
      />
    </>
  );
}
