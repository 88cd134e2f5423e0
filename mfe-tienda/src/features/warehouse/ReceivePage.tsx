import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { purchaseOrdersApi, toApiError } from '@mikro/api-client';
import { Money } from '@mikro/domain';
import type { PurchaseOrderDetail } from '@mikro/contracts';
import { Badge, Button, DataTable, EmptyState, ErrorState, Input, isAmountInRange, LoadingState, notify, PageHeader, type Column } from '@mikro/ui';
import { pendingQuantity } from './orderLines';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './OrdersPage';
import { routeId, useOrder } from './useWarehouse';

type OrderLine = PurchaseOrderDetail['lines'][number];

/** Receive goods of a sent order, fully or partly: stock rises and the order's status follows. */
export function ReceivePage() {
  const id = routeId(useParams().idOrden);
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useOrder(id);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  if (id === null) return <EmptyState title="Elige un pedido" description="Abre 'Surtir' desde la lista de pedidos." action={<Button onClick={() => navigate('/tienda/almacen/pedidos')}>Ver pedidos</Button>} />;
  if (order.isLoading) return <LoadingState />;
  if (order.error || !order.data) return <ErrorState message={order.error ? toApiError(order.error).message : 'Pedido no encontrado'} onRetry={() => void order.refetch()} />;
  const data = order.data;
  const receivable = data.status === 'enviada' || data.status === 'parcialmente surtida';
  const columns: Column<OrderLine>[] = [
    { key: 'productName', header: 'Producto' },
    { key: 'quantity', header: 'Pedido', align: 'end', render: (line) => Money.of(line.quantity).toString() },
    { key: 'receivedQuantity', header: 'Recibido', align: 'end', render: (line) => Money.of(line.receivedQuantity).toString() },
    { key: 'pending', header: 'Pendiente', align: 'end', render: pendingQuantity },
  ];
  if (receivable) {
    columns.push({
      key: 'receive',
      header: 'Recibir ahora',
      align: 'end',
      render: (line) => (
        <Input size="xs" width="90px" aria-label={`Recibir ${line.productName}`} inputMode="decimal" value={typed[line.id] ?? ''}
          disabled={pendingQuantity(line) === '0'} onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })} />
      ),
    });
  }

  async function receive(all: boolean) {
    const lines = Object.entries(typed)
      .filter(([, value]) => value.trim() !== '')
      .map(([lineId, value]) => ({ lineId: Number(lineId), quantity: value.trim() }));
    if (!all && (lines.length === 0 || lines.some((line) => !isAmountInRange(line.quantity, { min: 0, minExclusive: true })))) {
      notify.warning('Escribe cantidades mayores a 0 para lo recibido');
      return;
    }
    setBusy(true);
    try {
      await purchaseOrdersApi.receive(data.id, all ? {} : { lines });
      notify.updated();
      setTyped({});
      await client.invalidateQueries({ queryKey: ['warehouse'] });
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader
        title={`Surtir pedido #${data.id}`}
        description={
          <>
            {data.provider.name} · <Badge colorPalette={ORDER_STATUS_COLORS[data.status]}>{ORDER_STATUS_LABELS[data.status]}</Badge>
          </>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => navigate('/tienda/almacen/pedidos')}>
              Volver
            </Button>
            {receivable && (
              <>
                <Button loading={busy} onClick={() => void receive(false)}>
                  Recibir capturado
                </Button>
                <Button colorPalette="brand" loading={busy} onClick={() => void receive(true)}>
                  Recibir todo lo pendiente
                </Button>
              </>
            )}
          </>
        }
      />
      <DataTable<OrderLine> caption="Recepción del pedido" columns={columns} rows={data.lines} rowKey="id" />
    </>
  );
}
