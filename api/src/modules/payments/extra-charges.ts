// The extra charges a payment line may carry, read once per payment: the company's automatic discounts
// and surcharges, the manual ones the cashier picked, and the scholarships of the students paying.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { EXTRA_CHARGE_KIND, toDomainCharge, type ExtraCharge, type ExtraChargeRecordLike } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { extraChargeTypes, extraCharges, studentScholarships } from '../../db/schema/index';
import { APPLICATION_FORM } from '@mikro/domain';

export interface ChargeBook {
  /** Active Automatic discounts and surcharges of the company (with their campus and cycle scope). */
  automatic: ScopedCharge[];
  /** Every active charge of the company by id (for the manual ones a cashier picks). */
  byId: Map<number, ExtraCharge>;
  /** Active scholarships per student. */
  scholarships: Map<number, ExtraCharge[]>;
  /** The school concepts each student's scholarship covers (`${studentId}:${chargeId}`; empty or absent: every concept). */
  coverage: Map<string, readonly number[]>;
}

export const coverageKey = (studentId: number, scholarshipId: number) => `${studentId}:${scholarshipId}`;

export interface ScopedCharge {
  charge: ExtraCharge;
  campusId: number | null;
  cycleId: number | null;
}

/** An extra charge as a book is made from (a drizzle row or the payment's opening statement): the stored charge, its kind and scope. */
export interface BookRow extends ExtraChargeRecordLike {
  kind: number;
  extraChargesCampusId: number | null;
  extraChargesCycleId: number | null;
}

/** A scholarship a student holds (the charge it applies). */
export interface HeldScholarship extends BookRow {
  studentId: number;
  /** The school concepts it covers (empty: every concept). */
  conceptIds: readonly number[];
}

/**
 * The book from the active charges of the company (the automatic ones and the manual ones asked for, in id
 * order) and the scholarships of the students paying (in the order they were granted).
 */
export function chargeBookOf(rows: readonly BookRow[], held: readonly HeldScholarship[]): ChargeBook {
  const byId = new Map<number, ExtraCharge>();
  const automatic: ScopedCharge[] = [];
  for (const row of rows) {
    const charge = toDomainCharge(row, row.kind);
    byId.set(charge.id, charge);
    if (charge.applicationForm === APPLICATION_FORM.Automatic && row.kind !== EXTRA_CHARGE_KIND.Becas) {
      automatic.push({ charge, campusId: row.extraChargesCampusId, cycleId: row.extraChargesCycleId });
    }
  }
  const scholarships = new Map<number, ExtraCharge[]>();
  const coverage = new Map<string, readonly number[]>();
  for (const row of held) {
    const list = scholarships.get(row.studentId) ?? [];
    list.push(toDomainCharge(row, row.kind));
    scholarships.set(row.studentId, list);
    coverage.set(coverageKey(row.studentId, row.id), row.conceptIds ?? []);
  }
  return { automatic, byId, scholarships, coverage };
}

/** One query for the charges, one for the scholarships of the given students. */
export async function loadChargeBook(db: Executor, companyId: number, manualIds: number[], studentIds: number[]): Promise<ChargeBook> {
  const rows = await db
    .select({ charge: extraCharges, kind: extraChargeTypes.kind })
    .from(extraCharges)
    .innerJoin(extraChargeTypes, eq(extraChargeTypes.id, extraCharges.extraChargesTypeId))
    .where(
      and(
        eq(extraCharges.companyId, companyId),
        eq(extraCharges.isActive, true),
        isNull(extraCharges.deletedAt),
        manualIds.length > 0
          ? or(eq(extraCharges.applicationForm, APPLICATION_FORM.Automatic), inArray(extraCharges.id, manualIds))
          : eq(extraCharges.applicationForm, APPLICATION_FORM.Automatic),
      ),
    )
    .orderBy(extraCharges.id);
  const held =
    studentIds.length === 0
      ? []
      : await db
          .select({ studentId: studentScholarships.studentId, conceptIds: studentScholarships.conceptIds, charge: extraCharges, kind: extraChargeTypes.kind })
          .from(studentScholarships)
          .innerJoin(extraCharges, eq(extraCharges.id, studentScholarships.extraChargeId))
          .innerJoin(extraChargeTypes, eq(extraChargeTypes.id, extraCharges.extraChargesTypeId))
          .where(
            and(
              eq(studentScholarships.companyId, companyId),
              inArray(studentScholarships.studentId, studentIds),
              eq(studentScholarships.isActive, true),
              eq(extraCharges.isActive, true),
              isNull(extraCharges.deletedAt),
              eq(extraChargeTypes.kind, EXTRA_CHARGE_KIND.Becas),
            ),
          )
          .orderBy(studentScholarships.id);
  return chargeBookOf(
    rows.map((row) => ({ ...row.charge, kind: row.kind })),
    held.map((row) => ({ ...row.charge, kind: row.kind, studentId: row.studentId, conceptIds: row.conceptIds })),
  );
}

/** The automatic charges that may apply to a charge of this campus and cycle (null scope = everywhere). */
export function automaticInScope(book: ChargeBook, campusId: number | null, cycleId: number | null): ExtraCharge[] {
  return book.automatic
    .filter((s) => (s.campusId === null || s.campusId === campusId) && (s.cycleId === null || s.cycleId === cycleId))
    .map((s) => s.charge);
}
