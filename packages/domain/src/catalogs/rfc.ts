/** RFC rules (SPEC §5) with SAT's t_RFC patterns from tdCFDI.xsd. */

export const GENERIC_RFC_NATIONAL = 'XAXX010101000';
export const GENERIC_RFC_FOREIGN = 'XEXX010101000';
export const GENERIC_RFCS: readonly string[] = [GENERIC_RFC_FOREIGN, GENERIC_RFC_NATIONAL];
export const GENERIC_RFC_MESSAGE = 'El RFC no puede ser XEXX010101000 o XAXX010101000.';

const DATE_AND_HOMOCLAVE = '[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]';
const MORAL_PATTERN = new RegExp(`^[A-Z&Ñ]{3}${DATE_AND_HOMOCLAVE}$`);
const FISICA_PATTERN = new RegExp(`^[A-Z&Ñ]{4}${DATE_AND_HOMOCLAVE}$`);

export type RfcPersonType = 'moral' | 'fisica';

/** True for the generic public RFCs (case and surrounding spaces ignored). */
export function isGenericRfc(rfc: string | null | undefined): boolean {
  return rfc != null && GENERIC_RFCS.includes(rfc.trim().toUpperCase());
}

/**
 * 12 characters for a persona moral, 13 for a persona física, SAT's pattern (upper case as SAT
 * requires; surrounding spaces are ignored, as xs:whiteSpace collapse does). Null when invalid.
 */
export function rfcPersonType(rfc: string | null | undefined): RfcPersonType | null {
  const value = rfc?.trim() ?? '';
  if (MORAL_PATTERN.test(value)) return 'moral';
  if (FISICA_PATTERN.test(value)) return 'fisica';
  return null;
}

export function isValidRfcFormat(rfc: string | null | undefined): boolean {
  return rfcPersonType(rfc) !== null;
}
