import { Input, type InputProps } from '@chakra-ui/react/input';
import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { useBoundField } from './field-state';

export interface TextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label?: ReactNode;
  helper?: ReactNode;
}

export function TextField({ name, label, helper, required, disabled, type = 'text', ...inputProps }: TextFieldProps) {
  const { field, errorText, required: isRequired } = useBoundField<string | number | null>(name, required);
  return (
    <FieldShell label={label} helper={helper} errorText={errorText} required={isRequired} disabled={disabled}>
      <Input {...inputProps} {...field} type={type} value={field.value ?? ''} />
    </FieldShell>
  );
}
