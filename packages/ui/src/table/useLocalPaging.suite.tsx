import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { DataTable } from './DataTable';
import { useLocalPaging } from './useLocalPaging';

interface Line {
  id: number;
  name: string;
}

const lines: Line[] = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `Línea ${index + 1}` }));

describe('useLocalPaging', () => {
  it('gives the first page of the rows and their count', () => {
    const { result } = renderHook(() => useLocalPaging(lines));
    expect(result.current.rows.map((line) => line.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.current).toMatchObject({ total: 23, page: 1, pageSize: 10 });
  });

  it('slices the chosen page and goes back to page 1 on a new page size', () => {
    const { result } = renderHook(() => useLocalPaging(lines, { pageSize: 5 }));
    act(() => result.current.onPageChange(5));
    expect(result.current.rows.map((line) => line.id)).toEqual([21, 22, 23]);
    act(() => result.current.onPageSizeChange(25));
    expect(result.current).toMatchObject({ page: 1, pageSize: 25 });
    expect(result.current.rows).toHaveLength(23);
  });

  it('keeps the page in range when the list gets shorter', () => {
    const { result, rerender } = renderHook(({ rows }) => useLocalPaging(rows), { initialProps: { rows: lines } });
    act(() => result.current.onPageChange(3));
    rerender({ rows: lines.slice(0, 12) });
    expect(result.current.page).toBe(2);
    expect(result.current.rows.map((line) => line.id)).toEqual([11, 12]);
  });

  it('pages a DataTable through its pager', async () => {
    function Lines() {
      const paging = useLocalPaging(lines);
      return <DataTable<Line> caption="Líneas" columns={[{ key: 'name', header: 'Nombre' }]} rowKey="id" {...paging} />;
    }
    render(
      <UiTestProvider>
        <Lines />
      </UiTestProvider>,
    );
    expect(screen.getByText('23 registros')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Líneas' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Línea 11');
  });
});
