// School (module 3) and academy (module 2) payments as invoice sources: their paid lines become concepts;
// school tuition concepts of a level with RVOE carry the IEDU complement (student, CURP, level, RVOE, payer's
// RFC), and their late-payment surcharges go as concepts of their own (carriesIedu, splitSurcharges).
import { sql } from 'drizzle-orm';
import type { NotInvoicedItem } from '@mikro/contracts';
import { Money, carriesIedu, chargedLineTax, findPaymentMethod, predominantPaymentForm, splitSurcharges, withConceptTax, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { rowsOf } from '../../db/rows';
import type { CfdiConceptInput } from './cfdi/model';

export interface PaymentForInvoice {
  id: number;
  reference: string;
  concepts: CfdiConceptInput[];
  amount: string;
  paymentForm: string;
  paid: boolean;
  /** A store sale on credit (fiado) still owed: invoiced PPD. */
  onCredit?: boolean;
}

/** SAT's nivelEducativo values of the IEDU complement. */
const IEDU_LEVELS = ['Preescolar', 'Primaria', 'Secundaria', 'Profesional técnico', 'Bachillerato o su equivalente'];

interface LineRow {
  payment_id: number;
  serie: string;
  folio: number;
  status: string;
  concept_name: string;
  sat_code: string;
  unit_code: string;
  unit: string;
  year: number | null;
  month: number | null;
  quantity: number;
  subtotal: string;
  with_iva: boolean;
  /** The tax object of the concept charged (school or academy), when known. */
  tax_object: string | null;
  adjustments: { name: string; kind: number; amount: string }[];
  /** School lines: how the concept is charged (Monthly: tuition; OneTime: a fee). */
  concept_type: string | null;
  student_name: string | null;
  curp: string | null;
  sat_level: string | null;
  rvoe: string | null;
}

/**
 * The paid lines of the company's payments of a module, as concepts. With `iedu` (named school invoices)
 * tuition lines of a level with RVOE carry the IEDU complement (its data must be complete or the invoice is
 * refused), and each surcharge of a school line is a concept of its own without it, so the tuition concept
 * holds the tuition only.
 */
export async function chargePaymentsForInvoice(
  db: Executor,
  companyId: number,
  module: 2 | 3,
  ids: number[],
  iedu: { payerRfc: string } | null,
  branchOfficeId: number | null = null,
): Promise<PaymentForInvoice[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const branch = branchOfficeId === null ? sql`` : sql` AND branch_office_id = ${branchOfficeId}`;
  // Read first and held (FOR SHARE) until the invoice is written: a cancellation of one of these payments
  // waits, then sees the invoice and is refused; one that committed first is seen here as cancelled.
  const headers = await rowsOf<{ id: number; serie: string; folio: number; status: string }>(
    db,
    sql`SELECT id, serie, folio, status FROM charge_payments WHERE company_id = ${companyId} AND module = ${module} AND id IN (${idList})${branch} ORDER BY id FOR SHARE`,
  );
  const lines = await rowsOf<LineRow>(
    db,
    sql`SELECT p.id AS payment_id, p.serie, p.folio, p.status, l.concept_name, l.sat_code, l.unit_code, l.unit, l.year, l.month,
               l.quantity, l.subtotal, l.with_iva, l.adjustments, coalesce(scc.tax_object, ac.tax_object) AS tax_object,
               CASE WHEN p.module = 3 THEN coalesce(sic.concept_type, sc.concept_type) END AS concept_type,
               trim(concat_ws(' ', coalesce(s.name, e.name), coalesce(s.last_name_father, e.last_name_father), coalesce(s.last_name_mother, e.last_name_mother))) AS student_name,
               coalesce(s.curp, e.curp) AS curp, lv.sat_level, coalesce(nullif(lv.rvoe, ''), cp.rvoe) AS rvoe
          FROM charge_payments p
          JOIN charge_payment_lines l ON l.payment_id = p.id AND l.status = 'paid'
          LEFT JOIN charges c ON c.id = l.charge_id
          LEFT JOIN students s ON s.id = l.student_id
          LEFT JOIN externals e ON e.id = l.external_id
          LEFT JOIN school_inscriptions si ON si.id = c.school_inscription_id
          LEFT JOIN school_inscription_concepts sic ON sic.id = c.school_inscription_concept_id
          LEFT JOIN school_concepts sc ON sc.id = c.concept_id AND c.module = 3
          LEFT JOIN school_concepts scc ON scc.id = coalesce(sic.school_concept_id, sc.id)
          LEFT JOIN academy_concepts ac ON ac.id = l.id_concepto_cobro AND p.module = 2
          LEFT JOIN grades g ON g.id = coalesce(si.grade_id, s.grade_id)
          LEFT JOIN levels lv ON lv.id = g.level_id
          LEFT JOIN campuses cp ON cp.id = s.campus_id
         WHERE p.company_id = ${companyId} AND p.module = ${module} AND p.id IN (${idList})
         ORDER BY p.id, l.id`,
  );
  const methods = await rowsOf<{ payment_id: number; method_id: number; applied: string }>(
    db,
    sql`SELECT payment_id, method_id, applied FROM charge_payment_methods WHERE payment_id IN (${idList})`,
  );
  return headers.map((p) => {
    const reference = `${p.serie}-${p.folio}`;
    let amount = Money.ZERO;
    const concepts: CfdiConceptInput[] = [];
    for (const line of lines.filter((l) => l.payment_id === p.id)) {
      // A line a scholarship or discount left at 0 is not a concept: SAT refuses a concept of value 0 on an
      // income CFDI (as the store leaves out what was returned).
      if (!Money.of(line.subtotal).isPositive()) continue;
      const tax = chargedLineTax(line.with_iva, line.tax_object);
      const period = line.month && line.year ? ` ${String(line.month).padStart(2, '0')}/${line.year}` : '';
      const concept: CfdiConceptInput = {
        productKey: line.sat_code,
        unitKey: line.unit_code,
        unitName: line.unit,
        description: `${line.concept_name}${period}`,
        quantity: String(line.quantity),
        amount: Money.of(line.subtotal).toFixed2(),
        tax,
      };
      const lineConcepts = [concept];
      if (iedu && module === 3 && carriesIedu({ productKey: line.sat_code, conceptType: line.concept_type, rvoe: line.rvoe })) {
        const level = IEDU_LEVELS.find((l) => l.toLowerCase() === (line.sat_level ?? '').trim().toLowerCase());
        if (!line.curp || !level || !line.rvoe || !line.student_name) {
          throw new HttpError(
            409,
            `El pago ${reference} incluye colegiatura y requiere el complemento IEDU: registre la CURP del alumno, el nivel educativo SAT del nivel y el RVOE.`,
          );
        }
        concept.iedu = { studentName: line.student_name, curp: line.curp, level, rvoe: line.rvoe, payerRfc: iedu.payerRfc };
      }
      if (iedu && module === 3) {
        const split = splitSurcharges({ subtotal: line.subtotal, withIva: line.with_iva, adjustments: line.adjustments });
        concept.amount = split.principal;
        for (const surcharge of split.surcharges) {
          lineConcepts.push({ ...concept, iedu: undefined, quantity: '1', description: `${surcharge.name} · ${concept.description}`, amount: surcharge.amount });
        }
      }
      for (const each of lineConcepts.filter((c) => Money.of(c.amount).isPositive())) {
        concepts.push(each);
        amount = amount.plus(withConceptTax(each.amount, tax));
      }
    }
    const paidWith = methods.filter((m) => m.payment_id === p.id).map((m) => ({ code: findPaymentMethod(m.method_id)?.code ?? '99', amount: m.applied }));
    return { id: p.id, reference, concepts, amount: amount.toFixed2(), paymentForm: predominantPaymentForm(paidWith), paid: p.status === 'paid' || p.status === 'partial' };
  });
}

/** Paid payments of a module in a period (local dates) that no live invoice covers. */
export async function notInvoicedChargePayments(db: Executor, ctx: { companyId: number; branchOfficeId: number | null }, module: 2 | 3, range: { from: string; to: string }): Promise<NotInvoicedItem[]> {
  const rows = await rowsOf<{ id: number; serie: string; folio: number; created_at: string | Date; total: string }>(
    db,
    sql`SELECT p.id, p.serie, p.folio, p.created_at, p.total FROM charge_payments p
         WHERE p.company_id = ${ctx.companyId} AND p.module = ${module} AND p.status IN ('paid', 'partial') AND p.folio > 0
           ${ctx.branchOfficeId === null ? sql`` : sql`AND p.branch_office_id = ${ctx.branchOfficeId}`}
           AND (p.created_at AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date BETWEEN ${range.from}::date AND ${range.to}::date
           AND NOT EXISTS (SELECT 1 FROM cfdi_invoice_sources s JOIN cfdi_invoices i ON i.id = s.invoice_id
                            WHERE s.module = ${module} AND s.source_id = p.id AND i.type = 'I' AND i.status IN ('pendiente', 'timbrada'))
         ORDER BY p.created_at`,
  );
  return rows.map((r) => ({ id: r.id, reference: `${r.serie}-${r.folio}`, date: new Date(r.created_at).toISOString(), total: Money.of(r.total).toFixed2() }));
}

/** Keeps charge_payments.stamped in step with its invoices: 1 while a stamped invoice of type I covers it. */
export async function syncChargeStampedFlag(db: Executor, invoiceId: number): Promise<void> {
  await db.execute(sql`
    UPDATE charge_payments p SET stamped = CASE WHEN EXISTS (
        SELECT 1 FROM cfdi_invoice_sources s2 JOIN cfdi_invoices i2 ON i2.id = s2.invoice_id
         WHERE s2.module = p.module AND s2.source_id = p.id AND i2.type = 'I' AND i2.status = 'timbrada') THEN 1 ELSE 0 END
     WHERE p.id IN (SELECT s.source_id FROM cfdi_invoice_sources s WHERE s.invoice_id = ${invoiceId} AND s.module IN (2, 3))
       AND p.module IN (SELECT s.module FROM cfdi_invoice_sources s WHERE s.invoice_id = ${invoiceId})`);
}
