import { describe, expect, it } from '@jest/globals';
import { VALUE_TYPE } from '../catalogs/extra-charge-enums';
import { aCharge, aDiscount } from '../extra-charges/test-builders';
import { money } from '../money/money';
import { type CartAction, cartReducer, initialCart } from './cart';
import { cartLineTotals, cartTotals, saleLineTaxFactor } from './totals';
import { aProduct } from './test-builders';

const run = (...actions: CartAction[]) => actions.reduce(cartReducer, initialCart);
const notebook = aProduct();
const cheese = aProduct({ id: 2, name: 'Queso', unitMeasurement: 'KGM', IVA: false, price: '180.00', priceWithIVA: '208.80' });

describe('cartTotals', () => {
  it('is all zeros for an empty cart', () => {
    expect(cartTotals(initialCart)).toEqual({
      gross: '0.00',
      discounts: '0.00',
      surcharges: '0.00',
      subtotal: '0.00',
      tax: '0.00',
      total: '0.00',
    });
  });

  it('splits IVA out of taxed lines and charges untaxed lines at their price', () => {
    const state = run(
      { type: 'addProduct', product: notebook, quantity: 3 },
      { type: 'addProduct', product: cheese, quantity: '0.755' },
    );
    // 3 × 11.60 = 34.80 -> 30.00 + 4.80 ; 0.755 × 180.00 = 135.90 without IVA
    expect(cartTotals(state)).toEqual({
      gross: '170.70',
      discounts: '0.00',
      surcharges: '0.00',
      subtotal: '165.90',
      tax: '4.80',
      total: '170.70',
    });
  });

  it('applies discounts to the tax-included amount before splitting IVA', () => {
    const state = run(
      { type: 'addProduct', product: aProduct({ priceWithIVA: '116.00', price: '100.00' }) },
      { type: 'attachCharge', charge: aDiscount({ quantity: '10' }), productIds: [1] },
    );
    expect(cartTotals(state)).toEqual({
      gross: '116.00',
      discounts: '11.60',
      surcharges: '0.00',
      subtotal: '90.00',
      tax: '14.40',
      total: '104.40',
    });
  });

  it('reports surcharges separately from discounts', () => {
    const state = run(
      { type: 'addProduct', product: cheese },
      { type: 'attachCharge', charge: aCharge({ id: 1, name: 'Envío', quantity: '25', typeApplication: VALUE_TYPE.quantity }), productIds: [2] },
      { type: 'attachCharge', charge: aDiscount({ id: 2, name: 'Cliente frecuente', quantity: '5' }), productIds: [2] },
    );
    expect(cartTotals(state)).toEqual({
      gross: '180.00',
      discounts: '9.00',
      surcharges: '25.00',
      subtotal: '196.00',
      tax: '0.00',
      total: '196.00',
    });
  });

  it('keeps total = subtotal + tax = gross - discounts + surcharges across many carts', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const price = money(seed * 7919 % 10000).dividedBy(100).plus('0.01').toFixed2();
      const actions: CartAction[] = [
        { type: 'addProduct', product: aProduct({ id: 1, priceWithIVA: price, IVA: seed % 2 === 0, price }), quantity: seed % 5 + 1 },
        { type: 'addProduct', product: aProduct({ id: 2, unitMeasurement: 'KGM', priceWithIVA: price }), quantity: money(seed).dividedBy(8).toString() },
        { type: 'attachCharge', charge: aDiscount({ quantity: String(seed % 30) }), productIds: [1, 2] },
        { type: 'attachCharge', charge: aCharge({ quantity: String(seed % 7) }), productIds: [2] },
      ];
      const totals = cartTotals(run(...actions));
      expect(money(totals.subtotal).plus(totals.tax).toFixed2()).toBe(totals.total);
      expect(money(totals.gross).minus(totals.discounts).plus(totals.surcharges).toFixed2()).toBe(totals.total);
    }
  });

  it('splits each line with its own rate: 8 % (border region) with 1.08, 16 % with 1.16, exempt not at all', () => {
    const state = run(
      { type: 'addProduct', product: aProduct({ id: 1, priceWithIVA: '116.00', price: '100.00', taxObject: 'iva16' }) },
      { type: 'addProduct', product: aProduct({ id: 2, priceWithIVA: '54.00', price: '50.00', taxObject: 'iva8' }) },
      { type: 'addProduct', product: aProduct({ id: 3, IVA: false, priceWithIVA: '30.00', price: '30.00', taxObject: 'exento' }) },
    );
    expect(cartTotals(state)).toMatchObject({ subtotal: '180.00', tax: '20.00', total: '200.00' });
  });

  it('gives 1.08 only to a line that carries IVA at 8 %', () => {
    expect(saleLineTaxFactor({ isIva: true, taxObject: 'iva8' })).toBe('1.08');
    expect(saleLineTaxFactor({ isIva: true, taxObject: 'iva16' })).toBe(1.16);
    expect(saleLineTaxFactor({ isIva: true })).toBe(1.16);
    expect(saleLineTaxFactor({ isIva: false, taxObject: 'iva8' })).toBe(1.16);
  });

  it('uses another tax factor when given', () => {
    const state = run({ type: 'addProduct', product: aProduct({ priceWithIVA: '108.00' }) });
    expect(cartTotals(state, '1.08')).toMatchObject({ subtotal: '100.00', tax: '8.00', total: '108.00' });
  });
});

describe('cartLineTotals', () => {
  it('rejects a negative quantity', () => {
    expect(() =>
      cartLineTotals({ quantity: '-1', price: '1', priceWithIVA: '1.16', isIva: true, extraCharges: [] }),
    ).toThrow(RangeError);
  });
});
