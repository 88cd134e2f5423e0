// Manual stock adjustments with a reason, and the kardex of a product.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Paginated, StockAdjustmentRequest, StockAdjustmentResponse, StockMovement, StoreListQuery } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import type { Database, Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { products, stockMovements, storeSales, users } from '../../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../../plugins/errors';
import { quantityText, signedQuantity } from '../shared/amounts';
import type { StoreContext } from '../shared/context';
import { iso, paging } from '../shared/mappers';
import { putStock, takeStockRecorded } from '../shared/stock';

async function productOf(db: Executor, ctx: StoreContext, id: number, lock = false) {
  const query = db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, id), eq(products.companyId, ctx.companyId), eq(products.branchOfficeId, ctx.branchOfficeId), isNull(products.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Producto no encontrado en esta sucursal');
  return row;
}

/** What a kardex row names as its document: the sale's folio or the purchase order's number. */
function folioOf(row: typeof stockMovements.$inferSelect, sale: { serie: string; folio: number } | null): string | null {
  if (row.referenceType === 'sale' && sale) return `${sale.serie}-${sale.folio}`;
  if (row.referenceType === 'purchase-order' && row.referenceId !== null) return `Pedido ${row.referenceId}`;
  return null;
}

function toMovement(row: typeof stockMovements.$inferSelect, userName: string, sale: { serie: string; folio: number } | null = null): StockMovement {
  return {
    id: row.id,
    productId: row.productId,
    type: row.type as StockMovement['type'],
    quantity: quantityText(row.quantity),
    stockAfter: quantityText(row.stockAfter),
    reason: row.reason,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    folio: folioOf(row, sale),
    user: { id: row.userId, name: userName },
    createdAt: iso(row.createdAt),
  };
}

export async function kardex(db: Executor, ctx: StoreContext, productId: number, query: StoreListQuery): Promise<Paginated<StockMovement>> {
  await productOf(db, ctx, productId);
  const { page, limit, offset } = paging(query);
  const where = eq(stockMovements.productId, productId);
  const { total } = onlyRow(await db.select({ total: count() }).from(stockMovements).where(where));
  const rows = await db
    .select({ movement: stockMovements, userName: users.name, saleSerie: storeSales.serie, saleFolio: storeSales.folio })
    .from(stockMovements)
    .innerJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(storeSales, and(eq(stockMovements.referenceType, 'sale'), eq(storeSales.id, stockMovements.referenceId)))
    .where(where)
    .orderBy(desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
  const data = rows.map((r) => toMovement(r.movement, r.userName, r.saleSerie !== null && r.saleFolio !== null ? { serie: r.saleSerie, folio: r.saleFolio } : null));
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

export async function adjustStock(db: Database, ctx: StoreContext, body: StockAdjustmentRequest): Promise<StockAdjustmentResponse> {
  const reason = body.reason.trim();
  if (!reason) throw badRequest('Indique el motivo del ajuste', [{ field: 'reason', message: 'Este campo es requerido' }]);
  if ((body.newStock === undefined) === (body.delta === undefined)) throw badRequest('Indique el nuevo stock o la diferencia, no ambos');
  const newStock = body.newStock === undefined ? null : signedQuantity(body.newStock, 'newStock');
  const requestedDelta = body.delta === undefined ? null : signedQuantity(body.delta, 'delta');

  const result = await db.transaction(async (tx) => {
    const product = await productOf(tx, ctx, body.productId, true);
    const delta = newStock ? newStock.minus(product.stock) : requestedDelta!;
    if (delta.isZero()) throw badRequest('El ajuste no cambia el stock');
    const change = { productId: product.id, quantity: delta.abs().toString(), type: 'ajuste' as const, reason, referenceType: 'adjustment' as const, referenceId: null };
    return delta.isPositive() ? putStock(tx, ctx, change) : takeStockRecorded(tx, ctx, change);
  });
  const [row] = await db
    .select({ movement: stockMovements, userName: users.name })
    .from(stockMovements)
    .innerJoin(users, eq(users.id, stockMovements.userId))
    .where(eq(stockMovements.id, result.movementId));
  if (!row) throw new HttpError(500, 'Movimiento no registrado');
  return { productId: body.productId, stock: quantityText(Money.of(result.stock).toString()), movement: toMovement(row.movement, row.userName) };
}
