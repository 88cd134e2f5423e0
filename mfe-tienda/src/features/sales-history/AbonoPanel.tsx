import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { salesApi, toApiError } from '@mikro/api-client';
import type { SaleDetail } from '@mikro/contracts';
import { allocatePayments, findPaymentMethod, Money } from '@mikro/domain';
import { Button, Field, formatMoney, Input, isAmountInRange, notify, SelectInput, Stack, Text, VStack } from '@mikro/ui';
import { PAYMENT_METHOD_OPTIONS } from './paymentMethodOptions';
import { useSaleChanged } from './useSaleChanged';

/** An abono is money as the API takes it (2 decimals) and more than 0: what it would refuse is said under the input. */
const ABONO_BOUNDS = { format: 'amount', min: 0, minExclusive: true } as const;
const ABONO_INVALID = 'Escriba un importe mayor que 0 con hasta 2 decimales, p. ej. 150.00';
const EMPTY = { methodId: 1, amount: '' };

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

/** A part-payment towards a sale's balance; cash beyond it goes back as change. */
export function AbonoPanel({ sale }: { sale: SaleDetail }) {
  const [abono, setAbono] = useState(EMPTY);
  const saleChanged = useSaleChanged(sale.id);
  const typed = isAmountInRange(abono.amount, ABONO_BOUNDS);
  const outcome = typed ? abonoOutcome(sale.balance, abono.methodId, abono.amount.trim()) : null;
  const pay = useMutation({
    mutationFn: (payment: { methodId: number; amount: string; change: string }) =>
      salesApi.addPayments(sale.id, { payments: [{ methodId: payment.methodId, amount: payment.amount }] }),
    onSuccess: async (next, payment) => {
      // Cash beyond the balance is not lost: the API keeps the balance and the rest goes back as change.
      if (Money.of(payment.change).isPositive()) notify.success(`Abono registrado. Entregue ${formatMoney(payment.change)} de cambio`);
      else notify.success(`Abono de ${formatMoney(payment.amount)} registrado en la venta ${next.serie}-${next.folio}; saldo ${formatMoney(next.balance)}`);
      setAbono(EMPTY);
      await saleChanged(next);
    },
    onError: (error) => notify.error(toApiError(error).message),
  });

  return (
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
        <Field.Root flex="1" invalid={(abono.amount.trim() !== '' && !typed) || Boolean(outcome?.error)}>
          <Field.Label>Importe</Field.Label>
          <Input size="sm" aria-label="Importe del abono" inputMode="decimal" value={abono.amount} onChange={(event) => setAbono({ ...abono, amount: event.target.value })} />
          <Field.ErrorText>{outcome?.error ?? ABONO_INVALID}</Field.ErrorText>
          {outcome && !outcome.error && Money.of(outcome.change).isPositive() && (
            <Field.HelperText data-testid="abono-change">
              Se abonan {formatMoney(sale.balance)} · cambio {formatMoney(outcome.change)}
            </Field.HelperText>
          )}
        </Field.Root>
        <Button
          size="sm"
          mt={{ base: '0', sm: '6' }}
          loading={pay.isPending}
          disabled={!outcome || Boolean(outcome.error)}
          onClick={() => outcome && pay.mutate({ methodId: abono.methodId, amount: abono.amount.trim(), change: outcome.change })}
        >
          Registrar abono
        </Button>
      </Stack>
    </VStack>
  );
}
