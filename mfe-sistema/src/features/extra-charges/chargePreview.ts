// Which automatic charges would be attached today for a payment month, by the domain's own rules.
import type { ExtraCharge as ExtraChargeRecord } from '@mikro/contracts';
import { academyAutomaticCharges, schoolAutomaticCharges, type ExtraCharge, type ExtraChargeKind, type PaymentPeriod } from '@mikro/domain';

/** The API row as the domain reads it: the type's kind (Descuentos=1, Recargos=2, Becas=3) is its id there. */
export function toDomainCharge(record: ExtraChargeRecord): ExtraCharge | null {
  if (!record.extraChargesType || record.deletedAt) return null;
  return {
    id: record.id,
    name: record.name,
    quantity: record.quantity,
    typeApplication: record.typeApplication as ExtraCharge['typeApplication'],
    operation: record.operation as ExtraCharge['operation'],
    startDay: record.startDay,
    endDay: record.endDay,
    startDate: record.startDate,
    endDate: record.endDate,
    isActive: record.isActive,
    applicationForm: record.applicationForm as ExtraCharge['applicationForm'],
    extraChargesType: { id: record.extraChargesType.kind as ExtraChargeKind },
  };
}

export interface ChargePreview {
  school: ExtraCharge[];
  academy: ExtraCharge[];
}

export function previewCharges(records: ExtraChargeRecord[], period: PaymentPeriod, today: string): ChargePreview {
  const charges = records.map(toDomainCharge).filter((charge): charge is ExtraCharge => charge !== null);
  return { school: schoolAutomaticCharges(charges, period, today), academy: academyAutomaticCharges(charges) };
}
