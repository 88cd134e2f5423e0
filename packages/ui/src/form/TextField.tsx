import { Input, type InputProps } from '@chakra-ui/react/input';
import { useCallback, useRef, type ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { useBoundField } from './field-state';

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label?: ReactNode;
  helper?: ReactNode;
}

/** What a date field says when the browser could not read what was typed (31/02, a half-typed year). */
export const IMPOSSIBLE_DATE_MESSAGE = 'Escriba una fecha que exista (día, mes y año)';

/** Inputs whose typed text the browser drops, leaving an empty value, when it is not a real date or time. */
const DATE_TYPES = new Set(['date', 'datetime-local', 'month', 'time']);

export function TextField({ name, label, helper, required, disabled, type = 'text', ...inputProps }: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // An impossible date typed into a date input reaches the form as an empty value, so the record would save
  // without it; the browser still flags it (badInput), and the form refuses it with a message instead.
  const badInput = useCallback(() => (input.current?.validity.badInput ? IMPOSSIBLE_DATE_MESSAGE : undefined), []);
  const { field, errorText, required: isRequired } = useBoundField<string | number | null>(name, required, DATE_TYPES.has(type) ? badInput : undefined);
  return (
    <FieldShell label={label} helper={helper} errorText={errorText} required={isRequired} disabled={disabled}>
      <Input {...inputProps} {...field} ref={input} type={type} value={field.value ?? ''} />
    </FieldShell>
  );
}
