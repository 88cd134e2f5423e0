// Discounts and surcharges from the extra-charges catalogue, as the cart (packages/domain) applies them.
import type { ExtraCharge as ExtraChargeRecord, StoreAutomaticCharge } from '@mikro/contracts';
import type { ApplicationForm, CartLine, ExtraCharge, ExtraChargeKind, ExtraChargeOperation, ValueType } from '@mikro/domain';

export function toDomainCharge(record: ExtraChargeRecord): ExtraCharge {
  return {
    id: record.id,
    name: record.name,
    quantity: record.quantity,
    typeApplication: record.typeApplication as ValueType,
    operation: record.operation as ExtraChargeOperation,
    startDay: record.startDay,
    endDay: record.endDay,
    startDate: record.startDate,
    endDate: record.endDate,
    isActive: record.isActive,
    applicationForm: record.applicationForm as ApplicationForm,
    extraChargesType: { id: (record.extraChargesType?.kind ?? 1) as ExtraChargeKind },
  };
}

export function automaticToDomainCharge(charge: StoreAutomaticCharge): ExtraCharge {
  return {
    ...charge,
    typeApplication: charge.typeApplication as ValueType,
    operation: charge.operation as ExtraChargeOperation,
    applicationForm: charge.applicationForm as ApplicationForm,
    extraChargesType: { id: charge.extraChargesType.id as ExtraChargeKind },
  };
}

/** The request's line: product, quantity and the ids of the charges attached to it. */
export function toSaleLine(line: CartLine) {
  const charges = line.extraCharges.map((charge) => charge.systemExtraCharges.id);
  return { productId: line.miniStoreProduct.id, quantity: line.quantity, ...(charges.length > 0 ? { charges } : {}) };
}
