import { describe, expect, it } from '@jest/globals';
import {
  cfdiDate,
  cfdiUsesForRegime,
  conceptAmounts,
  creditNoteRemaining,
  documentAmounts,
  regimesForRfc,
  validateCancellation,
  validateGlobalPeriod,
  validateIssuer,
  validateReceiver,
  netLineSubtotal,
  invoicedSaleLineAmount,
  uncreditedReturns,
  predominantPaymentForm,
  ivaLimits,
} from './rules';

describe('conceptAmounts', () => {
  it('rounds the IVA of each concept half-up from its base', () => {
    const c = conceptAmounts({ quantity: 3, amount: '10.03', tax: 'iva16' });
    expect(c).toMatchObject({ unitValue: '3.343333', amount: '10.03', base: '10.03', iva: '1.60', taxObject: '02', quantity: '3' });
    // 0.04 × 16 % = 0.0064 → 0.01; the amount itself is taken to centavos first (15.625 → 15.63).
    expect(conceptAmounts({ quantity: 1, amount: '0.04', tax: 'iva16' }).iva).toBe('0.01');
    expect(conceptAmounts({ quantity: 1, amount: '15.625', tax: 'iva16' })).toMatchObject({ amount: '15.63', iva: '2.50' });
  });
  it('takes the discount off the base', () => {
    expect(conceptAmounts({ quantity: 2, amount: '100', discount: '10', tax: 'iva16' })).toMatchObject({ base: '90.00', iva: '14.40', discount: '10.00' });
  });
  it('writes exempt tuition with a base and no amount, and non-taxable concepts without taxes', () => {
    expect(conceptAmounts({ quantity: 1, amount: '2500', tax: 'exento' })).toMatchObject({ base: '2500.00', iva: '0.00', taxObject: '02' });
    expect(conceptAmounts({ quantity: 1, amount: '50', tax: 'no-objeto' })).toMatchObject({ base: null, iva: null, taxObject: '01' });
  });
  it('refuses a discount above the amount and a zero quantity', () => {
    expect(() => conceptAmounts({ quantity: 1, amount: '5', discount: '6', tax: 'iva16' })).toThrow(RangeError);
    expect(() => conceptAmounts({ quantity: 0, amount: '5', tax: 'iva16' })).toThrow(RangeError);
  });
});

describe('documentAmounts', () => {
  it('sums concepts: total = subtotal - discount + Σ concept IVA', () => {
    const doc = documentAmounts([
      conceptAmounts({ quantity: 1, amount: '0.04', tax: 'iva16' }),
      conceptAmounts({ quantity: 1, amount: '0.04', tax: 'iva16' }),
      conceptAmounts({ quantity: 1, amount: '1000', discount: '100', tax: 'exento' }),
    ]);
    expect(doc).toEqual({
      subtotal: '1000.08',
      discount: '100.00',
      totalIva: '0.02',
      total: '900.10',
      transfers: [
        { tax: 'iva16', base: '0.08', amount: '0.02' },
        { tax: 'exento', base: '900.00', amount: '0.00' },
      ],
      hasDiscount: true,
    });
  });
  it('keeps one transfer per rate, and a document at 0 % only still declares its (zero) transferred tax', () => {
    const doc = documentAmounts([
      conceptAmounts({ quantity: 1, amount: '100', tax: 'iva8' }),
      conceptAmounts({ quantity: 1, amount: '250', tax: 'iva0' }),
      conceptAmounts({ quantity: 1, amount: '30', tax: 'no-objeto' }),
      conceptAmounts({ quantity: 1, amount: '200', tax: 'iva16' }),
    ]);
    expect(doc.transfers).toEqual([
      { tax: 'iva16', base: '200.00', amount: '32.00' },
      { tax: 'iva8', base: '100.00', amount: '8.00' },
      { tax: 'iva0', base: '250.00', amount: '0.00' },
    ]);
    expect(doc).toMatchObject({ totalIva: '40.00', total: '620.00' });
    expect(documentAmounts([conceptAmounts({ quantity: 1, amount: '420', tax: 'iva0' })]).totalIva).toBe('0.00');
    expect(documentAmounts([conceptAmounts({ quantity: 1, amount: '420', tax: 'exento' })]).totalIva).toBeNull();
  });
});

describe('receivers', () => {
  it('knows which regimes and uses a receiver may declare', () => {
    expect(regimesForRfc('CMI150101AB3')).toContain('601');
    expect(regimesForRfc('CMI150101AB3')).not.toContain('612');
    expect(regimesForRfc('GODE561231GR8')).toContain('612');
    expect(cfdiUsesForRegime('605')).not.toContain('G03');
    expect(cfdiUsesForRegime('612', 'GODE561231GR8')).toContain('G03');
  });
  it('offers CP01 only on payment complements and CN01 only on payroll, by regime and person type', async () => {
    const { cfdiUsesFor } = await import('./rules');
    expect(cfdiUsesForRegime('612', 'GODE561231GR8')).not.toContain('CP01');
    expect(cfdiUsesFor('I', '605', 'GODE561231GR8')).not.toContain('CN01');
    expect(cfdiUsesFor('E', '601', 'CMI150101AB3')).toContain('G02');
    expect(cfdiUsesFor('P', '601', 'CMI150101AB3')).toEqual(['CP01']);
    expect(cfdiUsesFor('N', '605', 'GODE561231GR8')).toEqual(['CN01']);
    expect(cfdiUsesFor('N', '601', 'CMI150101AB3')).toEqual([]);
    // D10 (colegiaturas) is for personas físicas only.
    expect(cfdiUsesFor('I', '612', 'GODE561231GR8')).toContain('D10');
    expect(cfdiUsesFor('I', '601', 'CMI150101AB3')).not.toContain('D10');
    expect(validateReceiver({ rfc: 'GODE561231GR8', name: 'X', regime: '612', cfdiUse: 'CP01', zip: '64000' })).toEqual([
      { field: 'cfdiUse', message: 'El uso CP01 es sólo para complementos de pago, no para una factura.' },
    ]);
  });
  it('accepts a valid named customer and names every bad field', () => {
    expect(validateReceiver({ rfc: 'GODE561231GR8', name: 'Juan', regime: '612', cfdiUse: 'G03', zip: '64000' })).toEqual([]);
    expect(validateReceiver({ rfc: 'XAXX010101000', name: '', regime: '616', cfdiUse: 'S01', zip: '640' }).map((e) => e.field)).toEqual(['rfc', 'name', 'zip']);
    expect(validateReceiver({ rfc: 'CMI150101AB3', name: 'X', regime: '612', cfdiUse: 'G03', zip: '64000' })[0]?.field).toBe('regime');
    expect(validateReceiver({ rfc: 'GODE561231GR8', name: 'X', regime: '605', cfdiUse: 'G03', zip: '64000' })[0]).toEqual({
      field: 'cfdiUse',
      message: 'El uso del CFDI no está permitido para el régimen fiscal del receptor.',
    });
  });
  it('never lets the company use a generic RFC', () => {
    expect(validateIssuer({ rfc: 'XAXX010101000', businessName: 'A', regime: '601', zip: '64000' })[0]?.field).toBe('rfc');
    expect(validateIssuer({ rfc: 'CMI150101AB3', businessName: 'A', regime: '601', zip: '64000' })).toEqual([]);
  });
});

describe('validateGlobalPeriod', () => {
  it('pairs periodicity and months and keeps the year current or previous', () => {
    expect(validateGlobalPeriod({ periodicity: '04', months: '03', year: 2026 }, 2026)).toEqual([]);
    expect(validateGlobalPeriod({ periodicity: '05', months: '13', year: 2025 }, 2026)).toEqual([]);
    expect(validateGlobalPeriod({ periodicity: '05', months: '03', year: 2026 }, 2026)[0]?.field).toBe('months');
    expect(validateGlobalPeriod({ periodicity: '06', months: '14', year: 2020 }, 2026).map((e) => e.field)).toEqual(['periodicity', 'months', 'year']);
  });
});

describe('validateCancellation', () => {
  const uuid = '5f2c1f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';
  it('requires a different substitute UUID for motivo 01 only', () => {
    expect(validateCancellation({ motive: '01', uuid, substituteUuid: '' })[0]?.field).toBe('substituteUuid');
    expect(validateCancellation({ motive: '01', uuid, substituteUuid: uuid })[0]?.field).toBe('substituteUuid');
    expect(validateCancellation({ motive: '01', uuid, substituteUuid: '6f2c1f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f' })).toEqual([]);
    expect(validateCancellation({ motive: '02', uuid })).toEqual([]);
    expect(validateCancellation({ motive: '03', uuid, substituteUuid: uuid })[0]?.field).toBe('substituteUuid');
    expect(validateCancellation({ motive: '05', uuid })[0]?.field).toBe('motive');
  });
});

describe('cfdiDate and credit notes', () => {
  it('writes local wall-clock time without offset', () => {
    expect(cfdiDate(new Date('2026-03-01T06:30:05Z'), 'America/Mexico_City')).toBe('2026-03-01T00:30:05');
  });
  it('keeps what is left of an invoice for further credit notes', () => {
    expect(creditNoteRemaining('116.00', ['16.00', '50.50'])).toBe('49.50');
  });
});

describe('store sale helpers', () => {
  it('keeps the part of a line that was not returned', () => {
    expect(netLineSubtotal('172.41', '2', '1')).toBe('86.21');
    expect(netLineSubtotal('172.41', '2', '2')).toBe('0.00');
  });
  it('invoices a line as the subtotal left plus its IVA rounded per line', () => {
    expect(invoicedSaleLineAmount({ subtotal: '172.41', quantity: '2', returnedQuantity: '0', isIva: true })).toBe('200.00');
    expect(invoicedSaleLineAmount({ subtotal: '172.41', quantity: '2', returnedQuantity: '1', isIva: true })).toBe('100.00');
    expect(invoicedSaleLineAmount({ subtotal: '50.00', quantity: '0.5', returnedQuantity: '0.2', isIva: false })).toBe('30.00');
    expect(invoicedSaleLineAmount({ subtotal: '172.41', quantity: '2', returnedQuantity: '2', isIva: true })).toBe('0.00');
  });
  it('counts what returns took off an invoice that its credit notes do not cover', () => {
    expect(uncreditedReturns(['200.00', '50.00'], ['100.00', '50.00'], [])).toBe('100.00');
    expect(uncreditedReturns(['200.00', '50.00'], ['100.00', '50.00'], ['60.00'])).toBe('40.00');
    expect(uncreditedReturns(['200.00'], ['100.00'], ['60.00', '40.00'])).toBe('0.00');
    // A credit note for a discount may credit more than was returned.
    expect(uncreditedReturns(['200.00'], ['200.00'], ['30.00'])).toBe('0.00');
  });
  it('takes the payment form that paid the most', () => {
    expect(predominantPaymentForm([{ code: '01', amount: '20' }, { code: '04', amount: '80' }])).toBe('04');
    expect(predominantPaymentForm([])).toBe('99');
  });
});

describe('ivaLimits', () => {
  it('answers SAT\'s tolerance for the IVA of a base and conceptAmounts refuses an IVA outside it', () => {
    expect(ivaLimits('14.66')).toEqual({ lower: '2.34', upper: '2.35' });
    expect(ivaLimits('100.00')).toEqual({ lower: '15.99', upper: '16.01' });
    expect(conceptAmounts({ quantity: 1, amount: '14.66', tax: 'iva16', iva: '2.34' }).iva).toBe('2.34');
    expect(() => conceptAmounts({ quantity: 1, amount: '14.66', tax: 'iva16', iva: '2.36' })).toThrow(RangeError);
    expect(() => conceptAmounts({ quantity: 1, amount: '14.66', tax: 'iva16', iva: '2.345' })).toThrow(RangeError);
    expect(conceptAmounts({ quantity: 1, amount: '14.66', tax: 'exento', iva: '0.00' }).iva).toBe('0.00');
    expect(() => conceptAmounts({ quantity: 1, amount: '14.66', tax: 'exento', iva: '2.34' })).toThrow(RangeError);
  });
});

describe('SAT keys', () => {
  it('flags tuition keys that need IEDU and expired keys', async () => {
    const { requiredConceptComplement, isExpiredSatKey } = await import('./rules');
    expect(requiredConceptComplement('86121500')).toBe('iedu');
    expect(requiredConceptComplement('86121600')).toBe('iedu');
    expect(requiredConceptComplement('86121700')).toBeNull();
    expect(isExpiredSatKey('31-12-2022', '2026-01-01')).toBe(true);
    expect(isExpiredSatKey('2030-01-01', '2026-01-01')).toBe(false);
    expect(isExpiredSatKey('', '2026-01-01')).toBe(false);
  });
});

describe('global invoice period', () => {
  it('places a ticket date in its month, or in its two-month period 13–18 when bimonthly', async () => {
    const { dateInGlobalPeriod, globalMonthsOf, globalPeriodLabel } = await import('./rules');
    expect(globalMonthsOf('2026-11-28', '04')).toBe('11');
    expect(globalMonthsOf('2026-01-31', '05')).toBe('13');
    expect(globalMonthsOf('2026-02-01', '05')).toBe('13');
    expect(globalMonthsOf('2026-12-01', '05')).toBe('18');
    expect(dateInGlobalPeriod('2026-11-28', { periodicity: '04', months: '11', year: 2026 })).toBe(true);
    expect(dateInGlobalPeriod('2026-11-28', { periodicity: '04', months: '10', year: 2025 })).toBe(false);
    expect(dateInGlobalPeriod('2026-11-28', { periodicity: '04', months: '11', year: 2025 })).toBe(false);
    expect(dateInGlobalPeriod('2026-11-28', { periodicity: '01', months: '11', year: 2026 })).toBe(true);
    expect(dateInGlobalPeriod('2026-11-28', { periodicity: '05', months: '18', year: 2026 })).toBe(true);
    expect(dateInGlobalPeriod('2026-10-31', { periodicity: '05', months: '18', year: 2026 })).toBe(false);
    expect(globalPeriodLabel({ periodicity: '04', months: '10', year: 2025 })).toBe('10/2025');
    expect(globalPeriodLabel({ periodicity: '05', months: '18', year: 2026 })).toBe('noviembre-diciembre de 2026');
  });
});
