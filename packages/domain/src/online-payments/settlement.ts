// When a provider says an online payment was paid: whether the money can be applied to the charges. The charges
// are priced again at that moment by the payment engine; any difference with what the family was asked to pay or
// with what the provider actually charged sends the payment to review instead of being accepted.
import { Money, type MoneyInput } from '../money/money';

export interface Settlement {
  /** What the family was asked to pay when the payment was started. */
  requested: MoneyInput;
  /** What the same charges cost now, priced by the payment engine. */
  priced: MoneyInput;
  /** What the provider says it charged. */
  charged: MoneyInput;
}

/** Why the payment cannot be applied as it is (null when all three amounts agree to the centavo). */
export function settlementProblem({ requested, priced, charged }: Settlement): string | null {
  const asked = Money.of(requested).round();
  const now = Money.of(priced).round();
  const paid = Money.of(charged).round();
  if (!paid.eq(asked)) return `El proveedor cobró ${paid.toFixed2()} y se pidieron ${asked.toFixed2()}`;
  if (!now.eq(asked)) return `Los cargos cuestan hoy ${now.toFixed2()} y se pagaron ${asked.toFixed2()}`;
  return null;
}

/** Centavos, as payment providers count amounts (an integer); throws on fractions of a centavo. */
export function toMinorUnits(amount: MoneyInput): number {
  const value = Money.of(amount);
  if (!value.round().eq(value)) throw new Error(`online payments: ${String(amount)} has fractions of a centavo`);
  return Number(value.times(100).toFixed2().slice(0, -3));
}

export const fromMinorUnits = (cents: number): string => Money.of(cents).dividedBy(100).toFixed2();
