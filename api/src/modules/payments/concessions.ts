// Who may concede at a fee counter, and the audit trail of what was conceded (the student's statement and the
// concessions report read it).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { INSTITUTION_TIME_ZONE, Money } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { chargePayments, feeConcessions, users } from '../../db/schema/index';
import { badRequest, forbidden } from '../../plugins/errors';
import { hasPermission } from '../../shared/access';
import { paymentsToday, type PaymentModule } from './context';

/** The action of a counter route that lets a role waive surcharges and grant discounts. */
export const CONCEDE_ACTION = 'condonar';

/** Refuses (403) a concession by a role that does not hold the counter route's 'condonar' action (administrators may). */
export async function assertMayConcede(db: Executor, caller: { isAdmin: boolean; roleId: number }, counterRoute: string): Promise<void> {
  if (caller.isAdmin || (await hasPermission(db, caller.roleId, counterRoute, CONCEDE_ACTION))) return;
  throw forbidden('Su rol no puede condonar recargos ni conceder descuentos; pida la acción «Condonar» de la pantalla de cobro');
}

export interface ConcessionRecord {
  id: number;
  kind: 'condonacion' | 'descuento';
  name: string;
  amount: string;
  reason: string;
  paymentId: number;
  serie: string;
  folio: number;
  paymentStatus: string;
  chargeId: number;
  studentId: number | null;
  externalId: number | null;
  userName: string;
  createdAt: string;
}

/** The concessions of a company's module matching `where`, newest first (at most `limit`). */
export async function listConcessions(db: Executor, companyId: number, module: PaymentModule, where: SQL | undefined, limit = 500): Promise<ConcessionRecord[]> {
  const rows = await db
    .select({
      id: feeConcessions.id,
      kind: feeConcessions.kind,
      name: feeConcessions.name,
      amount: feeConcessions.amount,
      reason: feeConcessions.reason,
      paymentId: feeConcessions.paymentId,
      serie: chargePayments.serie,
      folio: chargePayments.folio,
      paymentStatus: chargePayments.status,
      chargeId: feeConcessions.chargeId,
      studentId: feeConcessions.studentId,
      externalId: feeConcessions.externalId,
      userName: users.name,
      createdAt: feeConcessions.createdAt,
    })
    .from(feeConcessions)
    .innerJoin(chargePayments, eq(chargePayments.id, feeConcessions.paymentId))
    .innerJoin(users, eq(users.id, feeConcessions.userId))
    .where(and(eq(feeConcessions.companyId, companyId), eq(feeConcessions.module, module), where))
    .orderBy(desc(feeConcessions.createdAt), desc(feeConcessions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, kind: row.kind === 'descuento' ? 'descuento' : 'condonacion', createdAt: row.createdAt.toISOString() }));
}

/** The concessions of a period of institution days (both ends included). */
export const concessionsBetween = (from: string, to: string): SQL =>
  sql`(${feeConcessions.createdAt} at time zone ${INSTITUTION_TIME_ZONE})::date between ${from}::date and ${to}::date`;

/** The concessions on a student's lines. */
export const concessionsOfStudent = (studentId: number): SQL => eq(feeConcessions.studentId, studentId);

/**
 * The concessions of a module in a period (institution days, both included) and what they add up to; those of
 * one branch office when given (academy payments belong to theirs, school payments to the company).
 */
export async function concessionReport(
  db: Executor,
  scope: { companyId: number; branchOfficeId?: number },
  module: PaymentModule,
  query: { from?: string; to?: string },
): Promise<{ rows: ConcessionRecord[]; waived: string; discounted: string }> {
  const from = query.from ?? paymentsToday();
  const to = query.to ?? from;
  if (to < from) throw badRequest('El periodo no es válido', [{ field: 'to', message: 'Debe ser igual o posterior a la fecha inicial' }]);
  const inBranch = scope.branchOfficeId === undefined ? undefined : eq(feeConcessions.branchOfficeId, scope.branchOfficeId);
  const rows = await listConcessions(db, scope.companyId, module, and(concessionsBetween(from, to), inBranch), 5000);
  const sum = (kind: ConcessionRecord['kind']) => Money.sum(rows.filter((row) => row.kind === kind).map((row) => row.amount)).toFixed2();
  return { rows, waived: sum('condonacion'), discounted: sum('descuento') };
}
