// The PAC call: a pending document is claimed and sent to the PAC once; the retry job sends what a timeout or a
// 5xx left pending.
import { and, asc, eq, sql } from 'drizzle-orm';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices } from '../../db/schema/index';
import { loadIssuer } from './company.service';
import { PacError } from './pac/pac';
import { syncChargeStampedFlag } from './charge-sources';
import { rememberReceiver } from './fiscal-book/fiscal-book.service';
import { type BillingDeps, type InvoiceRow, MODULE } from './documents';

/**
 * Sends a pending document to the PAC once: the row is claimed first (attempts + 1), so a retry job and
 * a request never call the PAC for the same row at the same time. A timeout or 5xx leaves it pending;
 * a rejection marks it 'rechazada' (its sources are free again).
 */
export async function stampInvoice(deps: BillingDeps, invoiceId: number, staleAfterMs = 0): Promise<InvoiceRow> {
  const [claimed] = await deps.db
    .update(cfdiInvoices)
    .set({ attempts: sql`${cfdiInvoices.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(cfdiInvoices.id, invoiceId),
        eq(cfdiInvoices.status, 'pendiente'),
        staleAfterMs > 0 ? sql`${cfdiInvoices.updatedAt} < now() - make_interval(secs => ${staleAfterMs / 1000})` : undefined,
      ),
    )
    .returning();
  if (!claimed) return onlyRow(await deps.db.select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoiceId)), 'invoice');
  const issuer = await loadIssuer(deps.db, deps.box, claimed.companyId);
  const pac = deps.pacFor(issuer);
  try {
    const result = await pac.stamp(claimed.xml);
    const [row] = await deps.db
      .update(cfdiInvoices)
      // The PAC that stamps the document (not the one configured when it was sealed) says whether it is a sandbox stamp.
      .set({ status: 'timbrada', uuid: result.uuid.toUpperCase(), stampedXml: result.xml, stampedAt: new Date(), lastError: '', pac: pac.name, sandbox: pac.sandbox })
      .where(and(eq(cfdiInvoices.id, invoiceId), eq(cfdiInvoices.status, 'pendiente')))
      .returning();
    if (claimed.module !== MODULE.store) await syncChargeStampedFlag(deps.db, invoiceId);
    // The fiscal-data book is a convenience: failing to note the receptor never fails a stamped invoice.
    if (row) await rememberReceiver(deps.db, row).catch(() => undefined);
    return row ?? claimed;
  } catch (error) {
    const retryable = !(error instanceof PacError) || error.retryable;
    const message = error instanceof Error ? error.message : String(error);
    return onlyRow(
      await deps.db
        .update(cfdiInvoices)
        .set(retryable ? { lastError: `Pendiente de timbrar: ${message}` } : { status: 'rechazada', lastError: message })
        .where(eq(cfdiInvoices.id, invoiceId))
        .returning(),
      'invoice',
    );
  }
}

/** The retry job: every pending document whose last attempt is older than `staleAfterMs`. */
export async function retryPending(deps: BillingDeps, staleAfterMs = 30_000): Promise<number> {
  const rows = await deps.db
    .select({ id: cfdiInvoices.id })
    .from(cfdiInvoices)
    .where(and(eq(cfdiInvoices.status, 'pendiente'), sql`${cfdiInvoices.updatedAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`))
    .orderBy(asc(cfdiInvoices.id))
    .limit(100);
  let stamped = 0;
  for (const { id } of rows) {
    const row = await stampInvoice(deps, id, staleAfterMs);
    if (row.status === 'timbrada') stamped += 1;
  }
  return stamped;
}
