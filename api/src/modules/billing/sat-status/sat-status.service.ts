// /FacturaStatus's question to SAT: a document of the company by its folio fiscal. A sandbox document never
// reached SAT, so its answer is the one SAT would give from what is recorded here; any other is asked to SAT.
import { and, eq } from 'drizzle-orm';
import { SAT_FOUND_CODE, SAT_NOT_FOUND_CODE, satCancellability } from '@mikro/domain';
import type { SatCfdiStatus } from '@mikro/contracts';
import type { Database } from '../../../db/client';
import { cfdiInvoices } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../plugins/errors';
import { expressionOf, SatStatusUnavailable, type SatAnswer, type SatStatusClient } from './consulta';

type InvoiceRow = typeof cfdiInvoices.$inferSelect;

/** SAT's answer for a sandbox document, from its row: stamped is Vigente (with a cancellation waiting, En proceso). */
function sandboxAnswer(row: Pick<InvoiceRow, 'status' | 'type' | 'total' | 'receiverRfc' | 'cancelMotive' | 'cancelledAt'>): SatAnswer {
  if (row.status === 'cancelada') return { code: SAT_FOUND_CODE, state: 'Cancelado', cancellable: 'No cancelable', cancellationStatus: cancelledHow(row) };
  if (row.status !== 'timbrada') return { code: SAT_NOT_FOUND_CODE, state: 'No encontrado', cancellable: '', cancellationStatus: '' };
  const cancellable = satCancellability(row);
  const waiting = row.cancelMotive !== null && row.cancelledAt === null;
  return { code: SAT_FOUND_CODE, state: 'Vigente', cancellable, cancellationStatus: waiting ? 'En proceso' : '' };
}

function cancelledHow(row: Pick<InvoiceRow, 'type' | 'total' | 'receiverRfc'>): string {
  return satCancellability(row) === 'Cancelable con aceptación' ? 'Cancelado con aceptación' : 'Cancelado sin aceptación';
}

export async function satStatusOf(db: Pick<Database, 'select'>, companyId: number, uuid: string, client: SatStatusClient): Promise<SatCfdiStatus> {
  const key = uuid.trim().toUpperCase();
  const [row] = await db.select().from(cfdiInvoices).where(and(eq(cfdiInvoices.companyId, companyId), eq(cfdiInvoices.uuid, key)));
  if (!row || !row.uuid) throw notFound('No hay una factura de la empresa con ese folio fiscal.');
  const checkedAt = new Date().toISOString();
  if (row.sandbox || !row.stampedXml) return { uuid: row.uuid, sandbox: true, checkedAt, ...sandboxAnswer(row) };
  try {
    return { uuid: row.uuid, sandbox: false, checkedAt, ...(await client.consulta(expressionOf(row.stampedXml))) };
  } catch (error) {
    if (error instanceof SatStatusUnavailable) throw new HttpError(502, `${error.message} Intente de nuevo en unos minutos.`);
    throw error;
  }
}
