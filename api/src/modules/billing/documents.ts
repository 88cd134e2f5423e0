// What every CFDI of the module shares: the request context and dependencies, the row summary, the folio
// counter, and writeDocument, which builds the comprobante, computes its cadena and seal (cfdi/seal.ts) and stores
// it 'pendiente' before any PAC call.
import { and, eq, sql } from 'drizzle-orm';
import type { BillingModule, CfdiStatus, CfdiType, InvoiceReceiverInput, InvoiceSummary } from '@mikro/contracts';
import { Money, cfdiDate, fiscalName, validateReceiver, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { cfdiInvoiceSources, cfdiInvoices, companies } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { buildCfdi, cfdiXml } from './cfdi/build';
import type { CfdiConceptInput, CfdiInput, CfdiReceiver } from './cfdi/model';
import { sealComprobante } from './cfdi/seal';
import { folioCollision, isFolioCollision } from './folios';
import { type Issuer } from './company.service';
import { type PacAdapter } from './pac/pac';
import type { SecretBox } from './secrets';

export const MODULE = { store: 1, academy: 2, school: 3 } as const satisfies Record<string, BillingModule>;

export interface BillingContext {
  companyId: number;
  userId: number;
  branchOfficeId: number | null;
}

export interface BillingDeps {
  db: Database;
  box: SecretBox;
  pacFor: (issuer: Issuer) => PacAdapter;
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type InvoiceRow = typeof cfdiInvoices.$inferSelect;

export const conflict = (message: string) => new HttpError(409, message);
/** Invoices that cover their sources: pending or stamped (a rejected or cancelled one frees them). */
export const LIVE = ['pendiente', 'timbrada'] as const;

export function summary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    module: row.module as BillingModule,
    type: row.type as CfdiType,
    isGlobal: row.isGlobal,
    serie: row.serie,
    folio: row.folio,
    uuid: row.uuid,
    status: row.status as CfdiStatus,
    receiverRfc: row.receiverRfc,
    receiverName: row.receiverName,
    total: row.total,
    issuedAt: row.issuedAt,
    sandbox: row.sandbox,
    relatedInvoiceId: row.relatedInvoiceId,
    lastError: row.lastError,
  };
}

/** Next folio of a series kind, taken inside the document's transaction (the company row is the counter). */
async function nextFolio(tx: Tx, companyId: number, kind: 'I' | 'E' | 'P'): Promise<number> {
  const column = kind === 'I' ? companies.foliajeFactura : kind === 'E' ? companies.foliajeNota : companies.foliajePago;
  const field = kind === 'I' ? 'foliajeFactura' : kind === 'E' ? 'foliajeNota' : 'foliajePago';
  const row = onlyRow(
    await tx
      .update(companies)
      .set({ [field]: sql`${column} + 1` })
      .where(eq(companies.id, companyId))
      .returning({ next: column }),
    'company folio counter',
  );
  return row.next - 1;
}

export interface NewDocument {
  module: BillingModule;
  type: 'I' | 'E' | 'P';
  isGlobal?: boolean;
  receiver: CfdiReceiver;
  paymentForm?: string;
  paymentMethod?: 'PUE' | 'PPD';
  concepts: CfdiConceptInput[];
  global?: CfdiInput['global'];
  related?: { invoice: InvoiceRow; type: string };
  payment?: CfdiInput['payment'];
  sources: { module: BillingModule; sourceId: number; reference: string; amount: string }[];
}

/** Builds, seals and stores the document as 'pendiente' (no PAC call here), in the caller's transaction. */
export async function writeDocument(tx: Tx, ctx: BillingContext, issuer: Issuer, pac: PacAdapter, doc: NewDocument, now: Date): Promise<InvoiceRow> {
  const folio = await nextFolio(tx, ctx.companyId, doc.type);
  const serie = doc.type === 'I' ? issuer.serieFactura : doc.type === 'E' ? issuer.serieNota : issuer.seriePago;
  const date = cfdiDate(now, INSTITUTION_TIME_ZONE);
  const built = buildCfdi({
    type: doc.type,
    serie,
    folio: String(folio),
    date,
    paymentForm: doc.paymentForm,
    paymentMethod: doc.paymentMethod,
    placeOfIssue: issuer.zip,
    issuer: { rfc: issuer.rfc, name: issuer.name, regime: issuer.regime },
    receiver: doc.receiver,
    global: doc.global,
    related: doc.related && doc.type !== 'P' ? { type: doc.related.type, uuids: [doc.related.invoice.uuid ?? ''] } : undefined,
    concepts: doc.concepts,
    payment: doc.payment,
  });
  sealComprobante(built.comprobante, issuer.signer);
  // A folio its series already used (a counter set back before the check existed, or by hand) is the user's to fix.
  const inserted = await tx
    .insert(cfdiInvoices)
    .values({
      companyId: ctx.companyId,
      branchOfficeId: ctx.branchOfficeId,
      module: doc.module,
      type: doc.type,
      isGlobal: doc.isGlobal ?? false,
      serie,
      folio,
      status: 'pendiente',
      receiverRfc: doc.receiver.rfc,
      receiverName: doc.receiver.name,
      receiverRegime: doc.receiver.regime,
      receiverZip: doc.receiver.zip,
      cfdiUse: doc.type === 'P' ? 'CP01' : doc.receiver.cfdiUse,
      paymentForm: doc.paymentForm ?? null,
      paymentMethod: doc.paymentMethod ?? null,
      subtotal: built.subtotal,
      discount: built.discount,
      iva: built.iva,
      total: doc.type === 'P' ? Money.of(doc.payment?.amount ?? 0).toFixed2() : built.total,
      issuedAt: date,
      xml: cfdiXml(built.comprobante),
      pac: pac.name,
      sandbox: pac.sandbox,
      relatedInvoiceId: doc.related?.invoice.id ?? null,
      relatedUuid: doc.related?.invoice.uuid ?? null,
      globalPeriodicity: doc.global?.periodicity ?? null,
      globalMonths: doc.global?.months ?? null,
      globalYear: doc.global?.year ?? null,
      createdBy: ctx.userId,
    })
    .returning()
    .catch((error: unknown) => {
      throw isFolioCollision(error) ? folioCollision(serie, folio) : error;
    });
  const row = onlyRow(inserted, 'invoice');
  for (let i = 0; i < doc.sources.length; i += 1000) {
    await tx.insert(cfdiInvoiceSources).values(doc.sources.slice(i, i + 1000).map((s) => ({ ...s, invoiceId: row.id })));
  }
  return row;
}

export function checkedReceiver(input: InvoiceReceiverInput): CfdiReceiver {
  const receiver = { rfc: input.rfc.trim().toUpperCase(), name: fiscalName(input.name), regime: input.regime, cfdiUse: input.cfdiUse, zip: input.zip.trim() };
  const errors = validateReceiver(receiver);
  const [firstError] = errors;
  if (firstError) throw badRequest(firstError.message, errors);
  return receiver;
}

export async function ownInvoice(db: Pick<Database, 'select'>, ctx: BillingContext, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(cfdiInvoices).where(and(eq(cfdiInvoices.id, id), eq(cfdiInvoices.companyId, ctx.companyId)));
  if (!row) throw notFound('La factura no existe.');
  return row;
}
