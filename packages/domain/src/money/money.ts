import Decimal from 'decimal.js';

/** Private Decimal constructor: 40 significant digits, ties rounded away from zero (ROUND_HALF_UP). */
const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

const PLAIN_DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export type MoneyInput = Money | Decimal | string | number;

/** Thrown when a value cannot be read as a finite decimal amount. */
export class InvalidAmountError extends Error {
  override readonly name = 'InvalidAmountError';
  constructor(readonly input: unknown) {
    super(`Invalid amount: ${describe(input)}`);
  }
}

function describe(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input);
  if (typeof input === 'number' || typeof input === 'boolean' || input == null) return String(input);
  return typeof input;
}

function toDecimal(input: unknown): Decimal {
  if (input instanceof Money) return input.toDecimal();
  if (Decimal.isDecimal(input)) {
    if (!input.isFinite()) throw new InvalidAmountError(input);
    return new Dec(input);
  }
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new InvalidAmountError(input);
    // -0 === 0, so a negative zero becomes 0 and never leaks "-0.00" onto the wire.
    return new Dec(input === 0 ? 0 : input);
  }
  if (typeof input === 'string') {
    const text = input.trim();
    if (!PLAIN_DECIMAL.test(text)) throw new InvalidAmountError(input);
    return new Dec(text);
  }
  throw new InvalidAmountError(input);
}

/**
 * An exact decimal amount. Arithmetic keeps full precision; `round()` and `toFixed2()` round to
 * centavos with ROUND_HALF_UP (ties away from zero).
 */
export class Money {
  private constructor(private readonly value: Decimal) {}

  static of(input: MoneyInput): Money {
    return input instanceof Money ? input : new Money(toDecimal(input));
  }

  static readonly ZERO: Money = new Money(new Dec(0));

  static sum(items: Iterable<MoneyInput>): Money {
    let total = Money.ZERO;
    for (const item of items) total = total.plus(item);
    return total;
  }

  static max(first: MoneyInput, ...rest: MoneyInput[]): Money {
    return rest.reduce<Money>((best, item) => {
      const candidate = Money.of(item);
      return candidate.gt(best) ? candidate : best;
    }, Money.of(first));
  }

  static min(first: MoneyInput, ...rest: MoneyInput[]): Money {
    return rest.reduce<Money>((best, item) => {
      const candidate = Money.of(item);
      return candidate.lt(best) ? candidate : best;
    }, Money.of(first));
  }

  plus(other: MoneyInput): Money {
    return new Money(this.value.plus(toDecimal(other)));
  }

  minus(other: MoneyInput): Money {
    return new Money(this.value.minus(toDecimal(other)));
  }

  times(other: MoneyInput): Money {
    return new Money(this.value.times(toDecimal(other)));
  }

  /** Throws a RangeError on division by zero instead of producing Infinity. */
  dividedBy(other: MoneyInput): Money {
    const divisor = toDecimal(other);
    if (divisor.isZero()) throw new RangeError('Division by zero');
    return new Money(this.value.dividedBy(divisor));
  }

  negated(): Money {
    return new Money(this.value.negated());
  }

  abs(): Money {
    return new Money(this.value.abs());
  }

  /** Rounded to 2 decimals, ROUND_HALF_UP. */
  round(): Money {
    const rounded = this.value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return new Money(rounded.isZero() ? new Dec(0) : rounded);
  }

  cmp(other: MoneyInput): -1 | 0 | 1 {
    return this.value.comparedTo(toDecimal(other)) as -1 | 0 | 1;
  }

  eq(other: MoneyInput): boolean {
    return this.cmp(other) === 0;
  }

  lt(other: MoneyInput): boolean {
    return this.cmp(other) < 0;
  }

  lte(other: MoneyInput): boolean {
    return this.cmp(other) <= 0;
  }

  gt(other: MoneyInput): boolean {
    return this.cmp(other) > 0;
  }

  gte(other: MoneyInput): boolean {
    return this.cmp(other) >= 0;
  }

  isZero(): boolean {
    return this.value.isZero();
  }

  isNegative(): boolean {
    return !this.value.isZero() && this.value.isNegative();
  }

  isPositive(): boolean {
    return !this.value.isZero() && this.value.isPositive();
  }

  /** The wire format: always two decimals, e.g. "1234.50". */
  toFixed2(): string {
    return this.round().value.toFixed(2);
  }

  /** For display only (charts, formatting); never compute with the result. */
  toNumber(): number {
    return this.value.toNumber();
  }

  /** Full-precision plain notation, e.g. "0.333…" or "12.5". */
  toString(): string {
    return this.value.toFixed();
  }

  toJSON(): string {
    return this.toFixed2();
  }

  toDecimal(): Decimal {
    return this.value;
  }
}

/** Shorthand for `Money.of`. Throws InvalidAmountError for NaN, Infinity or non-numeric text. */
export function money(input: MoneyInput): Money {
  return Money.of(input);
}

/**
 * The largest amount of money stored anywhere, one amount or a total: what the money columns (numeric(14,2)) hold.
 * A CFDI holds more (18 integer digits), so the columns are the bound; a total that would pass it is refused.
 */
export const MAX_MONEY = '999999999999.99';

/** An amount as the API takes it: 0 … 999,999,999,999.99 written as a plain decimal with at most 2 decimals ("1250.50"). */
export const AMOUNT_PATTERN = '^\\d{1,12}(\\.\\d{1,2})?$';
const AMOUNT_TEXT = new RegExp(AMOUNT_PATTERN);

/** True when `text` is an amount the API takes (AMOUNT_PATTERN): what a form checks before sending it. */
export function isAmountText(text: string): boolean {
  return AMOUNT_TEXT.test(text);
}

/** True when `input` can be read as a finite amount (strings must be plain decimals: "12", "-3.5", ".5"). */
export function isValidAmount(input: unknown): boolean {
  try {
    toDecimal(input);
    return true;
  } catch {
    return false;
  }
}

/** Rounds any amount to the 2-decimal wire string. */
export function toFixed2(input: MoneyInput): string {
  return Money.of(input).toFixed2();
}
