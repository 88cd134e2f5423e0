import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { useBoundField } from './field-state';
import { SelectInput, type SelectOption } from './SelectInput';

export interface SelectFieldProps<V extends string | number> {
  name: string;
  label?: ReactNode;
  helper?: ReactNode;
  options: SelectOption<V>[];
  /** An empty first option (e.g. 'Seleccione…'); choosing it sets the value to null. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** The SelectInput bound to formik, in a labelled field; the form value keeps the option's own type. */
export function SelectField<V extends string | number>({
  name,
  label,
  helper,
  options,
  placeholder,
  required,
  disabled,
  size,
}: SelectFieldProps<V>) {
  const { field, helpers, errorText, required: isRequired } = useBoundField<V | null>(name, required);
  return (
    <FieldShell label={label} helper={helper} errorText={errorText} required={isRequired} disabled={disabled}>
      <SelectInput
        name={field.name}
        size={size}
        disabled={disabled}
        options={options}
        placeholder={placeholder}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(value) => void helpers.setValue(value)}
      />
    </FieldShell>
  );
}
