// The rows of a payment: method, bank (for the methods that name one), amount and reference, with
// "add" and "remove". The same editor serves the store's checkout and the school and academy counters.
// A row whose amount is not a positive number says so under its own Importe field.
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Stack, VStack } from '@chakra-ui/react/stack';
import { BANKS, carriesBank, givesChange, PAYMENT_METHODS } from '@mikro/domain';
import { SelectInput } from '../form/SelectInput';
import type { Ref } from 'react';
import { rowAmountProblem, type PaymentRow } from './paymentRows';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method.id, label: `${method.name} (${method.code})` }));
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.id, label: bank.name }));

export interface PaymentRowsEditorProps {
  rows: readonly PaymentRow[];
  onChange: (rows: PaymentRow[]) => void;
  /** The row "add" appends (usually what is still due, in the preferred method). */
  newRow: () => PaymentRow;
  addLabel?: string;
  /** At least this many rows stay (the remove button hides below it). */
  minRows?: number;
  autoFocusFirst?: boolean;
  /** Given the first row's Importe field (a dialog focuses it on opening). */
  firstAmountRef?: Ref<HTMLInputElement>;
}

export function PaymentRowsEditor({ rows, onChange, newRow, addLabel = 'Agregar forma de pago', minRows = 1, autoFocusFirst = false, firstAmountRef }: PaymentRowsEditorProps) {
  const update = (index: number, patch: Partial<PaymentRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <VStack align="stretch" gap="3">
      {rows.map((row, index) => {
        const amountProblem = rowAmountProblem(row);
        return (
          // Side by side the fields line up at the top, so an error under Importe does not lift its neighbours.
          <Stack key={index} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'start' }} gap="2" role="group" aria-label={`Pago ${index + 1}`} borderBottomWidth={{ base: '1px', md: '0' }} pb={{ base: '2', md: '0' }}>
            <Field.Root flex="2">
              <Field.Label>Forma de pago</Field.Label>
              <SelectInput label={`Forma de pago ${index + 1}`} options={METHOD_OPTIONS} value={row.methodId} onChange={(methodId) => update(index, { methodId })} />
            </Field.Root>
            {carriesBank(row.methodId) && (
              <Field.Root flex="2">
                <Field.Label>Banco</Field.Label>
                <SelectInput label={`Banco ${index + 1}`} placeholder="Sin banco" options={BANK_OPTIONS} value={row.bankId} onChange={(bankId) => update(index, { bankId })} />
              </Field.Root>
            )}
            <Field.Root flex="1" invalid={amountProblem !== null}>
              <Field.Label>Importe</Field.Label>
              <Input ref={index === 0 ? firstAmountRef : undefined} aria-label={`Importe ${index + 1}`} inputMode="decimal" value={row.amount} autoFocus={autoFocusFirst && index === 0} onFocus={(event) => event.target.select()} onChange={(event) => update(index, { amount: event.target.value })} />
              {amountProblem && <Field.ErrorText>{amountProblem}</Field.ErrorText>}
            </Field.Root>
            {!givesChange(row.methodId) && (
              <Field.Root flex="1">
                <Field.Label>Referencia</Field.Label>
                <Input aria-label={`Referencia ${index + 1}`} value={row.reference} onChange={(event) => update(index, { reference: event.target.value })} />
              </Field.Root>
            )}
            {/* Beside the inputs, below their labels; on a phone at the end of the row's stack. */}
            {rows.length > minRows && <CloseButton aria-label={`Quitar pago ${index + 1}`} alignSelf={{ base: 'end', md: 'start' }} mt={{ md: '6' }} onClick={() => onChange(rows.filter((_, i) => i !== index))} />}
          </Stack>
        );
      })}
      <Button variant="outline" size="sm" alignSelf="start" onClick={() => onChange([...rows, newRow()])}>
        {addLabel}
      </Button>
    </VStack>
  );
}
