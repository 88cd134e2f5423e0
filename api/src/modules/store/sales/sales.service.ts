// A sale in one transaction: open register, server-side prices, stock (no oversell), folio,
// payments and their cash-register transactions — all written, or nothing.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppliedCharge, ClientCredit, CreateSaleRequest, OfflineSaleInfo, OfflineSaleRequest, SaleDetail, SaleInstalment, SaleLine, SaleStatus, SaleType } from '@mikro/contracts';
import { TRANSACTION_TYPE } from '@mikro/contracts';
import { creditCheck, creditRefusal, instalmentPlan, Money, OFFLINE_REVIEW, provisionalNumber, reviewReason, type InstalmentFrequency, personName } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { cashRegisterTransactions, clients, storeSaleInstalments, storeSaleLines, storeSalePayments, storeSales, students, users } from '../../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../../plugins/errors';
import { pgCode } from '../../../db/errors';
import { quantityText } from '../shared/amounts';
import type { StoreContext } from '../shared/context';
import { saleSerie } from '../shared/folio';
import type { IdempotencyClaim } from '../../../shared/idempotency';
import { rowsOf } from '../../../db/rows';
import { iso, toSalePayment } from '../shared/mappers';
import { priceLines, validateLines, type PricedDocument, type PricedLine } from '../shared/pricing';
import { findRegister, requireOpenRegister } from '../cash-register/cash-register.service';
import { registerFlows, requireRegisterRoom } from '../cash-register/summary';
import { allocatePayments, validatePayments, type AllocatedPayment } from './payments';
import { FOLIO, FOLIO_STORING, onExecutor, PRODUCT_STOCK, WRITE_SALE, type OfflineProductFlags, type OpenRegister, type SaleStatements } from './checkout';

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
  /** Deferred sales: how the unpaid amount is split. */
  instalments?: InstalmentRequest | null;
  /** An administrator's reason to sell beyond the client's credit limit. */
  creditOverride?: string | null;
  /** A sale made without a connection (docs/offline-pos.md). */
  offline?: OfflineSaleRequest | null;
}

export interface InstalmentRequest {
  count: number;
  firstDueDate: string;
  frequency: InstalmentFrequency;
}

/** The instalment plan of a deferred sale (its shape checked by the route schema): required for those, refused for the others. */
export function instalmentsOf(value: InstalmentRequest | undefined, saleType: SaleType): InstalmentRequest | null {
  if (saleType !== 'deferred') {
    if (value !== undefined) throw badRequest('Solo una venta con pagos diferidos lleva plan de pagos', [{ field: 'instalments', message: 'No aplica' }]);
    return null;
  }
  if (value === undefined) throw badRequest('Indique el número de pagos y sus fechas', [{ field: 'instalments', message: 'Este campo es requerido' }]);
  return value;
}

/** The reason of an administrator's credit override, or null; a blank reason is none (400). */
export function creditOverrideOf(value: { reason: string } | undefined): string | null {
  if (value === undefined) return null;
  const reason = value.reason.trim();
  if (!reason) throw badRequest('Indique el motivo para vender por encima del límite de crédito', [{ field: 'creditOverride.reason', message: 'Este campo es requerido' }]);
  return reason;
}

/** What is checked before any transaction starts (the route schema has shaped the request). */
export function prepareSale(body: CreateSaleRequest): PreparedSale {
  const saleType = body.saleType ?? 'regular';
  return {
    lines: validateLines(body.lines),
    priced: null,
    payments: validatePayments(body.payments),
    saleType,
    instalments: instalmentsOf(body.instalments, saleType),
    creditOverride: creditOverrideOf(body.creditOverride),
    clientId: body.clientId ?? null,
    studentId: body.studentId ?? null,
    priceListId: body.priceListId ?? null,
    notes: body.notes ?? '',
    quotationId: null,
    offline: offlineOf(body),
  };
}

/** An offline sale's metadata: the rules the schema cannot state (no credit override offline, a real time). */
function offlineOf(body: CreateSaleRequest): OfflineSaleRequest | null {
  const offline = body.offline;
  if (!offline) return null;
  if (body.creditOverride) throw badRequest('Una venta sin conexión no lleva autorización de crédito', [{ field: 'creditOverride', message: 'No aplica' }]);
  if (Number.isNaN(Date.parse(offline.soldAt))) throw badRequest('Fecha y hora de la venta no válidas', [{ field: 'offline.soldAt', message: 'Fecha no válida' }]);
  return offline;
}

/** How a sale row reports being made offline (null when it was not). */
export function offlineInfo(sale: typeof storeSales.$inferSelect): OfflineSaleInfo | null {
  if (sale.offlineDevice === null || sale.offlineNumber === null || sale.offlineRegisterId === null || sale.offlineSoldAt === null) return null;
  const where = { cashRegisterId: sale.offlineRegisterId, deviceId: sale.offlineDevice, number: sale.offlineNumber };
  return { ...where, provisional: provisionalNumber(where), soldAt: iso(sale.offlineSoldAt), reviewReason: sale.reviewReason, reviewedAt: sale.reviewedAt ? iso(sale.reviewedAt) : null };
}

/** The buyer as the sale shows it; an offline sale's client deleted since is still its buyer, and `reasons` hears of it. */
async function buyerName(db: Executor, ctx: StoreContext, clientId: number | null, studentId: number | null, reasons: string[] | null = null): Promise<SaleDetail['client']> {
  let client: SaleDetail['client'] = null;
  if (clientId !== null) {
    const live = reasons === null ? isNull(clients.deletedAt) : undefined;
    const [row] = await db.select().from(clients).where(and(eq(clients.id, clientId), eq(clients.companyId, ctx.companyId), live));
    if (!row) throw badRequest('El cliente no existe', [{ field: 'clientId', message: 'No existe' }]);
    client = { id: row.id, name: clientName(row) };
    if (row.deletedAt !== null) reasons?.push(OFFLINE_REVIEW.clientDeleted(client.name));
  }
  if (studentId !== null) {
    const [student] = await db.select({ id: students.id }).from(students).where(and(eq(students.id, studentId), eq(students.companyId, ctx.companyId), isNull(students.deletedAt)));
    if (!student) throw badRequest('El alumno no existe', [{ field: 'studentId', message: 'No existe' }]);
  }
  return client;
}

const clientName = (client: { name: string; last_name_father: string; last_name_mother: string }) =>
  personName(client.name, client.last_name_father, client.last_name_mother);

/**
 * Writes the sale inside `tx` and answers it as the client sees it. With the request's idempotency claim,
 * the answer is stored by the folio's own statement (the folio counter stays locked one round trip less).
 */
export async function writeSale(tx: Executor, ctx: StoreContext, sale: PreparedSale, claim: IdempotencyClaim | null = null): Promise<SaleDetail> {
  const register = await requireOpenRegister(tx, ctx);
  const { expected } = await registerFlows(tx, register);
  return writeSaleWith(onExecutor(tx), ctx, sale, { id: register.id, cashierName: register.cashierName, expected }, claim);
}

/** What WRITE_SALE answers: the sale id (null when a product was short of stock) and the rows it wrote. */
interface WrittenSale {
  sale_id: number | null;
  updated: number[] | null;
  below_zero: { id: number; stock: string }[] | null;
  lines: (typeof storeSaleLines.$inferSelect)[] | null;
  payments: (Omit<typeof storeSalePayments.$inferSelect, 'createdAt'> & { createdAt: string })[] | null;
}

/** writeSale on fixed statements, in the transaction that found the open register (see checkout.ts). */
export async function writeSaleWith(
  statements: SaleStatements,
  ctx: StoreContext,
  sale: PreparedSale,
  register: OpenRegister,
  claim: IdempotencyClaim | null = null,
  flagged: OfflineProductFlags | null = null,
): Promise<SaleDetail> {
  const tx = statements.db;
  const offline = sale.offline ?? null;
  // Why an offline sale needs a supervisor: what the server would have refused is recorded anyway (the goods left).
  const reasons: string[] | null = offline ? [] : null;
  const priced = sale.priced ?? (await priceLines(tx, ctx, sale.lines!, sale.priceListId, register.pricing));
  if (reasons && flagged) reasons.push(...flagged.deleted.map(OFFLINE_REVIEW.productDeleted), ...flagged.inactive.map(OFFLINE_REVIEW.productInactive));
  const client = await buyerName(tx, ctx, sale.clientId, sale.studentId, reasons);
  const total = Money.of(priced.totals.total);
  // An offline sale's payments are applied to what the customer was charged, so change and the register's money
  // are what really happened; a difference with today's prices is for the supervisor.
  const charged = offline ? Money.of(offline.total) : total;
  if (offline && !charged.eq(total)) reasons?.push(OFFLINE_REVIEW.priceChanged(charged.toFixed2(), total.toFixed2()));
  if (offline && offline.cashRegisterId !== register.id) {
    await findRegister(tx, ctx, offline.cashRegisterId).catch(() => {
      throw badRequest('La caja de la venta sin conexión no existe en esta sucursal', [{ field: 'offline.cashRegisterId', message: 'No existe' }]);
    });
    reasons?.push(OFFLINE_REVIEW.registerClosed(offline.cashRegisterId, register.id));
  }
  // A regular sale is paid in full; fiado and deferred sales may leave a balance.
  const allocation = allocatePayments(sale.payments, charged, { allowPartial: sale.saleType !== 'regular' });
  requireRegisterRoom(register.expected ?? (await registerFlows(tx, await findRegister(tx, ctx, register.id))).expected, allocation.payments);
  if (sale.saleType !== 'regular' && sale.clientId === null && sale.studentId === null) {
    throw badRequest('Una venta a crédito o con pagos diferidos necesita un cliente o alumno', [{ field: 'clientId', message: 'Este campo es requerido' }]);
  }
  const unpaid = Money.max(total.minus(allocation.applied), Money.ZERO);
  let notes = sale.notes;
  if (sale.clientId !== null && unpaid.isPositive()) {
    // The client row is locked so two sales on credit cannot both take the last of the limit.
    const credit = await clientCredit(tx, ctx, sale.clientId, 'update');
    const check = creditCheck({ limit: credit.limit, balance: credit.balance, unpaid });
    if (!check.allowed && reasons) reasons.push(OFFLINE_REVIEW.creditPassed(check));
    else if (!check.allowed) {
      if (!sale.creditOverride) throw new HttpError(409, creditRefusal(check), { credit: check });
      notes = [notes, `Crédito autorizado por encima del límite (${check.limit}): ${sale.creditOverride}`].filter(Boolean).join('\n');
    }
  }
  if (sale.saleType === 'deferred' && unpaid.isPositive() && !sale.instalments) {
    throw badRequest('Indique el número de pagos y sus fechas', [{ field: 'instalments', message: 'Este campo es requerido' }]);
  }
  const instalments: SaleInstalment[] =
    sale.saleType === 'deferred' && sale.instalments && unpaid.isPositive() ? instalmentPlan({ amount: unpaid, ...sale.instalments }) : [];

  // Stock, sale, lines, kardex, payments and their register transactions: one statement (see WRITE_SALE).
  const perProduct = new Map<number, Money>();
  for (const line of priced.lines) perProduct.set(line.productId, (perProduct.get(line.productId) ?? Money.ZERO).plus(line.quantity));
  const productIds = [...perProduct.keys()].sort((a, b) => a - b);
  const serie = saleSerie(ctx.branchOfficeId);
  const status: SaleStatus = allocation.applied.gte(total) ? 'pagada' : 'pendiente';
  const createdAt = new Date();
  const { totals } = priced;
  const column = <K extends keyof PricedLine>(key: K) => priced.lines.map((line) => line[key]);
  const writtenRows = await statements.run<WrittenSale>(WRITE_SALE, [
    ctx.companyId,
    ctx.branchOfficeId,
    productIds,
    productIds.map((productId) => perProduct.get(productId)!.toString()),
    serie,
    register.id,
    ctx.userId,
    sale.clientId,
    sale.studentId,
    sale.quotationId,
    sale.saleType,
    status,
    totals.gross,
    totals.discounts,
    totals.surcharges,
    totals.subtotal,
    totals.tax,
    totals.total,
    allocation.change.toFixed2(),
    notes,
    createdAt,
    column('productId'),
    column('productName'),
    column('productCode'),
    column('quantity'),
    column('unitMeasurement'),
    column('unity'),
    column('price'),
    column('priceWithIVA'),
    column('isIva'),
    priced.lines.map((line) => JSON.stringify(line.extraCharges)),
    column('gross'),
    column('discounts'),
    column('surcharges'),
    column('subtotal'),
    column('tax'),
    column('total'),
    allocation.payments.map((p) => p.methodId),
    allocation.payments.map((p) => p.bankId),
    allocation.payments.map((p) => p.amount),
    allocation.payments.map((p) => p.received),
    allocation.payments.map((p) => p.reference),
    TRANSACTION_TYPE.venta,
    offline !== null,
    offline ? 'Venta sin conexión' : 'Venta',
  ]);
  const written = onlyRow(writtenRows, 'written sale');
  if (written.sale_id === null) {
    const updated = new Set((written.updated ?? []).map(Number));
    const short = productIds.find((productId) => !updated.has(productId))!;
    const [product] = await statements.run<{ name: string; stock: string }>(PRODUCT_STOCK, [short]);
    throw new HttpError(409, `Stock insuficiente de "${product?.name ?? short}" (disponible: ${Number(product?.stock ?? 0)})`, { productId: short });
  }
  const saleId = Number(written.sale_id);
  let offlineDetail: OfflineSaleInfo | null = null;
  if (offline && reasons) {
    for (const row of written.below_zero ?? []) {
      const name = priced.lines.find((line) => line.productId === Number(row.id))?.productName ?? String(row.id);
      reasons.push(OFFLINE_REVIEW.stockBelowZero(name, row.stock));
    }
    offlineDetail = await recordOffline(tx, saleId, offline, reviewReason(reasons));
  }
  if (instalments.length > 0) await tx.insert(storeSaleInstalments).values(instalments.map((instalment) => ({ saleId, ...instalment })));
  const payments = (written.payments ?? []).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));

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
    notes,
    createdAt: iso(createdAt),
    instalments,
    offline: offlineDetail,
    lines: (written.lines ?? []).map(toSaleLine),
    miniStoreSalePayments: payments.map(toSalePayment),
  };
  if (claim) {
    const row = onlyRow(await statements.last<{ folio: number }>(FOLIO_STORING, [ctx.companyId, serie, saleId, claim.companyId, claim.key, JSON.stringify(detail)]));
    claim.stored = true;
    detail.folio = Number(row.folio);
  } else {
    const row = onlyRow(await statements.last<{ folio: number }>(FOLIO, [ctx.companyId, serie, saleId]));
    detail.folio = Number(row.folio);
  }
  return detail;
}

/** Keeps where and when an offline sale was made and why it needs review; its provisional number is used once. */
async function recordOffline(tx: Executor, saleId: number, offline: OfflineSaleRequest, reason: string | null): Promise<OfflineSaleInfo> {
  try {
    const row = onlyRow(
      await tx
        .update(storeSales)
        .set({
          offlineRegisterId: offline.cashRegisterId,
          offlineDevice: offline.deviceId,
          offlineNumber: offline.number,
          offlineSoldAt: new Date(offline.soldAt),
          reviewReason: reason,
        })
        .where(eq(storeSales.id, saleId))
        .returning(),
    );
    return offlineInfo(row)!;
  } catch (error) {
    if (pgCode(error) !== '23505') throw error;
    const number = provisionalNumber(offline);
    throw new HttpError(422, `El número provisional ${number} ya se registró con otra venta`, { field: 'offline.number' });
  }
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
  // The sale's net paid (ADR 0043) in the same transaction, added by the database from the rows just written: the
  // sale's row lock orders two abonos of one sale.
  await tx
    .update(storeSales)
    .set({ paid: sql`${storeSales.paid} + (SELECT coalesce(sum(p.amount), 0) FROM store_sale_payments p WHERE p.id IN ${rows.map((r) => r.id)})` })
    .where(eq(storeSales.id, input.saleId));
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

/**
 * Net paid (payments and abonos minus refunds) of some sales: kept on the sale (store_sales.paid, ADR 0043) by the
 * checkout, abonos, refunds and cancellations in their transaction, so it is read, not summed from the payments.
 */
export async function paidBySale(db: Executor, saleIds: number[]): Promise<Map<number, Money>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db.select({ saleId: storeSales.id, paid: storeSales.paid }).from(storeSales).where(inArray(storeSales.id, saleIds));
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
  const instalments = (await instalmentsBySale(db, [id])).get(id) ?? [];
  return {
    ...toSale(found.sale, found.cashierName, found.client, paid, instalments),
    lines: lines.map(toSaleLine),
    miniStoreSalePayments: payments.map(toSalePayment),
  };
}

export function toSale(
  sale: typeof storeSales.$inferSelect,
  cashierName: string,
  client: { id: number; name: string; last_name_father: string; last_name_mother: string } | null,
  paid: Money,
  instalments: SaleInstalment[] = [],
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
    instalments,
    offline: offlineInfo(sale),
  };
}

/** The instalment plans of some sales. */
export async function instalmentsBySale(db: Executor, saleIds: number[]): Promise<Map<number, SaleInstalment[]>> {
  const plans = new Map<number, SaleInstalment[]>();
  if (saleIds.length === 0) return plans;
  const rows = await db.select().from(storeSaleInstalments).where(inArray(storeSaleInstalments.saleId, saleIds)).orderBy(storeSaleInstalments.saleId, storeSaleInstalments.number);
  for (const row of rows) plans.set(row.saleId, [...(plans.get(row.saleId) ?? []), { number: row.number, dueDate: row.dueDate, amount: row.amount }]);
  return plans;
}

/** What a client of the company owes on its sales (cancelled ones owe nothing) and its credit limit. */
export async function clientCredit(db: Executor, ctx: StoreContext, clientId: number, lock?: 'update'): Promise<ClientCredit> {
  const query = db
    .select({ id: clients.id, creditLimit: clients.creditLimit })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, ctx.companyId), isNull(clients.deletedAt)));
  const [client] = lock ? await query.for(lock) : await query;
  if (!client) throw notFound('Cliente no encontrado');
  const [owed] = await rowsOf<{ balance: string }>(
    db,
    sql`SELECT coalesce(sum(greatest(s.total - s.returned_total - s.paid, 0)), 0)::text AS balance
        FROM store_sales s
        WHERE s.company_id = ${ctx.companyId} AND s.client_id = ${clientId} AND s.status <> 'cancelada'`,
  );
  const limit = Money.of(client.creditLimit);
  const balance = Money.of(owed?.balance ?? '0');
  return { clientId, limit: limit.toFixed2(), balance: balance.toFixed2(), available: Money.max(limit.minus(balance), Money.ZERO).toFixed2() };
}
