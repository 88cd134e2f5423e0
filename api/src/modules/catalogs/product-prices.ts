// A product's price and price with IVA are one decision: the server derives one from the other by
// packages/domain's split on every write (the product form, bulk creation, PUT/PATCH and spreadsheet imports),
// so a sale never charges one amount and stores another.
import { Money, isConceptTax, isValidAmount, pricesAgree, productPrices, taxFactor } from '@mikro/domain';

type Values = Record<string, unknown>;
type Derived = Values | { errors: { field: string; message: string }[] };

export const PRICES_DISAGREE = 'El precio con IVA no corresponde al precio sin IVA (IVA de 16 %)';
export const NEGATIVE_PRICE = 'El precio debe ser un importe mayor o igual a 0, con a lo más 2 decimales';

const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A product at 8 % (border region, ADR 0036): its price with IVA is its price × 1.08. */
export const PRICES_DISAGREE_BORDER = 'El precio con IVA no corresponde al precio sin IVA (IVA de 8 %)';

export function deriveProductPrices(values: Values, stored: Values | null): Derived {
  const isIva = typeof values.IVA === 'boolean' ? values.IVA : typeof stored?.IVA === 'boolean' ? stored.IVA : true;
  // The factor of the product's tax object: 1.08 at 8 %, 1.16 for any other that carries IVA.
  const taxObject = isConceptTax(values.taxObject) ? values.taxObject : isConceptTax(stored?.taxObject) ? stored.taxObject : null;
  const border = isIva && taxObject === 'iva8';
  const factor = border ? taxFactor('iva8') : undefined;
  const price = given(values.price) ? values.price : undefined;
  const priceWithIVA = given(values.priceWithIVA) ? values.priceWithIVA : undefined;
  for (const [field, amount] of [['price', price], ['priceWithIVA', priceWithIVA]] as const) {
    if (amount !== undefined && (!isValidAmount(amount) || Money.of(amount).isNegative())) return { errors: [{ field, message: NEGATIVE_PRICE }] };
  }
  if (price !== undefined && priceWithIVA !== undefined) {
    if (!pricesAgree({ price, priceWithIVA }, isIva, factor)) return { errors: [{ field: 'priceWithIVA', message: border ? PRICES_DISAGREE_BORDER : PRICES_DISAGREE }] };
    return { ...values, price: Money.of(price).toFixed2(), priceWithIVA: Money.of(priceWithIVA).toFixed2() };
  }
  if (price !== undefined || priceWithIVA !== undefined) return { ...values, ...productPrices({ price, priceWithIVA }, isIva, factor) };
  // Only the IVA flag or the rate changed: the price with IVA follows the stored price.
  const rateChanged = stored !== null && isConceptTax(values.taxObject) && (values.taxObject === 'iva8') !== (stored.taxObject === 'iva8');
  if (stored && ((typeof values.IVA === 'boolean' && values.IVA !== stored.IVA) || rateChanged) && given(stored.price)) {
    return { ...values, ...productPrices({ price: stored.price }, isIva, factor) };
  }
  return values;
}
