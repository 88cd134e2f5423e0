import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react/native-select';
import type { FocusEventHandler, ReactElement } from 'react';

export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface SelectInputBaseProps<V extends string | number> {
  options: readonly SelectOption<V>[];
  /**
   * The select's accessible name when the screen shows no label for it (a list's filter, a row's picker).
   * Inside a Field with its own Field.Label, leave it out: the label names the select.
   */
  label?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  size?: NativeSelectRootProps['size'];
  width?: NativeSelectRootProps['width'];
  minWidth?: NativeSelectRootProps['minWidth'];
  maxW?: NativeSelectRootProps['maxW'];
  flex?: NativeSelectRootProps['flex'];
}

/** Without a placeholder, the select always holds one of the options. */
interface RequiredSelectProps<V extends string | number> extends SelectInputBaseProps<V> {
  placeholder?: undefined;
  value: V;
  onChange: (value: V) => void;
}

/** With a placeholder, an empty first option ('Seleccione…', 'Todos') that stands for no choice: null. */
interface NullableSelectProps<V extends string | number> extends SelectInputBaseProps<V> {
  placeholder?: string;
  value: V | null | undefined;
  onChange: (value: V | null) => void;
}

export type SelectInputProps<V extends string | number> = RequiredSelectProps<V> | NullableSelectProps<V>;

/**
 * The one select of the design system: a native <select> (the phone's own picker, the keyboard's type-ahead)
 * styled by Chakra. The value keeps the option's own type — a numeric id stays a number — and the formik
 * SelectField is this select inside a labelled field. Two signatures so that a select without a placeholder
 * hands its onChange a value, never null.
 */
export function SelectInput<V extends string | number>(props: RequiredSelectProps<V>): ReactElement;
export function SelectInput<V extends string | number>(props: NullableSelectProps<V>): ReactElement;
export function SelectInput<V extends string | number>(props: SelectInputProps<V>): ReactElement {
  const { options, label, id, name, disabled, onBlur, placeholder, value, size, width, minWidth, maxW, flex } = props;
  return (
    <NativeSelect.Root size={size} width={width} minWidth={minWidth} maxW={maxW} flex={flex} disabled={disabled}>
      <NativeSelect.Field
        id={id}
        name={name}
        aria-label={label}
        value={value === null || value === undefined ? '' : String(value)}
        onBlur={onBlur}
        onChange={(event) => {
          const option = options.find((candidate) => String(candidate.value) === event.target.value);
          // Only the placeholder has no option behind it, so null reaches only a select that has one.
          (props.onChange as (value: V | null) => void)(option ? option.value : null);
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
  );
}
