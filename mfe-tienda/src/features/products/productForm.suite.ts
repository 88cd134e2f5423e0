import { describe, expect, it } from '@jest/globals';
import { initialProductValues, pricesAfterPriceChange, pricesAfterPriceWithIvaChange, productSchema, toProductInput, toProvidersRequest } from './productForm';

const IVA16 = { IVA: true, taxObject: 'iva16' } as const;
const IVA8 = { IVA: true, taxObject: 'iva8' } as const;
const EXEMPT = { IVA: false, taxObject: 'exento' } as const;

describe('product prices', () => {
  it('adds the 16 % IVA when the price before tax is typed', () => {
    expect(pricesAfterPriceChange('50', IVA16)).toEqual({ price: '50', priceWithIVA: '58.00' });
  });

  it('removes the IVA when the price with tax is typed', () => {
    expect(pricesAfterPriceWithIvaChange('58', IVA16)).toEqual({ price: '50.00', priceWithIVA: '58' });
    expect(pricesAfterPriceWithIvaChange('10.02', IVA16)).toEqual({ price: '8.64', priceWithIVA: '10.02' });
  });

  it('splits a product at 8 % (border region) with 1.08, as the API derives it', () => {
    expect(pricesAfterPriceChange('50', IVA8)).toEqual({ price: '50', priceWithIVA: '54.00' });
    expect(pricesAfterPriceWithIvaChange('21.60', IVA8)).toEqual({ price: '20.00', priceWithIVA: '21.60' });
  });

  it('keeps both prices equal for a product without IVA', () => {
    expect(pricesAfterPriceChange('35', EXEMPT)).toEqual({ price: '35', priceWithIVA: '35' });
    expect(pricesAfterPriceWithIvaChange('35', EXEMPT)).toEqual({ price: '35', priceWithIVA: '35' });
  });

  it('clears the other price while the typed one is not a number', () => {
    expect(pricesAfterPriceChange('abc', IVA16)).toEqual({ price: 'abc', priceWithIVA: '' });
    expect(pricesAfterPriceWithIvaChange('', IVA16)).toEqual({ price: '', priceWithIVA: '' });
  });
});

describe('product form', () => {
  const valid = { ...initialProductValues(null), name: 'Goma', code: 'PAP-9', sat_code: '44111503', price: '5', priceWithIVA: '5.80' };

  it('accepts a complete product', async () => {
    await expect(productSchema.validate(valid)).resolves.toBeTruthy();
  });

  it('asks for the required fields in Spanish', async () => {
    await expect(productSchema.validateAt('name', { ...valid, name: '' })).rejects.toThrow('Este campo es requerido');
    await expect(productSchema.validateAt('sat_code', { ...valid, sat_code: '123' })).rejects.toThrow('La clave SAT tiene 8 dígitos');
  });

  it('refuses a price with a third decimal, which the API refuses as money, saying so; a stock may have 3', async () => {
    const money = 'Escriba un importe con hasta 2 decimales, p. ej. 1250.50';
    for (const field of ['price', 'priceWithIVA', 'priceProvider'] as const) {
      await expect(productSchema.validateAt(field, { ...valid, [field]: '10.555' })).rejects.toThrow(money);
      await expect(productSchema.validateAt(field, { ...valid, [field]: '10.55' })).resolves.toBe('10.55');
    }
    await expect(productSchema.validateAt('providers', { ...valid, providers: [{ providerId: 2, cost: '10.555' }] })).rejects.toThrow(money);
    await expect(productSchema.validateAt('providers', { ...valid, providers: [{ providerId: 2, cost: '10.55' }] })).resolves.toBeTruthy();
    // A negative keeps the field's own text.
    await expect(productSchema.validateAt('price', { ...valid, price: '-1' })).rejects.toThrow('El precio debe ser un número mayor o igual a 0');
    // Stock levels are quantities (3 decimals in the API), not money.
    await expect(productSchema.validateAt('stock', { ...valid, stock: '2.755' })).resolves.toBe('2.755');
    await expect(productSchema.validateAt('minStock', { ...valid, minStock: '-1' })).rejects.toThrow('El mínimo debe ser un número mayor o igual a 0');
  });

  it('rejects a maximum stock below the minimum', async () => {
    await expect(productSchema.validateAt('maxStock', { ...valid, minStock: '10', maxStock: '5' })).rejects.toThrow('El máximo no puede ser menor que el mínimo');
  });

  it('sends the stock only when the product is created', () => {
    expect(toProductInput({ ...valid, stock: '7' }, true).stock).toBe('7');
    expect('stock' in toProductInput({ ...valid, stock: '7' }, false)).toBe(false);
  });

  it('sends the providers only when they changed, and never inside the product body', async () => {
    const initial = { ...valid, providers: [{ providerId: 2, cost: '10.00', providerCode: '' }] };
    expect(toProvidersRequest(initial, initial)).toBeNull();
    const changed = { ...initial, providers: [{ providerId: 2, cost: ' 9.50 ', providerCode: 'X-1 ' }] };
    expect(toProvidersRequest(changed, initial)).toEqual({ providers: [{ providerId: 2, cost: '9.50', providerCode: 'X-1' }] });
    expect('providers' in toProductInput(changed, false)).toBe(false);
    await expect(productSchema.validateAt('providers', { ...valid, providers: [{ providerId: null, cost: '1' }] })).rejects.toThrow();
    await expect(productSchema.validateAt('providers', { ...valid, providers: [{ providerId: 2, cost: '-1' }] })).rejects.toThrow();
  });
});
