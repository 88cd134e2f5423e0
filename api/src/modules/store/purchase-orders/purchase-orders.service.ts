// Purchase orders to warehouse providers: lines at provider prices, status borrador → enviada →
// parcialmente surtida → surtida (or cancelada); receiving raises stock with kardex rows.
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type {
  Paginated,
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseOrderListQuery,
  PurchaseOrderStatus,
  PurchaseOrderStatusRequest,
  ReceivePurchaseOrderRequest,
  SavePurchaseOrderRequest,
} from '@mikro/contracts';
import { Money } from '@mikro/domain';
import type { Database, Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { productProviders, products, purchaseOrderLines, purchaseOrders, users, warehouseProviders } from '../../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../../plugins/errors';
import { amount, positiveQuantity, quantityText } from '../shared/amounts';
import type { StoreContext } from '../shared/context';
import { iso, paging } from '../shared/mappers';
import { putStock } from '../shared/stock';

type OrderRow = typeof purchaseOrders.$inferSelect;

const scoped = (ctx: StoreContext) => and(eq(purchaseOrders.companyId, ctx.companyId), eq(purchaseOrders.branchOfficeId, ctx.branchOfficeId));

function toOrder(row: OrderRow, providerName: string, userName: string): PurchaseOrder {
  return {
    id: row.id,
    branchOfficeId: row.branchOfficeId,
    provider: { id: row.providerId, name: providerName },
    status: row.status as PurchaseOrderStatus,
    total: row.total,
    notes: row.notes,
    expectedDate: row.expectedDate,
    user: { id: row.userId, name: userName },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function selectOrders(db: Executor) {
  return db
    .select({ order: purchaseOrders, providerName: warehouseProviders.name, userName: users.name })
    .from(purchaseOrders)
    .innerJoin(warehouseProviders, eq(warehouseProviders.id, purchaseOrders.providerId))
    .innerJoin(users, eq(users.id, purchaseOrders.userId));
}

export async function getOrder(db: Executor, ctx: StoreContext, id: number): Promise<PurchaseOrderDetail> {
  const [row] = await selectOrders(db).where(and(scoped(ctx), eq(purchaseOrders.id, id)));
  if (!row) throw notFound('Orden de compra no encontrada');
  const lines = await db
    .select({ line: purchaseOrderLines, name: products.name, code: products.code })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(eq(purchaseOrderLines.orderId, id))
    .orderBy(purchaseOrderLines.id);
  return {
    ...toOrder(row.order, row.providerName, row.userName),
    lines: lines.map(({ line, name, code }) => ({
      id: line.id,
      productId: line.productId,
      productName: name,
      productCode: code,
      quantity: quantityText(line.quantity),
      receivedQuantity: quantityText(line.receivedQuantity),
      unitCost: line.unitCost,
      total: Money.of(line.quantity).times(line.unitCost).toFixed2(),
    })),
  };
}

export async function listOrders(db: Executor, ctx: StoreContext, query: PurchaseOrderListQuery): Promise<Paginated<PurchaseOrder>> {
  const { page, limit, offset } = paging(query);
  const conditions: (SQL | undefined)[] = [scoped(ctx)];
  if (query.status !== undefined) conditions.push(eq(purchaseOrders.status, query.status));
  if (query.providerId !== undefined) conditions.push(eq(purchaseOrders.providerId, query.providerId));
  const where = and(...conditions);
  const { total } = onlyRow(await db.select({ total: count() }).from(purchaseOrders).where(where));
  const rows = await selectOrders(db).where(where).orderBy(desc(purchaseOrders.id)).limit(limit).offset(offset);
  const data = rows.map((r) => toOrder(r.order, r.providerName, r.userName));
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

interface OrderInput {
  providerId: number;
  notes: string;
  expectedDate: string | null;
  lines: { productId: number; quantity: Money; unitCost: Money | null }[];
}

/** The order asked for (shaped by the route schema): each product once, quantities above zero, costs in centavos. */
function validateOrder(body: SavePurchaseOrderRequest): OrderInput {
  const seen = new Set<number>();
  const lines = body.lines.map(({ productId, quantity, unitCost }, index) => {
    if (seen.has(productId)) throw badRequest('Producto repetido', [{ field: `lines.${index}.productId`, message: 'Repetido' }]);
    seen.add(productId);
    return {
      productId,
      quantity: positiveQuantity(quantity, `lines.${index}.quantity`),
      unitCost: unitCost === undefined ? null : amount(unitCost, `lines.${index}.unitCost`),
    };
  });
  return { providerId: body.providerId, notes: body.notes ?? '', expectedDate: body.expectedDate ?? null, lines };
}

async function requireProvider(tx: Executor, ctx: StoreContext, providerId: number): Promise<void> {
  const [provider] = await tx
    .select({ id: warehouseProviders.id })
    .from(warehouseProviders)
    .where(and(eq(warehouseProviders.id, providerId), eq(warehouseProviders.companyId, ctx.companyId), isNull(warehouseProviders.deletedAt)));
  if (!provider) throw badRequest('El proveedor no existe', [{ field: 'providerId', message: 'No existe' }]);
}

async function writeLines(tx: Executor, ctx: StoreContext, orderId: number, input: OrderInput): Promise<string> {
  const ids = input.lines.map((l) => l.productId);
  const found = await tx
    .select({ id: products.id, priceProvider: products.priceProvider })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.companyId, ctx.companyId), eq(products.branchOfficeId, ctx.branchOfficeId), isNull(products.deletedAt)));
  const costs = await tx
    .select({ productId: productProviders.productId, cost: productProviders.cost })
    .from(productProviders)
    .where(and(inArray(productProviders.productId, ids), eq(productProviders.providerId, input.providerId)));
  let total = Money.ZERO;
  const values = input.lines.map((line) => {
    const product = found.find((p) => p.id === line.productId);
    if (!product) throw badRequest(`El producto ${line.productId} no existe en esta sucursal`);
    const unitCost = line.unitCost ?? Money.of(costs.find((c) => c.productId === line.productId)?.cost ?? product.priceProvider);
    total = total.plus(line.quantity.times(unitCost).round());
    return { orderId, productId: line.productId, quantity: line.quantity.toString(), unitCost: unitCost.toFixed2() };
  });
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId));
  await tx.insert(purchaseOrderLines).values(values);
  return total.toFixed2();
}

export async function createOrder(db: Database, ctx: StoreContext, body: SavePurchaseOrderRequest): Promise<PurchaseOrderDetail> {
  const input = validateOrder(body);
  const id = await db.transaction(async (tx) => {
    await requireProvider(tx, ctx, input.providerId);
    const row = onlyRow(
      await tx
        .insert(purchaseOrders)
        .values({ companyId: ctx.companyId, branchOfficeId: ctx.branchOfficeId, providerId: input.providerId, notes: input.notes, expectedDate: input.expectedDate, userId: ctx.userId })
        .returning({ id: purchaseOrders.id }),
    );
    const total = await writeLines(tx, ctx, row.id, input);
    await tx.update(purchaseOrders).set({ total }).where(eq(purchaseOrders.id, row.id));
    return row.id;
  });
  return getOrder(db, ctx, id);
}

async function lockOrder(tx: Executor, ctx: StoreContext, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(purchaseOrders).where(and(scoped(ctx), eq(purchaseOrders.id, id))).for('update');
  if (!row) throw notFound('Orden de compra no encontrada');
  return row;
}

export async function updateOrder(db: Database, ctx: StoreContext, id: number, body: SavePurchaseOrderRequest): Promise<PurchaseOrderDetail> {
  const input = validateOrder(body);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, ctx, id);
    if (order.status !== 'borrador') throw new HttpError(409, 'Solo se puede editar una orden en borrador');
    await requireProvider(tx, ctx, input.providerId);
    const total = await writeLines(tx, ctx, id, input);
    await tx.update(purchaseOrders).set({ providerId: input.providerId, notes: input.notes, expectedDate: input.expectedDate, total }).where(eq(purchaseOrders.id, id));
  });
  return getOrder(db, ctx, id);
}

const TRANSITIONS: Record<'enviada' | 'cancelada', PurchaseOrderStatus[]> = {
  enviada: ['borrador'],
  cancelada: ['borrador', 'enviada', 'parcialmente surtida'],
};

export async function setOrderStatus(db: Database, ctx: StoreContext, id: number, body: PurchaseOrderStatusRequest): Promise<PurchaseOrderDetail> {
  const status = body.status;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, ctx, id);
    if (!TRANSITIONS[status].includes(order.status as PurchaseOrderStatus)) throw new HttpError(409, `Una orden ${order.status} no puede pasar a ${status}`);
    await tx.update(purchaseOrders).set({ status }).where(eq(purchaseOrders.id, id));
  });
  return getOrder(db, ctx, id);
}

/** Receives goods, fully or partly; stock rises with a kardex row per product. */
export async function receiveOrder(db: Database, ctx: StoreContext, id: number, body: ReceivePurchaseOrderRequest): Promise<PurchaseOrderDetail> {
  const requested = body.lines?.map(({ lineId, quantity }, index) => ({ lineId, index, quantity: positiveQuantity(quantity, `lines.${index}.quantity`) })) ?? null;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, ctx, id);
    if (order.status === 'borrador') throw new HttpError(409, 'Envíe la orden al proveedor antes de surtirla');
    if (order.status === 'surtida' || order.status === 'cancelada') throw new HttpError(409, `La orden está ${order.status}`);
    const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
    const receipts = (requested ?? lines.map((l, index) => ({ lineId: l.id, index, quantity: Money.of(l.quantity).minus(l.receivedQuantity) }))).filter((r) => r.quantity.isPositive());
    if (receipts.length === 0) throw new HttpError(409, 'No hay nada pendiente por surtir');
    const received = new Map<number, Money>(lines.map((l) => [l.id, Money.of(l.receivedQuantity)]));
    const byProduct: { productId: number; lineId: number; quantity: Money }[] = [];
    for (const receipt of receipts) {
      const line = lines.find((l) => l.id === receipt.lineId);
      if (!line) throw badRequest(`La línea ${receipt.lineId} no pertenece a la orden`);
      const after = received.get(line.id)!.plus(receipt.quantity);
      if (after.gt(line.quantity)) {
        // Named by its product and what is left: the line's id meant nothing to the person receiving.
        const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, line.productId));
        const message = `Se reciben más unidades de las pedidas de ${product?.name ?? 'un producto'}: quedan ${quantityText(Money.of(line.quantity).minus(received.get(line.id)!))} por recibir`;
        throw new HttpError(409, message, { fields: [{ field: `lines.${receipt.index}.quantity`, message }] });
      }
      received.set(line.id, after);
      byProduct.push({ productId: line.productId, lineId: line.id, quantity: receipt.quantity });
    }
    for (const item of byProduct.sort((a, b) => a.productId - b.productId)) {
      await tx.update(purchaseOrderLines).set({ receivedQuantity: received.get(item.lineId)!.toString() }).where(eq(purchaseOrderLines.id, item.lineId));
      await putStock(tx, ctx, {
        productId: item.productId,
        quantity: item.quantity.toString(),
        type: 'entrada',
        reason: body.notes || `Orden de compra ${id}`,
        referenceType: 'purchase-order',
        referenceId: id,
      });
    }
    const complete = lines.every((l) => received.get(l.id)!.eq(l.quantity));
    await tx.update(purchaseOrders).set({ status: complete ? 'surtida' : 'parcialmente surtida' }).where(eq(purchaseOrders.id, id));
  });
  return getOrder(db, ctx, id);
}
