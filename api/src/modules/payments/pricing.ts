// Reads charges with what their pricing depends on (student's campus, inscription's cycle, payer) and
// prices them with packages/domain: the one computation behind the fee counter, the quote and the payment.
import { sql, type SQL } from 'drizzle-orm';
import type { ChargeAdjustment, QuotedChargeLine } from '@mikro/contracts';
import {
  datedAutomaticCharges,
  extraChargeProblem,
  isWithinDateRange,
  priceWithConcession,
  scholarshipCovers,
  type DeskConcession,
  type ExtraCharge,
  type LineCharge,
} from '@mikro/domain';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { rowsOf } from '../../db/rows';
import { automaticInScope, coverageKey, type ChargeBook } from './extra-charges';
import { MODULE_SCHOOL, type PaymentModule } from './context';

/** A charge row with its pricing context. */
export interface ChargeRow {
  id: number;
  companyId: number;
  branchOfficeId: number;
  module: PaymentModule;
  studentId: number | null;
  externalId: number | null;
  familyId: number | null;
  payerName: string;
  campusId: number | null;
  cycleId: number | null;
  schoolInscriptionId: number | null;
  academyInscriptionId: number | null;
  conceptId: number | null;
  name: string;
  satCode: string;
  unitCode: string;
  unit: string;
  withIva: boolean;
  quantity: number;
  price: string;
  year: number;
  month: number;
  paymentDay: number;
  dueDate: string;
  status: 'pending' | 'paid' | 'cancelled';
  paymentId: number | null;
}

/** The columns of a charge `c` with its pricing context (the joins below), as RawRow names them. */
export const CONTEXT_COLUMNS_TEXT = `c.id, c.company_id, c.branch_office_id, c.module, c.student_id, c.external_id,
  s.family_id, coalesce(nullif(trim(concat_ws(' ', s.name, s.last_name_father, s.last_name_mother)), ''), trim(concat_ws(' ', e.name, e.last_name_father, e.last_name_mother)), '') AS payer_name,
  s.campus_id, coalesce(si.cycle_id, ai.cycle_id) AS cycle_id, c.school_inscription_id, c.academy_inscription_id, c.concept_id,
  c.name, c.sat_code, c.unit_code, c.unit, c.with_iva, c.quantity, c.price::text AS price, c.year, c.month, c.payment_day,
  c.due_date::text AS due_date, c.status, c.payment_id`;

export const CONTEXT_JOINS_TEXT = `LEFT JOIN students s ON s.id = c.student_id
  LEFT JOIN externals e ON e.id = c.external_id
  LEFT JOIN school_inscriptions si ON si.id = c.school_inscription_id
  LEFT JOIN academy_inscriptions ai ON ai.id = c.academy_inscription_id`;

const CONTEXT_COLUMNS = sql.raw(CONTEXT_COLUMNS_TEXT);
const CONTEXT_JOINS = sql.raw(CONTEXT_JOINS_TEXT);

/** A charge row as the context columns name it (numbers may come as text, or as JSON numbers). */
export interface RawRow {
  id: number;
  company_id: number;
  branch_office_id: number;
  module: number;
  student_id: number | null;
  external_id: number | null;
  family_id: number | null;
  payer_name: string;
  campus_id: number | null;
  cycle_id: number | null;
  school_inscription_id: number | null;
  academy_inscription_id: number | null;
  concept_id: number | null;
  name: string;
  sat_code: string;
  unit_code: string;
  unit: string;
  with_iva: boolean;
  quantity: number;
  price: string;
  year: number;
  month: number;
  payment_day: number;
  due_date: string;
  status: ChargeRow['status'];
  payment_id: number | null;
}

export const toChargeRow = (r: RawRow): ChargeRow => ({
  id: Number(r.id),
  companyId: Number(r.company_id),
  branchOfficeId: Number(r.branch_office_id),
  module: Number(r.module) as PaymentModule,
  studentId: r.student_id === null ? null : Number(r.student_id),
  externalId: r.external_id === null ? null : Number(r.external_id),
  familyId: r.family_id === null ? null : Number(r.family_id),
  payerName: r.payer_name,
  campusId: r.campus_id === null ? null : Number(r.campus_id),
  cycleId: r.cycle_id === null ? null : Number(r.cycle_id),
  schoolInscriptionId: r.school_inscription_id === null ? null : Number(r.school_inscription_id),
  academyInscriptionId: r.academy_inscription_id === null ? null : Number(r.academy_inscription_id),
  conceptId: r.concept_id === null ? null : Number(r.concept_id),
  name: r.name,
  satCode: r.sat_code,
  unitCode: r.unit_code,
  unit: r.unit,
  withIva: r.with_iva,
  quantity: Number(r.quantity),
  price: r.price,
  year: Number(r.year),
  month: Number(r.month),
  paymentDay: Number(r.payment_day),
  dueDate: r.due_date,
  status: r.status,
  paymentId: r.payment_id === null ? null : Number(r.payment_id),
});

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Charges of the company by id, with their pricing context (no lock). */
export async function readCharges(db: Executor, companyId: number, ids: readonly number[]): Promise<ChargeRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<RawRow>(db, sql`SELECT ${CONTEXT_COLUMNS} FROM charges c ${CONTEXT_JOINS}
    WHERE c.company_id = ${companyId} AND c.id IN (${idList(ids)}) ORDER BY c.id`);
  return rows.map(toChargeRow);
}

/** Charges matching a condition on `c` (the fee counter's read), with their pricing context. */
export async function readChargesWhere(db: Executor, where: SQL): Promise<ChargeRow[]> {
  const rows = await rowsOf<RawRow>(db, sql`SELECT ${CONTEXT_COLUMNS} FROM charges c ${CONTEXT_JOINS} WHERE ${where}
    ORDER BY c.student_id, c.due_date, c.id`);
  return rows.map(toChargeRow);
}

export interface LineOptions {
  manualChargeIds?: readonly number[];
  raiseByTaxFactor?: boolean;
  /** What the desk concedes (checked and allowed by the caller). */
  concession?: DeskConcession | null;
}

/**
 * The automatic charges of a charge on `today`: the same dated conditions for school and academy lines (a
 * discount only within its window, a surcharge only once the charge's own due date has passed); a school line
 * also takes the student's scholarships.
 */
export function automaticChargesOf(charge: ChargeRow, book: ChargeBook, today: string): ExtraCharge[] {
  const inScope = automaticInScope(book, charge.campusId, charge.cycleId);
  const period = { year: charge.year, month: charge.month, paymentDay: charge.paymentDay, dueDate: charge.dueDate };
  const dated = datedAutomaticCharges(inScope, period, today);
  if (charge.module !== MODULE_SCHOOL) return dated;
  const studentId = charge.studentId;
  if (studentId === null) return dated;
  // A scholarship applies within its dates and only to the concepts it covers.
  const scholarships = (book.scholarships.get(studentId) ?? []).filter(
    (s) => isWithinDateRange(s, today) && scholarshipCovers(book.coverage.get(coverageKey(studentId, s.id)) ?? [], charge.conceptId),
  );
  return [...dated, ...scholarships];
}

/**
 * Prices one charge as it would be paid on `today`. Manual ids must be in the book and applicable (validated
 * by the caller, which names the line). An automatic charge the catalogue holds with a quantity that cannot be
 * applied (negative, a division by zero) is refused by name (409): the counter cannot price until it is fixed.
 */
export function priceCharge(charge: ChargeRow, book: ChargeBook, today: string, options: LineOptions = {}): QuotedChargeLine {
  const automatic = automaticChargesOf(charge, book, today);
  for (const extra of automatic) {
    const problem = extraChargeProblem(extra);
    if (problem) {
      throw new HttpError(409, `El cargo extra automático «${extra.name}» no se puede aplicar: ${problem}; corríjalo en el catálogo de cargos extra`, {
        fields: [{ field: `extraCharges.${extra.id}.quantity`, message: `No se puede aplicar: ${problem}` }],
      });
    }
  }
  const charges: LineCharge[] = [
    ...automatic.map((c) => ({ charge: c, automatic: true })),
    ...(options.manualChargeIds ?? []).map((id) => ({ charge: book.byId.get(id)!, automatic: false })),
  ];
  const { line: priced, concessions } = priceWithConcession(
    {
      quantity: charge.quantity,
      price: charge.price,
      withIva: charge.withIva,
      charges,
      raiseByTaxFactor: charge.module !== MODULE_SCHOOL && options.raiseByTaxFactor === true,
    },
    options.concession ?? null,
  );
  return {
    chargeId: charge.id,
    studentId: charge.studentId,
    externalId: charge.externalId,
    conceptName: charge.name,
    year: charge.year,
    month: charge.month,
    quantity: charge.quantity,
    price: priced.price,
    base: priced.base,
    adjustments: priced.adjustments.map((a): ChargeAdjustment => ({ ...a, kind: a.kind })),
    conceded: concessions,
    subtotal: priced.subtotal,
    tax: priced.tax,
    total: priced.total,
    withIva: charge.withIva,
  };
}
