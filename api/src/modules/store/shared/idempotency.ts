// Idempotency-Key: the first request with a key runs and stores its response in the same transaction;
// a retry (or a concurrent duplicate, which waits on the key's row lock) gets that response back.
import { and, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema/index';
import { HttpError } from '../../../plugins/errors';
import type { StoreContext } from './context';

class KeyTaken extends Error {}

/** The key a request claimed; work that stores its own response (in its last statement) sets `stored`. */
export interface IdempotencyClaim {
  companyId: number;
  key: string;
  stored: boolean;
}

/** The answer stored for a key of the company (422 when the key served another operation or user), or null. */
export async function storedResponse(db: Executor, ctx: StoreContext, key: string, scope: string): Promise<{ statusCode: number; response: unknown } | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, ctx.companyId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.scope !== scope || row.userId !== ctx.userId) throw new HttpError(422, 'La Idempotency-Key ya se usó en otra operación');
  return { statusCode: row.statusCode, response: row.response };
}

/**
 * Runs `work` in one transaction, once per key. Answers the status and body to send:
 * the new result, or the stored one of an earlier request with the same key.
 */
export async function runIdempotent<T, S extends number>(
  db: Database,
  ctx: StoreContext,
  key: string | null,
  scope: string,
  statusCode: S,
  work: (tx: Transaction, claim: IdempotencyClaim | null) => Promise<T>,
): Promise<{ statusCode: S; body: T }> {
  if (key === null) return { statusCode, body: await db.transaction((tx) => work(tx, null)) };
  // No look-up first: claiming the key is the look-up (a taken key rolls back and replays what was stored).
  try {
    const body = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ companyId: ctx.companyId, key, scope, userId: ctx.userId, statusCode })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new KeyTaken();
      const claim: IdempotencyClaim = { companyId: ctx.companyId, key, stored: false };
      const result = await work(tx, claim);
      if (!claim.stored) {
        await tx
          .update(idempotencyKeys)
          .set({ response: result as object })
          .where(and(eq(idempotencyKeys.companyId, ctx.companyId), eq(idempotencyKeys.key, key)));
      }
      return result;
    });
    return { statusCode, body };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const winner = await storedResponse(db, ctx, key, scope);
    if (!winner) throw new HttpError(409, 'La operación con esta Idempotency-Key está en curso; intente de nuevo', { retry: true });
    // The stored answer is the one this same operation gave (same scope, so the same status and shape).
    return { statusCode: winner.statusCode as S, body: winner.response as T };
  }
}
