import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { describe, expect, it, jest } from '@jest/globals';
import { TextField } from '../form/TextField';
import { UiTestProvider } from '../test/UiTestProvider';
import { ResourcePage } from './ResourcePage';
import type { ResourceListState, ResourcePageSource } from './types';

interface Provider {
  id: number;
  name: string;
  isActive: boolean;
  deletedAt: string | null;
}

const ROWS: Provider[] = [
  { id: 1, name: 'Abarrotes Norte', isActive: true, deletedAt: null },
  { id: 2, name: 'Papelería Sur', isActive: false, deletedAt: null },
  { id: 3, name: 'Dulces Centro', isActive: true, deletedAt: '2026-01-01T00:00:00Z' },
];

function fakeSource() {
  const states: ResourceListState[] = [];
  const mutations = {
    create: jest.fn(async (_values: unknown) => ({})),
    update: jest.fn(async (_id: number, _values: unknown) => ({})),
    remove: jest.fn(async (_id: number) => ({})),
    restore: jest.fn(async (_id: number) => ({})),
  };
  const source: ResourcePageSource<Provider, { name: string }, { name: string }> = {
    useList(state) {
      states.push(state);
      const rows = ROWS.filter((row) => (state.showDeleted || !row.deletedAt) && (state.status === 'all' || row.isActive === (state.status === 'active')));
      return { data: { data: rows, total: rows.length }, isLoading: false, error: null, refetch: () => undefined };
    },
    useMutations: () => mutations,
  };
  return { source, states, mutations };
}

function renderPage(source: ResourcePageSource<Provider, { name: string }, { name: string }>, permissions = { create: true, edit: true, delete: true }) {
  return render(
    <UiTestProvider>
      <ResourcePage<Provider, { name: string }, { name: string }, { name: string }>
        title="Proveedores"
        source={source}
        noun="proveedor"
        columns={[{ key: 'name', header: 'Nombre', sortable: true }]}
        defaultSort={{ field: 'name', order: 'ASC' }}
        rowLabel={(row) => row.name}
        permissions={permissions}
        hasActiveFlag
        softDelete
        filters={[{ field: 'kind', label: 'Tipo', options: [{ value: 1, label: 'Mayorista' }] }]}
        form={{
          initialValues: (row) => ({ name: row?.name ?? '' }),
          schema: yup.object({ name: yup.string().required('Este campo es requerido.') }),
          toCreate: (values) => values,
          toUpdate: (values) => values,
          fields: () => <TextField name="name" label="Nombre" required />,
        }}
      />
    </UiTestProvider>,
  );
}

describe('ResourcePage', () => {
  it('lists with status filter, select filters and the deleted rows on demand', async () => {
    const { source, states } = fakeSource();
    renderPage(source);
    expect(screen.getByText('Abarrotes Norte')).toBeInTheDocument();
    expect(screen.queryByText('Dulces Centro')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filtrar por estado'), 'inactive');
    expect(screen.queryByText('Abarrotes Norte')).not.toBeInTheDocument();
    expect(screen.getByText('Inactivo')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filtrar por tipo'), 'Mayorista');
    expect(states.at(-1)).toMatchObject({ status: 'inactive', filters: { kind: 1 }, page: 1, sort: { field: 'name', order: 'ASC' } });
    await userEvent.selectOptions(screen.getByLabelText('Filtrar por estado'), 'all');
    await userEvent.click(screen.getByText('Mostrar eliminados'));
    expect(screen.getByText('Dulces Centro')).toBeInTheDocument();
    expect(screen.getByText('Eliminado')).toBeInTheDocument();
  });

  it('creates through the form and asks before deleting and restoring', async () => {
    const { source, mutations } = fakeSource();
    renderPage(source);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo proveedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo proveedor' });
    await userEvent.type(within(dialog).getByLabelText(/Nombre/), 'Lácteos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(mutations.create).toHaveBeenCalledWith({ name: 'Lácteos' }));

    const row = screen.getByText('Abarrotes Norte').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Se eliminará «Abarrotes Norte». Podrá restaurarlo desde «Mostrar eliminados».');
    expect(mutations.remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(mutations.remove).toHaveBeenCalledWith(1));

    await userEvent.click(screen.getByText('Mostrar eliminados'));
    const deleted = screen.getByText('Dulces Centro').closest('tr')!;
    await userEvent.click(within(deleted).getByRole('button', { name: 'Restaurar' }));
    const restore = await screen.findByRole('alertdialog', { name: 'Restaurar proveedor' });
    await userEvent.click(within(restore).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(mutations.restore).toHaveBeenCalledWith(3));
  });

  it('hides what the route does not allow', () => {
    const { source } = fakeSource();
    renderPage(source, { create: false, edit: false, delete: false });
    expect(screen.queryByRole('button', { name: 'Nuevo proveedor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});
