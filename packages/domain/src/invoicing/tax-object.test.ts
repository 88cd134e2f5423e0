import { describe, expect, it } from '@jest/globals';
import { productPrices } from '../tax/iva';
import { invoicedSaleLineAmount } from './rules';
import { OFFERED_TAX_OBJECTS, PRODUCT_TAX_OBJECTS, carriesIva, chargedLineTax, chargedSaleLineTax, conceptTax, isConceptTax, objetoImpOf, taxFactor, taxObjectOf, withConceptTax } from './tax-object';

describe('a product or concept tax object', () => {
  it('prices with the factor of its rate: 16 % and 8 % add IVA, 0 %, exempt and not subject do not', () => {
    expect(taxFactor('iva16')).toBe('1.16');
    expect(taxFactor('iva8')).toBe('1.08');
    expect(taxFactor('iva0')).toBe('1');
    expect(taxFactor('exento')).toBe('1');
    expect(taxFactor('no-objeto')).toBe('1');
    expect(productPrices({ price: '100.00' }, carriesIva('iva8'), taxFactor('iva8'))).toEqual({ price: '100.00', priceWithIVA: '108.00' });
    expect(productPrices({ priceWithIVA: '420.00' }, carriesIva('iva0'), taxFactor('iva0'))).toEqual({ price: '420.00', priceWithIVA: '420.00' });
  });

  it('is invoiced as ObjetoImp 01 only when not subject to tax', () => {
    expect(objetoImpOf('no-objeto')).toBe('01');
    for (const tax of ['iva16', 'iva8', 'iva0', 'exento'] as const) expect(objetoImpOf(tax)).toBe('02');
  });

  it('reads the rows written before it existed: IVA is 16 %, ObjetoImp 01 is not subject, the rest exempt', () => {
    expect(taxObjectOf({ withIva: true, objetoImp: '02' })).toBe('iva16');
    expect(taxObjectOf({ withIva: false, objetoImp: '01' })).toBe('no-objeto');
    expect(taxObjectOf({ withIva: false })).toBe('exento');
  });

  it('takes the tax of a charged line from its concept unless what was charged says otherwise', () => {
    expect(chargedLineTax(false, 'iva0')).toBe('iva0');
    expect(chargedLineTax(true, 'iva8')).toBe('iva8');
    expect(chargedLineTax(true, 'iva0')).toBe('iva16');
    expect(chargedLineTax(false, 'iva16')).toBe('exento');
    expect(chargedLineTax(false, null)).toBe('exento');
    expect(chargedLineTax(false, 'iva16', '01')).toBe('no-objeto');
  });

  it('taxes a base at its rate, rounded to centavos', () => {
    expect(conceptTax('27.90', 'iva16')).toBe('4.46');
    expect(conceptTax('99.99', 'iva8')).toBe('8.00');
    expect(conceptTax('420', 'iva0')).toBe('0.00');
    expect(conceptTax('420', 'no-objeto')).toBe('0.00');
    expect(withConceptTax('100', 'iva8')).toBe('108.00');
    expect(withConceptTax('35', 'exento')).toBe('35.00');
  });

  it('invoices a store line at the rate it charged, whatever its product says now', () => {
    // $108.00 at 8 %: 100.00 + 8.00; $116.00 at 16 %: 100.00 + 16.00; a tiny line still tells 8 % from 16 %.
    expect(chargedSaleLineTax({ isIva: true, taxObject: 'iva8', subtotal: '100.00', tax: '8.00' })).toBe('iva8');
    expect(chargedSaleLineTax({ isIva: true, taxObject: 'iva8', subtotal: '100.00', tax: '16.00' })).toBe('iva16');
    expect(chargedSaleLineTax({ isIva: true, taxObject: 'iva16', subtotal: '100.00', tax: '8.00' })).toBe('iva8');
    expect(chargedSaleLineTax({ isIva: true, taxObject: 'iva8', subtotal: '0.93', tax: '0.07' })).toBe('iva8');
    expect(chargedSaleLineTax({ isIva: false, taxObject: 'iva0', subtotal: '100.00', tax: '0.00' })).toBe('iva0');
    expect(invoicedSaleLineAmount({ subtotal: '100.00', quantity: '2', returnedQuantity: '1', isIva: true, tax: '8.00' })).toBe('54.00');
    expect(invoicedSaleLineAmount({ subtotal: '100.00', quantity: '2', returnedQuantity: '1', isIva: true, tax: '16.00' })).toBe('58.00');
    expect(invoicedSaleLineAmount({ subtotal: '100.00', quantity: '2', returnedQuantity: '1', isIva: true })).toBe('58.00');
  });

  it('offers 8 % to store products only', () => {
    expect(PRODUCT_TAX_OBJECTS).toContain('iva8');
    expect(OFFERED_TAX_OBJECTS).not.toContain('iva8');
  });

  it('knows its five values', () => {
    expect(['iva16', 'iva8', 'iva0', 'exento', 'no-objeto'].every(isConceptTax)).toBe(true);
    expect(isConceptTax('iva11')).toBe(false);
    expect(isConceptTax(true)).toBe(false);
  });
});
