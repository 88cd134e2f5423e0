import { describe, expect, it } from '@jest/globals';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CATALOG_RESOURCES } from '../modules/catalogs/index';
import { parseQueryString } from '../plugins/query-string';
import { parseFor } from './repository';
import { buildList } from './sql-builder';

const products = CATALOG_RESOURCES.find((resource) => resource.path === '/mini-store/products')!;
const compiled = (query: string) =>
  new PgDialect().sqlToQuery(buildList(products, parseFor(products, parseQueryString(query)), { companyId: 1, branchOfficeId: 1, includeDeleted: false }).page);

describe('a list statement and its plan', () => {
  it('writes LIMIT and OFFSET as numbers when no filter is a text pattern, so PostgreSQL may keep a generic plan', () => {
    const { sql, params } = compiled('filter[0]=isActive$$$eq$$true&sort[0]=name,ASC&limit=20&page=3');
    expect(sql).toContain('LIMIT 20 OFFSET 40');
    expect(params).not.toContain(20);
    expect(params).not.toContain(40);
  });

  it('keeps them as parameters when a filter is a pattern, so each search is planned for its own words', () => {
    for (const query of ['filter[0]=name$$$contL$$agua&limit=24', `s=${encodeURIComponent('{"$or":[{"code":{"$starts":"BEN"}},{"isActive":true}]}')}&limit=24`]) {
      const { sql, params } = compiled(query);
      expect(sql).toMatch(/LIMIT \$\d+ OFFSET \$\d+/);
      expect(params).toContain(24);
    }
  });
});
