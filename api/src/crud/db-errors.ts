// PostgreSQL errors a client can cause, as the Spanish 4xx answers they deserve (never a 500).
import { pgCode, pgConstraint } from '../db/errors';
import { HttpError, MESSAGES } from '../plugins/errors';

export const DUPLICATE = 'Ya existe un registro con ese valor';
export const MISSING_REFERENCE = 'El registro relacionado no existe';
export const IN_USE = 'No se puede eliminar el registro porque otros registros dependen de él';

/**
 * Maps a database error to an HttpError, or returns the error unchanged when it is not the client's fault.
 * `uniqueFields` (uniqueFieldsOf the table written) lets a duplicate name the fields that collided.
 */
export function mapDatabaseError(error: unknown, operation: 'write' | 'delete', uniqueFields?: Map<string, string[]>): unknown {
  const code = pgCode(error);
  if (!code) return error;
  if (code === '23505') {
    const fields = uniqueFields?.get(pgConstraint(error) ?? '') ?? [];
    return new HttpError(409, DUPLICATE, fields.length > 0 ? { fields: fields.map((field) => ({ field, message: DUPLICATE })) } : {});
  }
  if (code === '23503') return operation === 'delete' ? new HttpError(409, IN_USE) : new HttpError(400, MISSING_REFERENCE);
  if (code === '23502' || code === '23514') return new HttpError(400, MESSAGES.invalidData);
  // Class 22: data exceptions (numeric overflow, invalid date, value too long…).
  if (code.startsWith('22')) return new HttpError(400, MESSAGES.invalidData);
  return error;
}
