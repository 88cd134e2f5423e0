// The customer fiscal-data book: every stamped invoice notes its receptor (SAT accepted that RFC with that name,
// regime and postal code), e-mailing an invoice notes the address; the invoice form finds them by RFC or name,
// together with the fiscal data a family or a store client already has on file.
import { sql } from 'drizzle-orm';
import { isGenericRfc } from '@mikro/domain';
import type { ReceiverSuggestion } from '@mikro/contracts';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { escapeLike, searchFold } from '../../../db/search';

interface StampedReceiver {
  companyId: number;
  type: string;
  receiverRfc: string;
  receiverName: string;
  receiverRegime: string;
  receiverZip: string;
  cfdiUse: string;
}

/** Notes the receptor of a stamped invoice (an income CFDI to a named receiver) in the company's book. */
export async function rememberReceiver(db: Executor, invoice: StampedReceiver): Promise<void> {
  if (invoice.type !== 'I' || isGenericRfc(invoice.receiverRfc)) return;
  await db.execute(sql`
    INSERT INTO customer_fiscal_data (company_id, rfc, name, regime, zip, cfdi_use)
    VALUES (${invoice.companyId}, ${invoice.receiverRfc}, ${invoice.receiverName}, ${invoice.receiverRegime}, ${invoice.receiverZip}, ${invoice.cfdiUse})
    ON CONFLICT (company_id, rfc) DO UPDATE SET name = excluded.name, regime = excluded.regime, zip = excluded.zip, cfdi_use = excluded.cfdi_use,
      invoices = customer_fiscal_data.invoices + 1, last_invoiced_at = now(), updated_at = now()`);
}

/** Notes where an invoice of that RFC was sent. */
export async function rememberEmail(db: Executor, companyId: number, rfc: string, email: string): Promise<void> {
  await db.execute(sql`UPDATE customer_fiscal_data SET email = ${email}, updated_at = now() WHERE company_id = ${companyId} AND rfc = ${rfc}`);
}

interface ReceiverQuery {
  /** RFC (its beginning) or name (any part, accents and case aside); at least 2 characters. */
  q?: string;
  /** The payment being invoiced: its family's (school, academy) or client's (store) data come first. */
  module?: 1 | 2 | 3;
  paymentId?: number;
}

const LIMIT = 10;

type Row = Omit<ReceiverSuggestion, 'source'> & { source: ReceiverSuggestion['source'] };

/** The fiscal data the invoice form offers: the payment's family or client first, then matches of the text. */
export async function findReceivers(db: Executor, companyId: number, query: ReceiverQuery): Promise<ReceiverSuggestion[]> {
  const found: Row[] = [];
  if (query.module && query.paymentId) found.push(...(await payerData(db, companyId, query.module, query.paymentId)));
  const text = query.q?.trim() ?? '';
  if (text.length >= 2) {
    const rfc = `${escapeLike(text.toUpperCase())}%`;
    const name = searchFold(`%${escapeLike(text)}%`);
    found.push(
      ...(await rowsOf<Row>(
        db,
        sql`SELECT 'libreta' AS source, name AS owner, rfc, name, regime, zip, cfdi_use AS "cfdiUse", email FROM customer_fiscal_data
             WHERE company_id = ${companyId} AND (rfc LIKE ${rfc} OR search_fold(name) LIKE ${name})
             ORDER BY last_invoiced_at DESC, id DESC LIMIT ${LIMIT}`,
      )),
      ...(await rowsOf<Row>(
        db,
        sql`SELECT 'familia' AS source, f.name AS owner, b.rfc, b.business_name AS name, b.tax_regime AS regime, b.zip, b.cfdi_use AS "cfdiUse", b.email
              FROM family_business_names b JOIN families f ON f.id = b.family_id
             WHERE b.company_id = ${companyId} AND f.deleted_at IS NULL
               AND (b.rfc LIKE ${rfc} OR search_fold(b.business_name) LIKE ${name} OR search_fold(f.name) LIKE ${name})
             ORDER BY b.is_default DESC, b.id LIMIT ${LIMIT}`,
      )),
      ...(await clientRows(db, companyId, sql`(c.rfc LIKE ${rfc} OR search_fold(c.search_name) LIKE ${name})`)),
    );
  }
  return unique(found);
}

/** The family of a school or academy payment, or the client of a store sale, with the fiscal data on file. */
async function payerData(db: Executor, companyId: number, module: 1 | 2 | 3, paymentId: number): Promise<Row[]> {
  if (module === 1) return clientRows(db, companyId, sql`c.id = (SELECT client_id FROM store_sales WHERE id = ${paymentId} AND company_id = ${companyId})`);
  return rowsOf<Row>(
    db,
    sql`SELECT 'familia' AS source, f.name AS owner, b.rfc, b.business_name AS name, b.tax_regime AS regime, b.zip, b.cfdi_use AS "cfdiUse", b.email
          FROM charge_payments p JOIN families f ON f.id = p.family_id JOIN family_business_names b ON b.family_id = f.id
         WHERE p.id = ${paymentId} AND p.company_id = ${companyId} AND p.module = ${module}
         ORDER BY b.is_default DESC, b.id`,
  );
}

/**
 * Store clients with an RFC: a client keeps no regime or postal code, so what the book knows of that RFC (from an
 * earlier invoice) completes it.
 */
function clientRows(db: Executor, companyId: number, where: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(
    db,
    sql`SELECT 'cliente' AS source, trim(concat_ws(' ', c.name, c.last_name_father, c.last_name_mother)) AS owner, c.rfc,
               coalesce(k.name, upper(trim(concat_ws(' ', c.name, c.last_name_father, c.last_name_mother)))) AS name,
               coalesce(k.regime, '') AS regime, coalesce(k.zip, '') AS zip, coalesce(k.cfdi_use, '') AS "cfdiUse", coalesce(nullif(c.email, ''), k.email, '') AS email
          FROM clients c LEFT JOIN customer_fiscal_data k ON k.company_id = c.company_id AND k.rfc = c.rfc
         WHERE c.company_id = ${companyId} AND c.deleted_at IS NULL AND c.rfc <> '' AND ${where}
         ORDER BY c.search_name LIMIT ${LIMIT}`,
  );
}

function unique(rows: Row[]): ReceiverSuggestion[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = [r.rfc, r.name, r.regime, r.zip, r.cfdiUse].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
