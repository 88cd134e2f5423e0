// Generated cases: carts mixing 16 %, 8 %, 0 %, exempt and not-subject lines, with discounts, become a PPD invoice,
// paid in 1–4 instalments (payment complements) and partly credited (returns of some quantity of a line, and
// bonuses); every document is built and sealed as the service does, stamped by the sandbox, and must pass SAT's
// checks (XSD, cadena, seal) and the independent business-rule validator, the notes and complements against
// their invoice.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Money, type ConceptTax } from '@mikro/domain';
import { HttpError } from '../../../plugins/errors';
import { creditNoteConcepts } from '../credit-note';
import { SandboxPac } from '../pac/sandbox';
import { businessRuleFailures, creditNoteFailures, paymentComplementFailures } from '../test-support/business-rules';
import { satFailures } from '../test-support/sat-checks';
import { buildCfdi, cfdiXml } from './build';
import type { CfdiConceptInput, CfdiInput } from './model';
import { documentTaxGroups } from './read';
import { sealComprobante } from './seal';
import { SAMPLE_DOCUMENTS, testSigner } from './test-documents';

// A fixed seed keeps CI repeatable (a failing seed is kept as a case); change it to explore other inputs.
const PROPERTY_SEED = 20_261_128;

const pac = new SandboxPac();
const signer = testSigner();
const base = SAMPLE_DOCUMENTS.invoice;

async function stamped(input: CfdiInput): Promise<{ xml: string; total: string }> {
  const built = buildCfdi(input);
  sealComprobante(built.comprobante, signer);
  const result = await pac.stamp(cfdiXml(built.comprobante));
  return { xml: result.xml, total: built.total };
}

const TAXES: ConceptTax[] = ['iva16', 'iva16', 'iva0', 'exento', 'iva8', 'no-objeto'];
const line = fc.record({
  tax: fc.constantFrom(...TAXES),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitCents: fc.integer({ min: 1, max: 250_000 }),
  discountPercent: fc.constantFrom(0, 0, 5, 10, 33, 50),
});
type Credit = { kind: 'return'; line: number; quantity: number } | { kind: 'bonus'; percent: number };
const credit: fc.Arbitrary<Credit> = fc.oneof(
  fc.record({ kind: fc.constant('return' as const), line: fc.nat({ max: 5 }), quantity: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constant('bonus' as const), percent: fc.integer({ min: 1, max: 100 }) }),
);

describe('generated documents', () => {
  it('every invoice, complement and credit note of a mixed-rate cart passes SAT checks and the business rules', async () => {
    let serial = 0;
    const generated: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(credit, { minLength: 1, maxLength: 3 }),
        async (cart, instalments, credits) => {
          serial += 1;
          const concepts: CfdiConceptInput[] = cart.map((l, i) => {
            const amount = Money.of(l.unitCents).times(l.quantity).dividedBy(100);
            return {
              productKey: '01010101',
              unitKey: 'H87',
              sku: `L-${i + 1}`,
              description: `Artículo ${i + 1}`,
              quantity: String(l.quantity),
              amount: amount.toFixed2(),
              discount: amount.times(l.discountPercent).dividedBy(100).toFixed2(),
              tax: l.tax,
            };
          });
          const invoice = await stamped({ ...base, folio: String(serial), paymentForm: '99', paymentMethod: 'PPD', concepts });
          const documents = [invoice.xml];

          // 1–4 instalments of the invoice's total, each a complement over every rate of the invoice (read back from it).
          const transfers = documentTaxGroups(invoice.xml);
          const payments: string[] = [];
          let balance = Money.of(invoice.total);
          for (let i = 1; i <= instalments; i += 1) {
            const paid = i === instalments ? balance : balance.dividedBy(instalments - i + 1).round();
            if (!paid.isPositive()) break;
            const uuid = uuidOf(invoice.xml);
            const payment = await stamped({
              ...SAMPLE_DOCUMENTS.payment,
              folio: `${serial}-${i}`,
              payment: { date: '2026-03-10T11:58:00', form: '03', amount: paid.toFixed2(), docs: [{ uuid, serie: 'F', folio: String(serial), installment: i, previousBalance: balance.toFixed2(), paid: paid.toFixed2(), docTotal: invoice.total, transfers }] },
            });
            payments.push(payment.xml);
            balance = balance.minus(paid);
          }
          documents.push(...payments);

          // Credit notes as the service issues them: a refused one (409) is simply not issued.
          const notes: { xml: string; total: string }[] = [];
          for (const [i, c] of credits.entries()) {
            const left = Money.of(invoice.total).minus(Money.sum(notes.map((n) => n.total)));
            const amount = c.kind === 'bonus' ? left.times(c.percent).dividedBy(100).round() : null;
            if (amount && !amount.isPositive()) continue;
            let noteConcepts: CfdiConceptInput[];
            try {
              noteConcepts = creditNoteConcepts({
                invoiceXml: invoice.xml,
                invoiceTotal: invoice.total,
                notes,
                amount,
                returns: c.kind === 'return' ? [{ concept: (c.line % cart.length) + 1, quantity: String(Math.min(c.quantity, cart[c.line % cart.length]!.quantity)) }] : [],
                description: 'Bonificación',
              });
            } catch (error) {
              expect(error).toBeInstanceOf(HttpError);
              expect((error as HttpError).statusCode).toBe(409);
              continue;
            }
            const note = await stamped({
              ...SAMPLE_DOCUMENTS.creditNote,
              folio: `${serial}-${i}`,
              related: { type: '01', uuids: [uuidOf(invoice.xml)] },
              concepts: noteConcepts,
            });
            notes.push(note);
          }
          documents.push(...notes.map((n) => n.xml));

          generated.push(...documents);
          const failures = [
            ...documents.flatMap((xml, i) => businessRuleFailures(xml).map((f) => `documento ${i + 1}: ${f}`)),
            ...paymentComplementFailures(invoice.xml, payments),
            ...creditNoteFailures(invoice.xml, notes.map((n) => n.xml)),
          ];
          expect({ cart, instalments, credits, failures }).toEqual({ cart, instalments, credits, failures: [] });
        },
      ),
      { numRuns: 25, seed: PROPERTY_SEED },
    );
    // SAT's own checks on every generated document.
    const failures = generated.flatMap((xml, i) => satFailures(xml).map((f) => `documento generado ${i + 1}: ${f}`));
    expect(failures).toEqual([]);
  });
});

function uuidOf(xml: string): string {
  const match = /UUID="([0-9A-F-]{36})"/i.exec(xml);
  expect(match).not.toBeNull();
  return match![1]!;
}
