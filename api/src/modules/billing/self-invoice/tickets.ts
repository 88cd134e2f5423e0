// The ticket behind a self-invoicing code: the store sale or the school or academy payment it names, the
// invoice that already covers it, and whether its customer can invoice it now (and if not, why).
//
// The code is 144 random bits (base64url), never derived from the ticket; only its SHA-256 is stored. Every
// printing issues a new code; all of a ticket's codes lead to the one ticket, which takes one live invoice.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BillingModule, SelfInvoiceState } from '@mikro/contracts';
import { Money, selfInvoiceWindow, toCalendarDate, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Database, Executor } from '../../../db/client';
import { onlyRow, rowsOf } from '../../../db/rows';
import { cfdiInvoices, selfInvoiceCodes } from '../../../db/schema/index';
import { MODULE, type BillingDeps } from '../documents';

export interface SelfInvoiceOptions {
  deps: BillingDeps;
  /** The public address of the application (the link and QR point at `<publicUrl>/autofactura/<code>`). */
  publicUrl: string;
  /** Key of the download links' signatures (derived from the application's secret). */
  downloadKey: Buffer;
}

/** The one answer for a code that does not exist and for one whose month is over (no oracle between them). */
export const UNKNOWN_CODE = 'El enlace de facturación no existe o ya venció. Las facturas se solicitan dentro del mes de la compra.';

export const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** A ticket or receipt as self-invoicing sees it. */
export interface Source {
  module: BillingModule;
  id: number;
  companyId: number;
  branchOfficeId: number;
  reference: string;
  soldAt: Date;
  /** Store: pagada, devuelta parcial, pendiente, cancelada; charges: paid, partial, cancelled. */
  status: string;
  total: string;
  companyName: string;
  branchOfficeName: string;
}

interface SourceRow {
  id: number;
  company_id: number;
  branch_office_id: number;
  serie: string;
  folio: number;
  status: string;
  total: string;
  returned_total: string;
  created_at: string | Date;
  company_name: string;
  branch_name: string;
}

export async function loadSource(db: Executor, module: BillingModule, id: number): Promise<Source | null> {
  const from =
    module === MODULE.store
      ? sql`SELECT t.id, t.company_id, t.branch_office_id, t.serie, t.folio, t.status, t.total, t.returned_total, t.created_at FROM store_sales t WHERE t.id = ${id}`
      : sql`SELECT t.id, t.company_id, t.branch_office_id, t.serie, t.folio, t.status, t.total, 0 AS returned_total, t.created_at FROM charge_payments t WHERE t.id = ${id} AND t.module = ${module} AND t.folio > 0`;
  const [row] = await rowsOf<SourceRow>(
    db,
    sql`SELECT s.*, coalesce(nullif(c.business_name, ''), c.name) AS company_name, b.name AS branch_name
          FROM (${from}) s JOIN companies c ON c.id = s.company_id JOIN branch_offices b ON b.id = s.branch_office_id`,
  );
  if (!row) return null;
  return {
    module,
    id: row.id,
    companyId: row.company_id,
    branchOfficeId: row.branch_office_id,
    reference: `${row.serie}-${row.folio}`,
    soldAt: new Date(row.created_at),
    status: row.status,
    total: Money.of(row.total).minus(row.returned_total).toFixed2(),
    companyName: row.company_name,
    branchOfficeName: row.branch_name,
  };
}

export interface LiveInvoice {
  id: number;
  isGlobal: boolean;
  receiverRfc: string;
  /** Issued through one of this ticket's self-invoicing codes. */
  selfInvoiced: boolean;
}

/** The pending or stamped invoice of type I that covers the ticket, if any. */
export async function liveInvoiceOf(db: Executor, source: Pick<Source, 'module' | 'id'>): Promise<LiveInvoice | null> {
  const [row] = await rowsOf<{ id: number; is_global: boolean; receiver_rfc: string; self_invoiced: boolean }>(
    db,
    sql`SELECT i.id, i.is_global, i.receiver_rfc,
               EXISTS (SELECT 1 FROM self_invoice_codes c WHERE c.invoice_id = i.id AND c.module = ${source.module} AND c.source_id = ${source.id}) AS self_invoiced
          FROM cfdi_invoice_sources s JOIN cfdi_invoices i ON i.id = s.invoice_id
         WHERE s.module = ${source.module} AND s.source_id = ${source.id} AND i.type = 'I' AND i.status IN ('pendiente', 'timbrada')
         ORDER BY i.id DESC LIMIT 1`,
  );
  return row ? { id: row.id, isGlobal: row.is_global, receiverRfc: row.receiver_rfc, selfInvoiced: row.self_invoiced } : null;
}

const PAID = new Set(['pagada', 'devuelta parcial', 'paid', 'partial']);
const CANCELLED = new Set(['cancelada', 'cancelled']);

/** Whether the ticket can be self-invoiced now, and if not why (Spanish, for the customer). */
export async function stateOf(db: Executor, source: Source, now: Date): Promise<{ state: SelfInvoiceState; message: string | null; live: LiveInvoice | null; lastDay: string; open: boolean }> {
  const { open, lastDay } = selfInvoiceWindow(source.soldAt, now, INSTITUTION_TIME_ZONE);
  const noun = source.module === MODULE.store ? 'La venta' : 'El pago';
  const live = await liveInvoiceOf(db, source);
  if (live) {
    const message = live.isGlobal
      ? 'Este ticket ya se incluyó en la factura global del periodo; no se puede facturar de nuevo.'
      : 'Este ticket ya fue facturado; sólo se emite una factura por ticket.';
    return { state: 'facturado', message, live, lastDay, open };
  }
  if (CANCELLED.has(source.status)) return { state: 'cancelado', message: `${noun} fue cancelad${source.module === MODULE.store ? 'a' : 'o'}; no se puede facturar.`, live, lastDay, open };
  if (!PAID.has(source.status)) {
    return { state: 'no-disponible', message: `${noun} tiene saldo pendiente; solicite su factura en la caja.`, live, lastDay, open };
  }
  if (!open) return { state: 'no-disponible', message: `El plazo para facturar este ticket terminó el ${displayDay(lastDay)}.`, live, lastDay, open };
  return { state: 'disponible', message: null, live, lastDay, open };
}

function displayDay(isoDay: string): string {
  const { year, month, day } = toCalendarDate(isoDay);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

export interface ResolvedCode {
  codeId: number;
  createdBy: number;
  source: Source;
}

/** The code's ticket; null (→ the one 404) when the code is unknown or the ticket's month is over. */
export async function resolveCode(db: Database, code: string, now: Date): Promise<ResolvedCode | null> {
  const [row] = await db
    .select({ id: selfInvoiceCodes.id, module: selfInvoiceCodes.module, sourceId: selfInvoiceCodes.sourceId, createdBy: selfInvoiceCodes.createdBy })
    .from(selfInvoiceCodes)
    .where(eq(selfInvoiceCodes.codeHash, hashCode(code)));
  if (!row) return null;
  const source = await loadSource(db, row.module as BillingModule, row.sourceId);
  if (!source || !selfInvoiceWindow(source.soldAt, now, INSTITUTION_TIME_ZONE).open) return null;
  return { codeId: row.id, createdBy: row.createdBy, source };
}

export type InvoiceRow = typeof cfdiInvoices.$inferSelect;

/** An invoice whose id the caller just read or wrote (invoices are never deleted). */
export async function invoiceRowById(db: Database, id: number): Promise<InvoiceRow> {
  return onlyRow(await db.select().from(cfdiInvoices).where(eq(cfdiInvoices.id, id)), 'invoice');
}
