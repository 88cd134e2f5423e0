import { DEFAULT_EXTRA_CHARGE_OPERATION } from '../catalogs/extra-charge-enums';
import type { ChargeLine, ExtraCharge, WithChargeLines } from './types';

export function isChargeLine(charge: ExtraCharge | ChargeLine): charge is ChargeLine {
  return 'systemExtraCharges' in charge;
}

export function toChargeLine(charge: ExtraCharge | ChargeLine): ChargeLine {
  if (isChargeLine(charge)) return charge;
  return {
    name: charge.name,
    quantity: charge.quantity,
    applicationType: charge.typeApplication,
    operationType: charge.operation ?? DEFAULT_EXTRA_CHARGE_OPERATION,
    typeExtraCharge: charge.extraChargesType.id,
    systemExtraCharges: { id: charge.id },
  };
}

/** Names are compared trimmed and case-insensitively: "Recargo " and "recargo" are one charge. */
export function sameChargeName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('es-MX') === b.trim().toLocaleLowerCase('es-MX');
}

/** Attaches charges in order, skipping any whose name is already on the line (or earlier in the list). */
export function attachCharges<L extends WithChargeLines>(line: L, charges: readonly (ExtraCharge | ChargeLine)[]): L {
  const attached = [...line.extraCharges];
  for (const charge of charges) {
    if (!attached.some((existing) => sameChargeName(existing.name, charge.name))) {
      attached.push(toChargeLine(charge));
    }
  }
  return attached.length === line.extraCharges.length ? line : { ...line, extraCharges: attached };
}

export function attachCharge<L extends WithChargeLines>(line: L, charge: ExtraCharge | ChargeLine): L {
  return attachCharges(line, [charge]);
}

export function detachCharge<L extends WithChargeLines>(line: L, name: string): L {
  const kept = line.extraCharges.filter((charge) => !sameChargeName(charge.name, name));
  return kept.length === line.extraCharges.length ? line : { ...line, extraCharges: kept };
}

/** Keeps the first charge of each name. */
export function uniqueByName<C extends { name: string }>(charges: readonly C[]): C[] {
  return charges.filter(
    (charge, index) => charges.findIndex((other) => sameChargeName(other.name, charge.name)) === index,
  );
}
