import { describe, expect, it } from '@jest/globals';
import type { Product, QuotationDetail } from '@mikro/contracts';
import { toCartProduct } from '../../shared/pricing';
import { dialogOpen, initialPos, posReducer, startingSaleType, type PosAction, type PosState } from './posState';

const product = { id: 1, name: 'Lápiz', code: 'L1', price: '8.62', priceWithIVA: '10.00', IVA: true, stock: '10', minStock: '0', unitMeasurement: 'H87', unity: 6, storePriceList: null, priceListItems: [] } as unknown as Product;
const add: PosAction = { type: 'add', product, cartProduct: toCartProduct(product), charges: [] };
const run = (...actions: PosAction[]) => actions.reduce<PosState>(posReducer, initialPos);

describe('posReducer', () => {
  it('adds products to the cart and remembers them, bumping addedAt so the newest line scrolls into view', () => {
    const state = run(add, add);
    expect(state.cart.lines).toHaveLength(1);
    expect(state.cart.lines[0]!.quantity).toBe('2');
    expect(state.products.get(1)).toBe(product);
    expect(state.addedAt).toBe(2);
  });

  it('opens the payment only with something in the cart', () => {
    expect(run({ type: 'checkout', checkout: { kind: 'cart', saleType: 'regular' } }).checkout).toBeNull();
    const open = run(add, { type: 'checkout', checkout: { kind: 'cart', saleType: 'fiado' } });
    expect(open.checkout).toEqual({ kind: 'cart', saleType: 'fiado' });
    expect(dialogOpen(open)).toBe(true);
  });

  it('empties the sale and shows the ticket once sold', () => {
    const sold = run(add, { type: 'text', text: 'lap' }, { type: 'checkout', checkout: { kind: 'cart', saleType: 'regular' } }, { type: 'sold', saleId: 9 });
    expect(sold).toMatchObject({ checkout: null, ticketOf: 9, text: '', buyer: null });
    expect(sold.cart.lines).toHaveLength(0);
  });

  it('shows the quotation made from the cart and empties it', () => {
    const quotation = { id: 3 } as QuotationDetail;
    const state = run(add, { type: 'quoted', quotation });
    expect(state.quotationShown).toBe(quotation);
    expect(state.cart.lines).toHaveLength(0);
  });

  it('asks before cancelling a sale only when the cart has lines', () => {
    expect(run({ type: 'confirmCancel', open: true }).confirmCancel).toBe(false);
    const asked = run(add, { type: 'confirmCancel', open: true });
    expect(asked.confirmCancel).toBe(true);
    expect(posReducer(asked, { type: 'cancelSale' })).toMatchObject({ confirmCancel: false, cart: { lines: [] } });
  });
});

describe('startingSaleType', () => {
  it('starts the payment with the preferred sale type (fiado 0, quotation 1, deferred 2)', () => {
    expect(startingSaleType(0)).toEqual({ saleType: 'fiado', alternative: 'regular' });
    expect(startingSaleType(2)).toEqual({ saleType: 'deferred', alternative: 'regular' });
    expect(startingSaleType(1)).toEqual({ saleType: 'regular', alternative: 'quotation' });
    expect(startingSaleType(undefined)).toEqual({ saleType: 'regular', alternative: 'quotation' });
  });
});
