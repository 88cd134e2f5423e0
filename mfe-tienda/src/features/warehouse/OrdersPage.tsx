import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { purchaseOrdersApi, toApiError } from '@mikro/api-client';
import type { PurchaseOrder, PurchaseOrderStatus } from '@mikro/contracts';
import { useCan } from '@mikro/session';
import { Badge, Button, DataTable, formatDate, formatMoney, HStack, NativeSelect, PageHeader, type Column } from '@mikro/ui';

export const ORDER_STATUSES: PurchaseOrderStatus[] = ['borrador', 'enviada', 'parcialmente surtida', 'surtida', 'cancelada'];
export const ORDER_STATUS_COLORS: Record<PurchaseOrderStatus, string> = {
  borrador: 'gray',
  enviada: 'blue',
  'parcialmente surtida': 'orange',
  surtida: 'green',
  cancelada: 'red',
};

export function OrdersPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const canCreate = useCan('crear');
  const list = useQuery({
    queryKey: ['warehouse', 'orders', page, pageSize, status],
    queryFn: () => purchaseOrdersApi.list({ page, limit: pageSize, status: status || undefined }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<PurchaseOrder>[] = [
    { key: 'id', header: 'Pedido', render: (o) => `#${o.id}` },
    { key: 'createdAt', header: 'Fecha', render: (o) => formatDate(o.createdAt) },
    { key: 'provider', header: 'Proveedor', render: (o) => o.provider.name },
    { key: 'expectedDate', header: 'Entrega esperada', render: (o) => formatDate(o.expectedDate) },
    { key: 'total', header: 'Total', align: 'end', render: (o) => formatMoney(o.total) },
    { key: 'status', header: 'Estado', render: (o) => <Badge colorPalette={ORDER_STATUS_COLORS[o.status]}>{o.status}</Badge> },
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
        rows={list.data?.data ?? []}
        rowKey="id"
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        isLoading={list.isLoading}
        error={list.error ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        emptyText="No hay pedidos"
        toolbar={
          <NativeSelect.Root size="sm" width="200px">
            <NativeSelect.Field
              aria-label="Estado del pedido"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as PurchaseOrderStatus | '');
                setPage(1);
              }}
            >
              <option value="">Todos los estados</option>
              {ORDER_STATUSES.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
