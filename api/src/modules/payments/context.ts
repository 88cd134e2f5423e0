// Who collects a payment, and the day the rules are evaluated on.
import { institutionToday } from '@mikro/domain';

/** The caller's company, user and branch office (structurally the store's context, so its helpers apply). */
export interface PaymentContext {
  companyId: number;
  userId: number;
  branchOfficeId: number;
}

/** 2 academia, 3 colegio. */
export type PaymentModule = 2 | 3;
export const MODULE_SCHOOL = 3 as const;
export const MODULE_ACADEMY = 2 as const;

/**
 * The clock of the payment rules. Tests replace `now` (vi.spyOn(paymentsClock, 'now')) to put "today"
 * on a boundary day; everything else reads `paymentsToday()`.
 */
export const paymentsClock = { now: (): Date => new Date() };

/** Today in Mexico City, 'YYYY-MM-DD'. */
export function paymentsToday(): string {
  return institutionToday(paymentsClock.now());
}

/** The folio series of a module in a branch office: school 'C1', academy 'A1'. */
export function paymentSerie(module: PaymentModule, branchOfficeId: number): string {
  return `${module === MODULE_SCHOOL ? 'C' : 'A'}${branchOfficeId}`;
}
