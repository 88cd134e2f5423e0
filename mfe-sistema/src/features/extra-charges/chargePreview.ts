// Which automatic charges would be attached today for a payment month, by the domain's own rules.
import type { ExtraCharge as ExtraChargeRecord } from '@mikro/contracts';
import { datedAutomaticCharges, toDomainCharge, type ExtraCharge, type PaymentPeriod } from '@mikro/domain';

/** The API record as the domain reads it; deleted records and records without a type take no part. */
export function previewableCharge(record: ExtraChargeRecord): ExtraCharge | null {
  if (!record.extraChargesType || record.deletedAt) return null;
  return toDomainCharge(record);
}

export interface ChargePreview {
  school: ExtraCharge[];
  academy: ExtraCharge[];
}

export function previewCharges(records: ExtraChargeRecord[], period: PaymentPeriod, today: string): ChargePreview {
  const charges = records.map(previewableCharge).filter((charge): charge is ExtraCharge => charge !== null);
  // School and academy lines follow the same dated conditions; the card still shows both lists.
  const dated = datedAutomaticCharges(charges, period, today);
  return { school: dated, academy: dated };
}
