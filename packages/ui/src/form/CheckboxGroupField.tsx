import { Box } from '@chakra-ui/react/box';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import type { SelectOption } from './SelectInput';
import { useBoundField } from './field-state';

export interface CheckboxGroupFieldProps<V extends string | number> {
  name: string;
  label?: ReactNode;
  helper?: ReactNode;
  options: SelectOption<V>[];
  disabled?: boolean;
  direction?: 'row' | 'column';
}

/** Several checkboxes bound to one array field (e.g. branchOfficeIds); values keep their type and the options' order. */
export function CheckboxGroupField<V extends string | number>({
  name,
  label,
  helper,
  options,
  disabled,
  direction = 'column',
}: CheckboxGroupFieldProps<V>) {
  const { field, helpers, errorText } = useBoundField<V[] | null>(name);
  const selected = field.value ?? [];

  function toggle(value: V, checked: boolean) {
    const next = options
      .map((option) => option.value)
      .filter((candidate) => (candidate === value ? checked : selected.includes(candidate)));
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  }

  return (
    <Box asChild border="0" p="0" m="0" minW="0">
      <fieldset aria-invalid={Boolean(errorText)} disabled={disabled}>
        {label ? (
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
            {label}
          </Text>
        ) : null}
        <Stack direction={direction} gap="2" wrap="wrap">
          {options.map((option) => (
            <Checkbox.Root
              key={String(option.value)}
              checked={selected.includes(option.value)}
              disabled={disabled || option.disabled}
              onCheckedChange={(details) => toggle(option.value, details.checked === true)}
            >
              <Checkbox.HiddenInput name={field.name} value={String(option.value)} />
              <Checkbox.Control />
              <Checkbox.Label>{option.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {helper && !errorText ? (
          <Text fontSize="xs" color="fg.muted" mt="1.5">
            {helper}
          </Text>
        ) : null}
        {errorText ? (
          <Text fontSize="xs" color="fg.error" mt="1.5" role="alert">
            {errorText}
          </Text>
        ) : null}
      </fieldset>
    </Box>
  );
}
