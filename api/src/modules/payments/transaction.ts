// A payment's transaction in two messages to PostgreSQL (ADR 0013): the opening statement travels with the
// BEGIN, the last statements (the writing one, then the folio) with the COMMIT. Between them the API prices the
// payment; nothing outside the database runs while the folio counter is locked. The statements are prepared
// once per connection with SQL PREPARE, since only the simple protocol carries several statements in one
// message, and EXECUTE then reuses the plan. The runner is the shared one (db/fixed-transaction.ts).
import type { AppDatabase } from '../../db/client';
import { inFixedTransaction, type FixedStatements, type TransactionShape } from '../../db/fixed-transaction';

export { preparedName, type FixedStatement, type Step } from '../../db/fixed-transaction';

/** How a payment's transaction runs its statements: `first`, then `db` for what only a refusal reads, then `last`. */
export type PaymentStatements = Pick<FixedStatements, 'db' | 'first' | 'last'>;

/**
 * What the first message sends before its statement. The statements' plans do not depend on their values (ids
 * through primary keys, small catalogues), but the planner's cost comparison keeps re-planning the opening for
 * every execution (its generic estimate for `= ANY($n)` looks dearer), which was more than half of PostgreSQL's CPU per
 * payment: the transaction uses the generic plans.
 */
export const OPENING_MESSAGE = ['BEGIN', 'SET LOCAL plan_cache_mode = force_generic_plan'];

/** The opening with the first statement, the last statements with the COMMIT, all as EXECUTEs of prepared statements. */
const PAYMENT_TRANSACTION: TransactionShape = { label: 'payments', opening: OPENING_MESSAGE, openingSent: 'with-first', inMessage: 'execute' };

/**
 * Runs `work` in one transaction: on PostgreSQL on a pooled connection of its own, `first` sent with the BEGIN
 * and `last` with the COMMIT (a transaction `work` leaves without `last` is committed after it); on PGlite in a
 * drizzle transaction, where the database is in this process and there is no round trip to save.
 */
export function inPaymentTransaction<T>(database: AppDatabase, work: (statements: PaymentStatements) => Promise<T>): Promise<T> {
  return inFixedTransaction(database, PAYMENT_TRANSACTION, work);
}
