import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';

export interface FieldShellProps {
  label?: ReactNode;
  helper?: ReactNode;
  errorText?: string;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, helper and error text around one input, wired for accessibility by Chakra's Field. */
export function FieldShell({ label, helper, errorText, required, disabled, children }: FieldShellProps) {
  return (
    <Field.Root invalid={Boolean(errorText)} required={required} disabled={disabled}>
      {label ? (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      {children}
      {helper && !errorText ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
