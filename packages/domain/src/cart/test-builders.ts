import type { CartProduct } from './cart';

/** Test builder: a taxed piece product at $11.60 with IVA ($10.00 before tax). */
export function aProduct(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 1,
    name: 'Cuaderno profesional',
    code: 'CUA-001',
    price: '10.00',
    priceWithIVA: '11.60',
    IVA: true,
    stock: 20,
    unitMeasurement: 'H87',
    storeClassification: { id: 3 },
    ...overrides,
  };
}
