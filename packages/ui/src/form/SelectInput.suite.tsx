import { Field } from '@chakra-ui/react/field';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { SelectInput, type SelectOption } from './SelectInput';

const BRANCHES: SelectOption<number>[] = [
  { value: 1, label: 'Centro' },
  { value: 2, label: 'Norte' },
  { value: 3, label: 'Sur', disabled: true },
];

/** A screen's own state around the select, as the filters and pickers keep it. */
function BranchPicker({ initial, onPick }: { initial: number | null; onPick: (value: number | null) => void }) {
  const [branch, setBranch] = useState(initial);
  return (
    <SelectInput
      label="Sucursal"
      placeholder="Todas las sucursales"
      options={BRANCHES}
      value={branch}
      onChange={(value) => {
        setBranch(value);
        onPick(value);
      }}
    />
  );
}

describe('SelectInput', () => {
  it('hands back the option’s own value, a numeric id as a number', async () => {
    const onPick = jest.fn<(value: number | null) => void>();
    render(
      <UiTestProvider>
        <BranchPicker initial={null} onPick={onPick} />
      </UiTestProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Sucursal' });
    expect(select).toHaveDisplayValue('Todas las sucursales');
    await userEvent.selectOptions(select, 'Norte');
    expect(onPick).toHaveBeenLastCalledWith(2);
    expect(select).toHaveDisplayValue('Norte');
  });

  it('turns the placeholder into null', async () => {
    const onPick = jest.fn<(value: number | null) => void>();
    render(
      <UiTestProvider>
        <BranchPicker initial={1} onPick={onPick} />
      </UiTestProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Sucursal' });
    expect(select).toHaveDisplayValue('Centro');
    await userEvent.selectOptions(select, 'Todas las sucursales');
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(select).toHaveDisplayValue('Todas las sucursales');
  });

  it('shows only the options, with no empty choice, when there is no placeholder', async () => {
    const onChange = jest.fn<(value: '' | 'active' | 'inactive') => void>();
    render(
      <UiTestProvider>
        <SelectInput
          label="Filtrar por estado"
          options={[
            { value: '', label: 'Todos' },
            { value: 'active', label: 'Activos' },
            { value: 'inactive', label: 'Inactivos' },
          ]}
          value="active"
          onChange={onChange}
        />
      </UiTestProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Filtrar por estado' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos', 'Activos', 'Inactivos']);
    await userEvent.selectOptions(select, 'Todos');
    // A list's "all" that the screen keeps as '' comes back as '', not as null.
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('follows the value it is given (a controlled select)', () => {
    const options = BRANCHES.slice(0, 2);
    const { rerender } = render(
      <UiTestProvider>
        <SelectInput label="Sucursal" options={options} value={1} onChange={() => undefined} />
      </UiTestProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveDisplayValue('Centro');
    rerender(
      <UiTestProvider>
        <SelectInput label="Sucursal" options={options} value={2} onChange={() => undefined} />
      </UiTestProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveDisplayValue('Norte');
  });

  it('keeps a disabled option out of reach', async () => {
    const onPick = jest.fn<(value: number | null) => void>();
    render(
      <UiTestProvider>
        <BranchPicker initial={1} onPick={onPick} />
      </UiTestProvider>,
    );
    expect(screen.getByRole('option', { name: 'Sur' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sucursal' }), 'Sur');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('takes its name from the field label around it, and the field’s disabled state', () => {
    render(
      <UiTestProvider>
        <Field.Root disabled>
          <Field.Label>Tipo de venta</Field.Label>
          <SelectInput
            options={[
              { value: 'regular', label: 'Contado' },
              { value: 'fiado', label: 'Fiado' },
            ]}
            value="regular"
            onChange={() => undefined}
          />
        </Field.Root>
      </UiTestProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Tipo de venta' });
    expect(select).not.toHaveAttribute('aria-label');
    expect(select).toBeDisabled();
  });

  it('can be disabled on its own', () => {
    render(
      <UiTestProvider>
        <SelectInput label="Proveedor" placeholder="Selecciona un proveedor" options={BRANCHES} value={null} onChange={() => undefined} disabled />
      </UiTestProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Proveedor' })).toBeDisabled();
  });
});
