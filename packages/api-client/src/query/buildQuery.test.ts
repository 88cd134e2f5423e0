import { RequestQueryBuilder } from '@dataui/crud-request';
import { describe, expect, it } from '@jest/globals';
import { buildQuery, withQuery } from './buildQuery';

describe('buildQuery', () => {
  it('produces exactly what the CRUD library produces with the $$ delimiter', () => {
    const expected = RequestQueryBuilder.create({
      filter: [{ field: 'email', operator: '$eq', value: 'a@b.mx' }],
    }).query();

    const query = buildQuery({ filter: [{ field: 'email', operator: '$eq', value: 'a@b.mx' }] });

    expect(query).toBe(expected);
    expect(decodeURIComponent(query)).toBe('filter[0]=email$$$eq$$a@b.mx');
  });

  it('encodes fields, joins, sort, paging and deleted rows', () => {
    const query = buildQuery({
      fields: ['id', 'name'],
      join: [{ field: 'role', select: ['name'] }],
      sort: [{ field: 'name', order: 'ASC' }],
      or: [{ field: 'isActive', operator: '$eq', value: true }],
      limit: 10,
      page: 2,
      includeDeleted: true,
    });

    expect(decodeURIComponent(query).split('&')).toEqual([
      'fields=id,name',
      'or[0]=isActive$$$eq$$true',
      'join[0]=role$$name',
      'limit=10',
      'page=2',
      'sort[0]=name,ASC',
      'include_deleted=1',
    ]);
  });

  it('lets a search override filters, as the server does', () => {
    const query = buildQuery({
      search: { name: { $contL: 'ana' } },
      filter: [{ field: 'id', operator: '$gt', value: 3 }],
    });

    expect(decodeURIComponent(query)).toBe('s={"name":{"$contL":"ana"}}');
  });

  it('builds nothing for no parameters, and withQuery then leaves the path alone', () => {
    expect(buildQuery()).toBe('');
    expect(withQuery('/system/users')).toBe('/system/users');
    expect(withQuery('/system/users', { limit: 5 })).toBe('/system/users?limit=5');
  });
});
