import { describe, expect, it } from '@jest/globals';
import type { Product } from '@mikro/contracts';
import { createWedgeDetector } from './barcodeWedge';
import { summarizePaymentRows, type PaymentRow } from '@mikro/ui';
import { canCharge } from './payments';
import { stockWarning, toCartProduct } from '../../shared/pricing';

const pay = (methodId: number, amount: string): PaymentRow => ({ methodId, amount, bankId: null, reference: '' });

describe('payment summary', () => {
  it('gives change from cash when the customer hands over more than the total', () => {
    const summary = summarizePaymentRows('145.00', [pay(4, '100'), pay(1, '50')]);
    expect(summary).toMatchObject({ received: '150.00', remaining: '0.00', change: '5.00', problemCode: null });
    expect(canCharge(summary, 'regular')).toBe(true);
  });

  it('refuses change that would come from a card', () => {
    const summary = summarizePaymentRows('100.00', [pay(4, '120'), pay(1, '10')]);
    expect(summary.change).toBe('30.00');
    expect(summary.problemCode).toBe('change-without-cash');
    expect(canCharge(summary, 'regular')).toBe(false);
  });

  it('needs the whole total for a regular sale but not for fiado or deferred payments', () => {
    const partial = summarizePaymentRows('100.00', [pay(1, '40')]);
    expect(partial.remaining).toBe('60.00');
    expect(canCharge(partial, 'regular')).toBe(false);
    expect(canCharge(partial, 'deferred')).toBe(true);
    expect(canCharge(summarizePaymentRows('100.00', []), 'fiado')).toBe(true);
  });

  it('marks amounts that are not positive numbers', () => {
    const summary = summarizePaymentRows('10', [pay(1, 'diez')]);
    expect(summary.problemCode).toBe('invalid-row');
    expect(canCharge(summary, 'fiado')).toBe(false);
  });
});

describe('barcode wedge', () => {
  it('recognises a fast burst ending in Enter as a scan', () => {
    const wedge = createWedgeDetector();
    const keys = [...'7501031311309'];
    keys.forEach((key, index) => expect(wedge.press(key, 1000 + index * 10)).toBeNull());
    expect(wedge.press('Enter', 1000 + keys.length * 10)).toBe('7501031311309');
  });

  it('ignores a person typing slowly', () => {
    const wedge = createWedgeDetector();
    [...'7501'].forEach((key, index) => wedge.press(key, index * 200));
    expect(wedge.press('Enter', 900)).toBeNull();
    [...'75010313'].forEach((key, index) => wedge.press(key, 2000 + index * 90));
    expect(wedge.press('Enter', 2000 + 8 * 90)).toBeNull();
  });

  it('tolerates a single key delayed by a busy page', () => {
    const wedge = createWedgeDetector();
    const times = [0, 67, 81, 91, 118, 158, 180, 191, 208, 220, 240, 257, 288];
    [...'7501031311309'].forEach((key, index) => wedge.press(key, times[index] ?? 0));
    expect(wedge.press('Enter', 306)).toBe('7501031311309');
  });

  it('starts a new code after a pause and ignores too short bursts', () => {
    const wedge = createWedgeDetector();
    wedge.press('x', 0);
    [...'123'].forEach((key, index) => wedge.press(key, 500 + index * 5));
    expect(wedge.press('Enter', 520)).toBeNull();
    [...'98765'].forEach((key, index) => wedge.press(key, 2000 + index * 5));
    expect(wedge.press('Enter', 2030)).toBe('98765');
  });
});

describe('point-of-sale prices and stock', () => {
  const product = {
    id: 1, name: 'Cuaderno', code: 'PAP-001', price: '38.79', priceWithIVA: '45.00', IVA: true, stock: '120', unitMeasurement: 'H87',
    storeClassificationId: 2, storePriceList: { id: 4, isActive: true, percentage: '-10' },
  } as unknown as Product;

  it('applies the price list percentage to both prices', () => {
    expect(toCartProduct(product)).toMatchObject({ price: '34.91', priceWithIVA: '40.50', stock: 120, storeClassification: { id: 2 } });
    expect(toCartProduct({ ...product, storePriceList: null })).toMatchObject({ price: '38.79', priceWithIVA: '45.00' });
  });

  it('prefers the product’s own price in its list, and ignores items of other lists or of an inactive list', () => {
    const items = [
      { priceListId: 9, price: '1.00', priceWithIVA: '1.16' },
      { priceListId: 4, price: '30.00', priceWithIVA: '34.80' },
    ] as Product['priceListItems'];
    expect(toCartProduct({ ...product, priceListItems: items })).toMatchObject({ price: '30.00', priceWithIVA: '34.80' });
    expect(toCartProduct({ ...product, priceListItems: items!.slice(0, 1) })).toMatchObject({ priceWithIVA: '40.50' });
    const inactive = { ...product, storePriceList: { id: 4, isActive: false, percentage: '-10' }, priceListItems: items } as Product;
    expect(toCartProduct(inactive)).toMatchObject({ priceWithIVA: '45.00' });
  });

  it('warns when a sale leaves stock below the minimum or there is not enough', () => {
    expect(stockWarning('10', '5', '3')).toBeNull();
    expect(stockWarning('10', '5', '6')).toBe('below-minimum');
    expect(stockWarning('10', '0', '10')).toBeNull();
    expect(stockWarning('2', '0', '3')).toBe('insufficient');
  });
});

describe('cart charges', () => {
  it('maps a catalogue charge to the domain and sends its id with the line', async () => {
    const { cartReducer, initialCart } = await import('@mikro/domain');
    const { toDomainCharge, toSaleLine } = await import('../../shared/charges');
    const product = { id: 9, name: 'Suéter', code: 'UNI-002', price: '387.93', priceWithIVA: '450.00', IVA: true, stock: 15, unitMeasurement: 'H87' };
    const charge = toDomainCharge({
      id: 4, name: 'Descuento personal 10 %', quantity: '10', typeApplication: 1, operation: 'subtraction', startDay: null, endDay: null,
      startDate: null, endDate: null, isActive: true, applicationForm: 1, extraChargesType: { kind: 1 },
    } as never);
    let cart = cartReducer(initialCart, { type: 'addProduct', product });
    cart = cartReducer(cart, { type: 'attachCharge', charge, productIds: [9] });
    expect(toSaleLine(cart.lines[0]!)).toEqual({ productId: 9, quantity: '1', charges: [4] });
    expect(toSaleLine(cartReducer(cart, { type: 'removeCharge', name: charge.name, productIds: [9] }).lines[0]!)).toEqual({ productId: 9, quantity: '1' });
  });
});
