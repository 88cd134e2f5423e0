import { describe, expect, it } from '@jest/globals';
import { listQuery, type ListState } from './listQuery';

const base: ListState = { page: 1, pageSize: 10, search: '', status: 'all', showDeleted: false, sort: { field: 'name', order: 'ASC' } };

describe('listQuery', () => {
  it('pages and sorts with only the fixed filters when nothing is searched', () => {
    expect(listQuery({ ...base, page: 3 }, { searchFields: ['name'], fixedFilters: [{ field: 'kind', operator: '$eq', value: 2 }] })).toEqual({
      filter: [{ field: 'kind', operator: '$eq', value: 2 }],
      sort: [{ field: 'name', order: 'ASC' }],
      page: 3,
      limit: 10,
    });
  });

  it('searches one field case-insensitively, trimmed, with the status filter', () => {
    const query = listQuery({ ...base, search: '  Norte ', status: 'inactive' }, { searchFields: ['name'] });
    expect(query.filter).toEqual([
      { field: 'isActive', operator: '$eq', value: false },
      { field: 'name', operator: '$contL', value: 'Norte' },
    ]);
  });

  it('searches several fields with one search condition that keeps the filters', () => {
    const query = listQuery({ ...base, search: 'abc', status: 'active' }, { searchFields: ['name', 'cct'] });
    expect(query.search).toEqual({ $and: [{ isActive: { $eq: true } }, { $or: [{ name: { $contL: 'abc' } }, { cct: { $contL: 'abc' } }] }] });
  });

  it('adds the select filters chosen on screen and skips the empty ones', () => {
    const query = listQuery({ ...base, filters: { storeClassificationId: 4, providerId: '', brand: null } }, { searchFields: ['name'] });
    expect(query.filter).toEqual([{ field: 'storeClassificationId', operator: '$eq', value: 4 }]);
  });

  it('asks for soft-deleted rows and joins only when told, and leaves the order to the server without a sort', () => {
    const query = listQuery({ ...base, showDeleted: true }, { searchFields: ['name'], join: [{ field: 'extraChargesType' }] });
    expect(query.includeDeleted).toBe(true);
    expect(query.join).toEqual([{ field: 'extraChargesType' }]);
    expect(listQuery(base, { searchFields: ['name'] })).not.toHaveProperty('includeDeleted');
    expect(listQuery({ ...base, sort: null }, { searchFields: [] })).not.toHaveProperty('sort');
  });
});
