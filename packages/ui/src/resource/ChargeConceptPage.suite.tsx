import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { describe, expect, it, jest } from '@jest/globals';
import { TextField } from '../form/TextField';
import { UiTestProvider } from '../test/UiTestProvider';
import { ChargeConceptInvoicingFields, ChargeConceptPage, type ChargeConceptRow, type SatKeySearch } from './ChargeConceptPage';
import type { ResourceListState, ResourcePageSource } from './types';

interface Concept extends ChargeConceptRow {
  activity: string;
}

const ROWS: Concept[] = [
  { id: 1, name: 'Mensualidad natación', price: '950.00', conceptType: 'Monthly', satCode: '86132000', unitCode: 'E48', taxObject: 'exento', isActive: true, deletedAt: null, activity: 'Natación' },
  { id: 2, name: 'Uniforme', price: '450.50', conceptType: 'OneTime', satCode: '53102700', unitCode: 'H87', taxObject: 'iva16', isActive: true, deletedAt: null, activity: 'Todas' },
];

type Values = { name: string; satCode: string; unitCode: string; taxObject: string; isActive: boolean; quantity: string };

function renderPage(search: SatKeySearch) {
  const states: ResourceListState[] = [];
  const create = jest.fn(async (_values: unknown) => ({}));
  const source: ResourcePageSource<Concept, Values, Values> = {
    useList(state) {
      states.push(state);
      const rows = ROWS.filter((row) => !state.filters.conceptType || row.conceptType === state.filters.conceptType);
      return { data: { data: rows, total: rows.length }, isLoading: false, error: null, refetch: () => undefined };
    },
    useMutations: () => ({ create, update: jest.fn(async () => ({})), remove: jest.fn(async () => ({})), restore: jest.fn(async () => ({})) }),
  };
  render(
    <UiTestProvider>
      <ChargeConceptPage<Concept, Values, Values, Values>
        title="Conceptos de academia"
        source={source}
        permissions={{ create: true, edit: true, delete: true }}
        extraColumns={[{ key: 'activity', header: 'Actividad' }]}
        form={{
          initialValues: () => ({ name: '', satCode: '86132000', unitCode: 'E48', taxObject: 'exento', isActive: true, quantity: '1' }),
          schema: yup.object({ name: yup.string().required('Este campo es requerido') }),
          toCreate: (values) => values,
          toUpdate: (values) => values,
          fields: () => (
            <>
              <TextField name="name" label="Nombre" required />
              <ChargeConceptInvoicingFields search={search} productHelper="Servicios educativos" besideUnit={<TextField name="unity" label="Unidad (texto)" />}>
                <TextField name="quantity" label="Cantidad" />
              </ChargeConceptInvoicingFields>
            </>
          ),
        }}
      />
    </UiTestProvider>,
  );
  return { states, create };
}

describe('ChargeConceptPage', () => {
  it('lists every concept with the screen’s own column after the name, its type, price and IVA, and filters by type', async () => {
    const { states } = renderPage({ productCodes: jest.fn(async () => []), units: jest.fn(async () => []) });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    expect(headers.slice(0, 7)).toEqual(['Concepto', 'Actividad', 'Precio', 'Tipo', 'Clave SAT', 'Unidad', 'Impuesto']);
    const uniform = screen.getByRole('row', { name: /Uniforme/ });
    expect(within(uniform).getByText('Pago único')).toBeInTheDocument();
    expect(within(uniform).getByText('IVA 16 %')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Mensualidad natación/ })).getByText('Exento de IVA')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filtrar por tipo'), 'Mensual');
    expect(states.at(-1)?.filters).toEqual({ conceptType: 'Monthly' });
    expect(screen.queryByText('Uniforme')).not.toBeInTheDocument();
  });

  it('creates a concept whose form holds the SAT keys searched in SAT’s catalogues, the screen’s fields and its tax (16 %, 0 %, exempt, not subject)', async () => {
    const productCodes = jest.fn(async (_search: string) => [{ code: '86132001', name: 'Servicios de enseñanza de deportes' }]);
    const { create } = renderPage({ productCodes, units: jest.fn(async () => []) });
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo concepto' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Servicios educativos')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Unidad \(texto\)/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Cantidad/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Nombre/), 'Clase muestra');
    await userEvent.type(within(dialog).getByLabelText('Buscar clave sat del concepto'), 'deporte');
    await userEvent.click(await within(dialog).findByRole('button', { name: '86132001 · Servicios de enseñanza de deportes' }));
    expect(productCodes).toHaveBeenCalledWith('deporte');
    expect([...(within(dialog).getByLabelText('Impuesto') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean)).toEqual(['iva16', 'iva0', 'exento', 'no-objeto']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Impuesto'), 'iva0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Clase muestra', satCode: '86132001', unitCode: 'E48', taxObject: 'iva0' }));
  });
});
