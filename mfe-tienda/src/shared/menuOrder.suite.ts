import { describe, expect, it } from '@jest/globals';
import { menuSorted, moved } from './menuOrder';

describe('menu order', () => {
  it('puts numbered products first by number, then the others by name', () => {
    const products = [
      { id: 1, name: 'Zanahoria', menuOrder: 0 },
      { id: 2, name: 'Agua', menuOrder: 0 },
      { id: 3, name: 'Torta', menuOrder: 2 },
      { id: 4, name: 'Café', menuOrder: 1 },
    ];
    expect(menuSorted(products).map((p) => p.id)).toEqual([4, 3, 2, 1]);
  });

  it('moves a product one place up or down, never past the edges', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
