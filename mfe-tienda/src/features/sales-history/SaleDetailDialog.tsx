import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { salesApi, toApiError } from '@mikro/api-client';
import type { SaleDetail, SaleLine } from '@mikro/contracts';
import { Money, PAYMENT_METHODS } from '@mikro/domain';
import { Badge, Box, Button, ConfirmDialog, DataTable, ErrorState, Field, formatDateTime, formatMoney, HStack, Input, isAmountInRange, LoadingState, ModalDialog, notify, SelectInput, Text, VStack, type Column } from '@mikro/ui';
import { TicketDialog } from '../../shared/TicketDialog';
import { returnLines } from './historyQuery';
import { SaleInvoicePanel } from './SaleInvoicePanel';

const qty = (value: string) => Money.of(value).toString();

/** An abono is money as the API takes it (2 decimals) and more than 0: what it would refuse is said under the input. */
const ABONO_BOUNDS = { format: 'amount', min: 0, minExclusive: true } as const;
const ABONO_INVALID = 'Escribe un importe mayor que 0 con hasta 2 decimales, p. ej. 150.00';

const LINE_COLUMNS: Column<SaleLine>[] = [
  { key: 'productName', header: 'Producto' },
  { key: 'quantity', header: 'Cantidad', align: 'end', render: (line) => qty(line.quantity) },
  { key: 'returnedQuantity', header: 'Devuelto', align: 'end', render: (line) => qty(line.returnedQuantity) },
  { key: 'total', header: 'Total', align: 'end', render: (line) => formatMoney(line.total) },
];

/** A line returned in full (or in a cancelled sale) is shown muted. */
const lineTone = (line: SaleLine) => (Money.of(line.returnedQuantity).gte(line.quantity) ? ('muted' as const) : undefined);

/** The payment methods by name, for the refund, the part-payment and the history's filter. */
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method.id, label: method.name }));

/** A sale with its lines and payments; returns (stock goes back, money out of the register), cancellation and abonos. */
export function SaleDetailDialog({ saleId, canEdit, onClose }: { saleId: number; canEdit: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const sale = useQuery({ queryKey: ['sales-history', 'detail', saleId], queryFn: () => salesApi.get(saleId) });
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [refundMethod, setRefundMethod] = useState(1);
  const [abono, setAbono] = useState({ methodId: 1, amount: '' });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reprint, setReprint] = useState(false);

  async function refresh(next: SaleDetail) {
    client.setQueryData(['sales-history', 'detail', saleId], next);
    await client.invalidateQueries({ queryKey: ['sales-history', 'list'] });
  }

  async function submitReturn(whole: boolean) {
    const data = sale.data;
    if (!data) return;
    if (!reason.trim()) {
      notify.warning('Escribe el motivo de la devolución');
      return;
    }
    const picked = whole ? null : returnLines(data.lines, typed);
    if (picked?.error) {
      notify.warning(picked.error);
      return;
    }
    setBusy(true);
    try {
      const result = await salesApi.returnItems(saleId, { reason: reason.trim(), methodId: refundMethod, ...(picked ? { lines: picked.lines } : {}) });
      notify.success(`Devolución registrada. Se devolvieron ${formatMoney(result.refunded)} al cliente`);
      setTyped({});
      setReason('');
      await refresh(result.sale);
    } catch (error) {
      notify.error(toApiError(error).message);
      throw error;
    } finally {
      setBusy(false);
    }
  }

  async function submitAbono() {
    setBusy(true);
    try {
      const next = await salesApi.addPayments(saleId, { payments: [{ methodId: abono.methodId, amount: abono.amount.trim() }] });
      notify.created();
      setAbono({ methodId: 1, amount: '' });
      await refresh(next);
    } catch (error) {
      notify.error(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  const data = sale.data;
  const active = data && data.status !== 'cancelada';
  const returnColumn: Column<SaleLine> = {
    key: 'return',
    header: 'A devolver',
    align: 'end',
    render: (line) => (
      <Input
        size="xs"
        width="80px"
        aria-label={`Devolver ${line.productName}`}
        inputMode="decimal"
        value={typed[line.id] ?? ''}
        onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })}
      />
    ),
  };
  return (
    <ModalDialog
      title={<>{data ? `Venta ${data.serie}-${data.folio}` : 'Venta'}</>}
      onClose={onClose}
      size="xl"
      footer={
        <>
          {sale.data && (
            <Button variant="outline" onClick={() => setReprint(true)}>
              Reimprimir ticket
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cerrar
          </Button>
        </>
      }
    >
      {sale.isLoading && <LoadingState />}
      {sale.error && <ErrorState message={toApiError(sale.error).message} onRetry={() => void sale.refetch()} />}
      {data && (
        <VStack align="stretch" gap="4">
          <HStack gap="4" wrap="wrap" fontSize="sm">
            <Badge>{data.status}</Badge>
            <Text>{formatDateTime(data.createdAt)}</Text>
            <Text>Cajero: {data.cashier.name}</Text>
            <Text>Cliente: {data.client?.name ?? 'Público en general'}</Text>
            <Text>Tipo: {data.saleType}</Text>
          </HStack>
          <DataTable<SaleLine>
            caption="Productos de la venta"
            columns={canEdit && active ? [...LINE_COLUMNS, returnColumn] : LINE_COLUMNS}
            rows={data.lines}
            rowKey="id"
            rowTone={lineTone}
          />
          <HStack justify="end" gap="6" fontSize="sm">
            <Text>Subtotal {formatMoney(data.subtotal)}</Text>
            <Text>IVA {formatMoney(data.tax)}</Text>
            <Text fontWeight="bold">Total {formatMoney(data.total)}</Text>
            <Text>Pagado {formatMoney(data.paid)}</Text>
            <Text>Devuelto {formatMoney(data.refunded)}</Text>
            <Text fontWeight="bold" data-testid="sale-balance">
              Saldo {formatMoney(data.balance)}
            </Text>
          </HStack>
          <Box>
            <Text fontWeight="medium">Pagos</Text>
            {data.miniStoreSalePayments.map((payment) => (
              <HStack key={payment.id} justify="space-between" fontSize="sm">
                <Text>
                  {formatDateTime(payment.createdAt)} · {payment.kind} · {payment.methodName} ({payment.methodCode})
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </Text>
                <Text>{formatMoney(payment.amount)}</Text>
              </HStack>
            ))}
          </Box>
          <SaleInvoicePanel saleId={data.id} paid={data.status === 'pagada' || data.status === 'devuelta parcial'} />
          {canEdit && active && (
            <VStack align="stretch" gap="2" borderWidth="1px" rounded="md" p="3">
              <Text fontWeight="medium">Devolución</Text>
              <HStack align="end">
                <Field.Root flex="2">
                  <Field.Label>Motivo</Field.Label>
                  <Input size="sm" aria-label="Motivo de la devolución" value={reason} onChange={(event) => setReason(event.target.value)} />
                </Field.Root>
                <Field.Root flex="1">
                  <Field.Label>Reembolso en</Field.Label>
                  <SelectInput size="sm" label="Forma de reembolso" options={PAYMENT_METHOD_OPTIONS} value={refundMethod} onChange={setRefundMethod} />
                </Field.Root>
              </HStack>
              <HStack>
                <Button size="sm" loading={busy} onClick={() => void submitReturn(false).catch(() => undefined)}>
                  Devolver productos
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmCancel(true)}>
                  Cancelar venta
                </Button>
              </HStack>
            </VStack>
          )}
          {canEdit && active && Money.of(data.balance).isPositive() && (
            <VStack align="stretch" gap="2" borderWidth="1px" rounded="md" p="3">
              <Text fontWeight="medium">Abonar al saldo</Text>
              <HStack align="end">
                <Field.Root flex="1">
                  <Field.Label>Forma de pago</Field.Label>
                  <SelectInput
                    size="sm"
                    label="Forma de pago del abono"
                    options={PAYMENT_METHOD_OPTIONS}
                    value={abono.methodId}
                    onChange={(methodId) => setAbono({ ...abono, methodId })}
                  />
                </Field.Root>
                <Field.Root flex="1" invalid={abono.amount.trim() !== '' && !isAmountInRange(abono.amount, ABONO_BOUNDS)}>
                  <Field.Label>Importe</Field.Label>
                  <Input size="sm" aria-label="Importe del abono" inputMode="decimal" value={abono.amount} onChange={(event) => setAbono({ ...abono, amount: event.target.value })} />
                  <Field.ErrorText>{ABONO_INVALID}</Field.ErrorText>
                </Field.Root>
                <Button size="sm" loading={busy} disabled={!isAmountInRange(abono.amount, ABONO_BOUNDS)} onClick={() => void submitAbono()}>
                  Registrar abono
                </Button>
              </HStack>
            </VStack>
          )}
        </VStack>
      )}

    {reprint && <TicketDialog saleId={saleId} reprint onClose={() => setReprint(false)} />}
    <ConfirmDialog
      open={confirmCancel}
      onClose={() => setConfirmCancel(false)}
      title="Cancelar venta"
      body="Se cancelará la venta completa: la existencia regresa y lo pagado se devuelve al cliente. Escribe antes el motivo de la devolución."
      confirmText="Cancelar venta"
      cancelText="Volver"
      destructive
      onConfirm={() => submitReturn(true)}
    />
    </ModalDialog>
  );
}
