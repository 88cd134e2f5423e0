// A product's price and price with IVA are one decision: the server derives one from the other by
// packages/domain's split on every write (the product form, bulk creation, PUT/PATCH and spreadsheet imports),
// so a sale never charges one amount and stores another.
import { Money, isValidAmount, pricesAgree, productPrices } from '@mikro/domain';

type Values = Record<string, unknown>;
type Derived = Values | { errors: { field: string; message: string }[] };

export const PRICES_DISAGREE = 'El precio con IVA no corresponde al precio sin IVA (IVA de 16 %)';
export const NEGATIVE_PRICE = 'El precio debe ser un importe mayor o igual a 0, con a lo más 2 decimales';

const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function deriveProductPrices(values: Values, stored: Values | null): Derived {
  const isIva = typeof values.IVA === 'boolean' ? values.IVA : typeof stored?.IVA === 'boolean' ? stored.IVA : true;
  const price = given(values.price) ? values.price : undefined;
  const priceWithIVA = given(values.priceWithIVA) ? values.priceWithIVA : undefined;
  for (const [field, amount] of [['price', price], ['priceWithIVA', priceWithIVA]] as const) {
    if (amount !== undefined && (!isValidAmount(amount) || Money.of(amount).isNegative())) return { errors: [{ field, message: NEGATIVE_PRICE }] };
  }
  if (price !== undefined && priceWithIVA !== undefined) {
    if (!pricesAgree({ price, priceWithIVA }, isIva)) return { errors: [{ field: 'priceWithIVA', message: PRICES_DISAGREE }] };
    return { ...values, price: Money.of(price).toFixed2(), priceWithIVA: Money.of(priceWithIVA).toFixed2() };
  }
  if (price !== undefined || priceWithIVA !== undefined) return { ...values, ...productPrices({ price, priceWithIVA }, isIva) };
  // Only the IVA flag changed: the price with IVA follows the stored price.
  if (stored && typeof values.IVA === 'boolean' && values.IVA !== stored.IVA && given(stored.price)) {
    return { ...values, ...productPrices({ price: stored.price }, isIva) };
  }
  return values;
}
