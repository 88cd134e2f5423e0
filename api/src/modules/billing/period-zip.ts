// The documents of a period for its zip (every stamped invoice, credit note and payment complement issued in it,
// cancelled ones included, each PDF marked as its state says): counted first against a bound, then read a few at a time while
// the zip is written, so neither the query nor the memory grows with the period.
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatQuantity } from '@mikro/domain';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices } from '../../db/schema/index';
import { HttpError, badRequest } from '../../plugins/errors';
import type { ZipEntry } from './zip';

/** Documents one period's zip may hold (each one's PDF is rendered). */
export const ZIP_PERIOD_MAX_DOCUMENTS = 2000;
/** Documents read per query while the zip is written. */
const BATCH = 25;

export interface PeriodZipQuery {
  from: string;
  to: string;
  module?: 1 | 2 | 3;
}

/** The zip's folder of each document type: invoices (I), credit notes (E), payment complements (P). */
const FOLDERS: Record<string, string> = { I: 'facturas', E: 'notas-de-credito', P: 'complementos-de-pago' };

function fileName(row: { serie: string; folio: number; uuid: string | null }): string {
  return `${row.serie ? `${row.serie}-` : ''}${row.folio}${row.uuid ? `_${row.uuid}` : ''}`;
}

function periodOf(companyId: number, query: PeriodZipQuery) {
  return and(
    eq(cfdiInvoices.companyId, companyId),
    inArray(cfdiInvoices.type, ['I', 'E', 'P']),
    isNotNull(cfdiInvoices.stampedXml),
    sql`${cfdiInvoices.issuedAt} >= ${query.from}`,
    sql`${cfdiInvoices.issuedAt} < (${query.to}::date + 1)::text`,
    query.module ? eq(cfdiInvoices.module, query.module) : undefined,
  );
}

/**
 * Checks a period's zip before it starts: a period whose start is after its end is refused (400), one without
 * documents answers 409, and one of more than ZIP_PERIOD_MAX_DOCUMENTS 422 asking for a shorter period.
 */
export async function checkPeriodZip(db: Database, companyId: number, query: PeriodZipQuery): Promise<number> {
  if (query.from > query.to) throw badRequest('La fecha inicial es posterior a la final.', [{ field: 'from', message: 'Debe ser anterior a la fecha final.' }]);
  const { count } = onlyRow(await db.select({ count: sql<number>`count(*)::int` }).from(cfdiInvoices).where(periodOf(companyId, query)));
  if (count === 0) throw new HttpError(409, 'No hay facturas, notas de crédito ni complementos de pago timbrados en el periodo.');
  if (count > ZIP_PERIOD_MAX_DOCUMENTS) {
    const narrow = 'Elija un periodo más corto.';
    throw new HttpError(422, `El periodo tiene ${formatQuantity(count)} comprobantes; un archivo admite hasta ${formatQuantity(ZIP_PERIOD_MAX_DOCUMENTS)}. Descárguelo en periodos más cortos.`, {
      fields: [{ field: 'from', message: narrow }, { field: 'to', message: narrow }],
    });
  }
  return count;
}

/** The period's documents in issue order, read BATCH at a time as the zip asks for them. */
export async function* periodZipEntries(db: Database, companyId: number, query: PeriodZipQuery): AsyncGenerator<ZipEntry> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: cfdiInvoices.id,
        serie: cfdiInvoices.serie,
        folio: cfdiInvoices.folio,
        uuid: cfdiInvoices.uuid,
        type: cfdiInvoices.type,
        stampedXml: cfdiInvoices.stampedXml,
        sandbox: cfdiInvoices.sandbox,
        status: cfdiInvoices.status,
        cancelMotive: cfdiInvoices.cancelMotive,
        cancelledAt: cfdiInvoices.cancelledAt,
      })
      .from(cfdiInvoices)
      .where(and(periodOf(companyId, query), gt(cfdiInvoices.id, after)))
      .orderBy(asc(cfdiInvoices.id))
      .limit(BATCH);
    for (const row of rows) yield { name: `${FOLDERS[row.type] ?? 'facturas'}/${fileName(row)}`, invoice: row };
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}
