// The concepts of a credit note (egreso) on an invoice, by rate: concepts given back keep their own tax; a discount
// or bonus is prorated over what is left of each of the invoice's rates; and no note makes the invoice's live notes
// credit more than its total, nor more base or tax of a rate than the invoice carries at that rate.
import type { CreditNoteRequest } from '@mikro/contracts';
import {
  Money,
  conceptAmounts,
  creditNoteRemaining,
  creditOverrun,
  creditableGroups,
  documentAmounts,
  prorateCredit,
  taxGroupsOfDocument,
  taxLabel,
} from '@mikro/domain';
import { HttpError, badRequest } from '../../plugins/errors';
import type { CfdiConceptInput } from './cfdi/model';
import { documentConcepts, documentTaxGroups } from './cfdi/read';

const conflict = (message: string) => new HttpError(409, message);

export interface CreditNoteInput {
  /** The invoice credited, as stored (its rates and concepts are read from it), and its total. */
  invoiceXml: string;
  invoiceTotal: string;
  /** Its live credit notes (pending or stamped). */
  notes: readonly { xml: string; total: string }[];
  /** A discount or bonus, tax included; or null when concepts are given back. */
  amount: Money | null;
  returns: NonNullable<CreditNoteRequest['returns']>;
  description: string;
}

/** The note's concepts, or the 400/409 that refuses it. */
export function creditNoteConcepts(input: CreditNoteInput): CfdiConceptInput[] {
  const remaining = creditNoteRemaining(input.invoiceTotal, input.notes.map((n) => n.total));
  const carried = documentTaxGroups(input.invoiceXml);
  const credited = input.notes.flatMap((n) => documentTaxGroups(n.xml));
  let concepts: CfdiConceptInput[];
  if (input.amount) {
    if (input.amount.gt(remaining)) throw conflict(`La nota de crédito excede lo que queda de la factura (${remaining}).`);
    const split = prorateCredit(input.amount, creditableGroups(carried, credited));
    if (!split.ok) {
      throw conflict(`La bonificación no cabe en lo que queda de ${taxLabel(split.tax)} de la factura dentro de las tolerancias del SAT; emítala por los conceptos devueltos o con otro importe.`);
    }
    concepts = split.pieces.map((g) => ({
      productKey: '84111506',
      unitKey: 'ACT',
      description: input.description,
      quantity: '1',
      amount: g.base,
      tax: g.tax,
      iva: g.tax === 'no-objeto' ? undefined : g.amount,
    }));
  } else {
    concepts = returnedConcepts(input.invoiceXml, input.returns);
  }
  const note = documentAmounts(concepts.map((c) => conceptAmounts(c)));
  if (Money.of(note.total).gt(remaining)) throw conflict(`La nota de crédito excede lo que queda de la factura (${remaining}).`);
  const overrun = creditOverrun(carried, [...credited, ...taxGroupsOfDocument(note.total, note.transfers)]);
  if (overrun) {
    throw conflict(`La nota de crédito acreditaría más ${taxLabel(overrun.tax)} del que ampara la factura (base ${overrun.base}, impuesto ${overrun.amount}, menos sus notas de crédito vigentes).`);
  }
  return concepts;
}

/** Concepts of a credit note for concepts of the invoice given back: each keeps its own key, unit and tax. */
function returnedConcepts(invoiceXml: string, returns: NonNullable<CreditNoteRequest['returns']>): CfdiConceptInput[] {
  const stored = documentConcepts(invoiceXml);
  const asked = new Map<number, Money>();
  return returns.map((r, i) => {
    const concept = stored[r.concept - 1];
    const field = `returns.${i}.concept`;
    if (!concept) throw badRequest(`La factura no tiene el concepto ${r.concept}.`, [{ field, message: `Elija un concepto entre 1 y ${stored.length}.` }]);
    const quantity = Money.of(r.quantity);
    const total = (asked.get(r.concept) ?? Money.ZERO).plus(quantity);
    asked.set(r.concept, total);
    if (!quantity.isPositive() || total.gt(concept.quantity)) {
      throw badRequest(`La cantidad devuelta del concepto ${r.concept} debe ser mayor que cero y no pasar de ${concept.quantity}.`, [{ field: `returns.${i}.quantity`, message: 'Cantidad no válida.' }]);
    }
    const share = (value: string) => Money.of(value).times(quantity).dividedBy(concept.quantity).toFixed2();
    return {
      productKey: concept.productKey,
      unitKey: concept.unitKey,
      unitName: concept.unitName || undefined,
      sku: concept.sku || undefined,
      description: `Devolución: ${concept.description}`.slice(0, 1000),
      quantity: quantity.toString(),
      amount: share(concept.amount),
      discount: share(concept.discount),
      tax: concept.tax,
    };
  });
}

