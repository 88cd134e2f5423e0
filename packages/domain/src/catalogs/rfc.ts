/**
 * RFC rules with SAT's t_RFC patterns from tdCFDI.xsd: 12 characters for a persona moral, 13 for a
 * persona física. A customer's, provider's or employee's own RFC may never be one of the generic RFCs
 * (XAXX010101000 público en general, XEXX010101000 extranjero): those only appear on invoices.
 */

export const GENERIC_RFC_NATIONAL = 'XAXX010101000';
export const GENERIC_RFC_FOREIGN = 'XEXX010101000';
export const GENERIC_RFCS: readonly string[] = [GENERIC_RFC_FOREIGN, GENERIC_RFC_NATIONAL];
export const GENERIC_RFC_MESSAGE = 'El RFC no puede ser XEXX010101000 o XAXX010101000.';

const DATE_AND_HOMOCLAVE = '[0-9]{2}(0[1-9]|1[012])(0[1-9]|[12][0-9]|3[01])[A-Z0-9]{2}[0-9A]';
const MORAL_PATTERN = new RegExp(`^[A-Z&Ñ]{3}${DATE_AND_HOMOCLAVE}$`);
const FISICA_PATTERN = new RegExp(`^[A-Z&Ñ]{4}${DATE_AND_HOMOCLAVE}$`);

/** SAT's t_RFC pattern (moral or física), without anchors. */
export const RFC_SAT_PATTERN = `[A-Z&Ñ]{3,4}${DATE_AND_HOMOCLAVE}`;
/** A person's own RFC: SAT's pattern and not a generic RFC, without anchors (wrap in `^(…)$` or `^(…)?$`). */
export const OWN_RFC_PATTERN = `(?!${GENERIC_RFC_NATIONAL}$|${GENERIC_RFC_FOREIGN}$)${RFC_SAT_PATTERN}`;
export const RFC_FORMAT_MESSAGE = 'El RFC no tiene el formato del SAT (12 caracteres persona moral, 13 persona física).';

/**
 * Why `rfc` cannot be a person's own RFC, or null when it can (empty is the caller's concern).
 * Case and surrounding spaces are ignored here; the API stores it upper case.
 */
export function ownRfcProblem(rfc: string): string | null {
  if (isGenericRfc(rfc)) return GENERIC_RFC_MESSAGE;
  return isValidRfcFormat(rfc.trim().toUpperCase()) ? null : RFC_FORMAT_MESSAGE;
}

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
