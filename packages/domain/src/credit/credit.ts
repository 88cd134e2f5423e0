// Selling on credit (fiado or deferred payments): what a client still owes plus what the new sale leaves
// unpaid may not exceed the client's credit limit. A limit of 0 grants no credit.
import { Money, type MoneyInput } from '../money/money';

export interface CreditCheck {
  /** True when the sale fits in the client's credit. */
  allowed: boolean;
  limit: string;
  /** What the client owes before this sale. */
  balance: string;
  /** What is left of the limit before this sale (never below 0). */
  available: string;
  /** What the client would owe after this sale. */
  balanceAfter: string;
}

export function creditCheck(input: { limit: MoneyInput; balance: MoneyInput; unpaid: MoneyInput }): CreditCheck {
  const limit = Money.of(input.limit);
  const balance = Money.of(input.balance);
  const unpaid = Money.max(Money.of(input.unpaid), Money.ZERO);
  const balanceAfter = balance.plus(unpaid);
  return {
    allowed: unpaid.isZero() || balanceAfter.lte(limit),
    limit: limit.toFixed2(),
    balance: balance.toFixed2(),
    available: Money.max(limit.minus(balance), Money.ZERO).toFixed2(),
    balanceAfter: balanceAfter.toFixed2(),
  };
}

/**
 * How far a client's balance is above its credit limit (0 when within it). A balance above the limit comes from
 * a sale an administrator allowed beyond it, or from a limit lowered later; the statement flags it.
 */
export function creditExcess(input: { limit: MoneyInput; balance: MoneyInput }): Money {
  return Money.max(Money.of(input.balance).minus(input.limit), Money.ZERO);
}

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const shown = (amount: string) => pesos.format(Number(amount));

/** The reason a sale is refused, as the cashier reads it. */
export function creditRefusal(check: CreditCheck): string {
  return `El cliente excede su límite de crédito: debe ${shown(check.balance)}, su límite es ${shown(check.limit)} y con esta venta debería ${shown(check.balanceAfter)}`;
}
