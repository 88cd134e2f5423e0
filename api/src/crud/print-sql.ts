// Prints, as plain SQL with the parameters inlined, the statements the engine runs for one list request:
//   node --import tsx src/crud/print-sql.ts <resource path> '<query string>' <companyId> [branchOfficeId]
// The bench feeds them to pgbench so the database's own ceiling is measured on exactly the API's SQL.
import { PgDialect } from 'drizzle-orm/pg-core';
import { CATALOG_RESOURCES } from '../modules/catalogs/index';
import { parseQueryString } from '../plugins/query-string';
import { parseFor } from './repository';
import { buildList } from './sql-builder';

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

export function inlineSql(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => literal(query.params[Number(index) - 1]));
}

const [path, queryString = '', companyId = '1', branchOfficeId] = process.argv.slice(2);
const resource = CATALOG_RESOURCES.find((r) => r.path === path);
if (!resource) {
  console.error(`Unknown resource ${path}`);
  process.exit(2);
}
const query = parseFor(resource, parseQueryString(queryString));
const built = buildList(resource, query, {
  companyId: Number(companyId),
  branchOfficeId: resource.scope === 'branch' ? Number(branchOfficeId) : null,
  includeDeleted: query.includeDeleted,
});
const dialect = new PgDialect();
console.log(`${inlineSql(dialect.sqlToQuery(built.page))};`);
