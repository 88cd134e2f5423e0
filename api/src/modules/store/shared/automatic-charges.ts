// The extra charges of a store sale line: the ones the cashier attached, plus the automatic discounts and
// surcharges the branch office's store lists (store_automatic_charges) whose packages/domain rules apply
// today (Automatic and active, today inside their date range and day-of-month range).
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { StoreAutomaticCharge } from '@mikro/contracts';
import {
  EXTRA_CHARGE_KIND,
  isAutomaticCharge,
  isWithinDateRange,
  isWithinDayRange,
  toDomainCharge,
  uniqueByName,
  type ExtraCharge,
} from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { extraChargeTypes, extraCharges, storeAutomaticCharges } from '../../../db/schema/index';
import type { StoreContext } from './context';

const STORE_KINDS: number[] = [EXTRA_CHARGE_KIND.Descuentos, EXTRA_CHARGE_KIND.Recargos];

export interface ChargeCandidate {
  charge: ExtraCharge;
  /** Listed among the branch office's store automatic charges. */
  listed: boolean;
}

/** In one query: the active charges with these ids and every active charge the branch office's store lists. */
export async function loadChargeCandidates(db: Executor, ctx: StoreContext, ids: number[]): Promise<ChargeCandidate[]> {
  const rows = await db
    .select({ charge: extraCharges, kind: extraChargeTypes.kind, listedId: storeAutomaticCharges.id })
    .from(extraCharges)
    .innerJoin(extraChargeTypes, eq(extraChargeTypes.id, extraCharges.extraChargesTypeId))
    .leftJoin(storeAutomaticCharges, and(eq(storeAutomaticCharges.extraChargeId, extraCharges.id), eq(storeAutomaticCharges.branchOfficeId, ctx.branchOfficeId)))
    .where(
      and(
        eq(extraCharges.companyId, ctx.companyId),
        eq(extraCharges.isActive, true),
        isNull(extraCharges.deletedAt),
        ids.length > 0 ? or(inArray(extraCharges.id, ids), isNotNull(storeAutomaticCharges.id)) : isNotNull(storeAutomaticCharges.id),
      ),
    )
    .orderBy(extraCharges.id);
  return rows.map((row) => ({ charge: toDomainCharge(row.charge, row.kind), listed: row.listedId !== null }));
}

/** The listed charges that apply on `today` ('YYYY-MM-DD'), one per name. */
export function automaticChargesOn(candidates: readonly ChargeCandidate[], today: string): ExtraCharge[] {
  return uniqueByName(
    candidates
      .filter(({ charge, listed }) => listed && STORE_KINDS.includes(charge.extraChargesType.id) && isAutomaticCharge(charge))
      .map(({ charge }) => charge)
      .filter((charge) => isWithinDateRange(charge, today) && isWithinDayRange(charge, today)),
  );
}

export async function todaysAutomaticCharges(db: Executor, ctx: StoreContext, today: string): Promise<StoreAutomaticCharge[]> {
  return automaticChargesOn(await loadChargeCandidates(db, ctx, []), today).map((charge) => ({ ...charge, operation: charge.operation ?? 'sum' }));
}
