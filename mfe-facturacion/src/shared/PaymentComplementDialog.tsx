// The payment complement (CFDI type P, Pagos 2.0) of an instalment paid on a stamped PPD invoice: the API
// works out the instalment number, the balances and the taxes; here only the payment is asked for.
import { useState } from 'react';
import * as yup from 'yup';
import { billingApi, toApiError, useBillingMutation } from '@mikro/api-client';
import type { ComplementDue, InvoiceDetail, PaymentComplementRequest } from '@mikro/contracts';
import { cfdiDate, Money, SAT_PAYMENT_FORMS, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import { Alert, amountString, cfdiFolio, formatMoney, FormDialog, notify, SelectField, Text, TextField } from '@mikro/ui';
import { reportError } from './errors';

// A datetime-local input drops ':00' seconds from its value, and some add milliseconds.
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?(\.\d{1,3})?$/;
// 99 (por definir) is the invoice's own form when it is paid later; the complement says how it was paid.
const FORMS = SAT_PAYMENT_FORMS.filter((form) => form.id !== '99').map((form) => ({ value: form.id, label: `${form.id} ${form.label}` }));

/** Only a stamped PPD income invoice takes payment complements. */
export function takesPaymentComplement(invoice: Pick<InvoiceDetail, 'type' | 'paymentMethod' | 'status' | 'uuid'>): boolean {
  return invoice.type === 'I' && invoice.paymentMethod === 'PPD' && invoice.status === 'timbrada' && invoice.uuid !== null;
}

interface Values {
  amount: string;
  form: string | null;
  paidAt: string;
}

/** The request of the form's values: a 2-decimal amount, and the date with its seconds (none: the API uses now). */
export function complementRequest(values: Values): PaymentComplementRequest {
  const parts = LOCAL_DATE_TIME.exec(values.paidAt.trim());
  return {
    amount: Money.of(values.amount.trim()).toFixed2(),
    form: values.form ?? '',
    ...(parts ? { paidAt: `${parts[1]}${parts[2] ?? ':00'}` } : {}),
  };
}

/**
 * `payment`: a store payment received on the invoice that waits for its complement — the form starts with its
 * amount, form and day (noon, or now for a payment of today; the hour may be corrected).
 */
export function PaymentComplementDialog({ invoice, payment, onClose }: { invoice: InvoiceDetail; payment?: ComplementDue; onClose: () => void }) {
  const issue = useBillingMutation((body: PaymentComplementRequest) => billingApi.paymentComplement(invoice.id, body));
  const [initialValues] = useState<Values>(() => {
    const now = cfdiDate(new Date(), INSTITUTION_TIME_ZONE);
    if (!payment) return { amount: '', form: null, paidAt: now };
    // A payment of today is dated now, one of an earlier day at noon: never a time still to come.
    return { amount: payment.pending, form: payment.form === '99' ? null : payment.form, paidAt: now.startsWith(payment.paidOn) ? now : `${payment.paidOn}T12:00:00` };
  });
  // What is left to pay; before the balance was known, the invoice's total.
  const balance = invoice.ppd?.balance ?? invoice.total;
  // The API's refusal (e.g. the amount exceeds the balance) stays in the dialog while the payment is corrected.
  const [refusal, setRefusal] = useState<string | null>(null);
  const validationSchema = yup.object({
    amount: amountString({
      required: true,
      format: 'amount',
      min: 0,
      minExclusive: true,
      max: balance,
      messages: {
        min: 'El importe debe ser mayor que cero',
        max: `No puede exceder el saldo de la factura (${formatMoney(balance)})`,
      },
    }),
    form: yup.string().nullable().required('Elija la forma de pago'),
    paidAt: yup.string().matches(LOCAL_DATE_TIME, { message: 'Fecha y hora no válidas (AAAA-MM-DD HH:MM:SS)', excludeEmptyString: true }),
  });

  return (
    <FormDialog<Values>
      open
      onClose={onClose}
      title={`Complemento de pago de ${cfdiFolio(invoice)}`}
      submitText="Timbrar complemento"
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, helpers) => {
        setRefusal(null);
        try {
          const complement = await issue.mutateAsync(complementRequest(values));
          const name = `Complemento de pago ${cfdiFolio(complement)}`;
          if (complement.status === 'timbrada') notify.success(`${name} timbrado`);
          else if (complement.status === 'pendiente') notify.info(`${name} pendiente de timbrar; se reintentará`);
          else notify.error(`${name} rechazado por el PAC${complement.lastError ? `: ${complement.lastError}` : ''}`);
          onClose();
        } catch (error) {
          reportError(error, helpers.setFieldError);
          const apiError = toApiError(error);
          if (!apiError.fields?.length) setRefusal(apiError.message);
        }
      }}
    >
      <Text fontSize="sm">
        {`${invoice.receiverRfc} · ${invoice.receiverName}`}
        <br />
        {`Total de la factura: ${formatMoney(invoice.total)} · Saldo: ${formatMoney(balance)}`}
      </Text>
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      <TextField name="amount" label="Importe" inputMode="decimal" autoComplete="off" helper="Lo pagado en esta parcialidad, sin exceder el saldo" />
      <SelectField name="form" label="Forma de pago" placeholder="Seleccione" options={FORMS} />
      <TextField name="paidAt" label="Fecha y hora de pago" type="datetime-local" step="1" helper="Hora de la Ciudad de México; vacía: ahora" />
    </FormDialog>
  );
}
