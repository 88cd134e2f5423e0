// Idempotency-Key (store sales and quotations, school and academy payments): the first request with a key runs and stores its response in the same transaction;
// a retry (or a concurrent duplicate, which waits on the key's row lock) gets that response back. The key's
// row keeps a hash of the request that claimed it: the same key with another request is refused (422).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { HttpError } from '../plugins/errors';

/** Who sends a keyed request: keys are the company's, each used by one user, in one branch office. */
export interface KeyOwner {
  companyId: number;
  userId: number;
  branchOfficeId: number;
}

/** JSON with the keys of every object in order: one text per request, whatever order the client wrote them in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash a key's row keeps of the request that claimed it (SHA-256 hex of the body as canonical JSON). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * The hash of a request as its Idempotency-Key compares it: the body (notes included) and the branch office it
 * was sent in — a key replayed from another branch office is another request, not a retry.
 */
export const requestHashIn = (ctx: Pick<KeyOwner, 'branchOfficeId'>, body: unknown): string => requestHash({ branchOfficeId: ctx.branchOfficeId, body });

/** The key came back with another request: answering the first one's result would leave this one undone without a word. */
export const keyReusedWithOtherRequest = () =>
  new HttpError(422, 'La Idempotency-Key ya se usó con otra solicitud (otros productos, importes o datos); genere una clave nueva para esta operación', {
    fields: [{ field: 'idempotency-key', message: 'Ya se usó con otra solicitud' }],
  });

class KeyTaken extends Error {}

/** The key a request claimed; work that stores its own response (in its last statement) sets `stored`. */
export interface IdempotencyClaim {
  companyId: number;
  key: string;
  stored: boolean;
}

/**
 * The answer stored for a key of the company, or null. 422 when the key served another operation or user, or,
 * given the request's hash, another request (a row claimed before hashes were kept is not compared).
 */
export async function storedResponse(db: Executor, ctx: Omit<KeyOwner, 'branchOfficeId'>, key: string, scope: string, hash?: string): Promise<{ statusCode: number; response: unknown } | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, ctx.companyId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.scope !== scope || row.userId !== ctx.userId) throw new HttpError(422, 'La Idempotency-Key ya se usó en otra operación');
  if (hash !== undefined && row.requestHash !== null && row.requestHash !== hash) throw keyReusedWithOtherRequest();
  return { statusCode: row.statusCode, response: row.response };
}

/**
 * Runs `work` in one transaction, once per key. Answers the status and body to send: the new result, or the
 * stored one of an earlier request with the same key and the same `request` (422 for another request).
 */
export async function runIdempotent<T, S extends number>(
  db: Database,
  ctx: KeyOwner,
  key: string | null,
  scope: string,
  statusCode: S,
  request: unknown,
  work: (tx: Transaction, claim: IdempotencyClaim | null) => Promise<T>,
): Promise<{ statusCode: S; body: T }> {
  if (key === null) return { statusCode, body: await db.transaction((tx) => work(tx, null)) };
  const hash = requestHashIn(ctx, request);
  // No look-up first: claiming the key is the look-up (a taken key rolls back and replays what was stored).
  try {
    const body = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ companyId: ctx.companyId, key, scope, userId: ctx.userId, statusCode, requestHash: hash })
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
    const winner = await storedResponse(db, ctx, key, scope, hash);
    if (!winner) throw new HttpError(409, 'La operación con esta Idempotency-Key está en curso; intente de nuevo', { retry: true });
    // The stored answer is the one this same operation gave (same scope, so the same status and shape).
    return { statusCode: winner.statusCode as S, body: winner.response as T };
  }
}
