import { describe, expect, it } from '@jest/globals';
import { aCharge, aDiscount } from '../extra-charges/test-builders';
import { type CartAction, type CartState, cartReducer, initialCart } from './cart';
import { aProduct } from './test-builders';

const run = (...actions: CartAction[]): CartState => actions.reduce(cartReducer, initialCart);
const quantities = (state: CartState) => state.lines.map((line) => line.quantity);

const notebook = aProduct();
const cheese = aProduct({ id: 2, name: 'Queso Oaxaca', code: 'QUE-1', unitMeasurement: 'KGM', IVA: false, price: '180.00', priceWithIVA: '180.00' });

describe('adding products', () => {
  it('starts a new line at 1 and copies the product as a sale detail line', () => {
    const state = run({ type: 'addProduct', product: notebook });
    expect(state.lines).toEqual([
      {
        productName: 'Cuaderno profesional',
        productCode: 'CUA-001',
        quantity: '1',
        unitMeasurement: 'H87',
        price: '10.00',
        priceWithIVA: '11.60',
        isIva: true,
        miniStoreProduct: { id: 1, IVA: true, stock: 20, unitMeasurement: 'H87' },
        miniStoreClassification: { id: 3 },
        extraCharges: [],
        selected: false,
      },
    ]);
  });

  it('starts a new line at the given quantity', () => {
    expect(quantities(run({ type: 'addProduct', product: cheese, quantity: '0.755' }))).toEqual(['0.755']);
  });

  it('adds exactly 1 to an existing piece product, whatever quantity is given', () => {
    const state = run(
      { type: 'addProduct', product: notebook, quantity: 3 },
      { type: 'addProduct', product: notebook, quantity: 5 },
    );
    expect(quantities(state)).toEqual(['4']);
  });

  it('adds the given quantity to an existing non-piece product', () => {
    const state = run(
      { type: 'addProduct', product: cheese, quantity: '0.5' },
      { type: 'addProduct', product: cheese, quantity: '0.25' },
      { type: 'addProduct', product: cheese },
    );
    expect(quantities(state)).toEqual(['1.75']);
  });

  it('keeps one line per product, in the order added', () => {
    const state = run(
      { type: 'addProduct', product: notebook },
      { type: 'addProduct', product: cheese },
      { type: 'addProduct', product: notebook },
    );
    expect(state.lines.map((line) => line.miniStoreProduct.id)).toEqual([1, 2]);
    expect(quantities(state)).toEqual(['2', '1']);
  });

  it.each([0, -1, '0', 'abc', Number.NaN])('ignores a quantity of %j', (quantity) => {
    const start = run({ type: 'addProduct', product: cheese });
    expect(cartReducer(start, { type: 'addProduct', product: cheese, quantity })).toBe(start);
    expect(cartReducer(initialCart, { type: 'addProduct', product: notebook, quantity })).toBe(initialCart);
  });
});

describe('changing quantities', () => {
  it('decrements by 1', () => {
    const state = run({ type: 'addProduct', product: notebook, quantity: 3 }, { type: 'decrement', productId: 1 });
    expect(quantities(state)).toEqual(['2']);
  });

  it('does not decrement to 0', () => {
    const one = run({ type: 'addProduct', product: notebook });
    expect(cartReducer(one, { type: 'decrement', productId: 1 })).toBe(one);
  });

  it('does not decrement a fraction below 1 (it would reach 0 or less)', () => {
    const half = run({ type: 'addProduct', product: cheese, quantity: '0.5' });
    expect(cartReducer(half, { type: 'decrement', productId: 2 })).toBe(half);
    const oneAndHalf = run({ type: 'addProduct', product: cheese, quantity: '1.5' }, { type: 'decrement', productId: 2 });
    expect(quantities(oneAndHalf)).toEqual(['0.5']);
  });

  it('sets a positive quantity', () => {
    const state = run({ type: 'addProduct', product: cheese }, { type: 'setQuantity', productId: 2, quantity: '2.340' });
    expect(quantities(state)).toEqual(['2.34']);
  });

  it.each([0, '-2', '', 'x'])('ignores setting the quantity to %j', (quantity) => {
    const start = run({ type: 'addProduct', product: cheese });
    expect(cartReducer(start, { type: 'setQuantity', productId: 2, quantity })).toBe(start);
  });

  it('sells a piece whole: 2.5 bottles of water leave the line as it was, 3 is taken', () => {
    const water = aProduct({ id: 4, name: 'Agua 600 ml', unitMeasurement: 'H87' });
    const start = run({ type: 'addProduct', product: water });
    expect(cartReducer(start, { type: 'setQuantity', productId: 4, quantity: '2.5' })).toBe(start);
    expect(cartReducer(initialCart, { type: 'addProduct', product: water, quantity: '0.5' })).toBe(initialCart);
    expect(quantities(cartReducer(start, { type: 'setQuantity', productId: 4, quantity: '3' }))).toEqual(['3']);
  });

  it('ignores unknown products', () => {
    const start = run({ type: 'addProduct', product: notebook });
    expect(cartReducer(start, { type: 'decrement', productId: 99 })).toBe(start);
    expect(cartReducer(start, { type: 'setQuantity', productId: 99, quantity: 2 })).toBe(start);
    expect(cartReducer(start, { type: 'removeProduct', productId: 99 })).toBe(start);
    expect(cartReducer(start, { type: 'toggleSelection', productId: 99 })).toBe(start);
  });
});

describe('lines, selection and charges', () => {
  const twoLines = run({ type: 'addProduct', product: notebook }, { type: 'addProduct', product: cheese });

  it('removes a product', () => {
    expect(cartReducer(twoLines, { type: 'removeProduct', productId: 1 }).lines.map((l) => l.productName)).toEqual([
      'Queso Oaxaca',
    ]);
  });

  it('toggles the selection of a line', () => {
    const selected = cartReducer(twoLines, { type: 'toggleSelection', productId: 2 });
    expect(selected.lines.map((l) => l.selected)).toEqual([false, true]);
    expect(cartReducer(selected, { type: 'toggleSelection', productId: 2 }).lines.map((l) => l.selected)).toEqual([
      false,
      false,
    ]);
  });

  it('attaches a charge to the given lines, skipping duplicate names', () => {
    const charge = aDiscount({ id: 5, name: 'Descuento maestro', quantity: '10' });
    const once = cartReducer(twoLines, { type: 'attachCharge', charge, productIds: [1] });
    expect(once.lines[0]?.extraCharges).toEqual([
      {
        name: 'Descuento maestro',
        quantity: '10',
        applicationType: 1,
        operationType: 'subtraction',
        typeExtraCharge: 1,
        systemExtraCharges: { id: 5 },
      },
    ]);
    expect(once.lines[1]?.extraCharges).toEqual([]);
    expect(cartReducer(once, { type: 'attachCharge', charge: { ...charge, id: 6 }, productIds: [1] })).toBe(once);
  });

  it('attaches a charge to the selected lines when no product is named', () => {
    const selected = cartReducer(twoLines, { type: 'toggleSelection', productId: 2 });
    const charged = cartReducer(selected, { type: 'attachCharge', charge: aCharge({ name: 'Recargo' }) });
    expect(charged.lines.map((l) => l.extraCharges.length)).toEqual([0, 1]);
    expect(cartReducer(twoLines, { type: 'attachCharge', charge: aCharge() })).toBe(twoLines);
  });

  it('removes a charge by name', () => {
    const charged = cartReducer(twoLines, { type: 'attachCharge', charge: aCharge({ name: 'Recargo' }), productIds: [1, 2] });
    const removed = cartReducer(charged, { type: 'removeCharge', name: 'Recargo', productIds: [2] });
    expect(removed.lines.map((l) => l.extraCharges.length)).toEqual([1, 0]);
    expect(cartReducer(removed, { type: 'removeCharge', name: 'Otro', productIds: [1] })).toBe(removed);
  });
});

describe('quotation mode and reset', () => {
  it('sets and clears the quotation flag', () => {
    const quoting = run({ type: 'setQuotation', quotation: true });
    expect(quoting.quotation).toBe(true);
    expect(cartReducer(quoting, { type: 'setQuotation', quotation: true })).toBe(quoting);
    expect(cartReducer(quoting, { type: 'setQuotation', quotation: false }).quotation).toBe(false);
  });

  it('resets to an empty cart out of quotation mode', () => {
    const state = run({ type: 'addProduct', product: notebook }, { type: 'setQuotation', quotation: true }, { type: 'reset' });
    expect(state).toEqual({ lines: [], quotation: false });
  });

  it('never mutates the previous state', () => {
    const before = run({ type: 'addProduct', product: notebook });
    const snapshot = structuredClone(before);
    cartReducer(before, { type: 'addProduct', product: notebook });
    cartReducer(before, { type: 'toggleSelection', productId: 1 });
    cartReducer(before, { type: 'attachCharge', charge: aCharge(), productIds: [1] });
    expect(before).toEqual(snapshot);
  });

  it('ignores an unknown action', () => {
    const start = run({ type: 'addProduct', product: notebook });
    expect(cartReducer(start, { type: 'nope' } as unknown as CartAction)).toBe(start);
  });
});
