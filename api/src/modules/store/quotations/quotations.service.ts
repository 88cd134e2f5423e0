// Quotations: priced like a sale (frozen), folio from the company's serieCotizacion/folioCotizacion,
// valid daysQuoteValid days, convertible into a sale at the quotation's prices while valid.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CreateQuotationRequest, ConvertQuotationRequest, Paginated, Quotation, QuotationDetail, QuotationListQuery, QuotationStatus, SaleDetail } from '@mikro/contracts';
import { DEFAULT_QUOTE_VALID_DAYS, addDaysToIsoDate, INSTITUTION_TIME_ZONE, institutionToday, personName } from '@mikro/domain';
import type { Database, Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { clients, storeQuotations, users } from '../../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../../plugins/errors';
import type { StoreContext } from '../shared/context';
import { rowsOf } from '../../../db/rows';
import { pgCode } from '../../../db/errors';
import { iso, paging } from '../shared/mappers';
import { likePattern } from '../../../db/search';
import { priceLines, validateLines, type PricedLine } from '../shared/pricing';
import { instalmentsOf, prepareSale, writeSale } from '../sales/sales.service';
import { validatePayments } from '../sales/payments';

type QuotationRow = typeof storeQuotations.$inferSelect;

function statusOf(row: QuotationRow, today: string): QuotationStatus {
  return row.status === 'vigente' && row.validUntil < today ? 'vencida' : (row.status as QuotationStatus);
}

function toQuotation(row: QuotationRow, userName: string, client: typeof clients.$inferSelect | null, today: string): Quotation {
  return {
    id: row.id,
    serie: row.serie,
    folio: row.folio,
    branchOfficeId: row.branchOfficeId,
    user: { id: row.userId, name: userName },
    client: client ? { id: client.id, name: personName(client.name, client.last_name_father, client.last_name_mother) } : null,
    studentId: row.studentId,
    validUntil: row.validUntil,
    status: statusOf(row, today),
    saleId: row.saleId,
    gross: row.gross,
    discounts: row.discounts,
    surcharges: row.surcharges,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    notes: row.notes,
    createdAt: iso(row.createdAt),
  };
}

function selectQuotations(db: Executor) {
  return db
    .select({ quotation: storeQuotations, userName: users.name, client: clients })
    .from(storeQuotations)
    .innerJoin(users, eq(users.id, storeQuotations.userId))
    .leftJoin(clients, eq(clients.id, storeQuotations.clientId));
}

const scoped = (ctx: StoreContext) => and(eq(storeQuotations.companyId, ctx.companyId), eq(storeQuotations.branchOfficeId, ctx.branchOfficeId));

export async function getQuotation(db: Executor, ctx: StoreContext, id: number): Promise<QuotationDetail> {
  const [row] = await selectQuotations(db).where(and(scoped(ctx), eq(storeQuotations.id, id)));
  if (!row) throw notFound('Cotización no encontrada');
  return { ...toQuotation(row.quotation, row.userName, row.client, institutionToday()), lines: row.quotation.lines as PricedLine[] };
}

export async function createQuotation(db: Database, ctx: StoreContext, body: CreateQuotationRequest): Promise<QuotationDetail> {
  const prepared = prepareSale({ ...body, payments: [], saleType: 'regular' });
  try {
    const id = await db.transaction(async (tx) => {
      const priced = await priceLines(tx, ctx, prepared.lines!, prepared.priceListId);
      const [client] = prepared.clientId === null ? [null] : await tx.select({ id: clients.id }).from(clients).where(and(eq(clients.id, prepared.clientId), eq(clients.companyId, ctx.companyId)));
      if (client === undefined) throw badRequest('El cliente no existe', [{ field: 'clientId', message: 'No existe' }]);
      const counter = onlyRow(
        await rowsOf<{ folio: number; serie: string; days: number }>(
          tx,
          sql`UPDATE companies SET folio_cotizacion = folio_cotizacion + 1 WHERE id = ${ctx.companyId}
              RETURNING folio_cotizacion - 1 AS folio, serie_cotizacion AS serie, days_quote_valid AS days`,
        ),
      );
      const days = Number(counter.days) > 0 ? Number(counter.days) : DEFAULT_QUOTE_VALID_DAYS;
      const row = onlyRow(
        await tx
          .insert(storeQuotations)
          .values({
            companyId: ctx.companyId,
            branchOfficeId: ctx.branchOfficeId,
            serie: counter.serie,
            folio: Number(counter.folio),
            userId: ctx.userId,
            clientId: prepared.clientId,
            studentId: prepared.studentId,
            validUntil: addDaysToIsoDate(institutionToday(), days),
            ...priced.totals,
            notes: prepared.notes,
            lines: priced.lines,
          })
          .returning({ id: storeQuotations.id }),
      );
      return row.id;
    });
    return getQuotation(db, ctx, id);
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, 'El folio de cotización ya existe; revise el folio de cotización de la empresa');
    throw error;
  }
}

export async function listQuotations(db: Executor, ctx: StoreContext, query: QuotationListQuery): Promise<Paginated<Quotation>> {
  const { page, limit, offset } = paging(query);
  const today = institutionToday();
  const conditions: (SQL | undefined)[] = [scoped(ctx)];
  if (query.status !== undefined) {
    if (query.status === 'vencida') conditions.push(and(eq(storeQuotations.status, 'vigente'), sql`${storeQuotations.validUntil} < ${today}::date`));
    else if (query.status === 'vigente') conditions.push(and(eq(storeQuotations.status, 'vigente'), sql`${storeQuotations.validUntil} >= ${today}::date`));
    else conditions.push(eq(storeQuotations.status, query.status));
  }
  if (query.from) conditions.push(sql`(${storeQuotations.createdAt} AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`(${storeQuotations.createdAt} AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date <= ${query.to}::date`);
  const search = query.search?.trim() ?? '';
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        /^\d+$/.test(search) ? eq(storeQuotations.folio, Number(search)) : undefined,
        ilike(clients.search_name, pattern),
        ilike(clients.name, pattern),
        sql`${storeQuotations.lines}::text ILIKE ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const { total } = onlyRow(await db.select({ total: count() }).from(storeQuotations).leftJoin(clients, eq(clients.id, storeQuotations.clientId)).where(where));
  const rows = await selectQuotations(db).where(where).orderBy(desc(storeQuotations.id)).limit(limit).offset(offset);
  const data = rows.map((r) => toQuotation(r.quotation, r.userName, r.client, today));
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

export function prepareConversion(body: ConvertQuotationRequest) {
  const saleType = body.saleType ?? 'regular';
  return { payments: validatePayments(body.payments), saleType, instalments: instalmentsOf(body.instalments, saleType) };
}

/** The sale at the quotation's frozen prices; 409 once converted or expired. Runs inside the caller's transaction. */
export async function convertQuotation(tx: Executor, ctx: StoreContext, id: number, request: ReturnType<typeof prepareConversion>): Promise<SaleDetail> {
  const [row] = await tx.select().from(storeQuotations).where(and(scoped(ctx), eq(storeQuotations.id, id))).for('update');
  if (!row) throw notFound('Cotización no encontrada');
  if (row.status === 'convertida') throw new HttpError(409, 'La cotización ya se convirtió en venta');
  if (row.status === 'cancelada') throw new HttpError(409, 'La cotización está cancelada');
  if (row.validUntil < institutionToday()) throw new HttpError(409, `La cotización venció el ${row.validUntil}`);
  const lines = row.lines as PricedLine[];
  const sale = await writeSale(tx, ctx, {
    lines: validateLines(lines.map((l) => ({ productId: l.productId, quantity: l.quantity }))),
    priced: { lines, totals: { gross: row.gross, discounts: row.discounts, surcharges: row.surcharges, subtotal: row.subtotal, tax: row.tax, total: row.total } },
    payments: request.payments,
    saleType: request.saleType,
    clientId: row.clientId,
    studentId: row.studentId,
    priceListId: null,
    notes: row.notes,
    quotationId: row.id,
    instalments: request.instalments,
  });
  await tx.update(storeQuotations).set({ status: 'convertida', saleId: sale.id }).where(eq(storeQuotations.id, id));
  return sale;
}
