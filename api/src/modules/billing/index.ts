// Invoicing (CFDI 4.0): company fiscal settings, invoices, credit notes, global invoices, the PAC and
// the retry job that finishes documents left pending by a PAC timeout or 5xx.
import type { FastifyPluginAsync } from 'fastify';
import { billingRoutes } from './billing.routes';
import { retryPending } from './stamping';
import { settleCancellations } from './cancellation.service';
import { type BillingDeps } from './documents';
import { allowPacOrigins } from './pac/endpoints';
import { pacFor } from './pac/registry';
import { provisionDemoCsd } from './demo';
import { secretBox } from './secrets';
import { redactError } from '../../plugins/errors';
import { selfInvoiceRoutes } from './self-invoice/self-invoice.routes';
import { satStatusRoutes } from './sat-status/sat-status.routes';
import { satStatusClient } from './sat-status/consulta';
import { fiscalBookRoutes } from './fiscal-book/fiscal-book.routes';
import { customerFiscalDataResource } from './fiscal-book/fiscal-book.resource';
import { registerResource } from '../../crud/index';
import { downloadKeyFrom } from './self-invoice/downloads.service';
import { mailStampedSelfInvoices } from './self-invoice/mail.service';
import type { SelfInvoiceOptions } from './self-invoice/tickets';
import type { Database } from '../../db/client';

// What the families' portal uses: a receipt invoiced through the self-invoicing flow, and an invoice's files.
export { invoicePdf } from './pdf';
export { fileName as invoiceFileName } from './routes-common';
export { issueSelfInvoiceLink, selfInvoice } from './self-invoice/self-invoice.service';
export type { SelfInvoiceOptions };

/** The self-invoicing service's options for a module that invoices through it (the families' portal). */
export function selfInvoicingOptions(db: Database, secret: string, publicUrl: string): SelfInvoiceOptions {
  return { deps: { db, box: secretBox(secret), pacFor }, publicUrl, downloadKey: downloadKeyFrom(secret) };
}

export interface BillingModuleOptions {
  /** The application's secret; the key that encrypts CSD keys and passwords is derived from it. */
  secret: string;
  /** The application's public address: self-invoicing links printed on tickets and receipts point there. */
  publicUrl: string;
  /** Milliseconds between retry runs (0 = no job, e.g. in tests). */
  retryEveryMs?: number;
  /** PAC_ALLOWED_URLS: origins a company may point its PAC at besides the providers' endpoints. */
  pacAllowedOrigins?: string[];
  /** SAT's CFDI status service (ConsultaCFDIService); SAT's own address unless told otherwise. */
  satStatusUrl?: string;
}

/**
 * One run of the retry job: stamps what the PAC left pending, settles the cancellations that waited for the
 * receiver's acceptance, then e-mails the self-issued invoices stamped after their request answered (by this run,
 * an earlier one or the staff's retry button), even when a stamping fails.
 */
export async function runRetryJob(deps: BillingDeps, staleAfterMs?: number): Promise<void> {
  try {
    await retryPending(deps, staleAfterMs);
    await settleCancellations(deps);
  } finally {
    await mailStampedSelfInvoices(deps.db);
  }
}

export const billingModule: FastifyPluginAsync<BillingModuleOptions> = async (app, options) => {
  allowPacOrigins(options.pacAllowedOrigins ?? []);
  const deps: BillingDeps = { db: app.db, box: secretBox(options.secret), pacFor };
  await app.register(billingRoutes, { deps });
  await app.register(selfInvoiceRoutes, { deps, publicUrl: options.publicUrl, downloadKey: downloadKeyFrom(options.secret) });
  await app.register(satStatusRoutes, { db: app.db, client: satStatusClient(options.satStatusUrl) });
  await app.register(fiscalBookRoutes, { db: app.db });
  // The book as a catalogue (/facturas/clientes): list, correct, delete.
  registerResource(app, customerFiscalDataResource);
  // Best effort: the API starts (and answers liveness) even when the database is not reachable yet.
  app.addHook('onReady', async () => {
    await provisionDemoCsd(app.db, deps.box).catch((error: unknown) => app.log.warn({ err: redactError(error) }, 'demo CSD not provisioned'));
  });
  const every = options.retryEveryMs ?? 60_000;
  if (every > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runRetryJob(deps)
        .catch((error: unknown) => app.log.warn({ err: redactError(error) }, 'billing retry job failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
