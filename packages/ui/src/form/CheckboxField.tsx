import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';
import { useBoundField } from './field-state';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  helper?: ReactNode;
  disabled?: boolean;
}

export function CheckboxField({ name, label, helper, disabled }: CheckboxFieldProps) {
  const { field, helpers, errorText } = useBoundField<boolean | null>(name);
  return (
    <Field.Root invalid={Boolean(errorText)} disabled={disabled}>
      <Checkbox.Root
        name={field.name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onCheckedChange={(details) => {
          void helpers.setValue(details.checked === true);
          void helpers.setTouched(true, false);
        }}
      >
        <Checkbox.HiddenInput onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helper && !errorText ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
