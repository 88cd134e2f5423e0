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

/** Label (with an asterisk when required), helper and error text around one input, wired for accessibility by Chakra's Field. */
export function FieldShell({ label, helper, errorText, required, disabled, children }: FieldShellProps) {
  return (
    <Field.Root invalid={Boolean(errorText)} required={required} disabled={disabled}>
      {label ? (
        // The asterisk is drawn by CSS with an empty alternative text ("*" / ""), so the accessible name stays the field's name.
        <Field.Label _after={required ? { content: '"*" / ""', color: 'fg.error', marginInlineStart: '0.5' } : undefined}>{label}</Field.Label>
      ) : null}
      {children}
      {helper && !errorText ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
