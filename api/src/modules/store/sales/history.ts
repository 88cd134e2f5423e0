// Sales history: filters by date range, cashier, client, status, payment method and folio.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paginated, Sale, SaleStatus, SalesHistoryQuery } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { clients, storeSalePayments, storeSales, users } from '../../../db/schema/index';
import { badRequest } from '../../../plugins/errors';
import { STORE_TIME_ZONE, dateQuery } from '../shared/calendar';
import type { StoreContext } from '../shared/context';
import { optionalIntQuery } from '../shared/http';
import { paging } from '../shared/mappers';
import { instalmentsBySale, paidBySale, toSale } from './service';

const STATUSES: readonly SaleStatus[] = ['pagada', 'pendiente', 'cancelada', 'devuelta parcial'];

const localDay = sql`(${storeSales.createdAt} AT TIME ZONE ${STORE_TIME_ZONE})::date`;

export async function listSales(db: Executor, ctx: StoreContext, query: SalesHistoryQuery): Promise<Paginated<Sale>> {
  const { page, limit, offset } = paging(query);
  const conditions: SQL[] = [eq(storeSales.companyId, ctx.companyId), eq(storeSales.branchOfficeId, ctx.branchOfficeId)];
  const from = dateQuery(query.from, 'from');
  const to = dateQuery(query.to, 'to');
  if (from) conditions.push(sql`${localDay} >= ${from}::date`);
  if (to) conditions.push(sql`${localDay} <= ${to}::date`);
  const cashierId = optionalIntQuery(query.cashierId, 'cashierId');
  if (cashierId) conditions.push(eq(storeSales.cashierId, cashierId));
  const clientId = optionalIntQuery(query.clientId, 'clientId');
  if (clientId) conditions.push(eq(storeSales.clientId, clientId));
  const folio = optionalIntQuery(query.folio, 'folio');
  if (folio) conditions.push(eq(storeSales.folio, folio));
  if (typeof query.serie === 'string' && query.serie.trim()) conditions.push(eq(storeSales.serie, query.serie.trim().toUpperCase()));
  if (query.status !== undefined && (query.status as string) !== '') {
    if (!STATUSES.includes(query.status)) throw badRequest('Estado no válido', [{ field: 'status', message: 'No válido' }]);
    conditions.push(eq(storeSales.status, query.status));
  }
  const methodId = optionalIntQuery(query.methodId, 'methodId');
  if (methodId) {
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
