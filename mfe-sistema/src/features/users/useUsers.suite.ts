import { describe, expect, it } from '@jest/globals';
import { usersQuery, type UsersListState } from './useUsers';

const state = (overrides: Partial<UsersListState> = {}): UsersListState => ({
  page: 2,
  pageSize: 10,
  search: '',
  status: 'all',
  sort: { field: 'name', order: 'ASC' },
  ...overrides,
});

describe('usersQuery', () => {
  it('pages and sorts without filters when nothing is searched', () => {
    expect(usersQuery(state())).toEqual({ filter: [], sort: [{ field: 'name', order: 'ASC' }], page: 2, limit: 10 });
  });

  it('searches the name case-insensitively, trimmed', () => {
    expect(usersQuery(state({ search: '  Laura ' })).filter).toEqual([{ field: 'name', operator: '$contL', value: 'Laura' }]);
  });

  it('filters by active flag', () => {
    expect(usersQuery(state({ status: 'inactive' })).filter).toEqual([{ field: 'isActive', operator: '$eq', value: false }]);
    expect(usersQuery(state({ status: 'active' })).filter).toEqual([{ field: 'isActive', operator: '$eq', value: true }]);
  });
});
