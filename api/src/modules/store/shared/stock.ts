// Every stock change goes through here: a conditional update (never below zero) plus its kardex row.
import { sql } from 'drizzle-orm';
import type { StockMovementType } from '@mikro/contracts';
import type { Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { stockMovements } from '../../../db/schema/index';
import { HttpError } from '../../../plugins/errors';
import { rowsOf } from '../../../db/rows';
import type { StoreContext } from './context';

export interface StockChange {
  productId: number;
  /** Positive decimal string. */
  quantity: string;
  type: StockMovementType;
  reason?: string;
  referenceType: 'sale' | 'purchase-order' | 'adjustment';
  referenceId: number | null;
}

/** The kardex row of one stock change already applied. */
function movementRow(ctx: StoreContext, change: StockChange, signed: string, stockAfter: string) {
  return {
    companyId: ctx.companyId,
    branchOfficeId: ctx.branchOfficeId,
    productId: change.productId,
    type: change.type,
    quantity: signed,
    stockAfter,
    reason: change.reason ?? '',
    referenceType: change.referenceType,
    referenceId: change.referenceId,
    userId: ctx.userId,
  };
}

export async function recordMovement(db: Executor, ctx: StoreContext, change: StockChange, signed: string, stockAfter: string): Promise<number> {
  const row = onlyRow(
    await db
      .insert(stockMovements)
      .values(movementRow(ctx, change, signed, stockAfter))
      .returning({ id: stockMovements.id }),
  );
  return row.id;
}

/** Kardex rows of several stock changes already applied, in one insert. */
export async function recordMovements(db: Executor, ctx: StoreContext, items: { change: StockChange; signed: string; stockAfter: string }[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(stockMovements).values(
    items.map(({ change, signed, stockAfter }) => movementRow(ctx, change, signed, stockAfter)),
  );
}

/** The conditional update alone (no kardex row yet): the new stock, or 409 when there is not enough. */
export async function decrementStock(db: Executor, productId: number, quantity: string): Promise<string> {
  const [row] = await rowsOf<{ stock: string }>(
    db,
    sql`UPDATE products SET stock = stock - ${quantity}::numeric, updated_at = now()
        WHERE id = ${productId} AND stock >= ${quantity}::numeric RETURNING stock::text AS stock`,
  );
  if (row) return row.stock;
  const [product] = await rowsOf<{ name: string; stock: string }>(db, sql`SELECT name, stock::text AS stock FROM products WHERE id = ${productId}`);
  throw new HttpError(409, `Stock insuficiente de "${product?.name ?? productId}" (disponible: ${Number(product?.stock ?? 0)})`, { productId });
}

/**
 * Several conditional updates in one statement (a sale's lines): the rows are first locked in id order
 * (the materialised CTE, evaluated before any row is updated), so concurrent sales never deadlock; then
 * each product loses its quantity only if it has it. 409 naming the first product short of stock.
 */
export async function decrementStocks(db: Executor, items: { productId: number; quantity: string }[]): Promise<Map<number, string>> {
  const sorted = [...items].sort((a, b) => a.productId - b.productId);
  const ids = sql.join(
    sorted.map((item) => sql`${item.productId}::int`),
    sql`, `,
  );
  const values = sql.join(
    sorted.map((item) => sql`(${item.productId}::int, ${item.quantity}::numeric)`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: number; stock: string }>(
    db,
    sql`WITH locked AS MATERIALIZED (SELECT id FROM products WHERE id IN (${ids}) ORDER BY id FOR UPDATE)
        UPDATE products AS p SET stock = p.stock - v.qty, updated_at = now()
        FROM (VALUES ${values}) AS v(id, qty)
        WHERE p.id = v.id AND p.stock >= v.qty AND (SELECT count(*) FROM locked) = ${sorted.length}
        RETURNING p.id, p.stock::text AS stock`,
  );
  const after = new Map(rows.map((row) => [Number(row.id), row.stock]));
  const short = sorted.find((item) => !after.has(item.productId));
  if (!short) return after;
  const [product] = await rowsOf<{ name: string; stock: string }>(db, sql`SELECT name, stock::text AS stock FROM products WHERE id = ${short.productId}`);
  throw new HttpError(409, `Stock insuficiente de "${product?.name ?? short.productId}" (disponible: ${Number(product?.stock ?? 0)})`, { productId: short.productId });
}

/** Takes stock out; 409 when there is not enough. Call it in product-id order inside the transaction. */
export async function takeStock(db: Executor, ctx: StoreContext, change: StockChange): Promise<string> {
  const stock = await decrementStock(db, change.productId, change.quantity);
  await recordMovement(db, ctx, change, `-${change.quantity}`, stock);
  return stock;
}

/** Puts stock back or in (returns, receipts, positive adjustments). */
export async function putStock(db: Executor, ctx: StoreContext, change: StockChange): Promise<{ stock: string; movementId: number }> {
  const [row] = await rowsOf<{ stock: string }>(
    db,
    sql`UPDATE products SET stock = stock + ${change.quantity}::numeric, updated_at = now()
        WHERE id = ${change.productId} RETURNING stock::text AS stock`,
  );
  if (!row) throw new HttpError(404, 'Producto no encontrado');
  return { stock: row.stock, movementId: await recordMovement(db, ctx, change, change.quantity, row.stock) };
}

/** Takes stock out and answers the kardex row (adjustments). */
export async function takeStockRecorded(db: Executor, ctx: StoreContext, change: StockChange): Promise<{ stock: string; movementId: number }> {
  const [row] = await rowsOf<{ stock: string }>(
    db,
    sql`UPDATE products SET stock = stock - ${change.quantity}::numeric, updated_at = now()
        WHERE id = ${change.productId} AND stock >= ${change.quantity}::numeric RETURNING stock::text AS stock`,
  );
  if (!row) throw new HttpError(409, 'El ajuste dejaría el stock por debajo de cero');
  return { stock: row.stock, movementId: await recordMovement(db, ctx, change, `-${change.quantity}`, row.stock) };
}
