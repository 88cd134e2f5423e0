import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, jest } from '@jest/globals';
import { pagedResultProps, useTableState } from './useTableState';

describe('useTableState', () => {
  it('starts on page 1 with the default page size', () => {
    const { result } = renderHook(() => useTableState({ sort: { field: 'name', order: 'ASC' } }));
    expect(result.current.controls).toMatchObject({ page: 1, pageSize: 10, search: '', sort: { field: 'name', order: 'ASC' } });
  });

  it('goes back to page 1 whenever what is listed changes', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.controls.onPageChange(4));
    expect(result.current.page).toBe(4);
    act(() => result.current.controls.onSearchChange('lápiz'));
    expect(result.current).toMatchObject({ page: 1, search: 'lápiz' });
    act(() => result.current.controls.onPageChange(3));
    act(() => result.current.controls.onSortChange({ field: 'price', order: 'DESC' }));
    expect(result.current.page).toBe(1);
    act(() => result.current.controls.onPageChange(2));
    act(() => result.current.controls.onPageSizeChange(25));
    expect(result.current).toMatchObject({ page: 1, pageSize: 25 });
    act(() => result.current.controls.onPageChange(2));
    act(() => result.current.resetPage());
    expect(result.current.page).toBe(1);
  });
});

describe('pagedResultProps', () => {
  it('maps a paged query to rows, total, loading, error and retry', () => {
    const refetch = jest.fn();
    const props = pagedResultProps({ data: { data: [{ id: 1 }], total: 31 }, isLoading: false, error: new Error('Sin conexión'), refetch });
    expect(props).toMatchObject({ rows: [{ id: 1 }], total: 31, isLoading: false, error: 'Sin conexión' });
    props.onRetry();
    expect(refetch).toHaveBeenCalled();
  });

  it('shows an empty table while nothing has arrived', () => {
    expect(pagedResultProps({ data: undefined, isLoading: true, error: null, refetch: jest.fn() })).toMatchObject({ rows: [], total: 0, error: null });
  });
});
