// A sale in one transaction: open register, server-side prices, stock (no oversell), folio,
// payments and their cash-register transactions — all written, or nothing.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppliedCharge, CreateSaleRequest, SaleDetail, SaleLine, SaleStatus, SaleType } from '@mikro/contracts';
import { TRANSACTION_TYPE } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { cashRegisterTransactions, clients, storeSaleLines, storeSalePayments, storeSales, students, users } from '../../../db/schema/index';
import { badRequest, notFound } from '../../../plugins/errors';
import { quantityText } from '../shared/amounts';
import type { StoreContext } from '../shared/context';
import { assignSaleFolio, assignSaleFolioStoring, saleSerie } from '../shared/folio';
import type { IdempotencyClaim } from '../shared/idempotency';
import { rowsOf } from '../shared/db';
import { iso, toSalePayment } from '../shared/mappers';
import { priceLines, validateLines, type PricedDocument } from '../shared/pricing';
import { decrementStocks, recordMovements } from '../shared/stock';
import { requireOpenRegister } from '../cash-register/service';
import { allocatePayments, validatePayments, type AllocatedPayment } from './payments';

const SALE_TYPES: readonly SaleType[] = ['regular', 'fiado', 'deferred'];

export interface PreparedSale {
  lines: ReturnType<typeof validateLines> | null;
  priced: PricedDocument | null;
  payments: Omit<AllocatedPayment, 'amount'>[];
  saleType: SaleType;
  clientId: number | null;
  studentId: number | null;
  priceListId: number | null;
  notes: string;
  quotationId: number | null;
}

function optionalId(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw badRequest(`${field} no válido`, [{ field, message: 'No válido' }]);
  return value;
}

export function saleTypeOf(value: unknown): SaleType {
  if (value === undefined || value === null) return 'regular';
  if (!SALE_TYPES.includes(value as SaleType)) throw badRequest('Tipo de venta no válido', [{ field: 'saleType', message: 'regular, fiado o deferred' }]);
  return value as SaleType;
}

/** Shape checks done before any transaction starts. */
export function prepareSale(body: CreateSaleRequest): PreparedSale {
  if (!body || typeof body !== 'object') throw badRequest('Datos de la venta no válidos');
  const notes = body.notes ?? '';
  if (typeof notes !== 'string' || notes.length > 500) throw badRequest('Notas no válidas');
  return {
    lines: validateLines(body.lines),
    priced: null,
    payments: validatePayments(body.payments),
    saleType: saleTypeOf(body.saleType),
    clientId: optionalId(body.clientId, 'clientId'),
    studentId: optionalId(body.studentId, 'studentId'),
    priceListId: optionalId(body.priceListId, 'priceListId'),
    notes,
    quotationId: null,
  };
}

async function buyerName(db: Executor, ctx: StoreContext, clientId: number | null, studentId: number | null): Promise<SaleDetail['client']> {
  let client: SaleDetail['client'] = null;
  if (clientId !== null) {
    const [row] = await db.select().from(clients).where(and(eq(clients.id, clientId), eq(clients.companyId, ctx.companyId), isNull(clients.deletedAt)));
    if (!row) throw badRequest('El cliente no existe', [{ field: 'clientId', message: 'No existe' }]);
    client = { id: row.id, name: clientName(row) };
  }
  if (studentId !== null) {
    const [student] = await db.select({ id: students.id }).from(students).where(and(eq(students.id, studentId), eq(students.companyId, ctx.companyId), isNull(students.deletedAt)));
    if (!student) throw badRequest('El alumno no existe', [{ field: 'studentId', message: 'No existe' }]);
  }
  return client;
}

const clientName = (client: { name: string; last_name_father: string; last_name_mother: string }) =>
  [client.name, client.last_name_father, client.last_name_mother].filter(Boolean).join(' ');

/**
 * Writes the sale inside `tx` and answers it as the client sees it. With the request's idempotency claim,
 * the answer is stored by the folio's own statement (the folio counter stays locked one round trip less).
 */
export async function writeSale(tx: Executor, ctx: StoreContext, sale: PreparedSale, claim: IdempotencyClaim | null = null): Promise<SaleDetail> {
  const register = await requireOpenRegister(tx, ctx);
  const priced = sale.priced ?? (await priceLines(tx, ctx, sale.lines!, sale.priceListId));
  const client = await buyerName(tx, ctx, sale.clientId, sale.studentId);
  const total = Money.of(priced.totals.total);
  // A regular sale is paid in full; fiado and deferred sales may leave a balance.
  const allocation = allocatePayments(sale.payments, total, { allowPartial: sale.saleType !== 'regular' });
  if (sale.saleType !== 'regular' && sale.clientId === null && sale.studentId === null) {
    throw badRequest('Una venta a crédito o con pagos diferidos necesita un cliente o alumno', [{ field: 'clientId', message: 'Este campo es requerido' }]);
  }

  // Stock first: one statement, rows locked in product-id order (no deadlocks between sales).
  const perProduct = new Map<number, Money>();
  for (const line of priced.lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? Money.ZERO).plus(line.quantity));
  const productIds = [...perProduct.keys()].sort((a, b) => a - b);
  const stockAfter = await decrementStocks(
    tx,
    productIds.map((productId) => ({ productId, quantity: perProduct.get(productId)!.toString() })),
  );

  // The sale is written with a provisional folio (-id); the real one is taken last (see assignSaleFolio).
  const [{ id: saleId }] = await rowsOf<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('store_sales', 'id'))::int AS id`);
  const serie = saleSerie(ctx.branchOfficeId);
  const status: SaleStatus = allocation.applied.gte(total) ? 'pagada' : 'pendiente';
  const createdAt = new Date();
  const values = {
    id: saleId,
    createdAt,
    companyId: ctx.companyId,
    branchOfficeId: ctx.branchOfficeId,
    serie,
    folio: -saleId,
    cashRegisterId: register.id,
    cashierId: ctx.userId,
    clientId: sale.clientId,
    studentId: sale.studentId,
    quotationId: sale.quotationId,
    saleType: sale.saleType,
    status,
    ...priced.totals,
    change: allocation.change.toFixed2(),
    notes: sale.notes,
  };
  await tx.insert(storeSales).values(values);
  const lines = await tx
    .insert(storeSaleLines)
    .values(priced.lines.map((line) => ({ saleId, ...line, extraCharges: line.extraCharges })))
    .returning();
  await recordMovements(
    tx,
    ctx,
    productIds.map((productId) => ({
      change: { productId, quantity: perProduct.get(productId)!.toString(), type: 'venta' as const, referenceType: 'sale' as const, referenceId: saleId, reason: 'Venta' },
      signed: perProduct.get(productId)!.negated().toString(),
      stockAfter: stockAfter.get(productId)!,
    })),
  );
  const payments = await writePayments(tx, ctx, { saleId, cashRegisterId: register.id, kind: 'pago', payments: allocation.payments });

  const paid = allocation.applied;
  const detail: SaleDetail = {
    id: saleId,
    serie,
    // Set last, below: the folio is taken as the transaction's last write.
    folio: 0,
    branchOfficeId: ctx.branchOfficeId,
    cashRegisterId: register.id,
    cashier: { id: ctx.userId, name: register.cashierName },
    client,
    studentId: sale.studentId,
    quotationId: sale.quotationId,
    saleType: sale.saleType,
    status,
    ...priced.totals,
    paid: paid.toFixed2(),
    balance: balanceOf({ total: priced.totals.total, returnedTotal: '0' }, paid).toFixed2(),
    change: allocation.change.toFixed2(),
    refunded: '0.00',
    notes: sale.notes,
    createdAt: iso(createdAt),
    lines: lines.map(toSaleLine),
    miniStoreSalePayments: payments.map(toSalePayment),
  };
  detail.folio = claim
    ? await assignSaleFolioStoring(tx, { companyId: ctx.companyId, serie, saleId, claim, response: detail })
    : (await assignSaleFolio(tx, ctx.companyId, serie, saleId)).folio;
  return detail;
}

/** Payment rows and one cash-register transaction per payment. */
export async function writePayments(
  tx: Executor,
  ctx: StoreContext,
  input: { saleId: number; cashRegisterId: number; kind: 'pago' | 'abono'; payments: AllocatedPayment[] },
): Promise<(typeof storeSalePayments.$inferSelect)[]> {
  if (input.payments.length === 0) return [];
  const rows = await tx
    .insert(storeSalePayments)
    .values(
      input.payments.map((p) => ({
        saleId: input.saleId,
        cashRegisterId: input.cashRegisterId,
        kind: input.kind,
        methodId: p.methodId,
        bankId: p.bankId,
        amount: p.amount,
        received: p.received,
        reference: p.reference,
        userId: ctx.userId,
      })),
    )
    .returning();
  await tx.insert(cashRegisterTransactions).values(
    rows.map((p) => ({
      cashRegisterId: input.cashRegisterId,
      agentId: ctx.userId,
      transactionTypeId: TRANSACTION_TYPE.venta,
      paymentId: p.id,
      saleId: input.saleId,
      methodId: p.methodId,
      amount: p.amount,
      notes: input.kind === 'abono' ? 'Abono' : 'Venta',
    })),
  );
  return rows;
}

export function toSaleLine(row: typeof storeSaleLines.$inferSelect): SaleLine {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productCode: row.productCode,
    quantity: quantityText(row.quantity),
    returnedQuantity: quantityText(row.returnedQuantity),
    unitMeasurement: row.unitMeasurement,
    unity: row.unity,
    price: row.price,
    priceWithIVA: row.priceWithIVA,
    isIva: row.isIva,
    extraCharges: row.extraCharges as AppliedCharge[],
    gross: row.gross,
    discounts: row.discounts,
    surcharges: row.surcharges,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
  };
}

/** Net paid (payments and abonos minus refunds) of some sales. */
export async function paidBySale(db: Executor, saleIds: number[]): Promise<Map<number, Money>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({ saleId: storeSalePayments.saleId, paid: sql<string>`sum(${storeSalePayments.amount})::text` })
    .from(storeSalePayments)
    .where(inArray(storeSalePayments.saleId, saleIds))
    .groupBy(storeSalePayments.saleId);
  return new Map(rows.map((r) => [r.saleId, Money.of(r.paid)]));
}

export function balanceOf(sale: { total: string; returnedTotal: string }, paid: Money): Money {
  return Money.max(Money.of(sale.total).minus(sale.returnedTotal).minus(paid), Money.ZERO);
}

export async function loadSaleDetail(db: Executor, ctx: StoreContext, id: number): Promise<SaleDetail> {
  const [found] = await db
    .select({ sale: storeSales, cashierName: users.name, client: clients })
    .from(storeSales)
    .innerJoin(users, eq(users.id, storeSales.cashierId))
    .leftJoin(clients, eq(clients.id, storeSales.clientId))
    .where(and(eq(storeSales.id, id), eq(storeSales.companyId, ctx.companyId), eq(storeSales.branchOfficeId, ctx.branchOfficeId)));
  if (!found) throw notFound('Venta no encontrada');
  const lines = await db.select().from(storeSaleLines).where(eq(storeSaleLines.saleId, id)).orderBy(storeSaleLines.id);
  const payments = await db.select().from(storeSalePayments).where(eq(storeSalePayments.saleId, id)).orderBy(storeSalePayments.id);
  const paid = Money.sum(payments.map((p) => p.amount));
  return {
    ...toSale(found.sale, found.cashierName, found.client, paid),
    lines: lines.map(toSaleLine),
    miniStoreSalePayments: payments.map(toSalePayment),
  };
}

export function toSale(
  sale: typeof storeSales.$inferSelect,
  cashierName: string,
  client: { id: number; name: string; last_name_father: string; last_name_mother: string } | null,
  paid: Money,
): Omit<SaleDetail, 'lines' | 'miniStoreSalePayments'> {
  return {
    id: sale.id,
    serie: sale.serie,
    folio: sale.folio,
    branchOfficeId: sale.branchOfficeId,
    cashRegisterId: sale.cashRegisterId,
    cashier: { id: sale.cashierId, name: cashierName },
    client: client ? { id: client.id, name: clientName(client) } : null,
    studentId: sale.studentId,
    quotationId: sale.quotationId,
    saleType: sale.saleType as SaleType,
    status: sale.status as SaleStatus,
    gross: sale.gross,
    discounts: sale.discounts,
    surcharges: sale.surcharges,
    subtotal: sale.subtotal,
    tax: sale.tax,
    total: sale.total,
    paid: paid.toFixed2(),
    balance: balanceOf(sale, paid).toFixed2(),
    change: sale.change,
    refunded: sale.refunded,
    notes: sale.notes,
    createdAt: iso(sale.createdAt),
  };
}
