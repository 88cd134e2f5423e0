// The totals of a student's account statement, so that they add up: charged − paid = pending.
import { Money, type MoneyInput } from '../money/money';

export interface StatementCharge {
  /** The charge's base amount (price × quantity, rounded). */
  amount: MoneyInput;
  status: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
}

export interface StatementPaymentLine {
  /** The base of the charge the line paid. */
  base: MoneyInput;
  /** What the line paid: the base plus its surcharges, less its discounts and scholarships. */
  total: MoneyInput;
  status: string;
}

export interface StatementTotals {
  charged: string;
  paid: string;
  pending: string;
  overdue: string;
}

/**
 * What was charged (the bases of the charges not cancelled, plus the surcharges and less the discounts that paid
 * lines applied: the "Ajustes" movements), what was paid (lines not cancelled), what is pending (bases of the
 * pending charges) and of that what is overdue on `today`. A cancelled line is neither paid nor adjusted: its
 * charge is pending again. So charged − paid = pending, as the movements' last balance says.
 */
export function accountStatementTotals(charges: readonly StatementCharge[], lines: readonly StatementPaymentLine[], today: string): StatementTotals {
  const paidLines = lines.filter((line) => line.status === 'paid');
  const pending = charges.filter((charge) => charge.status === 'pending');
  const adjustments = Money.sum(paidLines.map((line) => Money.of(line.total).minus(line.base)));
  return {
    charged: Money.sum(charges.filter((charge) => charge.status !== 'cancelled').map((charge) => charge.amount)).plus(adjustments).toFixed2(),
    paid: Money.sum(paidLines.map((line) => line.total)).toFixed2(),
    pending: Money.sum(pending.map((charge) => charge.amount)).toFixed2(),
    overdue: Money.sum(pending.filter((charge) => charge.dueDate < today).map((charge) => charge.amount)).toFixed2(),
  };
}
