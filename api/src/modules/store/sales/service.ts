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
import { nextFolio, saleSerie } from '../shared/folio';
import { iso, toSalePayment } from '../shared/mappers';
import { priceLines, validateLines, type PricedDocument } from '../shared/pricing';
import { decrementStock, recordMovement } from '../shared/stock';
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

async function checkBuyer(db: Executor, ctx: StoreContext, clientId: number | null, studentId: number | null): Promise<void> {
  if (clientId !== null) {
    const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.id, clientId), eq(clients.companyId, ctx.companyId), isNull(clients.deletedAt)));
    if (!client) throw badRequest('El cliente no existe', [{ field: 'clientId', message: 'No existe' }]);
  }
  if (studentId !== null) {
    const [student] = await db.select({ id: students.id }).from(students).where(and(eq(students.id, studentId), eq(students.companyId, ctx.companyId), isNull(students.deletedAt)));
    if (!student) throw badRequest('El alumno no existe', [{ field: 'studentId', message: 'No existe' }]);
  }
}

/** Writes the sale inside `tx` and answers it as the client sees it. */
export async function writeSale(tx: Executor, ctx: StoreContext, sale: PreparedSale): Promise<SaleDetail> {
  const register = await requireOpenRegister(tx, ctx);
  const priced = sale.priced ?? (await priceLines(tx, ctx, sale.lines!, sale.priceListId));
  await checkBuyer(tx, ctx, sale.clientId, sale.studentId);
  const total = Money.of(priced.totals.total);
  const allocation = allocatePayments(sale.payments, total);
  if (sale.saleType === 'regular' && allocation.tendered.lt(total)) {
    throw badRequest(`El pago (${allocation.tendered.toFixed2()}) es menor que el total de la venta (${total.toFixed2()})`, [
      { field: 'payments', message: 'Pago insuficiente' },
    ]);
  }
  if (sale.saleType !== 'regular' && sale.clientId === null && sale.studentId === null) {
    throw badRequest('Una venta a crédito o con pagos diferidos necesita un cliente o alumno', [{ field: 'clientId', message: 'Este campo es requerido' }]);
  }

  // Stock first, one conditional update per product in id order (no deadlocks between sales).
  const perProduct = new Map<number, Money>();
  for (const line of priced.lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? Money.ZERO).plus(line.quantity));
  const stockAfter = new Map<number, string>();
  for (const productId of [...perProduct.keys()].sort((a, b) => a - b)) {
    stockAfter.set(productId, await decrementStock(tx, productId, perProduct.get(productId)!.toString()));
  }

  const serie = saleSerie(ctx.branchOfficeId);
  const folio = await nextFolio(tx, ctx.companyId, serie);
  const status: SaleStatus = allocation.applied.gte(total) ? 'pagada' : 'pendiente';
  const [row] = await tx
    .insert(storeSales)
    .values({
      companyId: ctx.companyId,
      branchOfficeId: ctx.branchOfficeId,
      serie,
      folio,
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
    })
    .returning({ id: storeSales.id });
  const saleId = row.id;

  await tx.insert(storeSaleLines).values(
    priced.lines.map((line) => ({ saleId, ...line, extraCharges: line.extraCharges })),
  );
  for (const productId of [...perProduct.keys()].sort((a, b) => a - b)) {
    await recordMovement(
      tx,
      ctx,
      { productId, quantity: perProduct.get(productId)!.toString(), type: 'venta', referenceType: 'sale', referenceId: saleId, reason: `Venta ${serie}-${folio}` },
      perProduct.get(productId)!.negated().toString(),
      stockAfter.get(productId)!,
    );
  }
  await writePayments(tx, ctx, { saleId, cashRegisterId: register.id, kind: 'pago', payments: allocation.payments });
  return loadSaleDetail(tx, ctx, saleId);
}

/** Payment rows and one cash-register transaction per payment. */
export async function writePayments(
  tx: Executor,
  ctx: StoreContext,
  input: { saleId: number; cashRegisterId: number; kind: 'pago' | 'abono'; payments: AllocatedPayment[] },
): Promise<void> {
  if (input.payments.length === 0) return;
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
    .returning({ id: storeSalePayments.id, methodId: storeSalePayments.methodId, amount: storeSalePayments.amount });
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
    client: client ? { id: client.id, name: [client.name, client.last_name_father, client.last_name_mother].filter(Boolean).join(' ') } : null,
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
