import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { pagedTableProps } from './pagedTableProps';
import { useTableState } from './useTableState';

describe('pagedTableProps', () => {
  it('gives the query result with the table state page and size, whose handlers move that state', () => {
    const { result } = renderHook(() => useTableState());
    const query = { data: { data: [{ id: 1 }], total: 31 }, isLoading: false, error: null, refetch: jest.fn() };
    act(() => pagedTableProps(result.current, query).onPageChange(3));
    expect(pagedTableProps(result.current, query)).toMatchObject({ rows: [{ id: 1 }], total: 31, page: 3, pageSize: 10, isLoading: false, error: null });
    act(() => pagedTableProps(result.current, query).onPageSizeChange(25));
    expect(pagedTableProps(result.current, query)).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('leaves search and sort to the screen', () => {
    const { result } = renderHook(() => useTableState());
    const props = pagedTableProps(result.current, { data: undefined, isLoading: true, error: null, refetch: jest.fn() });
    expect(Object.keys(props).sort()).toEqual(['error', 'isLoading', 'onPageChange', 'onPageSizeChange', 'onRetry', 'page', 'pageSize', 'rows', 'total']);
  });
});
