// Writing charges (what an enrolment owes). Rows travel as one JSON parameter per 5,000 charges and are
// expanded by jsonb_to_recordset: a mass enrolment of 33,000 charges is a handful of statements with one
// bound value each, instead of tens of thousands of parameters.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { charges } from '../../db/schema/index';

export type NewCharge = typeof charges.$inferInsert;

const CHUNK = 5000;

/** [property, column, SQL type] of every column a new charge may carry. */
const COLUMNS: [keyof NewCharge, string, string][] = [
  ['companyId', 'company_id', 'int'],
  ['branchOfficeId', 'branch_office_id', 'int'],
  ['module', 'module', 'smallint'],
  ['studentId', 'student_id', 'int'],
  ['externalId', 'external_id', 'int'],
  ['schoolInscriptionId', 'school_inscription_id', 'int'],
  ['schoolInscriptionConceptId', 'school_inscription_concept_id', 'int'],
  ['academyInscriptionId', 'academy_inscription_id', 'int'],
  ['conceptId', 'concept_id', 'int'],
  ['name', 'name', 'varchar'],
  ['satCode', 'sat_code', 'varchar'],
  ['unitCode', 'unit_code', 'varchar'],
  ['unit', 'unit', 'varchar'],
  ['withIva', 'with_iva', 'boolean'],
  ['quantity', 'quantity', 'int'],
  ['price', 'price', 'numeric'],
  ['year', 'year', 'smallint'],
  ['month', 'month', 'smallint'],
  ['paymentDay', 'payment_day', 'smallint'],
  ['dueDate', 'due_date', 'date'],
];

const columnList = sql.raw(COLUMNS.map(([, column]) => column).join(', '));
const recordType = sql.raw(COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', '));
/** Optional columns take their table default when a row leaves them out. */
const selectList = sql.raw(
  COLUMNS.map(([, column]) => (column === 'unit' ? `coalesce(r.unit, 'Servicio')` : column === 'with_iva' ? 'coalesce(r.with_iva, false)' : column === 'quantity' ? 'coalesce(r.quantity, 1)' : `r.${column}`)).join(', '),
);

/** Inserts charges (status pending); answers how many were written. */
export async function insertCharges(db: Executor, rows: readonly NewCharge[]): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((row) => Object.fromEntries(COLUMNS.map(([property, column]) => [column, row[property] ?? null])));
    await db.execute(sql`INSERT INTO charges (${columnList}) SELECT ${selectList} FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS r(${recordType})`);
  }
  return rows.length;
}
