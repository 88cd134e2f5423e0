// The extra charges a payment line may carry, read once per payment: the company's automatic discounts
// and surcharges, the manual ones the cashier picked, and the scholarships of the students paying.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { EXTRA_CHARGE_KIND, toDomainCharge, type ExtraCharge } from '@mikro/domain';
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
}

export interface ScopedCharge {
  charge: ExtraCharge;
  campusId: number | null;
  cycleId: number | null;
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
  const byId = new Map<number, ExtraCharge>();
  const automatic: ScopedCharge[] = [];
  for (const row of rows) {
    const charge = toDomainCharge(row.charge, row.kind);
    byId.set(charge.id, charge);
    if (charge.applicationForm === APPLICATION_FORM.Automatic && row.kind !== EXTRA_CHARGE_KIND.Becas) {
      automatic.push({ charge, campusId: row.charge.extraChargesCampusId, cycleId: row.charge.extraChargesCycleId });
    }
  }
  const scholarships = new Map<number, ExtraCharge[]>();
  if (studentIds.length > 0) {
    const held = await db
      .select({ studentId: studentScholarships.studentId, charge: extraCharges, kind: extraChargeTypes.kind })
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
    for (const row of held) {
      const list = scholarships.get(row.studentId) ?? [];
      list.push(toDomainCharge(row.charge, row.kind));
      scholarships.set(row.studentId, list);
    }
  }
  return { automatic, byId, scholarships };
}

/** The automatic charges that may apply to a charge of this campus and cycle (null scope = everywhere). */
export function automaticInScope(book: ChargeBook, campusId: number | null, cycleId: number | null): ExtraCharge[] {
  return book.automatic
    .filter((s) => (s.campusId === null || s.campusId === campusId) && (s.cycleId === null || s.cycleId === cycleId))
    .map((s) => s.charge);
}
