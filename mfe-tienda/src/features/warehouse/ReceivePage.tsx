import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseOrdersApi, toApiError } from '@mikro/api-client';
import { Money } from '@mikro/domain';
import type { PurchaseOrderDetail, ReceivePurchaseOrderRequest } from '@mikro/contracts';
import { Badge, Button, ConfirmDialog, DataTable, EmptyState, ErrorState, Field, Input, LoadingState, notify, PageHeader, Text, type Column } from '@mikro/ui';
import { pendingQuantity, receiveLines } from './orderLines';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './OrdersPage';
import { routeId, useOrder } from './useWarehouse';
import { warehouseKeys } from '../../shared/queryKeys';

type OrderLine = PurchaseOrderDetail['lines'][number];

/** Receive goods of a sent order, fully or partly: stock rises and the order's status follows. */
export function ReceivePage() {
  const id = routeId(useParams().idOrden);
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useOrder(id);
  const [typed, setTyped] = useState<Record<number, string>>({});
  // Why what was typed cannot be received, beside its line (or, with nothing typed, under the table).
  const [problems, setProblems] = useState<{ lines: Record<number, string>; nothingTyped: boolean }>({ lines: {}, nothingTyped: false });
  const [confirmAll, setConfirmAll] = useState(false);
  // Without lines, everything pending is received.
  const receipt = useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: ReceivePurchaseOrderRequest }) => purchaseOrdersApi.receive(orderId, body),
    onSuccess: () => {
      notify.updated();
      setTyped({});
      setProblems({ lines: {}, nothingTyped: false });
      return client.invalidateQueries({ queryKey: warehouseKeys.all });
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  const busy = receipt.isPending;
  // Opened without an order (from the menu): the screen still says where the user is, then how to choose one.
  if (id === null) {
    return (
      <>
        <PageHeader title="Surtir pedido" description="Recibir la mercancía de un pedido enviado a un proveedor" />
        <EmptyState title="Elija un pedido" description="Abra 'Surtir' desde la lista de pedidos." action={<Button onClick={() => navigate('/tienda/almacen/pedidos')}>Ver pedidos</Button>} />
      </>
    );
  }
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
      // What arrived is typed here: a phone's card keeps it.
      phone: true,
      render: (line) => (
        <Field.Root invalid={Boolean(problems.lines[line.id])} alignItems="end">
          <Input size="xs" width="90px" aria-label={`Recibir ${line.productName}`} inputMode="decimal" value={typed[line.id] ?? ''}
            disabled={pendingQuantity(line) === '0'} onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })} />
          <Field.ErrorText maxW="40" textAlign="end" whiteSpace="normal">
            {problems.lines[line.id]}
          </Field.ErrorText>
        </Field.Root>
      ),
    });
  }

  /** Receives what was typed, once every typed quantity is one the order can take (checked beside each line). */
  function receiveTyped() {
    const picked = receiveLines(data.lines, typed);
    setProblems({ lines: picked.problems, nothingTyped: picked.nothingTyped });
    if (picked.lines.length > 0) void receive(picked.lines);
  }

  /** Receives these lines, or everything pending (null); a refusal keeps the confirmation open. */
  async function receive(lines: { lineId: number; quantity: string }[] | null) {
    const done = receipt.mutateAsync({ orderId: data.id, body: lines === null ? {} : { lines } });
    if (lines === null) await done;
    else await done.catch(() => undefined);
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
                <Button loading={busy} onClick={receiveTyped}>
                  Recibir capturado
                </Button>
                <Button colorPalette="brand" loading={busy} onClick={() => setConfirmAll(true)}>
                  Recibir todo lo pendiente
                </Button>
              </>
            )}
          </>
        }
      />
      <DataTable<OrderLine> caption="Recepción del pedido" columns={columns} rows={data.lines} rowKey="id" />
      {problems.nothingTyped && (
        <Text mt="2" color="fg.error" fontSize="sm" role="alert">
          Escriba en Recibir ahora la cantidad que llegó de cada producto.
        </Text>
      )}
      {/* Stock rises at once and a receipt is not undone from here: ask before taking in every pending unit. */}
      <ConfirmDialog
        open={confirmAll}
        onClose={() => setConfirmAll(false)}
        title="Recibir todo lo pendiente"
        body={`Entra a la existencia todo lo que falta del pedido #${data.id}: ${data.lines
          .filter((line) => pendingQuantity(line) !== '0')
          .map((line) => `${pendingQuantity(line)} de ${line.productName}`)
          .join(', ')}.`}
        confirmText="Recibir todo"
        cancelText="Volver"
        onConfirm={() => receive(null)}
      />
    </>
  );
}
