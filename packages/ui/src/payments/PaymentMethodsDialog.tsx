// THE payment-methods dialog of the product's fee counters: one or more methods (with bank and reference
// where they apply), what is still due and the change — change only from cash, through the domain's
// allocatePayments. Enter confirms when the rows settle the total; Esc cancels.
import { Button } from '@chakra-ui/react/button';
import { HStack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type KeyboardEvent } from 'react';
import { ModalDialog } from '../feedback/ModalDialog';
import { formatMoney } from '../format/money';
import { PaymentRowsEditor } from './PaymentRowsEditor';
import { summarizePaymentRows, toPaymentMethods, type PaymentRow } from './paymentRows';

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
    <ModalDialog
      title={title}
      onClose={onClose}
      busy={busy}
      size="lg"
      closeOnInteractOutside={false}
      onKeyDown={onKeyDown}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button colorPalette="brand" disabled={!ready} loading={busy} onClick={() => void confirm()}>
            {confirmText}
          </Button>

        </>
      }
    >
      <VStack align="stretch" gap="3">
        <PaymentRowsEditor
          rows={rows}
          onChange={setRows}
          autoFocusFirst
          newRow={() => ({ methodId: 3, bankId: defaultBankId, amount: summary.remaining === '0.00' ? '' : summary.remaining, reference: '' })}
        />
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
        {/* A wrong amount is told on its row; here only what the rows together lack. */}
        {summary.problem && summary.problemCode !== 'invalid-row' && rows.length > 0 && (
          <Text color="red.600" fontSize="sm" role="status">
            {summary.problem}
          </Text>
        )}
      </VStack>
    </ModalDialog>
  );
}
