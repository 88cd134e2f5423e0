// The concepts of a credit note (egreso) on an invoice, by rate: concepts given back keep their own tax; a discount
// or bonus is prorated over what is left of each of the invoice's rates; and no note makes the invoice's live notes
// credit more than its total (on a PPD invoice, less what its payment complements received), nor more base or tax of
// a rate than the invoice carries at that rate.
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
  taxWithinLimits,
  trimToLeft,
  type TaxGroup,
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
  /** On a PPD invoice, the amounts its live payment complements received (empty otherwise). */
  paid?: readonly string[];
  /** A discount or bonus, tax included; or null when concepts are given back. */
  amount: Money | null;
  returns: NonNullable<CreditNoteRequest['returns']>;
  description: string;
}

/** The note's concepts, or the 400/409 that refuses it. */
export function creditNoteConcepts(input: CreditNoteInput): CfdiConceptInput[] {
  const paid = input.paid ?? [];
  const remaining = creditNoteRemaining(input.invoiceTotal, [...input.notes.map((n) => n.total), ...paid]);
  const exceeds = () =>
    conflict(
      paid.length > 0
        ? `La nota de crédito excede lo que queda por pagar de la factura (${remaining}): sus complementos de pago ya recibieron ${Money.sum(paid).toFixed2()}.`
        : `La nota de crédito excede lo que queda de la factura (${remaining}).`,
    );
  const carried = documentTaxGroups(input.invoiceXml);
  const credited = input.notes.flatMap((n) => documentTaxGroups(n.xml));
  let concepts: CfdiConceptInput[];
  if (input.amount) {
    if (input.amount.gt(remaining)) throw exceeds();
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
    concepts = fittedToWhatIsLeft(returnedConcepts(input.invoiceXml, input.returns), creditableGroups(carried, credited));
  }
  const note = documentAmounts(concepts.map((c) => conceptAmounts(c)));
  if (Money.of(note.total).gt(remaining)) throw exceeds();
  const overrun = creditOverrun(carried, [...credited, ...taxGroupsOfDocument(note.total, note.transfers)]);
  if (overrun) {
    throw conflict(`La nota de crédito acreditaría más ${taxLabel(overrun.tax)} del que ampara la factura (base ${overrun.base}, impuesto ${overrun.amount}, menos sus notas de crédito vigentes).`);
  }
  return concepts;
}

/** Returned concepts, each trimmed to what is left of its rate when its rounded share asks a centavo more (trimToLeft). */
function fittedToWhatIsLeft(concepts: CfdiConceptInput[], left: TaxGroup[]): CfdiConceptInput[] {
  const rest = new Map(left.map((g) => [g.tax, g]));
  return concepts.map((concept) => {
    const amounts = conceptAmounts(concept);
    const asked: TaxGroup = { tax: concept.tax, base: amounts.base ?? Money.of(amounts.amount).minus(amounts.discount).toFixed2(), amount: amounts.iva ?? '0.00' };
    const available = rest.get(concept.tax) ?? { tax: concept.tax, base: '0.00', amount: '0.00' };
    const fitted = trimToLeft(asked, available);
    rest.set(concept.tax, {
      tax: concept.tax,
      base: Money.of(available.base).minus(fitted.base).toFixed2(),
      amount: Money.of(available.amount).minus(fitted.amount).toFixed2(),
    });
    if (fitted === asked) return concept;
    const trimmed = { ...concept, amount: Money.of(concept.amount).minus(asked.base).plus(fitted.base).toFixed2() };
    // The tax left is written as given only when SAT's limits allow it for the base; otherwise the note is refused.
    return concept.tax === 'no-objeto' || !taxWithinLimits(fitted.base, fitted.amount, concept.tax) ? trimmed : { ...trimmed, iva: fitted.amount };
  });
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

