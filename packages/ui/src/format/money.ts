// Money as every screen prints it; the rule lives in @mikro/domain so exported files print the same.
export { formatMoney, formatMoneyCompact, formatQuantity } from '@mikro/domain';
export type { MoneyValue } from '@mikro/domain';
