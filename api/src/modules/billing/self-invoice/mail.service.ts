// The e-mail of a self-issued invoice (its XML and PDF, queued in the mail outbox). The address the customer
// gave is kept on the code; whoever claims the send (the request, when the invoice is stamped at once, or the
// retry job, when it is stamped later) sets mailed_at in the same UPDATE, so it is sent once.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cfdiInvoices, selfInvoiceCodes } from '../../../db/schema/index';
import { queueMail } from '../../mail/index';
import { invoicePdf } from '../pdf';
import { fileName } from '../routes-common';
import { invoiceRowById, type InvoiceRow } from './tickets';

/** Queues a claimed e-mail; a failure to queue it (its PDF, say) gives the claim back, so the retry job queues it later. */
export async function sendClaimed(db: Database, codeId: number, row: InvoiceRow, to: string): Promise<void> {
  try {
    await emailInvoice(db, row, to);
  } catch (error) {
    await db.update(selfInvoiceCodes).set({ mailedAt: null }).where(eq(selfInvoiceCodes.id, codeId));
    throw error;
  }
}

/**
 * E-mails the self-issued invoices that were stamped after their request answered (left pending by the PAC,
 * stamped later by the retry job or the staff): each is claimed by the UPDATE that selects it (mailed_at goes
 * from null to now), so two instances running the job never send the same one twice. Answers how many were sent.
 */
export async function mailStampedSelfInvoices(db: Database): Promise<number> {
  const claimed = await db
    .update(selfInvoiceCodes)
    .set({ mailedAt: sql`now()` })
    .from(cfdiInvoices)
    .where(and(eq(selfInvoiceCodes.invoiceId, cfdiInvoices.id), eq(cfdiInvoices.status, 'timbrada'), isNotNull(selfInvoiceCodes.mailTo), isNull(selfInvoiceCodes.mailedAt)))
    .returning({ codeId: selfInvoiceCodes.id, to: selfInvoiceCodes.mailTo, invoiceId: selfInvoiceCodes.invoiceId });
  let sent = 0;
  let failure: unknown;
  for (const { codeId, to, invoiceId } of claimed) {
    try {
      await sendClaimed(db, codeId, await invoiceRowById(db, invoiceId!), to!);
      sent += 1;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return sent;
}

async function emailInvoice(db: Database, row: InvoiceRow, to: string): Promise<void> {
  const name = fileName(row);
  await queueMail(db, {
    companyId: row.companyId,
    kind: 'invoice',
    to,
    subject: `Factura ${row.serie}-${row.folio}`,
    text: `Adjuntamos el CFDI ${row.serie}-${row.folio} (folio fiscal ${row.uuid}) en XML y PDF.`,
    attachments: [
      { name: `${name}.xml`, type: 'application/xml', content: Buffer.from(row.stampedXml!, 'utf8') },
      { name: `${name}.pdf`, type: 'application/pdf', content: await invoicePdf(row) },
    ],
  });
}
