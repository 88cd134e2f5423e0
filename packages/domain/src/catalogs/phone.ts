/**
 * A Mexican phone number as people write it: ten digits (the national number since 2019), with any spaces,
 * dashes, dots or parentheses, optionally after the country code +52. Stored as the ten digits.
 */

export const PHONE_MESSAGE = 'El teléfono debe tener 10 dígitos, p. ej. 81 1234 5678';

const SEPARATORS = /[\s().-]/g;

/** The ten digits of `text`, or null when it is not a Mexican phone number. */
export function normalizePhone(text: string): string | null {
  const compact = text.replace(SEPARATORS, '');
  const national = /^(\+?52)?(\d{10})$/.exec(compact)?.[2];
  return national ?? null;
}

