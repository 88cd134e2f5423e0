import { NativeSelect } from '@chakra-ui/react/native-select';
import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell';
import { useBoundField } from './field-state';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<V extends string | number> {
  name: string;
  label?: ReactNode;
  helper?: ReactNode;
  options: SelectOption<V>[];
  /** An empty first option (e.g. 'Selecciona…'); choosing it sets the value to null. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** A native <select>; the form value keeps the option's own type (a numeric id stays a number). */
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
  const selected = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <FieldShell label={label} helper={helper} errorText={errorText} required={isRequired} disabled={disabled}>
      <NativeSelect.Root size={size} disabled={disabled}>
        <NativeSelect.Field
          name={field.name}
          value={selected}
          onBlur={field.onBlur}
          onChange={(event) => {
            const option = options.find((candidate) => String(candidate.value) === event.target.value);
            void helpers.setValue(option ? option.value : null);
          }}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
