import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Money } from '../money/money';
import { conceptAmounts, documentAmounts } from './rules';
import {
  creditOverrun,
  creditPieces,
  creditableGroups,
  paidDocumentTaxes,
  complementTotals,
  prorateCredit,
  splitCredit,
  sumPaidTaxGroups,
  taxGroupsOfDocument,
  taxLimits,
  taxWithinLimits,
  transferTaxOf,
  trimToLeft,
  type ConceptTax,
  type TaxGroup,
  type TransferTax,
} from './tax-rates';

// A fixed seed keeps CI repeatable (a failing seed is kept as a case); change it to explore other inputs.
const PROPERTY_SEED = 20_261_128;

describe('rates', () => {
  it('reads a Traslado back as its rate', () => {
    expect(transferTaxOf('002', 'Tasa', '0.160000')).toBe('iva16');
    expect(transferTaxOf('002', 'Tasa', '0.080000')).toBe('iva8');
    expect(transferTaxOf('002', 'Tasa', '0.000000')).toBe('iva0');
    expect(transferTaxOf('002', 'Exento')).toBe('exento');
    expect(transferTaxOf('003', 'Tasa', '0.080000')).toBeNull();
    expect(transferTaxOf('002', 'Tasa', '0.110000')).toBeNull();
  });
  it('answers SAT tolerance per rate', () => {
    expect(taxLimits('27.90', 'iva16')).toEqual({ lower: '4.46', upper: '4.47' });
    expect(taxLimits('100.00', 'iva8')).toEqual({ lower: '7.99', upper: '8.01' });
    expect(taxLimits('100.00', 'iva0')).toEqual({ lower: '0.00', upper: '0.00' });
    expect(taxWithinLimits('27.90', '25.60', 'iva16')).toBe(false);
  });
});

// The invoice of the issue: a $250.00 shirt (16 %, tax included) and a $35.00 sandwich (exempt).
const shirtAndSandwich: TaxGroup[] = [
  { tax: 'iva16', base: '215.52', amount: '34.48' },
  { tax: 'exento', base: '35.00', amount: '0.00' },
];

describe('payment complement taxes (Pagos 2.0)', () => {
  it('takes each rate of the paid invoice in proportion to the amount paid, and its tax from its BaseDR', () => {
    const drs = paidDocumentTaxes(shirtAndSandwich, '100.00', '285.00');
    // 215.52 × 100 / 285 = 75.62; 35 × 100 / 285 = 12.28.
    expect(drs).toEqual([
      { tax: 'iva16', base: '75.62', amount: '12.10' },
      { tax: 'exento', base: '12.28', amount: '0.00' },
    ]);
    for (const dr of drs.filter((d) => d.tax !== 'exento')) expect(taxWithinLimits(dr.base, dr.amount, 'iva16')).toBe(true);
    expect(complementTotals(drs)).toEqual({ TotalTrasladosBaseIVA16: '75.62', TotalTrasladosImpuestoIVA16: '12.10', TotalTrasladosBaseIVAExento: '12.28' });
  });
  it('writes a share too small for a centavo with six decimals, since SAT wants every BaseDR above zero', () => {
    // 0.01 exempt of a 1,000.00 invoice, paid 0.10: 0.000001 of it is paid, which rounds to 0.00 at two decimals.
    const drs = paidDocumentTaxes([{ tax: 'iva16', base: '862.06', amount: '137.93' }, { tax: 'exento', base: '0.01', amount: '0.00' }], '0.10', '1000.00');
    expect(drs).toEqual([
      { tax: 'iva16', base: '0.09', amount: '0.01' },
      { tax: 'exento', base: '0.000001', amount: '0.00' },
    ]);
    // TrasladosP and Totales keep it above zero too.
    expect(sumPaidTaxGroups(drs)).toEqual(drs);
    expect(complementTotals(drs)).toMatchObject({ TotalTrasladosBaseIVAExento: '0.000001' });
  });
  it('gives no transfer to what is not subject to tax, and declares 0 % and 8 % totals', () => {
    const groups = taxGroupsOfDocument('458.00', [
      { tax: 'iva8', base: '100.00', amount: '8.00' },
      { tax: 'iva0', base: '300.00', amount: '0.00' },
    ]);
    expect(groups).toEqual([
      { tax: 'iva8', base: '100.00', amount: '8.00' },
      { tax: 'iva0', base: '300.00', amount: '0.00' },
      { tax: 'no-objeto', base: '50.00', amount: '0.00' },
    ]);
    const drs = paidDocumentTaxes(groups, '458.00', '458.00');
    expect(drs).toEqual([
      { tax: 'iva8', base: '100.00', amount: '8.00' },
      { tax: 'iva0', base: '300.00', amount: '0.00' },
    ]);
    expect(complementTotals(drs)).toEqual({
      TotalTrasladosBaseIVA8: '100.00',
      TotalTrasladosImpuestoIVA8: '8.00',
      TotalTrasladosBaseIVA0: '300.00',
      TotalTrasladosImpuestoIVA0: '0.00',
    });
  });
});

describe('credit notes by rate', () => {
  it('splits a tax-included amount at its rate so the note totals exactly what is credited, within SAT limits', () => {
    // Base 14.66 × 0.16 = 2.3456 rounds to 2.35: the note came out as 17.01, more than was credited.
    expect(splitCredit('17.00', 'iva16')).toEqual({ tax: 'iva16', base: '14.66', amount: '2.34' });
    expect(splitCredit('35.00', 'exento')).toEqual({ tax: 'exento', base: '35.00', amount: '0.00' });
    for (const tax of ['iva16', 'iva8'] as const) {
      for (let cents = 1; cents <= 200_000; cents += 7) {
        const credited = (cents / 100).toFixed(2);
        const split = splitCredit(credited, tax);
        const amounts = conceptAmounts({ quantity: 1, amount: split.base, tax, iva: split.amount });
        expect(documentAmounts([amounts]).total).toBe(credited);
      }
    }
  });

  it('prorates a bonus over the invoice rates: the whole shirt-and-sandwich invoice credits 34.48 of IVA, not 39.31', () => {
    const all = prorateCredit('285.00', shirtAndSandwich);
    expect(all).toEqual({ ok: true, groups: shirtAndSandwich, pieces: shirtAndSandwich });
    const part = prorateCredit('100.00', shirtAndSandwich);
    expect(part.ok).toBe(true);
    const groups = part.ok ? part.groups : [];
    expect(groups).toEqual([
      { tax: 'iva16', base: '75.62', amount: '12.10' },
      { tax: 'exento', base: '12.28', amount: '0.00' },
    ]);
    expect(Money.sum(groups.flatMap((g) => [g.base, g.amount])).toFixed2()).toBe('100.00');
  });

  it('credits what is left of each rate after earlier notes, never more', () => {
    const first = prorateCredit('100.00', shirtAndSandwich);
    const credited = first.ok ? first.groups : [];
    const left = creditableGroups(shirtAndSandwich, credited);
    expect(left).toEqual([
      { tax: 'iva16', base: '139.90', amount: '22.38' },
      { tax: 'exento', base: '22.72', amount: '0.00' },
    ]);
    const rest = prorateCredit('185.00', left);
    expect(rest).toEqual({ ok: true, groups: left, pieces: left });
    expect(creditOverrun(shirtAndSandwich, [...credited, ...left])).toBeNull();
  });

  it('finds a note crediting more of a rate than the invoice carries, or a rate it does not carry', () => {
    const globalInvoice: TaxGroup[] = [{ tax: 'iva16', base: '104.19', amount: '16.67' }];
    // The $420.00 exempt book credited as 16 %: 362.07 + 57.93 of IVA.
    expect(creditOverrun(globalInvoice, [{ tax: 'iva16', base: '362.07', amount: '57.93' }])).toEqual(globalInvoice[0]);
    expect(creditOverrun(globalInvoice, [{ tax: 'exento', base: '420.00', amount: '0.00' }])).toEqual({ tax: 'exento', base: '0.00', amount: '0.00' });
    expect(creditOverrun(globalInvoice, [{ tax: 'iva16', base: '104.19', amount: '16.67' }])).toBeNull();
  });
});

describe('credits that take all that is left of a rate', () => {
  it('write a tax that strays from base × rate as several concepts, each within its own limits', () => {
    // 40 concepts of 0.03 at 16 %: each rounds 0.0048 to 0.00, so the invoice carries 1.20 of base and no tax,
    // while one concept of base 1.20 must carry 0.19.
    const pieces = creditPieces({ tax: 'iva16', base: '1.20', amount: '0.00' });
    expect(pieces).not.toBeNull();
    expect(Money.sum((pieces ?? []).map((p) => p.base)).toFixed2()).toBe('1.20');
    expect(Money.sum((pieces ?? []).map((p) => p.amount)).toFixed2()).toBe('0.00');
    expect((pieces ?? []).every((p) => taxWithinLimits(p.base, p.amount, 'iva16'))).toBe(true);
    expect(creditPieces({ tax: 'iva16', base: '100.00', amount: '16.00' })).toEqual([{ tax: 'iva16', base: '100.00', amount: '16.00' }]);
    expect(creditPieces({ tax: 'exento', base: '35.00', amount: '0.00' })).toEqual([{ tax: 'exento', base: '35.00', amount: '0.00' }]);
  });

  it('bonuses of any invoice of up to 40 concepts of every rate, down to nothing left, are written within SAT limits', () => {
    const taxes: ConceptTax[] = ['iva16', 'iva8', 'iva0', 'exento', 'no-objeto'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ tax: fc.constantFrom(...taxes), cents: fc.integer({ min: 1, max: 100_000 }) }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 0, maxLength: 3 }),
        (lines, percents) => {
          const doc = documentAmounts(lines.map((l) => conceptAmounts({ quantity: 1, amount: Money.of(l.cents).dividedBy(100), tax: l.tax })));
          const invoice = taxGroupsOfDocument(doc.total, doc.transfers);
          let credited: TaxGroup[] = [];
          for (const percent of [...percents, 100]) {
            const left = creditableGroups(invoice, credited);
            const amount = Money.sum(left.flatMap((g) => [g.base, g.amount])).times(percent).dividedBy(100).round();
            if (!amount.isPositive()) continue;
            const split = prorateCredit(amount, left);
            expect(split.ok).toBe(true);
            const pieces = split.ok ? split.pieces : [];
            expect(Money.sum(pieces.flatMap((p) => [p.base, p.amount])).toFixed2()).toBe(amount.toFixed2());
            for (const p of pieces.filter((x) => x.tax !== 'no-objeto')) expect(taxWithinLimits(p.base, p.amount, p.tax as TransferTax)).toBe(true);
            credited = [...credited, ...pieces];
            expect(creditOverrun(invoice, credited)).toBeNull();
          }
          expect(creditableGroups(invoice, credited).every((g) => Money.of(g.base).isZero() && Money.of(g.amount).isZero())).toBe(true);
        },
      ),
      { numRuns: 300, seed: PROPERTY_SEED },
    );
  });
});

describe('a concept given back in parts', () => {
  it('takes what is left of its rate when its rounded share asks a centavo more, and no more than that', () => {
    const left: TaxGroup = { tax: 'iva16', base: '5.01', amount: '0.80' };
    expect(trimToLeft({ tax: 'iva16', base: '5.02', amount: '0.80' }, left)).toEqual({ tax: 'iva16', base: '5.01', amount: '0.80' });
    expect(trimToLeft({ tax: 'iva16', base: '5.01', amount: '0.81' }, left)).toEqual(left);
    const tooMuch = { tax: 'iva16' as const, base: '5.03', amount: '0.80' };
    expect(trimToLeft(tooMuch, left)).toBe(tooMuch);
    const fits = { tax: 'iva16' as const, base: '2.00', amount: '0.32' };
    expect(trimToLeft(fits, left)).toEqual(fits);
  });
});
