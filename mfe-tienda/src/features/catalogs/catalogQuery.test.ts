import { describe, expect, it } from 'vitest';
import { catalogQuery } from './catalogQuery';

describe('catalogQuery', () => {
  const base = { page: 2, pageSize: 25, sort: { field: 'name', order: 'DESC' as const }, search: '', searchFields: ['name', 'rfc'] };

  it('pages and sorts without a search', () => {
    expect(catalogQuery(base)).toEqual({ page: 2, limit: 25, sort: [{ field: 'name', order: 'DESC' }] });
  });

  it('matches the text in any searchable field', () => {
    expect(catalogQuery({ ...base, search: ' norte ' }).search).toEqual({ $or: [{ name: { $contL: 'norte' } }, { rfc: { $contL: 'norte' } }] });
  });
});
