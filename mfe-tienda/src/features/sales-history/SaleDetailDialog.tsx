import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { salesApi, toApiError } from '@mikro/api-client';
import type { SaleDetail, SaleLine } from '@mikro/contracts';
import { allocatePayments, findPaymentMethod, Money, PAYMENT_METHODS, returnAmounts } from '@mikro/domain';
import {
  Badge, Box, Button, ConfirmDialog, DataTable, ErrorState, Field, Flex, formatDateTime, formatMoney, HStack, Input, isAmountInRange, LoadingState, ModalDialog,
  Money as MoneyText, notify, SelectInput, Stack, Text, VStack, type Column,
} from '@mikro/ui';
import { PAYMENT_KIND_LABELS, SALE_TYPE_LABELS } from '../../shared/saleLabels';
import { TicketDialog } from '../../shared/TicketDialog';
import { returnLines } from './historyQuery';
import { SaleInvoicePanel } from './SaleInvoicePanel';

const qty = (value: string) => Money.of(value).toString();

/** An abono is money as the API takes it (2 decimals) and more than 0: what it would refuse is said under the input. */
const ABONO_BOUNDS = { format: 'amount', min: 0, minExclusive: true } as const;
const ABONO_INVALID = 'Escriba un importe mayor que 0 con hasta 2 decimales, p. ej. 150.00';

const LINE_COLUMNS: Column<SaleLine>[] = [
  { key: 'productName', header: 'Producto' },
  { key: 'quantity', header: 'Cantidad', align: 'end', render: (line) => qty(line.quantity) },
  { key: 'returnedQuantity', header: 'Devuelto', align: 'end', render: (line) => qty(line.returnedQuantity) },
  { key: 'total', header: 'Total', align: 'end', render: (line) => <MoneyText value={line.total} /> },
];

const REASON_REQUIRED = 'Escriba el motivo de la devolución';

/**
 * What an abono of `amount` in `methodId` does to a balance, by the rule the API applies: cash may exceed it
 * (the rest is change), any other method may not.
 */
export function abonoOutcome(balance: string, methodId: number, amount: string): { change: string; error: string | null } {
  const result = allocatePayments(balance, [{ methodId, amount }], { allowPartial: true });
  if (result.error?.code === 'change-without-cash') {
    return { change: '0.00', error: `Con ${findPaymentMethod(methodId)?.name ?? 'esta forma de pago'} el abono no puede pasar del saldo de ${formatMoney(balance)}` };
  }
  return { change: result.change, error: null };
}

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
  const [confirmReturn, setConfirmReturn] = useState<{ lineId: number; quantity: string }[] | null>(null);
  const [returnErrors, setReturnErrors] = useState<{ reason?: string; lineId?: number; line?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [reprint, setReprint] = useState(false);

  async function refresh(next: SaleDetail) {
    client.setQueryData(['sales-history', 'detail', saleId], next);
    await client.invalidateQueries({ queryKey: ['sales-history', 'list'] });
  }

  /** Checks the return where it is typed (the reason under its input, a refused quantity beside its line), then asks before returning. */
  function reviewReturn(whole: boolean) {
    const data = sale.data;
    if (!data) return;
    const picked = whole ? null : returnLines(data.lines, typed);
    const errors = {
      ...(reason.trim() ? {} : { reason: REASON_REQUIRED }),
      ...(picked?.error ? (picked.errorLineId === null ? { form: picked.error } : { lineId: picked.errorLineId, line: picked.error }) : {}),
    };
    setReturnErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (whole) setConfirmCancel(true);
    else setConfirmReturn(picked?.lines ?? []);
  }

  async function submitReturn(lines: { lineId: number; quantity: string }[] | null) {
    setBusy(true);
    try {
      const result = await salesApi.returnItems(saleId, { reason: reason.trim(), methodId: refundMethod, ...(lines ? { lines } : {}) });
      notify.success(`Devolución registrada. Se devolvieron ${formatMoney(result.refunded)} al cliente`);
      setTyped({});
      setReason('');
      setReturnErrors({});
      await refresh(result.sale);
    } catch (error) {
      notify.error(toApiError(error).message);
      throw error;
    } finally {
      setBusy(false);
    }
  }

  async function submitAbono(change: string) {
    setBusy(true);
    try {
      const next = await salesApi.addPayments(saleId, { payments: [{ methodId: abono.methodId, amount: abono.amount.trim() }] });
      // Cash beyond the balance is not lost: the API keeps the balance and the rest goes back as change.
      if (Money.of(change).isPositive()) notify.success(`Abono registrado. Entregue ${formatMoney(change)} de cambio`);
      else notify.success(`Abono de ${formatMoney(abono.amount.trim())} registrado en la venta ${next.serie}-${next.folio}; saldo ${formatMoney(next.balance)}`);
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
  const abonoTyped = isAmountInRange(abono.amount, ABONO_BOUNDS);
  const abonoResult = data && abonoTyped ? abonoOutcome(data.balance, abono.methodId, abono.amount.trim()) : null;
  const returnColumn: Column<SaleLine> = {
    key: 'return',
    header: 'A devolver',
    align: 'end',
    // The quantity to return is typed here: a phone's card keeps it beside the line's key figures.
    phone: true,
    render: (line) => (
      <Field.Root invalid={returnErrors.lineId === line.id} alignItems="end">
        <Input
          size="xs"
          width="80px"
          aria-label={`Devolver ${line.productName}`}
          inputMode="decimal"
          value={typed[line.id] ?? ''}
          onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })}
        />
        <Field.ErrorText maxW="40" textAlign="end" whiteSpace="normal">
          {returnErrors.line}
        </Field.ErrorText>
      </Field.Root>
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
            <Text>Tipo: {SALE_TYPE_LABELS[data.saleType] ?? data.saleType}</Text>
          </HStack>
          <DataTable<SaleLine>
            caption="Productos de la venta"
            columns={canEdit && active ? [...LINE_COLUMNS, returnColumn] : LINE_COLUMNS}
            rows={data.lines}
            rowKey="id"
            rowTone={lineTone}
          />
          {/* Each figure keeps its label on one line and wraps as a whole: on a phone they used to spill off the left edge. */}
          <Flex justify="end" wrap="wrap" columnGap="6" rowGap="1" fontSize="sm" data-testid="sale-totals">
            <Text whiteSpace="nowrap">Subtotal {formatMoney(data.subtotal)}</Text>
            <Text whiteSpace="nowrap">IVA {formatMoney(data.tax)}</Text>
            <Text whiteSpace="nowrap" fontWeight="bold">
              Total {formatMoney(data.total)}
            </Text>
            <Text whiteSpace="nowrap">Pagado {formatMoney(data.paid)}</Text>
            <Text whiteSpace="nowrap">Devuelto {formatMoney(data.refunded)}</Text>
            <Text whiteSpace="nowrap" fontWeight="bold" data-testid="sale-balance">
              Saldo {formatMoney(data.balance)}
            </Text>
          </Flex>
          <Box>
            <Text fontWeight="medium">Pagos</Text>
            {data.miniStoreSalePayments.map((payment) => (
              <HStack key={payment.id} justify="space-between" align="start" fontSize="sm" data-testid="sale-payment">
                <Text minW="0">
                  {formatDateTime(payment.createdAt)} · {PAYMENT_KIND_LABELS[payment.kind] ?? payment.kind} · {payment.methodName} ({payment.methodCode})
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </Text>
                <MoneyText value={payment.amount} flexShrink={0} />
              </HStack>
            ))}
          </Box>
          <SaleInvoicePanel saleId={data.id} status={data.status} />
          {canEdit && active && (
            <VStack align="stretch" gap="2" borderWidth="1px" rounded="md" p="3">
              <Text fontWeight="medium">Devolución</Text>
              <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'start' }}>
                <Field.Root flex="2" required invalid={Boolean(returnErrors.reason)}>
                  <Field.Label>
                    Motivo
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    size="sm"
                    aria-label="Motivo de la devolución"
                    value={reason}
                    onChange={(event) => {
                      setReason(event.target.value);
                      if (returnErrors.reason && event.target.value.trim()) setReturnErrors({ ...returnErrors, reason: undefined });
                    }}
                  />
                  <Field.ErrorText>{returnErrors.reason}</Field.ErrorText>
                </Field.Root>
                <Field.Root flex="1">
                  <Field.Label>Reembolso en</Field.Label>
                  <SelectInput size="sm" label="Forma de reembolso" options={PAYMENT_METHOD_OPTIONS} value={refundMethod} onChange={setRefundMethod} />
                </Field.Root>
              </Stack>
              {returnErrors.form && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {returnErrors.form}
                </Text>
              )}
              <HStack wrap="wrap">
                <Button size="sm" loading={busy} onClick={() => reviewReturn(false)}>
                  Devolver productos
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => reviewReturn(true)}>
                  Cancelar venta
                </Button>
              </HStack>
            </VStack>
          )}
          {canEdit && active && Money.of(data.balance).isPositive() && (
            <VStack align="stretch" gap="2" borderWidth="1px" rounded="md" p="3">
              <Text fontWeight="medium">Abonar al saldo</Text>
              <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'start' }}>
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
                <Field.Root flex="1" invalid={(abono.amount.trim() !== '' && !abonoTyped) || Boolean(abonoResult?.error)}>
                  <Field.Label>Importe</Field.Label>
                  <Input size="sm" aria-label="Importe del abono" inputMode="decimal" value={abono.amount} onChange={(event) => setAbono({ ...abono, amount: event.target.value })} />
                  <Field.ErrorText>{abonoResult?.error ?? ABONO_INVALID}</Field.ErrorText>
                  {abonoResult && !abonoResult.error && Money.of(abonoResult.change).isPositive() && (
                    <Field.HelperText data-testid="abono-change">
                      Se abonan {formatMoney(data.balance)} · cambio {formatMoney(abonoResult.change)}
                    </Field.HelperText>
                  )}
                </Field.Root>
                <Button
                  size="sm"
                  mt={{ base: '0', sm: '6' }}
                  loading={busy}
                  disabled={!abonoResult || Boolean(abonoResult.error)}
                  onClick={() => void submitAbono(abonoResult?.change ?? '0.00')}
                >
                  Registrar abono
                </Button>
              </Stack>
            </VStack>
          )}
        </VStack>
      )}

    {reprint && <TicketDialog saleId={saleId} reprint onClose={() => setReprint(false)} />}
    <ConfirmDialog
      open={confirmCancel}
      onClose={() => setConfirmCancel(false)}
      title="Cancelar venta"
      body="Se cancelará la venta completa: la existencia regresa y lo pagado se devuelve al cliente."
      confirmText="Cancelar venta"
      cancelText="Volver"
      destructive
      onConfirm={() => submitReturn(null)}
    />
    <ConfirmDialog
      open={confirmReturn !== null}
      onClose={() => setConfirmReturn(null)}
      title="Registrar devolución"
      body={data ? returnConfirmation(data, confirmReturn ?? [], findPaymentMethod(refundMethod)?.name ?? 'la forma elegida') : ''}
      confirmText="Devolver"
      cancelText="Volver"
      onConfirm={() => submitReturn(confirmReturn)}
    />
    </ModalDialog>
  );
}

/**
 * The return's confirmation: what goes back to stock, what it is worth and how much money the customer gets
 * (the server's rule, returnAmounts); on a sale still owed the value first comes off the balance.
 */
export function returnConfirmation(sale: Pick<SaleDetail, 'total' | 'paid' | 'lines'>, picked: { lineId: number; quantity: string }[], methodName: string): string {
  const { value, refund } = returnAmounts(
    sale,
    sale.lines.map((line) => ({ ...line, returning: picked.find((item) => item.lineId === line.id)?.quantity ?? '0' })),
  );
  const goods = `Regresan a la existencia ${describeReturn(sale.lines, picked)}, por ${formatMoney(value)}.`;
  if (refund.isZero()) return `${goods} No se devuelve dinero: el importe se descuenta de lo que debe el cliente.`;
  const rest = value.minus(refund);
  return `${goods} Se devuelven ${formatMoney(refund)} al cliente en ${methodName}${rest.isPositive() ? `; ${formatMoney(rest)} se descuentan de lo que debe` : ''}.`;
}

/** "2 de Lápiz del número 2 y 0.5 de Fruta picada": what a return gives back, for its confirmation. */
function describeReturn(lines: SaleLine[], picked: { lineId: number; quantity: string }[]): string {
  const parts = picked.map((item) => `${qty(item.quantity)} de ${lines.find((line) => line.id === item.lineId)?.productName ?? 'un producto'}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}
