import { Field, NativeSelect } from '@mikro/ui';

interface OptionSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** A first option with the value '' that stands for all (a list's filter). */
  allText?: string;
  width?: string;
  /** The label shown above the select (a form field); otherwise it names the select for assistive technology only. */
  showLabel?: boolean;
}

/** A native select of the screens' fixed options: the invoice list's filters and the global invoice's period. */
export function OptionSelect({ label, value, options, onChange, allText, width, showLabel = false }: OptionSelectProps) {
  const select = (
    <NativeSelect.Root size="sm" width={width}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {allText !== undefined && <option value="">{allText}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!showLabel) return select;
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {select}
    </Field.Root>
  );
}
