import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { purchaseOrdersApi, toApiError } from '@mikro/api-client';
import { isValidAmount, Money } from '@mikro/domain';
import { Badge, Button, EmptyState, ErrorState, Input, LoadingState, notify, PageHeader, Table } from '@mikro/ui';
import { pendingQuantity } from './orderLines';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './OrdersPage';
import { routeId, useOrder } from './useWarehouse';

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

  async function receive(all: boolean) {
    const lines = Object.entries(typed)
      .filter(([, value]) => value.trim() !== '')
      .map(([lineId, value]) => ({ lineId: Number(lineId), quantity: value.trim() }));
    if (!all && (lines.length === 0 || lines.some((line) => !isValidAmount(line.quantity) || Number(line.quantity) <= 0))) {
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
      <Table.Root size="sm" aria-label="Recepción del pedido">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Producto</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Pedido</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Recibido</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Pendiente</Table.ColumnHeader>
            {receivable && <Table.ColumnHeader textAlign="end">Recibir ahora</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.lines.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell>{line.productName}</Table.Cell>
              <Table.Cell textAlign="end">{Money.of(line.quantity).toString()}</Table.Cell>
              <Table.Cell textAlign="end">{Money.of(line.receivedQuantity).toString()}</Table.Cell>
              <Table.Cell textAlign="end">{pendingQuantity(line)}</Table.Cell>
              {receivable && (
                <Table.Cell textAlign="end">
                  <Input size="xs" width="90px" aria-label={`Recibir ${line.productName}`} inputMode="decimal" value={typed[line.id] ?? ''}
                    disabled={pendingQuantity(line) === '0'} onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })} />
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}
