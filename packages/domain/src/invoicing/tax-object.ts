// The one tax object a product or a concept carries (IVA 16 %, 8 % in the border region, 0 %, exempt, or not
// subject to tax) and what follows from it: the factor of its tax-included price, whether it carries IVA, the
// ObjetoImp it is invoiced with, and the tax of an amount.
import { Money, type MoneyInput } from '../money/money';
import { CONCEPT_TAXES, TRANSFER_RATES, taxOn, type ConceptTax } from './tax-rates';
import { chargedIvaRate } from './rules';

/** The tax object a new product or concept starts with. */
export const DEFAULT_TAX_OBJECT: ConceptTax = 'iva16';

/** What the product and concept forms show for each tax object. */
export const TAX_OBJECT_LABELS: Readonly<Record<ConceptTax, string>> = {
  iva16: 'IVA 16 %',
  iva8: 'IVA 8 % (región fronteriza)',
  iva0: 'IVA 0 %',
  exento: 'Exento de IVA',
  'no-objeto': 'No objeto de impuesto (01)',
};

export const TAX_OBJECT_MESSAGE = 'Elija IVA 16 %, IVA 8 %, IVA 0 %, exento o no objeto de impuesto';

/**
 * The tax objects a school, academy or service concept may be given: never 8 %. SAT's border-region rate belongs
 * to what an establishment in the region sells (docs/adr/0036-border-region-iva-per-branch-office.md), and a
 * concept is the company's, not of one branch office (education is exempt besides).
 */
export const OFFERED_TAX_OBJECTS: readonly ConceptTax[] = ['iva16', 'iva0', 'exento', 'no-objeto'];
export const BORDER_RATE_MESSAGE = 'El IVA de 8 % (región fronteriza) sólo aplica a productos de una sucursal de la región fronteriza: elija otro objeto de impuesto';

/** The tax objects a store product may be given: 8 % too, which only a branch office in the border region sells. */
export const PRODUCT_TAX_OBJECTS: readonly ConceptTax[] = ['iva16', 'iva8', 'iva0', 'exento', 'no-objeto'];

/** Why a branch office outside the border region does not sell a product at 8 % (a 409 of the sale). */
export function borderRateSaleMessage(productName: string): string {
  return `El producto «${productName}» lleva IVA de 8 % (región fronteriza) y esta sucursal no está en la región fronteriza; corrija su objeto de impuesto.`;
}

export function isConceptTax(value: unknown): value is ConceptTax {
  return typeof value === 'string' && (CONCEPT_TAXES as readonly string[]).includes(value);
}

/** Whether the price of something with this tax object includes IVA (16 % or 8 %; 0 % adds nothing). */
export function carriesIva(tax: ConceptTax): boolean {
  return tax === 'iva16' || tax === 'iva8';
}

/** The factor that turns a price before tax into the price with tax (1.16, 1.08; 1 for everything else). */
export function taxFactor(tax: ConceptTax): string {
  if (tax === 'no-objeto') return '1';
  return Money.of(1).plus(TRANSFER_RATES[tax].rate).toString();
}

/** ObjetoImp of SAT's c_ObjetoImp: 01 when not subject to tax, 02 otherwise. */
export function objetoImpOf(tax: ConceptTax): '01' | '02' {
  return tax === 'no-objeto' ? '01' : '02';
}

/**
 * The tax object of a row written before there was one (or by a client that sends only the old fields): IVA
 * means 16 %, ObjetoImp 01 means not subject, and anything else without IVA was exempt.
 */
export function taxObjectOf(legacy: { withIva: boolean; objetoImp?: string | null }): ConceptTax {
  if (legacy.withIva) return 'iva16';
  return legacy.objetoImp === '01' ? 'no-objeto' : 'exento';
}

/**
 * The tax object of an invoice concept from a sold or charged line: the line says whether IVA was charged, the
 * product or concept (when known) says which tax it carries. One whose tax object does not agree with what was
 * charged (changed after the sale) gives way to what was charged, read as taxObjectOf does.
 */
export function chargedLineTax(withIva: boolean, taxObject: string | null | undefined, objetoImp?: string | null): ConceptTax {
  const tax = isConceptTax(taxObject) ? taxObject : null;
  if (tax && carriesIva(tax) === withIva) return tax;
  return taxObjectOf({ withIva, objetoImp });
}

/**
 * The tax object of an invoice concept from a store sale line: as chargedLineTax, but a line that charged IVA says
 * at which rate by its own amounts (its tax over its subtotal, the nearer of 8 % and 16 %), so a product whose tax
 * object changed after the sale never changes the rate its invoice states.
 */
export function chargedSaleLineTax(line: { isIva: boolean; taxObject: string | null | undefined; objetoImp?: string | null; subtotal: MoneyInput; tax: MoneyInput }): ConceptTax {
  const tax = chargedLineTax(line.isIva, line.taxObject, line.objetoImp);
  if (!carriesIva(tax)) return tax;
  return chargedIvaRate(line.subtotal, line.tax) ?? tax;
}

/** The tax of a base at the concept's tax object, rounded to centavos (0.00 at 0 %, exempt or not subject). */
export function conceptTax(base: MoneyInput, tax: ConceptTax): string {
  return tax === 'no-objeto' ? '0.00' : taxOn(base, tax);
}

/** A base plus its tax at the concept's tax object. */
export function withConceptTax(base: MoneyInput, tax: ConceptTax): string {
  return Money.of(base).round().plus(conceptTax(base, tax)).toFixed2();
}
