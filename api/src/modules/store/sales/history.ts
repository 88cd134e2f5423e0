// Sales history: filters by date range, cashier, client, status, payment method and folio.
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Paginated, Sale, SaleDetail, SalesHistoryQuery } from '@mikro/contracts';
import { Money, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { clients, storeSalePayments, storeSales, users } from '../../../db/schema/index';
import type { StoreContext } from '../shared/context';
import { paging } from '../shared/mappers';
import { HttpError, notFound } from '../../../plugins/errors';
import { instalmentsBySale, loadSaleDetail, paidBySale, toSale } from './sales.service';

const localDay = sql`(${storeSales.createdAt} AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date`;

export async function listSales(db: Executor, ctx: StoreContext, query: SalesHistoryQuery): Promise<Paginated<Sale>> {
  const { page, limit, offset } = paging(query);
  const conditions: SQL[] = [eq(storeSales.companyId, ctx.companyId), eq(storeSales.branchOfficeId, ctx.branchOfficeId)];
  if (query.from) conditions.push(sql`${localDay} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${localDay} <= ${query.to}::date`);
  if (query.cashierId !== undefined) conditions.push(eq(storeSales.cashierId, query.cashierId));
  if (query.clientId !== undefined) conditions.push(eq(storeSales.clientId, query.clientId));
  if (query.folio !== undefined) conditions.push(eq(storeSales.folio, query.folio));
  const serie = query.serie?.trim();
  if (serie) conditions.push(eq(storeSales.serie, serie.toUpperCase()));
  if (query.status !== undefined) conditions.push(eq(storeSales.status, query.status));
  if (query.offline !== undefined) conditions.push(query.offline ? isNotNull(storeSales.offlineDevice) : isNull(storeSales.offlineDevice));
  if (query.review === 'pendiente') conditions.push(isNotNull(storeSales.reviewReason), isNull(storeSales.reviewedAt));
  if (query.review === 'revisada') conditions.push(isNotNull(storeSales.reviewReason), isNotNull(storeSales.reviewedAt));
  const methodId = query.methodId;
  if (methodId !== undefined) {
    conditions.push(
      inArray(
        storeSales.id,
        db.select({ id: storeSalePayments.saleId }).from(storeSalePayments).where(eq(storeSalePayments.methodId, methodId)),
      ),
    );
  }
  const where = and(...conditions);
  const { total } = onlyRow(await db.select({ total: count() }).from(storeSales).where(where));
  const rows = await db
    .select({ sale: storeSales, cashierName: users.name, client: clients })
    .from(storeSales)
    .innerJoin(users, eq(users.id, storeSales.cashierId))
    .leftJoin(clients, eq(clients.id, storeSales.clientId))
    .where(where)
    .orderBy(desc(storeSales.id))
    .limit(limit)
    .offset(offset);
  const paid = await paidBySale(db, rows.map((r) => r.sale.id));
  const plans = await instalmentsBySale(db, rows.filter((r) => r.sale.saleType === 'deferred').map((r) => r.sale.id));
  const data = rows.map((r) => toSale(r.sale, r.cashierName, r.client, paid.get(r.sale.id) ?? Money.ZERO, plans.get(r.sale.id) ?? []));
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

/** Who has sold in the branch office (the history's cashier filter). */
export async function saleCashiers(db: Executor, ctx: StoreContext): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(storeSales)
    .innerJoin(users, eq(users.id, storeSales.cashierId))
    .where(and(eq(storeSales.companyId, ctx.companyId), eq(storeSales.branchOfficeId, ctx.branchOfficeId)))
    .orderBy(users.name, users.id);
}

/** A supervisor has looked at an offline sale flagged for review (409 when it was not flagged or already reviewed). */
export async function markReviewed(db: Executor, ctx: StoreContext, id: number, notes: string | undefined): Promise<SaleDetail> {
  const [sale] = await db
    .select()
    .from(storeSales)
    .where(and(eq(storeSales.id, id), eq(storeSales.companyId, ctx.companyId), eq(storeSales.branchOfficeId, ctx.branchOfficeId)));
  if (!sale) throw notFound('Venta no encontrada');
  if (sale.reviewReason === null) throw new HttpError(409, 'Esta venta no está marcada para revisión');
  const note = notes?.trim();
  const updated = await db
    .update(storeSales)
    .set({ reviewedAt: new Date(), reviewedBy: ctx.userId, notes: note ? [sale.notes, `Revisión: ${note}`].filter(Boolean).join('\n') : sale.notes })
    .where(and(eq(storeSales.id, id), isNull(storeSales.reviewedAt)))
    .returning({ id: storeSales.id });
  if (updated.length === 0) throw new HttpError(409, 'Esta venta ya se revisó');
  return loadSaleDetail(db, ctx, id);
}
