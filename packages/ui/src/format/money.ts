import Decimal from 'decimal.js';

/** Anything that prints as a decimal number: a number, a numeric string ("1234.50") or a Decimal. */
export type MoneyValue = number | string | { toString(): string } | null | undefined;

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

function format(value: MoneyValue, symbol: string): string {
  const amount = toCents(value);
  const [integerPart, fraction] = amount.abs().toFixed(2).split('.');
  const sign = amount.isNegative() && !amount.isZero() ? '-' : '';
  return `${sign}${symbol}${groupThousands(integerPart)}.${fraction}`;
}

/** Money as the screens print it, '$ 0,0.00' (MXN, es-MX): 1234.5 -> '$ 1,234.50', -3 -> '-$ 3.00'. */
export function formatMoney(value: MoneyValue): string {
  return format(value, '$ ');
}

/** Money without the space, '$0,0.00': 1234.5 -> '$1,234.50'. */
export function formatMoneyCompact(value: MoneyValue): string {
  return format(value, '$');
}
