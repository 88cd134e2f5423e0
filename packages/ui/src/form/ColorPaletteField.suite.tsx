import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { PALETTE, paletteColor } from '../theme/palette';
import { ColorPaletteField } from './ColorPaletteField';
import { FormikForm } from './FormikForm';
import { SubmitButton } from './SubmitButton';

function renderField(color: string, onSubmit: (values: { color: string }, helpers: unknown) => void = () => {}) {
  render(
    <UiTestProvider>
      <FormikForm initialValues={{ color }} onSubmit={onSubmit}>
        <ColorPaletteField name="color" label="Color" />
        <SubmitButton>Guardar</SubmitButton>
      </FormikForm>
    </UiTestProvider>,
  );
}

describe('the palette', () => {
  it('has 14 distinct colours, each named, and charts go round it', () => {
    expect(PALETTE).toHaveLength(14);
    expect(new Set(PALETTE.map((color) => color.value)).size).toBe(14);
    expect(PALETTE.every((color) => /^#[0-9a-f]{6}$/.test(color.value) && color.name !== '')).toBe(true);
    expect([paletteColor(0), paletteColor(13), paletteColor(14)]).toEqual([PALETTE[0]!.value, PALETTE[13]!.value, PALETTE[0]!.value]);
  });
});

describe('ColorPaletteField', () => {
  it('offers «Sin color» and the 14 colours by name, and the arrow keys move the choice', async () => {
    const onSubmit = jest.fn<(values: { color: string }, helpers: unknown) => void>();
    renderField('#2563eb', onSubmit);
    const group = screen.getByRole('radiogroup', { name: 'Color' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Sin color', ...PALETTE.map((color) => color.name)]);
    expect(screen.getByRole('radio', { name: 'Azul' })).toBeChecked();
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Violeta' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Cian' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ color: '#0891b2' }, expect.anything()));
  });

  it('keeps offering a colour stored before the palette until another is chosen', () => {
    renderField('#123456');
    expect(screen.getByRole('radio', { name: 'Color actual (#123456)' })).toBeChecked();
  });
});
