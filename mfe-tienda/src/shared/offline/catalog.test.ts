import { describe, expect, it } from '@jest/globals';
import type { Client, Product } from '@mikro/contracts';
import { productByCode, searchClients, searchProducts } from './catalog';

const product = (id: number, name: string, code: string, codeBar = '') => ({ id, name, code, codeBar }) as Product;
const products = [product(1, 'Jugo de naranja 1 L', 'JUG-1', '7501000000011'), product(2, 'Lápiz del número 2', 'LAP-2'), product(3, 'Agua natural 600 ml', 'AGU-3')];

describe('the cached catalogue, searched as the server searches', () => {
  it('finds products by name or code, ignoring accents and case, and by the exact barcode', () => {
    expect(searchProducts(products, 'lapiz').map((p) => p.id)).toEqual([2]);
    expect(searchProducts(products, 'agu').map((p) => p.id)).toEqual([3]);
    expect(searchProducts(products, '7501000000011').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(products, '   ')).toEqual([]);
  });

  it('scans a barcode or a code exactly', () => {
    expect(productByCode(products, '7501000000011')?.id).toBe(1);
    expect(productByCode(products, 'LAP-2')?.id).toBe(2);
    expect(productByCode(products, 'LAP')).toBeNull();
  });

  it('finds clients by any part of their full name', () => {
    const clients = [{ id: 7, name: 'Rosa', last_name_father: 'Ibarra', last_name_mother: 'Núñez' }] as Client[];
    expect(searchClients(clients, 'nunez').map((c) => c.id)).toEqual([7]);
    expect(searchClients(clients, 'pedro')).toEqual([]);
  });
});
