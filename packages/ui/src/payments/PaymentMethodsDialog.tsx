// THE payment-methods dialog of the product's fee counters: one or more methods (with bank and reference
// where they apply), what is still due and the change — change only from cash, through the domain's
// allocatePayments. Enter confirms when the rows settle the total; Esc cancels.
import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { BANKS, PAYMENT_METHODS } from '@mikro/domain';
import { useState, type KeyboardEvent } from 'react';
import { formatMoney } from '../format/money';
import { BANK_METHOD_IDS, summarizePaymentRows, toPaymentMethods, type PaymentRow } from './paymentRows';

export interface PaymentMethodsDialogProps {
  /** What must be paid (the server's figure). */
  total: string;
  onClose: () => void;
  /** Called with the methods as the API takes them; the dialog shows a spinner until it settles. */
  onConfirm: (methods: ReturnType<typeof toPaymentMethods>) => Promise<void>;
  title?: string;
  confirmText?: string;
  defaultMethodId?: number;
  defaultBankId?: number | null;
}

export function PaymentMethodsDialog({
  total,
  onClose,
  onConfirm,
  title = `Cobrar ${formatMoney(total)}`,
  confirmText = 'Confirmar cobro',
  defaultMethodId = 1,
  defaultBankId = null,
}: PaymentMethodsDialogProps) {
  const [rows, setRows] = useState<PaymentRow[]>([{ methodId: defaultMethodId, bankId: defaultBankId, amount: total, reference: '' }]);
  const [busy, setBusy] = useState(false);
  const summary = summarizePaymentRows(total, rows);
  const ready = summary.problem === null && !busy;
  const update = (index: number, patch: Partial<PaymentRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function confirm() {
    if (!ready) return;
    setBusy(true);
    try {
      await onConfirm(toPaymentMethods(rows));
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName !== 'BUTTON') {
      event.preventDefault();
      void confirm();
    }
  };

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onClose()} size="lg" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={onKeyDown}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <VStack align="stretch" gap="3">
                {rows.map((row, index) => (
                  <Stack key={index} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'end' }} gap="2" role="group" aria-label={`Pago ${index + 1}`} borderBottomWidth={{ base: '1px', md: '0' }} pb={{ base: '2', md: '0' }}>
                    <Field.Root flex="2">
                      <Field.Label>Forma de pago</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field aria-label={`Forma de pago ${index + 1}`} value={row.methodId} onChange={(event) => update(index, { methodId: Number(event.target.value) })}>
                          {PAYMENT_METHODS.map((method) => (
                            <option key={method.id} value={method.id}>
                              {method.name} ({method.code})
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    {BANK_METHOD_IDS.has(row.methodId) && (
                      <Field.Root flex="2">
                        <Field.Label>Banco</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field aria-label={`Banco ${index + 1}`} value={row.bankId ?? ''} onChange={(event) => update(index, { bankId: event.target.value ? Number(event.target.value) : null })}>
                            <option value="">Sin banco</option>
                            {BANKS.map((bank) => (
                              <option key={bank.id} value={bank.id}>
                                {bank.name}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                    )}
                    <Field.Root flex="1">
                      <Field.Label>Importe</Field.Label>
                      <Input aria-label={`Importe ${index + 1}`} inputMode="decimal" value={row.amount} autoFocus={index === 0} onFocus={(event) => event.target.select()} onChange={(event) => update(index, { amount: event.target.value })} />
                    </Field.Root>
                    {row.methodId !== 1 && row.methodId !== 7 && (
                      <Field.Root flex="1">
                        <Field.Label>Referencia</Field.Label>
                        <Input aria-label={`Referencia ${index + 1}`} value={row.reference} onChange={(event) => update(index, { reference: event.target.value })} />
                      </Field.Root>
                    )}
                    {rows.length > 1 && <CloseButton aria-label={`Quitar pago ${index + 1}`} onClick={() => setRows(rows.filter((_, i) => i !== index))} />}
                  </Stack>
                ))}
                <Button
                  variant="outline"
                  size="sm"
                  alignSelf="start"
                  onClick={() => setRows([...rows, { methodId: 3, bankId: defaultBankId, amount: summary.remaining === '0.00' ? '' : summary.remaining, reference: '' }])}
                >
                  Agregar forma de pago
                </Button>
                <VStack align="stretch" gap="1" fontSize="lg">
                  <HStack justify="space-between">
                    <Text>Total</Text>
                    <Text data-testid="payment-total">{formatMoney(total)}</Text>
                  </HStack>
                  <HStack justify="space-between">
                    <Text>Recibido</Text>
                    <Text data-testid="received">{formatMoney(summary.received)}</Text>
                  </HStack>
                  <HStack justify="space-between">
                    <Text>Por pagar</Text>
                    <Text data-testid="remaining">{formatMoney(summary.remaining)}</Text>
                  </HStack>
                  <HStack justify="space-between" fontWeight="bold">
                    <Text>Cambio</Text>
                    <Text data-testid="change">{formatMoney(summary.change)}</Text>
                  </HStack>
                </VStack>
                {summary.problem && rows.length > 0 && (
                  <Text color="red.600" fontSize="sm" role="status">
                    {summary.problem}
                  </Text>
                )}
              </VStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancelar
              </Button>
              <Button colorPalette="brand" disabled={!ready} loading={busy} onClick={() => void confirm()}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
