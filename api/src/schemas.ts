// Request schema building blocks every module shares: the bounds of an id (PostgreSQL integer) and of an
// amount (numeric(14,2)) are written here once, so no route lets an overflowing value reach the database.
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { AMOUNT_PATTERN, RECORD_DAY_PATTERN, RECORD_YEARS } from '@mikro/domain';

/** The largest value of a PostgreSQL `integer` column (ids, folios, counters). */
export const MAX_INT = 2_147_483_647;
/** The largest amount numeric(14,2) holds. */
export const MAX_AMOUNT = '999999999999.99';

/** A scalar schema (integer, number, string, boolean) or a union of literals of one such type. */
type NullableScalar = TSchema & ({ type: 'integer' | 'number' | 'string' | 'boolean' } | { anyOf: readonly { type: string; const: unknown }[] });

/**
 * A scalar that may also be null, written as a JSON-schema type list (`type: ['integer', 'null']`) and never as
 * `Type.Union([x, Type.Null()])`. The API's AJV coerces types (Fastify's default, coerceTypes 'array'), and in an
 * anyOf each branch coerces before the next is tried: with the scalar first, null turns into 0, '' or false; with
 * null first, 0, '' and false turn into null (an age 0 saved as "no limit", an id 0 taken as "none" instead of
 * refused). A type list lets null through as null and coerces only toward the scalar ("7" still becomes 7).
 * Keywords such as minimum, pattern, format and description are kept; a literal union becomes an enum.
 */
export function Nullable<T extends NullableScalar>(schema: T): TUnsafe<Static<T> | null> {
  if ('anyOf' in schema) {
    const { anyOf, ...rest } = schema;
    const types = [...new Set(anyOf.map((member) => member.type))];
    if (types.length !== 1 || anyOf.some((member) => !('const' in member))) throw new Error('Nullable: a union must be literals of one type');
    return Type.Unsafe<Static<T> | null>({ ...rest, type: [types[0], 'null'], enum: [...anyOf.map((member) => member.const), null] });
  }
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** The id of a stored record: 1 … 2,147,483,647. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_INT, examples: [1] });
/** `:id` path parameter. */
export const IdParams = Type.Object({ id: Id });

export { AMOUNT_PATTERN };
/** An amount of money as a decimal string: 0 … 999,999,999,999.99, at most 2 decimals ("1250.50"). */
export const Amount = Type.String({ pattern: AMOUNT_PATTERN, maxLength: 15, description: 'Importe decimal, por ejemplo 1250.50' });
/** A signed amount (an adjustment): −999,999,999,999.99 … 999,999,999,999.99. */
export const SignedAmount = Type.String({ pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$', maxLength: 16, description: 'Importe decimal con signo, por ejemplo -50.00' });

/**
 * A real calendar day as 'AAAA-MM-DD' (2026-02-30 is refused) of a year from 1900 to 2199 (domain RECORD_YEARS:
 * a year 1 would enrol for year 1); days are those of America/Mexico_City. The pattern fails only for a year
 * outside the window; the error handler and the CRUD engine know it and answer RECORD_YEAR_MESSAGE.
 */
export const Day = Type.String({
  format: 'date',
  pattern: RECORD_DAY_PATTERN,
  description: `AAAA-MM-DD, año de ${RECORD_YEARS.first} a ${RECORD_YEARS.last}`,
  examples: ['2026-03-15'],
});

/** A local date and time as CFDI writes it, 'AAAA-MM-DDTHH:MM:SS' with no offset, on the calendar and the clock. */
export const LocalDateTime = Type.String({
  format: 'iso-date-time',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$',
  description: 'AAAA-MM-DDTHH:MM:SS (hora de la Ciudad de México)',
  examples: ['2026-03-15T10:30:00'],
});

/**
 * The Idempotency-Key header of a write that must happen once: a retry with the same key and request gets the
 * first answer; the same key with another request is refused (422).
 */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Un reintento con la misma clave y la misma solicitud responde el primer resultado; con otra solicitud, 422' }),
  ),
});

/** One page of a list: its rows, how many are on it, how many match in all, which page and of how many. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), count: Type.Integer(), total: Type.Integer(), page: Type.Integer(), pageCount: Type.Integer() });
