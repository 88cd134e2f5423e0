import { describe, expect, it } from '@jest/globals';
import { addProductLine, COST_INVALID, orderLineProblems, orderTotal, pendingQuantity, QUANTITY_INVALID, receiveLines, toLineRequests } from './orderLines';

describe('purchase order lines', () => {
  it('adds a product once and then raises its quantity', () => {
    let lines = addProductLine([], { id: 1, name: 'Cuaderno', priceProvider: '20.5' });
    lines = addProductLine(lines, { id: 1, name: 'Cuaderno', priceProvider: '20.5' });
    expect(lines).toEqual([{ productId: 1, productName: 'Cuaderno', quantity: '2', unitCost: '20.50' }]);
  });

  it('starts a line at the order provider’s price for the product, else the product’s provider price', () => {
    const product = { id: 1, name: 'Cuaderno', priceProvider: '20.5', miniStoreProductsProvider: [{ providerId: 3, cost: '18.75' }, { providerId: 4, cost: '19.00' }] };
    expect(addProductLine([], product, 4)[0]?.unitCost).toBe('19.00');
    expect(addProductLine([], product, 3)[0]?.unitCost).toBe('18.75');
    expect(addProductLine([], product, 9)[0]?.unitCost).toBe('20.50');
    expect(addProductLine([], product, null)[0]?.unitCost).toBe('20.50');
  });

  it('totals quantity × cost in decimals', () => {
    expect(orderTotal([{ productId: 1, productName: 'A', quantity: '3', unitCost: '0.10' }, { productId: 2, productName: 'B', quantity: '1.5', unitCost: '2' }])).toBe('3.30');
  });

  it('builds the request only when every line is valid', () => {
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: '2', unitCost: '5' }])).toEqual([{ productId: 1, quantity: '2', unitCost: '5' }]);
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: '0', unitCost: '5' }])).toBeNull();
    expect(toLineRequests([])).toBeNull();
    // A free item costs 0; a negative or missing cost, or a quantity that is not a number, is refused.
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: ' 1.5 ', unitCost: '0' }])).toEqual([{ productId: 1, quantity: '1.5', unitCost: '0' }]);
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: '2', unitCost: '-0.01' }])).toBeNull();
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: '2', unitCost: ' ' }])).toBeNull();
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: 'dos', unitCost: '5' }])).toBeNull();
    // What the API would refuse: a cost with a third decimal, a quantity with a fourth.
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: '2', unitCost: '5.125' }])).toBeNull();
    expect(toLineRequests([{ productId: 1, productName: 'A', quantity: '0.0005', unitCost: '5' }])).toBeNull();
  });

  it('names, per product, the quantity or cost that would be refused', () => {
    expect(
      orderLineProblems([
        { productId: 1, productName: 'A', quantity: '10.5', unitCost: '12' },
        { productId: 2, productName: 'B', quantity: '0', unitCost: 'abc' },
        { productId: 3, productName: 'C', quantity: '2', unitCost: '-1' },
      ]),
    ).toEqual({ 2: { quantity: QUANTITY_INVALID, unitCost: COST_INVALID }, 3: { unitCost: COST_INVALID } });
  });

  it('takes what is typed to receive, refusing beyond what is pending beside that line', () => {
    const lines = [
      { id: 1, quantity: '50.000', receivedQuantity: '20.000' },
      { id: 2, quantity: '10.500', receivedQuantity: '4.250' },
    ];
    expect(receiveLines(lines, { 1: '30', 2: '' })).toEqual({ lines: [{ lineId: 1, quantity: '30' }], problems: {}, nothingTyped: false });
    expect(receiveLines(lines, { 1: '31', 2: '6.25' })).toEqual({ lines: [], problems: { 1: 'Solo quedan 30 por recibir' }, nothingTyped: false });
    expect(receiveLines(lines, { 2: '0' }).problems).toEqual({ 2: QUANTITY_INVALID });
    expect(receiveLines(lines, { 1: ' ' })).toEqual({ lines: [], problems: {}, nothingTyped: true });
  });

  it('knows what is still pending to receive', () => {
    expect(pendingQuantity({ quantity: '10.000', receivedQuantity: '4.000' })).toBe('6');
    expect(pendingQuantity({ quantity: '10', receivedQuantity: '12' })).toBe('0');
  });
});
