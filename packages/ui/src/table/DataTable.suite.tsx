import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { DataTable, type DataTableProps } from './DataTable';
import type { Column } from './types';

interface Product {
  id: number;
  name: string;
  price: string;
}

const columns: Column<Product>[] = [
  { key: 'name', header: 'Nombre', sortable: true },
  { key: 'price', header: 'Precio', align: 'end', render: (row) => `$ ${row.price}` },
];

const products: Product[] = [
  { id: 1, name: 'Cuaderno', price: '35.00' },
  { id: 2, name: 'Lápiz', price: '8.50' },
];

function renderTable(props: Partial<DataTableProps<Product>> = {}) {
  const handlers = { onPageChange: jest.fn(), onSortChange: jest.fn(), onSearchChange: jest.fn(), onRetry: jest.fn() };
  render(
    <UiTestProvider>
      <DataTable<Product>
        caption="Productos"
        columns={columns}
        rows={products}
        total={2}
        page={1}
        pageSize={10}
        rowKey="id"
        {...handlers}
        {...props}
      />
    </UiTestProvider>,
  );
  return handlers;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('DataTable', () => {
  it('renders one table row per record with rendered cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Productos' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Cuaderno')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('$ 8.50')).toBeInTheDocument();
  });

  it('shows the empty text when there are no records', () => {
    renderTable({ rows: [], total: 0, emptyText: 'No hay productos' });
    expect(screen.getByText('No hay productos')).toBeInTheDocument();
  });

  it("uses 'No hay registros' as the default empty text", () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No hay registros')).toBeInTheDocument();
    expect(screen.getByText('0 registros')).toBeInTheDocument();
  });

  it('shows skeleton rows and marks the table busy while loading', () => {
    renderTable({ rows: [], isLoading: true, pageSize: 5 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('No hay registros')).not.toBeInTheDocument();
  });

  it('shows the error with a retry button', async () => {
    const handlers = renderTable({ error: 'No se pudieron cargar los productos' });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los productos');
    expect(screen.queryByText('Cuaderno')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(handlers.onRetry).toHaveBeenCalledTimes(1);
  });

  it('pages forwards and backwards in Spanish', async () => {
    const handlers = renderTable({ total: 45, page: 2 });
    expect(screen.getByText('Página 2 de 5')).toBeInTheDocument();
    expect(screen.getByText('45 registros')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(handlers.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(handlers.onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables the pager buttons at the first and last page', () => {
    renderTable({ total: 2, page: 1 });
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  it('changes the page size when options are offered', async () => {
    const onPageSizeChange = jest.fn();
    renderTable({ onPageSizeChange, pageSizeOptions: [10, 25] });
    await userEvent.selectOptions(screen.getByLabelText('Registros por página'), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('sorts ascending first and toggles to descending on the sorted column', async () => {
    const first = renderTable();
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(first.onSortChange).toHaveBeenCalledWith({ field: 'name', order: 'ASC' });
  });

  it('turns an ascending sort descending and marks the header', async () => {
    const handlers = renderTable({ sort: { field: 'name', order: 'ASC' } });
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    expect(handlers.onSortChange).toHaveBeenCalledWith({ field: 'name', order: 'DESC' });
  });

  it('turns a descending sort back to ascending', async () => {
    const handlers = renderTable({ sort: { field: 'name', order: 'DESC' } });
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header).getByRole('button'));
    expect(handlers.onSortChange).toHaveBeenCalledWith({ field: 'name', order: 'ASC' });
  });

  it('does not make non-sortable columns clickable', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Precio' });
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reports the search only 200 ms after typing stops', () => {
    jest.useFakeTimers();
    const handlers = renderTable();
    const input = screen.getByRole('searchbox', { name: 'Buscar…' });
    fireEvent.change(input, { target: { value: 'cua' } });
    act(() => {
      jest.advanceTimersByTime(150);
    });
    fireEvent.change(input, { target: { value: 'cuad' } });
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(handlers.onSearchChange).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(handlers.onSearchChange).toHaveBeenCalledTimes(1);
    expect(handlers.onSearchChange).toHaveBeenCalledWith('cuad');
  });

  it('renders row actions in an Acciones column', () => {
    renderTable({ actions: (row) => <button type="button">Editar {row.name}</button> });
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Lápiz' })).toBeInTheDocument();
  });
});

describe('DataTable on a phone (each row a card)', () => {
  interface Student {
    id: number;
    name: string;
    group: string;
    tutor: string;
    phone: string;
    balance: string;
    state: string;
  }
  const student: Student = { id: 1, name: 'Valeria Treviño Salinas', group: '3.º A', tutor: 'Rosa Salinas', phone: '8112345678', balance: '1,200.00', state: 'Activa' };
  const studentColumns: Column<Student>[] = [
    { key: 'name', header: 'Nombre' },
    { key: 'group', header: 'Grupo' },
    { key: 'tutor', header: 'Tutor' },
    { key: 'phone', header: 'Teléfono', phone: false },
    { key: 'balance', header: <span>Saldo</span>, exportHeader: 'Saldo' },
    { key: 'state', header: 'Estado', phone: true },
  ];
  const renderStudents = (actions: DataTableProps<Student>['actions']) =>
    render(
      <UiTestProvider>
        <DataTable<Student> caption="Alumnos" columns={studentColumns} rows={[student]} rowKey="id" actions={actions} />
      </UiTestProvider>,
    );

  it('titles the card with the first column, labels the key columns and leaves the others out', () => {
    renderStudents(undefined);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => [cell.dataset.label, cell.dataset.phone])).toEqual([
      ['Nombre', 'title'],
      ['Grupo', 'show'],
      ['Tutor', 'show'],
      ['Teléfono', 'hide'],
      ['Saldo', 'hide'],
      ['Estado', 'show'],
    ]);
  });

  it('gathers two or more row actions in a menu opened from the card, and Esc closes it', async () => {
    const user = userEvent.setup();
    renderStudents(() => (
      <>
        <button type="button">Editar</button>
        <button type="button">Eliminar</button>
      </>
    ));
    // Shown only below md (jsdom applies no media query, so here it stays hidden as on a wide screen).
    const trigger = document.querySelector<HTMLButtonElement>('button[data-menu-trigger]')!;
    expect(trigger).toHaveAttribute('aria-label', 'Acciones');
    const menu = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(menu).toContainElement(screen.getByRole('button', { name: 'Eliminar' }));
    expect(menu.parentElement).toHaveAttribute('data-many');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(menu.parentElement).toHaveAttribute('data-open');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('titles the card with the first column that does not refuse the phone', () => {
    render(
      <UiTestProvider>
        <DataTable<Product> caption="Menú" columns={[{ key: 'id', header: '#', phone: false }, ...columns]} rows={products} rowKey="id" />
      </UiTestProvider>,
    );
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.phone)).toEqual(['hide', 'title', 'show']);
  });

  it('keeps a single action as a button of its own', () => {
    renderStudents(() => <button type="button">Ver detalle</button>);
    expect(screen.getByRole('button', { name: 'Ver detalle' }).parentElement?.parentElement).not.toHaveAttribute('data-many');
  });
});

describe('DataTable as a fixed list (no page, no onPageChange)', () => {
  function renderList(props: Partial<Pick<DataTableProps<Product>, 'rows' | 'footer' | 'isLoading' | 'emptyText' | 'rowTone' | 'wrapText' | 'onRowDoubleClick' | 'actions'>> = {}) {
    render(
      <UiTestProvider>
        <DataTable<Product> caption="Conceptos" columns={columns} rows={products} rowKey="id" {...props} />
      </UiTestProvider>,
    );
  }

  it('shows every row with no pager, search box or toolbar', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Conceptos' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    expect(screen.queryByText(/registros/)).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('keeps the row buttons at the right edge while the other columns scroll (a phone hid them beyond it)', () => {
    renderList({ actions: (row) => <button type="button">Editar {row.name}</button> });
    const table = screen.getByRole('table', { name: 'Conceptos' });
    const header = within(table).getByRole('columnheader', { name: 'Acciones' });
    const cell = screen.getByRole('button', { name: 'Editar Cuaderno' }).closest('td')!;
    for (const element of [header, cell]) {
      expect(getComputedStyle(element).position).toBe('sticky');
      expect(getComputedStyle(element).right).toBe('0px');
    }
    // The data cells scroll as before.
    expect(getComputedStyle(within(table).getAllByRole('cell')[0]!).position).not.toBe('sticky');
  });

  it('ends with a totals row whose cells follow the columns and their alignment', () => {
    renderList({ footer: { name: 'Totales', price: '$ 43.50' } });
    const table = screen.getByRole('table', { name: 'Conceptos' });
    const rowGroups = within(table).getAllByRole('rowgroup');
    const footer = rowGroups[rowGroups.length - 1]!;
    expect(footer.tagName).toBe('TFOOT');
    const cells = within(footer).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Totales', '$ 43.50']);
    expect(getComputedStyle(cells[1]!).textAlign).toBe('end');
  });

  it('leaves the totals row out while loading', () => {
    renderList({ footer: { name: 'Totales' }, isLoading: true, rows: [] });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Totales')).not.toBeInTheDocument();
  });

  it('says its empty text when there are no rows', () => {
    renderList({ rows: [], emptyText: 'Sin movimientos' });
    expect(screen.getByText('Sin movimientos')).toBeInTheDocument();
  });

  it('keeps cells on one line unless wrapText lets a document fit its width', () => {
    renderList();
    // The scroll frame's own no-wrap lives in a style layer jsdom does not apply; the point is it is not overridden.
    expect(getComputedStyle(screen.getByRole('table').parentElement!).whiteSpace).not.toBe('normal');
    cleanup();
    renderList({ wrapText: true });
    expect(getComputedStyle(screen.getByRole('table').parentElement!).whiteSpace).toBe('normal');
  });

  it('marks the rows rowTone names and no others', () => {
    renderList({ rowTone: (row) => (row.id === 2 ? 'danger' : undefined) });
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first).not.toHaveAttribute('data-tone');
    expect(second).toHaveAttribute('data-tone', 'danger');
  });

  it('acts on a row when it is double-clicked, and only then', async () => {
    const onRowDoubleClick = jest.fn();
    renderList({ onRowDoubleClick });
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    await userEvent.click(first!);
    expect(onRowDoubleClick).not.toHaveBeenCalled();
    await userEvent.dblClick(second!);
    expect(onRowDoubleClick).toHaveBeenCalledTimes(1);
    expect(onRowDoubleClick).toHaveBeenCalledWith(products[1]);
  });
});
