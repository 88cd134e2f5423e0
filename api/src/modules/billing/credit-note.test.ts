// A concept given back in parts: each part's share is rounded, so the last part may ask a centavo more than is left
// of its rate; it takes what is left, so the parts never credit more than the concept (a part rounded down may leave
// a centavo of it uncredited).
import { describe, expect, it } from '@jest/globals';
import { HttpError } from '../../plugins/errors';
import { buildCfdi, cfdiXml } from './cfdi/build';
import type { CfdiConceptInput, CfdiInput } from './cfdi/model';
import { sealComprobante } from './cfdi/seal';
import { SAMPLE_DOCUMENTS, testSigner } from './cfdi/test-documents';
import { creditNoteConcepts } from './credit-note';
import { SandboxPac } from './pac/sandbox';
import { businessRuleFailures, creditNoteFailures } from './test-support/business-rules';

const signer = testSigner();
async function stamped(input: CfdiInput): Promise<{ xml: string; total: string }> {
  const built = buildCfdi(input);
  sealComprobante(built.comprobante, signer);
  return { xml: (await new SandboxPac().stamp(cfdiXml(built.comprobante))).xml, total: built.total };
}

describe('credit notes for concepts given back in parts', () => {
  it('the last part takes what is left of its rate, and the parts never credit more than the concept', async () => {
    // Two units for 10.03 at 16 %: half is 5.015, rounded to 5.02 each time — 10.04 for two halves.
    const invoice = await stamped({
      ...SAMPLE_DOCUMENTS.invoice,
      concepts: [
        { productKey: '53101602', unitKey: 'H87', description: 'Calcetas', quantity: '2', amount: '10.03', tax: 'iva16' },
        { productKey: '55101500', unitKey: 'H87', description: 'Cuaderno', quantity: '3', amount: '100.00', tax: 'exento' },
      ],
    });
    const notes: { xml: string; total: string }[] = [];
    const giveBack = async (concept: number, quantity: string): Promise<CfdiConceptInput[]> => {
      const concepts = creditNoteConcepts({ invoiceXml: invoice.xml, invoiceTotal: invoice.total, notes, amount: null, returns: [{ concept, quantity }], description: 'Devolución' });
      const note = await stamped({ ...SAMPLE_DOCUMENTS.creditNote, related: { type: '01', uuids: [/UUID="([0-9A-F-]{36})"/.exec(invoice.xml)![1]!] }, concepts });
      expect(businessRuleFailures(note.xml)).toEqual([]);
      notes.push(note);
      return concepts;
    };
    expect((await giveBack(1, '1'))[0]).toMatchObject({ amount: '5.02' });
    expect((await giveBack(1, '1'))[0]).toMatchObject({ amount: '5.01' });
    for (let i = 0; i < 3; i += 1) await giveBack(2, '1');
    expect(creditNoteFailures(invoice.xml, notes.map((n) => n.xml))).toEqual([]);
    expect(notes.map((n) => n.total)).toEqual(['5.82', '5.81', '33.33', '33.33', '33.33']);
    // Nothing is left of the first concept and a centavo of the second: one more unit is refused.
    expect(() => creditNoteConcepts({ invoiceXml: invoice.xml, invoiceTotal: invoice.total, notes, amount: null, returns: [{ concept: 1, quantity: '1' }], description: 'Devolución' })).toThrow(HttpError);
    expect(() => creditNoteConcepts({ invoiceXml: invoice.xml, invoiceTotal: invoice.total, notes, amount: null, returns: [{ concept: 2, quantity: '1' }], description: 'Devolución' })).toThrow(HttpError);
  });
});
