import { useState } from 'react';
import type { PaymentRequest, SaleType } from '@mikro/contracts';
import { BANKS, PAYMENT_METHODS } from '@mikro/domain';
import { Button, CloseButton, Dialog, Field, formatMoney, HStack, Input, NativeSelect, Portal, Text, VStack } from '@mikro/ui';
import { BANK_METHOD_IDS, canCharge, summarizePayments, type PaymentRow } from './payments';

const SALE_TYPES: { value: SaleType; label: string }[] = [
  { value: 'regular', label: 'Contado' },
  { value: 'fiado', label: 'Fiado (a crédito)' },
  { value: 'deferred', label: 'Pagos diferidos' },
];

interface PaymentDialogProps {
  total: string;
  initialSaleType: SaleType;
  defaultMethodId: number;
  defaultBankId: number | null;
  /** A client is required for fiado and deferred payments. */
  hasClient: boolean;
  onClose: () => void;
  onCharge: (payments: PaymentRequest[], saleType: SaleType) => Promise<void>;
}

/** Several payments per sale (SPEC §3 methods), what is still due and the change to give back. */
export function PaymentDialog({ total, initialSaleType, defaultMethodId, defaultBankId, hasClient, onClose, onCharge }: PaymentDialogProps) {
  const [saleType, setSaleType] = useState<SaleType>(initialSaleType);
  const [rows, setRows] = useState<PaymentRow[]>(
    initialSaleType === 'regular' ? [{ methodId: defaultMethodId, bankId: defaultBankId, amount: total, reference: '' }] : [],
  );
  const [busy, setBusy] = useState(false);
  const summary = summarizePayments(total, rows);
  const needsClient = saleType !== 'regular' && !hasClient;
  const ready = canCharge(summary, saleType, rows.length) && !needsClient;

  const update = (index: number, patch: Partial<PaymentRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function charge() {
    setBusy(true);
    try {
      await onCharge(
        rows.map((row) => ({
          methodId: row.methodId,
          bankId: BANK_METHOD_IDS.has(row.methodId) ? row.bankId : null,
          amount: row.amount.trim(),
          reference: row.reference.trim(),
        })),
        saleType,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    // It may open as another dialog closes; only Cancelar or Esc dismisses it.
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cobrar {formatMoney(total)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <VStack align="stretch" gap="3">
                <Field.Root>
                  <Field.Label>Tipo de venta</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={saleType} onChange={(event) => setSaleType(event.target.value as SaleType)}>
                      {SALE_TYPES.map((type) => (
                        <option key={type.value} value={type.value}>
                          {type.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {needsClient && <Text color="red.600">Selecciona un cliente para vender fiado o con pagos diferidos.</Text>}
                {rows.map((row, index) => (
                  <HStack key={index} align="end" gap="2" aria-label={`Pago ${index + 1}`} role="group">
                    <Field.Root flex="2">
                      <Field.Label>Forma de pago</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          aria-label={`Forma de pago ${index + 1}`}
                          value={row.methodId}
                          onChange={(event) => update(index, { methodId: Number(event.target.value) })}
                        >
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
                          <NativeSelect.Field
                            aria-label={`Banco ${index + 1}`}
                            value={row.bankId ?? ''}
                            onChange={(event) => update(index, { bankId: event.target.value ? Number(event.target.value) : null })}
                          >
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
                      <Input aria-label={`Importe ${index + 1}`} inputMode="decimal" value={row.amount} onChange={(event) => update(index, { amount: event.target.value })} />
                    </Field.Root>
                    <Field.Root flex="1">
                      <Field.Label>Referencia</Field.Label>
                      <Input aria-label={`Referencia ${index + 1}`} value={row.reference} onChange={(event) => update(index, { reference: event.target.value })} />
                    </Field.Root>
                    <CloseButton aria-label={`Quitar pago ${index + 1}`} onClick={() => setRows(rows.filter((_, i) => i !== index))} />
                  </HStack>
                ))}
                <Button
                  variant="outline"
                  size="sm"
                  alignSelf="start"
                  onClick={() => setRows([...rows, { methodId: defaultMethodId, bankId: defaultBankId, amount: summary.remaining === '0.00' ? '' : summary.remaining, reference: '' }])}
                >
                  Agregar pago
                </Button>
                <VStack align="stretch" gap="1" fontSize="lg">
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
                {summary.overpaidWithoutCash && <Text color="red.600">El cambio solo puede entregarse en efectivo.</Text>}
              </VStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button colorPalette="brand" disabled={!ready} loading={busy} onClick={() => void charge()}>
                Confirmar cobro
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
