// A colour chosen from the product's palette (theme/palette.ts): native radio buttons drawn as swatches, so
// the arrow keys move through them and a screen reader says each colour's name. A colour stored before the
// palette (any #rrggbb) stays offered as «Color actual» until another is chosen.
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import type { ReactNode } from 'react';
import { PALETTE } from '../theme/palette';
import { FieldShell } from './FieldShell';
import { useBoundField } from './field-state';

const Swatch = chakra('label', { base: { position: 'relative', display: 'inline-flex', cursor: 'pointer' } });
/** The native radio, kept for the keys and the names, laid over its swatch and invisible. */
const SwatchInput = chakra('input', {
  base: { position: 'absolute', inset: '0', opacity: '0', margin: '0', cursor: 'pointer', '&:focus-visible + span': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' } },
});
const SwatchDot = chakra('span', { base: { display: 'block', boxSize: '7', rounded: 'full', borderWidth: '1px', borderColor: 'border', '&[data-checked]': { borderWidth: '3px', borderColor: 'fg' } } });
/** «Sin color»: a hatched dot. */
const NO_COLOUR = 'repeating-linear-gradient(45deg, #ffffff 0 4px, #d4d4d8 4px 8px)';

export interface ColorPaletteFieldProps {
  name: string;
  label: string;
  helper?: ReactNode;
  /** Offers «Sin color» (the empty value) before the palette. */
  allowNone?: boolean;
}

export function ColorPaletteField({ name, label, helper, allowNone = true }: ColorPaletteFieldProps) {
  const { field, helpers, errorText, required } = useBoundField<string>(name);
  const value = (field.value ?? '').toLowerCase();
  const known = value === '' || PALETTE.some((color) => color.value === value);
  const options = [...(allowNone ? [{ name: 'Sin color', value: '' }] : []), ...PALETTE, ...(known ? [] : [{ name: `Color actual (${value})`, value }])];
  return (
    <FieldShell label={label} helper={helper} errorText={errorText} required={required}>
      <Flex role="radiogroup" aria-label={label} wrap="wrap" gap="2">
        {options.map((color) => (
          <Swatch key={color.value || 'none'} title={color.name}>
            <SwatchInput
              type="radio"
              name={field.name}
              value={color.value}
              aria-label={color.name}
              checked={value === color.value}
              onChange={() => {
                void helpers.setValue(color.value);
                void helpers.setTouched(true, false);
              }}
            />
            <SwatchDot data-checked={value === color.value || undefined} style={{ background: color.value || NO_COLOUR }} />
          </Swatch>
        ))}
      </Flex>
    </FieldShell>
  );
}
