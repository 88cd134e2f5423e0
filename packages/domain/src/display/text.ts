// How the product prints amounts, quantities and dates, on screen and in exported files alike:
// money '$ 1,234.50' (es-MX, rounded half up to cents, the minus before the symbol), quantities with
// thousands separators and their own decimals, dates 'DD/MM/YYYY' ('SIN ESPECIFICAR' when missing).
import Decimal from 'decimal.js';
import dayjs from 'dayjs';

/** Anything that prints as a decimal number: a number, a numeric string ("1234.50") or a Decimal. */
export type MoneyValue = number | string | { toString(): string } | null | undefined;
export type DateValue = string | number | Date | null | undefined;

/**
 * The product's date formats. Times are on the 24-hour clock everywhere (00:31, never a 12:31 that could be
 * either): a deliberate departure from the old system's 12-hour hh:mm:ss, which printed no a.m./p.m.
 */
export const DATE_FORMATS = {
  isoDate: 'YYYY-MM-DD',
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY HH:mm:ss',
  time: 'HH:mm:ss',
  shortTime: 'HH:mm',
} as const;

/** What an empty short date shows. */
export const EMPTY_DATE_TEXT = 'SIN ESPECIFICAR';

function toCents(value: MoneyValue): Decimal {
  if (value === null || value === undefined) return new Decimal(0);
  const text = String(value).trim();
  if (text === '') return new Decimal(0);
  try {
    return new Decimal(text).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  } catch {
    return new Decimal(0);
  }
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function moneyWith(value: MoneyValue, symbol: string): string {
  const amount = toCents(value);
  const [integerPart = '0', fraction = '00'] = amount.abs().toFixed(2).split('.');
  const sign = amount.isNegative() && !amount.isZero() ? '-' : '';
  return `${sign}${symbol}${groupThousands(integerPart)}.${fraction}`;
}

/** Money as the product prints it, '$ 0,0.00' (MXN, es-MX): 1234.5 -> '$ 1,234.50', -3 -> '-$ 3.00'. */
export function formatMoney(value: MoneyValue): string {
  return moneyWith(value, '$ ');
}

/** Money without the space, '$0,0.00': 1234.5 -> '$1,234.50'. */
export function formatMoneyCompact(value: MoneyValue): string {
  return moneyWith(value, '$');
}

/** A count or quantity with thousands separators, its decimals kept as given: '12500.5' -> '12,500.5'. */
export function formatQuantity(value: string | number): string {
  const text = String(value).trim();
  const negative = text.startsWith('-');
  const [integer = '', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = `${negative ? '-' : ''}${groupThousands(integer)}`;
  return fraction ? `${grouped}.${fraction}` : grouped;
}

function dateWith(value: DateValue, pattern: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(pattern) : null;
}

/** 'DD/MM/YYYY', or 'SIN ESPECIFICAR' when there is no date. */
export function formatDate(value: DateValue): string {
  return dateWith(value, DATE_FORMATS.date) ?? EMPTY_DATE_TEXT;
}

/** 'DD/MM/YYYY HH:mm:ss' (24-hour), or '' when there is no date. */
export function formatDateTime(value: DateValue): string {
  return dateWith(value, DATE_FORMATS.dateTime) ?? '';
}

/** The time of a moment on the 24-hour clock, 'HH:mm:ss' ('HH:mm' without seconds), or '' when there is none. */
export function formatTime(value: DateValue, { seconds = true }: { seconds?: boolean } = {}): string {
  return dateWith(value, seconds ? DATE_FORMATS.time : DATE_FORMATS.shortTime) ?? '';
}

/** The kinds of value a report column holds. */
export type CellKind = 'text' | 'money' | 'int' | 'quantity' | 'date' | 'datetime';

/** One report cell as text, the same in the report screen, its print view and its Excel/PDF export. */
export function formatCell(kind: CellKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return kind === 'date' ? EMPTY_DATE_TEXT : '';
  switch (kind) {
    case 'money':
      return formatMoney(value);
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'int':
    case 'quantity':
      return formatQuantity(value);
    default:
      return String(value);
  }
}
