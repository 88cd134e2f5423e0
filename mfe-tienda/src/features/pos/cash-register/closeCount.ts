// The close's count: every payment method the register handled is counted (0 typed, never left empty),
// and the cashier confirms the differences before the Z report is recorded.
import type { CashMethodSummary } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { isAmountInRange, MONEY_FORMAT_MESSAGE } from '@mikro/ui';

export interface CountedMethod {
  methodId: number;
  methodName: string;
  expected: string;
  counted: string;
  difference: string;
}

export type CountCheck =
  | { ok: false; errors: Record<number, string> }
  | { ok: true; lines: CountedMethod[]; /** Only the methods whose count differs from what was expected. */ differences: CountedMethod[] };

export const COUNT_REQUIRED = 'Escriba lo contado (0 si no hay)';
export const COUNT_INVALID = 'Escriba un importe válido';
/** A count the API would refuse as money (a third decimal): said here, not as a 400 after confirming. */
export const COUNT_NOT_MONEY = MONEY_FORMAT_MESSAGE;

export function checkCount(methods: readonly CashMethodSummary[], counted: Readonly<Record<number, string>>): CountCheck {
  const errors: Record<number, string> = {};
  for (const method of methods) {
    const value = (counted[method.methodId] ?? '').trim();
    if (value === '') errors[method.methodId] = COUNT_REQUIRED;
    else if (!isAmountInRange(value, { min: 0 })) errors[method.methodId] = COUNT_INVALID;
    else if (!isAmountInRange(value, { format: 'amount', min: 0 })) errors[method.methodId] = COUNT_NOT_MONEY;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const lines = methods.map((method) => {
    const amount = Money.of((counted[method.methodId] ?? '').trim());
    return {
      methodId: method.methodId,
      methodName: method.methodName,
      expected: Money.of(method.expected).toFixed2(),
      counted: amount.toFixed2(),
      difference: amount.minus(method.expected).toFixed2(),
    };
  });
  return { ok: true, lines, differences: lines.filter((line) => !Money.of(line.difference).isZero()) };
}

/**
 * The report's methods with what has been typed so far: a valid count shows with its difference as it is typed,
 * an empty or unfinished one stays uncounted (—).
 */
export function liveCount(methods: readonly CashMethodSummary[], counted: Readonly<Record<number, string>>): CashMethodSummary[] {
  return methods.map((method) => {
    const value = (counted[method.methodId] ?? '').trim();
    if (value === '' || !isAmountInRange(value, { format: 'amount', min: 0 })) return { ...method, counted: null, difference: null };
    const amount = Money.of(value);
    return { ...method, counted: amount.toFixed2(), difference: amount.minus(method.expected).toFixed2() };
  });
}
