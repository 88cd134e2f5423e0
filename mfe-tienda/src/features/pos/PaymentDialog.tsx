import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { salesApi } from '@mikro/api-client';
import type { CreateSaleRequest, PaymentRequest, SaleType } from '@mikro/contracts';
import { creditCheck, INSTALMENT_FREQUENCIES, instalmentPlan, MAX_INSTALMENTS, Money, type InstalmentFrequency, clampedDayOfMonth, formatIsoDate, institutionToday, toCalendarDate } from '@mikro/domain';
import { Alert, Box, Button, Field, formatDate, formatMoney, HStack, Input, ModalDialog, PaymentRowsEditor, SelectInput, summarizePaymentRows, Text, Textarea, toPaymentMethods, VStack, type PaymentRow, type SelectOption } from '@mikro/ui';
import { SALE_TYPE_LABELS } from '../../shared/saleLabels';
import { AmountRow, AMOUNT_ROWS } from './AmountRow';
import { chargeBlocker } from './payments';
import { posKeys } from '../../shared/queryKeys';

const SALE_TYPES: SelectOption<SaleType>[] = (['regular', 'fiado', 'deferred'] as const).map((value) => ({ value, label: SALE_TYPE_LABELS[value] }));

export type InstalmentsRequest = NonNullable<CreateSaleRequest['instalments']>;
export interface ChargeOptions {
  instalments?: InstalmentsRequest;
  creditOverride?: { reason: string };
}

interface PaymentDialogProps {
  total: string;
  initialSaleType: SaleType;
  defaultMethodId: number;
  defaultBankId: number | null;
  /** A client is required for fiado and deferred payments. */
  hasClient: boolean;
  /** The client whose credit limit the sale uses (students carry none). */
  clientId?: number | null;
  /** An administrator may sell beyond the credit limit, stating why. */
  canOverrideCredit?: boolean;
  onClose: () => void;
  /** Resolves true once the sale is charged: the dialog stays busy until it is closed (false or nothing: it can charge again). */
  onCharge: (payments: PaymentRequest[], saleType: SaleType, options: ChargeOptions) => Promise<boolean | void>;
}

/**
 * Where the focus goes as the dialog closes: it stays in a dialog that opened over this one (the ticket of a sale
 * made offline opens before the payment dialog closes); otherwise back where it was before this dialog opened.
 */
function focusAfterClosing(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused.isConnected && focused.closest('[role="dialog"]') ? focused : null;
}

/**
 * How long a charge runs before Confirmar cobro shows it is busy. A sale queued on the device (offline) is charged
 * in a few milliseconds: drawing the whole dialog busy just before it gives way to the ticket only delayed the
 * ticket. A wait a person notices (the server's answer) shows the spinner.
 */
const BUSY_DELAY_MS = 100;

const today = () => institutionToday();
/** The same day next month on the institution's calendar (the 31st of January gives the last of February). */
const nextMonth = () => {
  const { year, month, day } = toCalendarDate(institutionToday());
  return formatIsoDate(month === 12 ? clampedDayOfMonth(year + 1, 1, day) : clampedDayOfMonth(year, month + 1, day));
};

/**
 * Several payments per sale, what is still due and the change to give back; fiado and deferred sales start unpaid.
 * Memoised: a sale made offline opens its ticket over this dialog, which closes only after the ticket is drawn.
 */
export const PaymentDialog = memo(function PaymentDialog({ total, initialSaleType, defaultMethodId, defaultBankId, hasClient, clientId = null, canOverrideCredit = false, onClose, onCharge }: PaymentDialogProps) {
  const fullPayment = (): PaymentRow[] => [{ methodId: defaultMethodId, bankId: defaultBankId, amount: total, reference: '' }];
  const [saleType, setSaleType] = useState<SaleType>(initialSaleType);
  const [rows, setRows] = useState<PaymentRow[]>(initialSaleType === 'regular' ? fullPayment() : []);
  const [count, setCount] = useState('3');
  const [firstDueDate, setFirstDueDate] = useState(nextMonth);
  const [frequency, setFrequency] = useState<InstalmentFrequency>('mensual');
  const [overrideReason, setOverrideReason] = useState('');
  // Charging from the first click or key (a second one is ignored); drawn busy only after BUSY_DELAY_MS.
  const charging = useRef(false);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const summary = summarizePaymentRows(total, rows);
  const onCredit = saleType !== 'regular';
  const needsClient = onCredit && !hasClient;
  const credit = useQuery({ queryKey: posKeys.credit(clientId), queryFn: () => salesApi.credit(clientId!), enabled: onCredit && clientId !== null, staleTime: 0 });
  const unpaid = Money.of(summary.remaining);
  const check = credit.data ? creditCheck({ limit: credit.data.limit, balance: credit.data.balance, unpaid }) : null;
  const overLimit = onCredit && check !== null && !check.allowed;
  const countNumber = Number(count);
  const countValid = Number.isInteger(countNumber) && countNumber >= 1 && countNumber <= MAX_INSTALMENTS;
  const dateValid = /^\d{4}-\d{2}-\d{2}$/.test(firstDueDate) && firstDueDate >= today();
  const plan = saleType === 'deferred' && countValid && dateValid && unpaid.isPositive() ? instalmentPlan({ amount: unpaid, count: countNumber, firstDueDate, frequency }) : [];
  const blocker =
    chargeBlocker(summary, saleType) ??
    (needsClient ? 'Seleccione un cliente para vender fiado o con pagos diferidos.' : null) ??
    (saleType === 'deferred' && unpaid.isPositive() && !countValid ? `El número de pagos debe ser de 1 a ${MAX_INSTALMENTS}.` : null) ??
    (saleType === 'deferred' && unpaid.isPositive() && !dateValid ? 'La fecha del primer pago debe ser hoy o después.' : null) ??
    (overLimit && !canOverrideCredit ? 'La venta excede el límite de crédito del cliente; cobre una parte ahora o pida a un administrador que la autorice.' : null) ??
    (overLimit && canOverrideCredit && !overrideReason.trim() ? 'Escriba el motivo para autorizar la venta por encima del límite de crédito.' : null);

  function changeSaleType(next: SaleType) {
    setSaleType(next);
    // Credit sales start with nothing paid; a cash sale starts with the whole total in the preferred method.
    setRows(next === 'regular' ? fullPayment() : []);
  }

  /**
   * The counter charges without the mouse: Enter in a text field (the amount, a reference), F9 or Ctrl+Enter
   * anywhere confirm once nothing blocks the charge; Enter on a button or in the notes keeps its own meaning.
   */
  function confirmByKey(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const inTextField = target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio';
    const wanted = event.key === 'F9' || (event.key === 'Enter' && (event.ctrlKey || event.metaKey || inTextField));
    if (!wanted) return;
    event.preventDefault();
    if (blocker === null) void charge();
  }

  async function charge() {
    if (charging.current) return;
    charging.current = true;
    const showBusy = setTimeout(() => setBusy(true), BUSY_DELAY_MS);
    let charged: boolean | void = false;
    try {
      charged = await onCharge(
        toPaymentMethods(rows),
        saleType,
        {
          ...(saleType === 'deferred' && plan.length > 0 ? { instalments: { count: countNumber, firstDueDate, frequency } } : {}),
          ...(overLimit && canOverrideCredit ? { creditOverride: { reason: overrideReason.trim() } } : {}),
        },
      );
    } finally {
      clearTimeout(showBusy);
      // Charged, the dialog is on its way out: drawing it idle again would only delay the ticket.
      if (charged !== true) {
        charging.current = false;
        setBusy(false);
      }
    }
  }

  return (
    // It may open as another dialog closes; only Cancelar or Esc dismisses it. Opened on every sale: a plain dialog
    // (no Chakra dialog machine or per-render styles, and the page's styles left alone as it opens and closes).
    <ModalDialog
      title={<>Cobrar {formatMoney(total)}</>}
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
      plain
      initialFocusEl={() => amountRef.current}
      finalFocusEl={focusAfterClosing}
      onKeyDown={confirmByKey}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button colorPalette="brand" disabled={blocker !== null} loading={busy} onClick={() => void charge()}>
            Confirmar cobro
          </Button>
        </>
      }
    >
      <VStack align="stretch" gap="3">
        <Field.Root>
          <Field.Label>Tipo de venta</Field.Label>
          <SelectInput options={SALE_TYPES} value={saleType} onChange={changeSaleType} />
        </Field.Root>
        {onCredit && credit.data && (
          <Box borderWidth="1px" rounded="md" p="2" fontSize="sm" data-testid="client-credit">
            Límite de crédito {formatMoney(credit.data.limit)} · debe {formatMoney(credit.data.balance)} · disponible {formatMoney(credit.data.available)}
          </Box>
        )}
        {overLimit && check && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              Excede el límite de crédito: con esta venta debería {formatMoney(check.balanceAfter)} y su límite es {formatMoney(check.limit)}.
            </Alert.Title>
          </Alert.Root>
        )}
        {overLimit && canOverrideCredit && (
          <Field.Root required>
            <Field.Label>
              Motivo para autorizar por encima del límite
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea value={overrideReason} onChange={(event) => setOverrideReason(event.target.value)} rows={2} />
          </Field.Root>
        )}
        <PaymentRowsEditor
          rows={rows}
          onChange={setRows}
          // Focused by the dialog as it mounts (initialFocusEl), without scrolling it into view; a change of sale type
          // leaves the focus on the select.
          firstAmountRef={amountRef}
          minRows={0}
          addLabel={onCredit ? 'Agregar pago inicial' : 'Agregar pago'}
          newRow={() => ({ methodId: defaultMethodId, bankId: defaultBankId, amount: summary.remaining === '0.00' ? '' : summary.remaining, reference: '' })}
        />
        {saleType === 'deferred' && (
          <VStack align="stretch" gap="2" borderWidth="1px" rounded="md" p="2" role="group" aria-label="Plan de pagos">
            <HStack gap="2" align="end" flexWrap="wrap">
              <Field.Root flex="1" minW="110px" required invalid={!countValid}>
                <Field.Label>Número de pagos</Field.Label>
                <Input inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />
              </Field.Root>
              <Field.Root flex="1" minW="150px" required invalid={!dateValid}>
                <Field.Label>Primer pago</Field.Label>
                <Input type="date" value={firstDueDate} min={today()} onChange={(event) => setFirstDueDate(event.target.value)} />
              </Field.Root>
              <Field.Root flex="1" minW="120px">
                <Field.Label>Periodicidad</Field.Label>
                <SelectInput options={INSTALMENT_FREQUENCIES} value={frequency} onChange={setFrequency} />
              </Field.Root>
            </HStack>
            {plan.map((instalment) => (
              <HStack key={instalment.number} justify="space-between" fontSize="sm">
                <Text>
                  Pago {instalment.number} · {formatDate(instalment.dueDate)}
                </Text>
                <Text>{formatMoney(instalment.amount)}</Text>
              </HStack>
            ))}
          </VStack>
        )}
        <Box display="flex" flexDirection="column" gap="1" fontSize="lg" css={AMOUNT_ROWS}>
          <AmountRow label="Recibido" value={formatMoney(summary.received)} testId="received" />
          <AmountRow label={onCredit ? 'Queda a crédito' : 'Por pagar'} value={formatMoney(summary.remaining)} testId="remaining" />
          <AmountRow label="Cambio" value={formatMoney(summary.change)} testId="change" bold />
        </Box>
        {blocker && (
          <Text color="red.600" role="status" data-testid="charge-blocker">
            {blocker}
          </Text>
        )}
      </VStack>
    </ModalDialog>
  );
});
