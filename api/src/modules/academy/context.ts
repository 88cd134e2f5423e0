// What every academy operation needs from the request, and small SQL helpers.
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';

export interface AcademyContext {
  companyId: number;
  userId: number;
  branchOfficeId: number;
}

/** Academies work in one branch office: the X-Branch-Office header is required. */
export function academyContext(request: FastifyRequest): AcademyContext {
  const auth = callerOf(request);
  if (request.branchOfficeId === null) throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: 'Este campo es requerido' }]);
  return { companyId: auth.companyId, userId: auth.userId, branchOfficeId: request.branchOfficeId };
}

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
export function pgCode(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Today in Mexico City ('YYYY-MM-DD'): the calendar the academies charge by. */
const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });
export function todayInMexico(now = new Date()): string {
  return dayFormatter.format(now);
}
