import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import type { ImportPreview } from '@mikro/contracts';
import { UiTestProvider } from '../test/UiTestProvider';
import { SpreadsheetImport } from './SpreadsheetImport';

const fields = [
  { field: 'code', label: 'Código', required: true },
  { field: 'name', label: 'Nombre', required: true },
];

const withError: ImportPreview = {
  kind: 'products',
  headers: ['Clave', 'Nombre'],
  fields,
  mapping: { Nombre: 'name' },
  suggestedMapping: { Nombre: 'name' },
  rows: [
    { row: 2, values: { name: 'Lápiz' } },
    { row: 3, values: { name: 'Goma' } },
  ],
  errors: [
    { row: 2, field: 'code', message: 'Este campo es requerido' },
    { row: 3, field: 'code', message: 'Este campo es requerido' },
  ],
  total: 2,
  valid: 0,
  invalid: 2,
};

const clean: ImportPreview = {
  ...withError,
  mapping: { Clave: 'code', Nombre: 'name' },
  rows: [
    { row: 2, values: { code: 'L-1', name: 'Lápiz' } },
    { row: 3, values: { code: 'G-1', name: 'Goma' } },
  ],
  errors: [],
  valid: 2,
  invalid: 0,
};

type Props = Parameters<typeof SpreadsheetImport>[0];

function setup(overrides: Partial<Props> = {}) {
  const props = {
    onPreview: jest.fn<Props['onPreview']>().mockResolvedValueOnce(withError).mockResolvedValueOnce(clean),
    onCommit: jest.fn<Props['onCommit']>().mockResolvedValue({ kind: 'products', imported: 2 }),
    onDownloadTemplate: jest.fn<Props['onDownloadTemplate']>().mockResolvedValue(undefined),
    onDownloadErrors: jest.fn<Props['onDownloadErrors']>().mockResolvedValue(undefined),
    onImported: jest.fn<NonNullable<Props['onImported']>>(),
    ...overrides,
  };
  render(
    <UiTestProvider>
      <SpreadsheetImport {...props} />
    </UiTestProvider>,
  );
  return props;
}

const file = new File(['Clave,Nombre\n,Lápiz\n'], 'productos.csv', { type: 'text/csv' });

describe('SpreadsheetImport', () => {
  it('shows each row error, keeps Importar disabled, and imports once the mapping fixes the rows', async () => {
    const props = setup();
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Archivo de hoja de cálculo'), file);
    expect(props.onPreview).toHaveBeenCalledWith(file, null, expect.any(Function));
    expect(screen.getByText('productos.csv')).toBeInTheDocument();
    expect(await screen.findAllByText('Código: Este campo es requerido')).toHaveLength(2);
    expect(screen.getByText('Falta asignar: Código')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Descargar errores' }));
    expect(props.onDownloadErrors).toHaveBeenCalledWith(file, { Nombre: 'name' });

    await userEvent.selectOptions(screen.getByLabelText('Campo para la columna Clave'), 'code');
    expect(props.onPreview).toHaveBeenLastCalledWith(file, { Nombre: 'name', Clave: 'code' }, expect.any(Function));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar' })).toBeEnabled());
    expect(screen.getAllByText('Correcta')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(props.onCommit).toHaveBeenCalledWith(file, { Clave: 'code', Nombre: 'name' }, expect.any(Function));
    expect(await screen.findByText('Se importaron 2 registros')).toBeInTheDocument();
    expect(props.onImported).toHaveBeenCalledWith({ kind: 'products', imported: 2 });
    // Imported: the picker is ready for the next file.
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
  });

  it('counts one row, one correct row and one record imported in the singular', async () => {
    const one: ImportPreview = { ...clean, rows: [{ row: 2, values: { code: 'L-1', name: 'Lápiz' } }], total: 1, valid: 1 };
    setup({
      onPreview: jest.fn<Props['onPreview']>().mockResolvedValue(one),
      onCommit: jest.fn<Props['onCommit']>().mockResolvedValue({ kind: 'products', imported: 1 }),
    });
    await userEvent.upload(screen.getByLabelText('Archivo de hoja de cálculo'), file);
    expect(await screen.findByText('1 fila')).toBeInTheDocument();
    expect(screen.getByText('1 correcta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Se importó 1 registro')).toBeInTheDocument();
  });

  it('shows why a file was refused and offers the template', async () => {
    const props = setup({ onPreview: jest.fn<Props['onPreview']>().mockRejectedValue(new Error('El archivo contiene fórmulas (fila 2, columna 1)')) });
    await userEvent.upload(screen.getByLabelText('Archivo de hoja de cálculo'), file);
    expect(await screen.findByText('El archivo contiene fórmulas (fila 2, columna 1)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    expect(props.onDownloadTemplate).toHaveBeenCalled();
  });

  it('hides Importar from a role without the create action', async () => {
    setup({ onPreview: jest.fn<Props['onPreview']>().mockResolvedValue(clean), canImport: false });
    await userEvent.upload(screen.getByLabelText('Archivo de hoja de cálculo'), file);
    expect(await screen.findAllByText('Correcta')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
  });
});
