import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { salesApi, toApiError } from '@mikro/api-client';
import type { SaleDetail, SaleLine } from '@mikro/contracts';
import { findPaymentMethod, Money, returnAmounts } from '@mikro/domain';
import { Button, ConfirmDialog, Field, formatMoney, HStack, Input, notify, SelectInput, Stack, Text, VStack, type Column } from '@mikro/ui';
import { returnLines } from './historyQuery';
import { PAYMENT_METHOD_OPTIONS } from './paymentMethodOptions';
import { useSaleChanged } from './useSaleChanged';

const REASON_REQUIRED = 'Escriba el motivo de la devolución';
const qty = (value: string) => Money.of(value).toString();

type PickedLines = { lineId: number; quantity: string }[];
interface ReturnErrors {
  reason?: string;
  lineId?: number;
  line?: string;
  form?: string;
}

/** A return being typed: quantities per line, the reason, the refund's method, what was refused and what awaits confirmation. */
export function useSaleReturn(sale: SaleDetail) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [refundMethod, setRefundMethod] = useState(1);
  const [errors, setErrors] = useState<ReturnErrors>({});
  // null: nothing to confirm; 'all': the whole sale is cancelled; lines: a partial return.
  const [confirming, setConfirming] = useState<PickedLines | 'all' | null>(null);
  const saleChanged = useSaleChanged(sale.id);

  const submit = useMutation({
    mutationFn: (lines: PickedLines | null) => salesApi.returnItems(sale.id, { reason: reason.trim(), methodId: refundMethod, ...(lines ? { lines } : {}) }),
    onSuccess: async (result) => {
      notify.success(`Devolución registrada. Se devolvieron ${formatMoney(result.refunded)} al cliente`);
      setTyped({});
      setReason('');
      setErrors({});
      await saleChanged(result.sale);
    },
    onError: (error) => notify.error(toApiError(error).message),
  });

  /** Checks the return where it is typed (the reason under its input, a refused quantity beside its line), then asks before returning. */
  function review(whole: boolean) {
    const picked = whole ? null : returnLines(sale.lines, typed);
    const found: ReturnErrors = {
      ...(reason.trim() ? {} : { reason: REASON_REQUIRED }),
      ...(picked?.error ? (picked.errorLineId === null ? { form: picked.error } : { lineId: picked.errorLineId, line: picked.error }) : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setConfirming(whole ? 'all' : (picked?.lines ?? []));
  }

  function typeReason(value: string) {
    setReason(value);
    if (errors.reason && value.trim()) setErrors({ ...errors, reason: undefined });
  }

  return { sale, typed, setTyped, reason, typeReason, refundMethod, setRefundMethod, errors, confirming, setConfirming, review, submit };
}

type SaleReturnForm = ReturnType<typeof useSaleReturn>;

/** The lines table's column where the quantity to return is typed (a phone's card keeps it beside the line's key figures). */
export function returnQuantityColumn(form: SaleReturnForm): Column<SaleLine> {
  return {
    key: 'return',
    header: 'A devolver',
    align: 'end',
    phone: true,
    render: (line) => (
      <Field.Root invalid={form.errors.lineId === line.id} alignItems="end">
        <Input
          size="xs"
          width="80px"
          aria-label={`Devolver ${line.productName}`}
          inputMode="decimal"
          value={form.typed[line.id] ?? ''}
          onChange={(event) => form.setTyped({ ...form.typed, [line.id]: event.target.value })}
        />
        <Field.ErrorText maxW="40" textAlign="end" whiteSpace="normal">
          {form.errors.line}
        </Field.ErrorText>
      </Field.Root>
    ),
  };
}

/** The return's reason, refund method and buttons, with the confirmations it asks before anything is sent. */
export function ReturnPanel({ form }: { form: SaleReturnForm }) {
  const { sale, errors, confirming } = form;
  return (
    <VStack align="stretch" gap="2" borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="medium">Devolución</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'start' }}>
        <Field.Root flex="2" required invalid={Boolean(errors.reason)}>
          <Field.Label>
            Motivo
            <Field.RequiredIndicator />
          </Field.Label>
          <Input size="sm" aria-label="Motivo de la devolución" value={form.reason} onChange={(event) => form.typeReason(event.target.value)} />
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>Reembolso en</Field.Label>
          <SelectInput size="sm" label="Forma de reembolso" options={PAYMENT_METHOD_OPTIONS} value={form.refundMethod} onChange={form.setRefundMethod} />
        </Field.Root>
      </Stack>
      {errors.form && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.form}
        </Text>
      )}
      <HStack wrap="wrap">
        <Button size="sm" loading={form.submit.isPending} onClick={() => form.review(false)}>
          Devolver productos
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => form.review(true)}>
          Cancelar venta
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirming === 'all'}
        onClose={() => form.setConfirming(null)}
        title="Cancelar venta"
        body="Se cancelará la venta completa: la existencia regresa y lo pagado se devuelve al cliente."
        confirmText="Cancelar venta"
        cancelText="Volver"
        destructive
        onConfirm={async () => {
          await form.submit.mutateAsync(null);
        }}
      />
      <ConfirmDialog
        open={Array.isArray(confirming)}
        onClose={() => form.setConfirming(null)}
        title="Registrar devolución"
        body={Array.isArray(confirming) ? returnConfirmation(sale, confirming, findPaymentMethod(form.refundMethod)?.name ?? 'la forma elegida') : ''}
        confirmText="Devolver"
        cancelText="Volver"
        onConfirm={async () => {
          await form.submit.mutateAsync(Array.isArray(confirming) ? confirming : []);
        }}
      />
    </VStack>
  );
}

/**
 * The return's confirmation: what goes back to stock, what it is worth and how much money the customer gets
 * (the server's rule, returnAmounts); on a sale still owed the value first comes off the balance.
 */
export function returnConfirmation(sale: Pick<SaleDetail, 'total' | 'paid' | 'lines'>, picked: PickedLines, methodName: string): string {
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
function describeReturn(lines: SaleLine[], picked: PickedLines): string {
  const parts = picked.map((item) => `${qty(item.quantity)} de ${lines.find((line) => line.id === item.lineId)?.productName ?? 'un producto'}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
}
