// CURP (Clave Única de Registro de Población): RENAPO's official 18-character pattern.
//   4 letters (first surname's initial and first inner vowel, second surname's initial, name's initial),
//   birth date YYMMDD, sex (H, M or X), one of the 32 states' codes or NE (born abroad), the inner consonants
//   of surnames and name, a homonymy character (digit before 2000, letter from 2000) and a check digit.

/** The states' two-letter codes of the CURP, plus NE (nacido en el extranjero). */
export const CURP_STATE_CODES = [
  'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN',
  'MS', 'NT', 'NL', 'OC', 'PL', 'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS', 'NE',
] as const;

export const CURP_PATTERN = new RegExp(
  `^[A-Z][AEIOUX][A-Z]{2}\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])[HMX](${CURP_STATE_CODES.join('|')})[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\\d$`,
);

export const CURP_MESSAGE = 'La CURP no tiene el formato oficial (18 caracteres, p. ej. HELU100512MNLRRC05)';

/** Upper-cased and trimmed, the way a CURP is stored. */
export function normalizeCurp(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * True when the CURP follows the official pattern and its birth date exists (30 February is refused;
 * 29 February only in a leap year, the century taken from the homonymy character: a digit → 1900s,
 * a letter → 2000s).
 */
export function isValidCurp(value: string): boolean {
  const curp = normalizeCurp(value);
  if (!CURP_PATTERN.test(curp)) return false;
  const century = /\d/.test(curp.charAt(16)) ? 1900 : 2000;
  const year = century + Number(curp.slice(4, 6));
  const month = Number(curp.slice(6, 8));
  const day = Number(curp.slice(8, 10));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** RENAPO's check digit of the first 17 characters (informative: records issued long ago may not match it). */
export function curpCheckDigit(value: string): number {
  const curp = normalizeCurp(value);
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += CHECK_ALPHABET.indexOf(curp.charAt(index)) * (18 - index);
  return (10 - (sum % 10)) % 10;
}
