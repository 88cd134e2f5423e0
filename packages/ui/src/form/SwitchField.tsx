import { Field } from '@chakra-ui/react/field';
import { Switch } from '@chakra-ui/react/switch';
import type { ReactNode } from 'react';
import { useBoundField } from './field-state';

export interface SwitchFieldProps {
  name: string;
  label: ReactNode;
  helper?: ReactNode;
  disabled?: boolean;
}

export function SwitchField({ name, label, helper, disabled }: SwitchFieldProps) {
  const { field, helpers, errorText } = useBoundField<boolean | null>(name);
  return (
    <Field.Root invalid={Boolean(errorText)} disabled={disabled}>
      <Switch.Root
        name={field.name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onCheckedChange={(details) => {
          void helpers.setValue(details.checked);
          void helpers.setTouched(true, false);
        }}
      >
        <Switch.HiddenInput onBlur={field.onBlur} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper && !errorText ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
