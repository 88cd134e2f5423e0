// Which fields a duplicate is about: each unique index or constraint of a table, by its name, with the
// properties of its columns. The scope columns (company, branch office) are left out: the person cannot
// change them, so a form marks the field that made the row collide (a product's code, a role's name).
import { Column, is, SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

const SCOPE_FIELDS = new Set(['companyId', 'branchOfficeId']);

/** Constraint or index name → the fields it makes unique. */
export function uniqueFieldsOf(table: PgTable): Map<string, string[]> {
  const { columns, indexes, uniqueConstraints } = getTableConfig(table);
  const fieldByColumn = new Map<string, string>();
  for (const [key, column] of Object.entries(table as unknown as Record<string, unknown>)) {
    if (is(column, Column)) fieldByColumn.set(column.name, key);
  }
  const fieldsOf = (names: string[]) => names.map((name) => fieldByColumn.get(name)).filter((field): field is string => field !== undefined && !SCOPE_FIELDS.has(field));
  const byName = new Map<string, string[]>();
  for (const column of columns) {
    if (column.isUnique && column.uniqueName) byName.set(column.uniqueName, fieldsOf([column.name]));
  }
  for (const constraint of uniqueConstraints) {
    if (constraint.name) byName.set(constraint.name, fieldsOf(constraint.columns.map((column) => column.name)));
  }
  for (const index of indexes) {
    if (!index.config.unique || !index.config.name) continue;
    // An indexed expression such as lower(email) names its columns inside the SQL.
    const names = index.config.columns.flatMap((part) =>
      is(part, SQL) ? part.queryChunks.filter((chunk): chunk is Column => is(chunk, Column)).map((column) => column.name) : [(part as { name: string }).name],
    );
    byName.set(index.config.name, fieldsOf(names));
  }
  return byName;
}
