// The folio counters of the three CFDI series (invoices, credit notes, payment complements): a counter holds the
// next folio of its series and never goes back to a folio already used, and a folio taken twice is told as a 409.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cfdiInvoices, companies } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type CompanyRow = typeof companies.$inferSelect;

const SERIES = [
  { type: 'I', serie: 'serieFactura', counter: 'foliajeFactura', noun: 'facturas' },
  { type: 'E', serie: 'serieNota', counter: 'foliajeNota', noun: 'notas de crédito' },
  { type: 'P', serie: 'seriePago', counter: 'foliajePago', noun: 'complementos de pago' },
] as const;

export interface FolioCountersInput {
  serieFactura?: string;
  foliajeFactura?: number;
  serieNota?: string;
  foliajeNota?: number;
  seriePago?: string;
  foliajePago?: number;
}

/** The last folio used by the company's documents of a type and series (0 when none). */
async function lastFolio(tx: Pick<Database, 'select'>, companyId: number, type: string, serie: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${cfdiInvoices.folio}), 0)::int` })
    .from(cfdiInvoices)
    .where(and(eq(cfdiInvoices.companyId, companyId), eq(cfdiInvoices.type, type), eq(cfdiInvoices.serie, serie)));
  return row?.last ?? 0;
}

/**
 * Refuses (409, naming the last folio used) a change of series or counter that would make the next document take
 * a folio its series already used. Called inside the transaction that writes the counters, with the company row
 * locked, so no document takes a folio between the check and the write.
 */
export async function checkFolioCounters(tx: Tx, company: CompanyRow, input: FolioCountersInput): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
  for (const series of SERIES) {
    if (input[series.serie] === undefined && input[series.counter] === undefined) continue;
    const serie = input[series.serie] ?? company[series.serie];
    const next = input[series.counter] ?? company[series.counter];
    const last = await lastFolio(tx, company.id, series.type, serie);
    if (next <= last) {
      const name = serie ? `${serie}-${last}` : String(last);
      throw new HttpError(409, `El siguiente folio de ${series.noun} debe ser mayor que el último usado (${name}).`, {
        fields: [{ field: series.counter, message: `Debe ser mayor que ${last}, el último folio usado.` }],
      });
    }
  }
}

/** Whether a failure is the unique index of (company, type, series, folio): a folio taken twice. */
export function isFolioCollision(error: unknown): boolean {
  let current = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505' && (current.constraint === 'cfdi_invoices_folio_uq' || String(current.message).includes('cfdi_invoices_folio_uq'))) return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** The 409 of a folio taken twice: the counter points at a folio its series already used. */
export function folioCollision(serie: string, folio: number): HttpError {
  return new HttpError(409, `El folio ${serie ? `${serie}-` : ''}${folio} ya fue usado por otro documento de la serie; ajuste el siguiente folio en Folios y vuelva a intentar.`);
}
