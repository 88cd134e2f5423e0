// Read-only views of invoicing: folio counters, SAT keys in use, the store's invoiced-payments report.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SatKeyInUse } from '@mikro/contracts';
import { Money, cfdiDate, foldAccents, isExpiredSatKey, requiredConceptComplement, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Database } from '../../db/client';
import { academyConcepts, companies, products, schoolConcepts } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';
import { rowsOf } from '../../db/rows';
import { type BillingContext } from './documents';

type Db = Pick<Database, 'select'>;

export async function foliosOf(db: Db, companyId: number) {
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!c) throw notFound();
  return {
    serieFactura: c.serieFactura,
    foliajeFactura: c.foliajeFactura,
    serieNota: c.serieNota,
    foliajeNota: c.foliajeNota,
    seriePago: c.seriePago,
    foliajePago: c.foliajePago,
    serieCotizacion: c.serieCotizacion,
    folioCotizacion: c.folioCotizacion,
  };
}

const resource = (file: string) => fileURLToPath(new URL(`../../../resources/sat/${file}`, import.meta.url));
let productKeys: Record<string, string | [string, string]> | null = null;
let unitKeys: Map<string, { name: string; validUntil: string }> | null = null;

function productKey(code: string): { description: string; validUntil: string } | null {
  productKeys ??= JSON.parse(readFileSync(resource('c_ClaveProdServ.descriptions.json'), 'utf8')) as Record<string, string | [string, string]>;
  const entry = productKeys[code];
  if (entry === undefined) return null;
  return typeof entry === 'string' ? { description: entry, validUntil: '' } : { description: entry[0], validUntil: entry[1] };
}

function unitKey(code: string): { name: string; validUntil: string } | null {
  unitKeys ??= new Map(
    (JSON.parse(readFileSync(resource('c_ClaveUnidad.json'), 'utf8')) as { code: string; name: string; validUntil: string }[]).map((u) => [u.code, u]),
  );
  return unitKeys.get(code) ?? null;
}

/** SAT product and unit keys used by the company's products, school concepts and academy activities. */
export async function satKeysInUse(db: Db, companyId: number, q: string): Promise<SatKeyInUse[]> {
  const productRows = await db
    .select({ code: products.sat_code, unit: products.unitMeasurement, uses: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.companyId, companyId), isNull(products.deletedAt)))
    .groupBy(products.sat_code, products.unitMeasurement);
  const conceptRows = await db
    .select({ code: schoolConcepts.satCode, unit: schoolConcepts.unitCode, uses: sql<number>`count(*)::int` })
    .from(schoolConcepts)
    .where(and(eq(schoolConcepts.companyId, companyId), isNull(schoolConcepts.deletedAt)))
    .groupBy(schoolConcepts.satCode, schoolConcepts.unitCode);
  const activityRows = await db
    .select({ code: academyConcepts.satCode, unit: academyConcepts.unitCode, uses: sql<number>`count(*)::int` })
    .from(academyConcepts)
    .where(eq(academyConcepts.companyId, companyId))
    .groupBy(academyConcepts.satCode, academyConcepts.unitCode);
  const today = cfdiDate(new Date(), INSTITUTION_TIME_ZONE).slice(0, 10);
  const byKey = new Map<string, SatKeyInUse>();
  const add = (kind: SatKeyInUse['kind'], code: string, uses: number) => {
    const id = `${kind}:${code}`;
    const existing = byKey.get(id);
    if (existing) {
      existing.uses += uses;
      return;
    }
    const flags: SatKeyInUse['flags'] = [];
    let description = '';
    if (kind === 'producto') {
      const entry = productKey(code);
      if (!entry) flags.push('desconocida');
      else {
        description = entry.description;
        if (isExpiredSatKey(entry.validUntil, today)) flags.push('vencida');
      }
      if (requiredConceptComplement(code)) flags.push('complemento');
    } else {
      const entry = unitKey(code);
      if (!entry) flags.push('desconocida');
      else {
        description = entry.name;
        if (isExpiredSatKey(entry.validUntil, today)) flags.push('vencida');
      }
    }
    byKey.set(id, { kind, code, description, uses, flags });
  };
  for (const r of productRows) {
    add('producto', r.code, r.uses);
    add('unidad', r.unit, r.uses);
  }
  for (const r of conceptRows) {
    add('producto', r.code, r.uses);
    add('unidad', r.unit, r.uses);
  }
  for (const r of activityRows) {
    add('producto', r.code, r.uses);
    add('unidad', r.unit, r.uses);
  }
  const needle = foldAccents(q.trim());
  return [...byKey.values()]
    .filter((k) => needle === '' || foldAccents(`${k.code} ${k.description}`).includes(needle))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code));
}

interface ReportRow {
  id: number;
  serie: string;
  folio: number;
  created_at: string | Date;
  total: string;
  status: string;
  invoice_id: number | null;
  invoice_serie: string | null;
  invoice_folio: number | null;
  uuid: string | null;
  invoice_status: string | null;
  is_global: boolean | null;
}

/** Store sales of a period with their invoice (named or global), for the invoiced-payments report. */
export async function storeInvoiceReport(db: Database, ctx: BillingContext, range: { from: string; to: string }) {
  const list = await rowsOf<ReportRow>(db, sql`
    SELECT s.id, s.serie, s.folio, s.created_at, s.total, s.status,
           i.id AS invoice_id, i.serie AS invoice_serie, i.folio AS invoice_folio, i.uuid, i.status AS invoice_status, i.is_global
      FROM store_sales s
      LEFT JOIN LATERAL (
        SELECT ci.* FROM cfdi_invoice_sources src JOIN cfdi_invoices ci ON ci.id = src.invoice_id
         WHERE src.module = 1 AND src.source_id = s.id AND ci.type = 'I' AND ci.status IN ('pendiente', 'timbrada')
         ORDER BY ci.id DESC LIMIT 1
      ) i ON true
     WHERE s.company_id = ${ctx.companyId}
       ${ctx.branchOfficeId === null ? sql`` : sql`AND s.branch_office_id = ${ctx.branchOfficeId}`}
       AND (s.created_at AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date BETWEEN ${range.from}::date AND ${range.to}::date
       AND s.status IN ('pagada', 'devuelta parcial')
     ORDER BY s.created_at`);
  return summarise(list);
}

function summarise(list: ReportRow[]) {
  const data = list.map((r) => ({
    saleId: r.id,
    ticket: `${r.serie}-${r.folio}`,
    date: new Date(r.created_at).toISOString(),
    total: Money.of(r.total).toFixed2(),
    invoiceId: r.invoice_id,
    invoice: r.invoice_id ? `${r.invoice_serie}-${r.invoice_folio}` : null,
    uuid: r.uuid,
    invoiceStatus: r.invoice_status,
    isGlobal: r.is_global ?? false,
  }));
  const billed = data.filter((d) => d.invoiceId !== null);
  return {
    billedPayments: billed.length,
    unbilledPayments: data.length - billed.length,
    totals: { billed: Money.sum(billed.map((d) => d.total)).toFixed2(), unbilled: Money.sum(data.filter((d) => d.invoiceId === null).map((d) => d.total)).toFixed2() },
    data,
  };
}

/** School or academy payments of a period with their invoice (named or global). */
export async function chargeInvoiceReport(db: Database, ctx: BillingContext, module: 2 | 3, range: { from: string; to: string }) {
  const list = await rowsOf<ReportRow>(db, sql`
    SELECT p.id, p.serie, p.folio, p.created_at, p.total, p.status,
           i.id AS invoice_id, i.serie AS invoice_serie, i.folio AS invoice_folio, i.uuid, i.status AS invoice_status, i.is_global
      FROM charge_payments p
      LEFT JOIN LATERAL (
        SELECT ci.* FROM cfdi_invoice_sources src JOIN cfdi_invoices ci ON ci.id = src.invoice_id
         WHERE src.module = ${module} AND src.source_id = p.id AND ci.type = 'I' AND ci.status IN ('pendiente', 'timbrada')
         ORDER BY ci.id DESC LIMIT 1
      ) i ON true
     WHERE p.company_id = ${ctx.companyId} AND p.module = ${module} AND p.folio > 0
       ${ctx.branchOfficeId === null ? sql`` : sql`AND p.branch_office_id = ${ctx.branchOfficeId}`}
       AND (p.created_at AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date BETWEEN ${range.from}::date AND ${range.to}::date
       AND p.status IN ('paid', 'partial')
     ORDER BY p.created_at`);
  return summarise(list);
}
