// Discounts and surcharges from the extra-charges catalogue, as the cart (packages/domain) applies them.
import type { ExtraCharge as ExtraChargeRecord, StoreAutomaticCharge } from '@mikro/contracts';
import { EXTRA_CHARGE_KIND, toDomainCharge as chargeFromRecord, type CartLine, type ExtraCharge } from '@mikro/domain';

/** A catalogue record as the cart applies it (a record without a type counts as a discount). */
export function toDomainCharge(record: ExtraChargeRecord): ExtraCharge {
  return chargeFromRecord(record, record.extraChargesType?.kind ?? EXTRA_CHARGE_KIND.Descuentos);
}

/** A store automatic charge (its type's id is the kind) as the cart applies it. */
export function automaticToDomainCharge(charge: StoreAutomaticCharge): ExtraCharge {
  return chargeFromRecord({ ...charge, extraChargesType: null }, charge.extraChargesType.id);
}

/** The request's line: product, quantity and the ids of the charges attached to it. */
export function toSaleLine(line: CartLine) {
  const charges = line.extraCharges.map((charge) => charge.systemExtraCharges.id);
  return { productId: line.miniStoreProduct.id, quantity: line.quantity, ...(charges.length > 0 ? { charges } : {}) };
}
