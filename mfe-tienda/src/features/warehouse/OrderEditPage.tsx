import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchaseOrdersApi, toApiError } from '@mikro/api-client';
import type { PurchaseOrderDetail, SavePurchaseOrderRequest } from '@mikro/contracts';
import {
  Badge, Box, Button, CloseButton, ConfirmDialog, DataTable, ErrorState, Field, formatMoney, HStack, Input, LoadingState, notify, PageHeader, SelectInput, VStack, type Column,
} from '@mikro/ui';
import { addProductLine, lineTotal, orderLineProblems, orderTotal, toLineRequests, type EditableLine } from './orderLines';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from './OrdersPage';
import { routeId, useOrder, useProductLookup, useProviders } from './useWarehouse';
import { warehouseKeys } from '../../shared/queryKeys';

const fromOrder = (order: PurchaseOrderDetail): EditableLine[] =>
  order.lines.map((line) => ({ productId: line.productId, productName: line.productName, quantity: line.quantity, unitCost: line.unitCost }));

/** Create or edit a purchase order (only a 'borrador' can change), send it or cancel it. */
export function OrderEditPage() {
  const id = routeId(useParams().idOrden);
  const order = useOrder(id);
  if (id !== null && order.isLoading) return <LoadingState />;
  if (order.error) return <ErrorState message={toApiError(order.error).message} onRetry={() => void order.refetch()} />;
  return <OrderEditor key={order.data?.updatedAt ?? 'new'} order={order.data ?? null} />;
}

function OrderEditor({ order }: { order: PurchaseOrderDetail | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const providers = useProviders();
  const [providerId, setProviderId] = useState<number | null>(order?.provider.id ?? null);
  const [expectedDate, setExpectedDate] = useState(order?.expectedDate ?? '');
  const [notes, setNotes] = useState(order?.notes ?? '');
  const [lines, setLines] = useState<EditableLine[]>(order ? fromOrder(order) : []);
  const [text, setText] = useState('');
  const [confirm, setConfirm] = useState<'enviada' | 'cancelada' | null>(null);
  // Problems show once Guardar was pressed, beside the field they belong to, and follow what is typed after.
  const [submitted, setSubmitted] = useState(false);
  const products = useProductLookup(text);
  const editable = !order || order.status === 'borrador';
  const setLine = (index: number, patch: Partial<EditableLine>) => setLines(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const problems = submitted ? orderLineProblems(lines) : {};
  const providerMissing = submitted && !providerId;
  const noLines = submitted && lines.length === 0;
  // A typed value of the line (quantity or unit cost), named after its product for screen readers and tests.
  const inputColumn = (key: 'quantity' | 'unitCost', header: string, label: string, width: string): Column<EditableLine> => ({
    key,
    header,
    align: 'end',
    render: (line, index) => (
      <Field.Root invalid={Boolean(problems[line.productId]?.[key])} alignItems="end">
        <Input size="xs" width={width} disabled={!editable} aria-label={`${label} de ${line.productName}`} value={line[key]}
          onChange={(event) => setLine(index, { [key]: event.target.value })} />
        <Field.ErrorText maxW="40" textAlign="end" whiteSpace="normal">
          {problems[line.productId]?.[key]}
        </Field.ErrorText>
      </Field.Root>
    ),
  });
  const columns: Column<EditableLine>[] = [
    { key: 'productName', header: 'Producto' },
    inputColumn('quantity', 'Cantidad', 'Cantidad', '90px'),
    inputColumn('unitCost', 'Costo unitario', 'Costo', '100px'),
    { key: 'amount', header: 'Importe', align: 'end', render: (line) => formatMoney(lineTotal(line)) },
  ];

  const saving = useMutation({
    mutationFn: (body: SavePurchaseOrderRequest) => (order ? purchaseOrdersApi.update(order.id, body) : purchaseOrdersApi.create(body)),
    onSuccess: async (saved) => {
      if (order) notify.updated();
      else notify.created();
      await client.invalidateQueries({ queryKey: warehouseKeys.all });
      navigate(`/tienda/almacen/orden/${saved.id}`, { replace: true });
    },
    onError: (error) => notify.error(toApiError(error).message),
  });
  const busy = saving.isPending;
  const statusChange = useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: 'enviada' | 'cancelada' }) => purchaseOrdersApi.setStatus(orderId, { status }),
    onSuccess: () => {
      notify.updated();
      return client.invalidateQueries({ queryKey: warehouseKeys.all });
    },
    onError: (error) => notify.error(toApiError(error).message),
  });

  function save() {
    setSubmitted(true);
    const requests = toLineRequests(lines);
    if (!providerId || !requests) return;
    saving.mutate({ providerId, lines: requests, notes: notes.trim(), expectedDate: expectedDate || null });
  }

  /** A refusal keeps the confirmation open. */
  async function changeStatus(status: 'enviada' | 'cancelada') {
    if (!order) return;
    await statusChange.mutateAsync({ orderId: order.id, status });
  }

  return (
    <>
      <PageHeader
        title={order ? `Pedido #${order.id}` : 'Nuevo pedido'}
        description={order ? <Badge colorPalette={ORDER_STATUS_COLORS[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge> : 'Orden de compra a un proveedor'}
        actions={
          <>
            <Button variant="outline" onClick={() => navigate('/tienda/almacen/pedidos')}>
              Volver
            </Button>
            {editable && (
              <Button colorPalette="brand" loading={busy} onClick={save}>
                Guardar
              </Button>
            )}
            {order?.status === 'borrador' && <Button onClick={() => setConfirm('enviada')}>Enviar al proveedor</Button>}
            {(order?.status === 'enviada' || order?.status === 'parcialmente surtida') && (
              <Button colorPalette="brand" onClick={() => navigate(`/tienda/almacen/surtir/${order.id}`)}>
                Surtir
              </Button>
            )}
            {(order?.status === 'borrador' || order?.status === 'enviada') && (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirm('cancelada')}>
                Cancelar pedido
              </Button>
            )}
          </>
        }
      />
      <VStack align="stretch" gap="4">
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root width="280px" required invalid={providerMissing}>
            <Field.Label>
              Proveedor
              <Field.RequiredIndicator />
            </Field.Label>
            <SelectInput
              disabled={!editable}
              label="Proveedor"
              placeholder="Seleccione un proveedor"
              options={(providers.data ?? []).map((provider) => ({ value: provider.id, label: provider.name }))}
              value={providerId}
              onChange={setProviderId}
            />
            <Field.ErrorText>Seleccione un proveedor</Field.ErrorText>
          </Field.Root>
          <Field.Root width="180px">
            <Field.Label>Entrega esperada</Field.Label>
            <Input type="date" disabled={!editable} value={expectedDate} onChange={(event) => setExpectedDate(event.target.value)} />
          </Field.Root>
          <Field.Root flex="1" minW="200px">
            <Field.Label>Notas</Field.Label>
            <Input disabled={!editable} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </Field.Root>
        </HStack>
        {editable && (
          <Box position="relative" maxW="480px">
            <Input aria-label="Agregar producto al pedido" placeholder="Agregar producto (nombre, código o código de barras)" value={text} onChange={(event) => setText(event.target.value)} />
            {(products.data ?? []).length > 0 && text.trim().length >= 2 && (
              <VStack position="absolute" zIndex="dropdown" bg="bg" borderWidth="1px" rounded="md" width="full" align="stretch" gap="0" mt="1">
                {(products.data ?? []).map((product) => (
                  <Button
                    key={product.id}
                    size="sm"
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => {
                      setLines(addProductLine(lines, product, providerId));
                      setText('');
                    }}
                  >
                    {product.code} · {product.name} · existencia {Number(product.stock)}
                  </Button>
                ))}
              </VStack>
            )}
          </Box>
        )}
        <DataTable<EditableLine>
          caption="Productos del pedido"
          columns={columns}
          rows={lines}
          rowKey="productId"
          emptyText={noLines ? 'Agregue al menos un producto al pedido para guardarlo.' : 'Agregue productos al pedido.'}
          actions={
            editable
              ? (line) => <CloseButton size="xs" aria-label={`Quitar ${line.productName}`} onClick={() => setLines(lines.filter((l) => l !== line))} />
              : undefined
          }
          footer={{ productName: 'Total', amount: formatMoney(orderTotal(lines)) }}
        />
      </VStack>
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'enviada' ? 'Enviar pedido' : 'Cancelar pedido'}
        body={confirm === 'enviada' ? 'El pedido ya no podrá editarse. ¿Desea continuar?' : 'El pedido se cancelará y no podrá surtirse. ¿Desea continuar?'}
        confirmText={confirm === 'enviada' ? 'Enviar' : 'Cancelar pedido'}
        cancelText="Volver"
        destructive={confirm === 'cancelada'}
        onConfirm={() => (confirm ? changeStatus(confirm) : undefined)}
      />
    </>
  );
}
