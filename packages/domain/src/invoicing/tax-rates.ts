// Taxes by rate: a CFDI groups its transfers by Impuesto/TipoFactor/TasaOCuota, and so must the documents that
// follow it — the payment complements (Pagos 2.0) of a PPD invoice and the credit notes (egreso) of any invoice.
import Decimal from 'decimal.js';
import { Money, type MoneyInput } from '../money/money';

/** How a concept is taxed: IVA 16 %, 8 % (northern/southern border), 0 %, exempt, or not subject (ObjetoImp 01). */
export type ConceptTax = 'iva16' | 'iva8' | 'iva0' | 'exento' | 'no-objeto';
/** The concepts' taxes that are written as a transfer (every one but 'no-objeto'). */
export type TransferTax = Exclude<ConceptTax, 'no-objeto'>;

export const IVA_TAX_CODE = '002';

export interface TransferRate {
  factor: 'Tasa' | 'Exento';
  /** TasaOCuota as SAT writes it (six decimals); null when exempt. */
  rateText: string | null;
  rate: string;
}

/** The IVA rates Mikro writes, in the order its documents list them. */
export const TRANSFER_RATES: Readonly<Record<TransferTax, TransferRate>> = {
  iva16: { factor: 'Tasa', rateText: '0.160000', rate: '0.16' },
  iva8: { factor: 'Tasa', rateText: '0.080000', rate: '0.08' },
  iva0: { factor: 'Tasa', rateText: '0.000000', rate: '0' },
  exento: { factor: 'Exento', rateText: null, rate: '0' },
};
export const TRANSFER_TAXES: readonly TransferTax[] = ['iva16', 'iva8', 'iva0', 'exento'];
/** Every concept tax, in the order documents list them ('no-objeto' last). */
export const CONCEPT_TAXES: readonly ConceptTax[] = [...TRANSFER_TAXES, 'no-objeto'];

/** The transfer tax of an IVA Traslado as SAT writes it (TipoFactor, TasaOCuota); null for another tax or rate. */
export function transferTaxOf(impuesto: string, factor: string, rateText?: string | null): TransferTax | null {
  if (impuesto !== IVA_TAX_CODE) return null;
  if (factor === 'Exento') return 'exento';
  if (factor !== 'Tasa' || !rateText) return null;
  const rate = new Decimal(rateText);
  return TRANSFER_TAXES.find((tax) => TRANSFER_RATES[tax].factor === 'Tasa' && rate.eq(TRANSFER_RATES[tax].rate)) ?? null;
}

/**
 * The tax amounts SAT accepts for a transfer at `tax`'s rate on a base written with two decimals: from
 * (Base − 0.005) × rate truncated to (Base + 0.005) × rate rounded up, to centavos. It bounds a concept's Importe
 * and, in a payment complement, each ImporteDR for its BaseDR.
 */
export function taxLimits(base: MoneyInput, tax: TransferTax): { lower: string; upper: string } {
  const rate = TRANSFER_RATES[tax].rate;
  const value = Money.of(base).toDecimal();
  const lower = value.minus('0.005').times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const upper = value.plus('0.005').times(rate).toDecimalPlaces(2, Decimal.ROUND_UP);
  return { lower: Decimal.max(lower, 0).toFixed(2), upper: upper.toFixed(2) };
}

/** Whether `amount` is a tax SAT accepts on `base` at the rate (always 0.00 when exempt or at 0 %). */
export function taxWithinLimits(base: MoneyInput, amount: MoneyInput, tax: TransferTax): boolean {
  const given = Money.of(amount);
  if (!given.eq(given.round())) return false;
  const { lower, upper } = taxLimits(base, tax);
  return given.gte(lower) && given.lte(upper);
}

/** Tax at the rate on a base, rounded half-up to centavos (0.00 when exempt or at 0 %). */
export function taxOn(base: MoneyInput, tax: TransferTax): string {
  return Money.of(base).times(TRANSFER_RATES[tax].rate).toFixed2();
}

/** One group of a document's amounts: the base and tax of one rate, or what is not subject to tax ('no-objeto'). */
export interface TaxGroup {
  tax: ConceptTax;
  base: string;
  /** The tax of the group; 0.00 when exempt, at 0 % or not subject. */
  amount: string;
}

/** Adds groups of the same tax together, in CONCEPT_TAXES order, leaving out taxes that none carries. */
export function sumTaxGroups(groups: readonly TaxGroup[]): TaxGroup[] {
  return CONCEPT_TAXES.flatMap((tax) => {
    const same = groups.filter((g) => g.tax === tax);
    if (same.length === 0) return [];
    return [{ tax, base: Money.sum(same.map((g) => g.base)).toFixed2(), amount: Money.sum(same.map((g) => g.amount)).toFixed2() }];
  });
}

/** A complement's transfers added up by rate (TrasladosP, Totales): as sumTaxGroups, keeping a base below a centavo above zero. */
export function sumPaidTaxGroups(groups: readonly TaxGroup[]): TaxGroup[] {
  return sumTaxGroups(groups).map((group) => ({ ...group, base: baseText(Money.sum(groups.filter((g) => g.tax === group.tax).map((g) => g.base))) }));
}

/**
 * A base to the centavo, except a positive one below a centavo (a payment's share of a small rate): SAT wants
 * every base of a complement above zero, so it keeps the six decimals the attribute allows, rounded up.
 */
function baseText(base: Money): string {
  const centavos = base.round();
  return centavos.isZero() && base.isPositive() ? base.toDecimal().toDecimalPlaces(6, Decimal.ROUND_UP).toFixed(6) : centavos.toFixed2();
}

/**
 * The groups of a document from its Total and its comprobante-level transfers: one per rate, plus 'no-objeto' for
 * what the transfers leave of the Total (concepts with ObjetoImp 01).
 */
export function taxGroupsOfDocument(total: MoneyInput, transfers: readonly TaxGroup[]): TaxGroup[] {
  const taxed = Money.sum(transfers.flatMap((t) => [t.base, t.amount]));
  const rest = Money.of(total).minus(taxed);
  return sumTaxGroups(rest.isPositive() ? [...transfers, { tax: 'no-objeto', base: rest.toFixed2(), amount: '0.00' }] : transfers);
}

// ---- payment complements (Pagos 2.0) ----

/**
 * The taxes of one paid document (TrasladosDR), by SAT's Pagos 2.0 guide: for every transfer of the related
 * invoice, BaseDR = Base × ImpPagado / Total of the invoice and ImporteDR = BaseDR × TasaOCuota, each rounded to
 * centavos (so ImporteDR is within SAT's limits for its BaseDR); an exempt transfer carries BaseDR only. What is not
 * subject to tax (ObjetoImp 01) has no transfer.
 */
export function paidDocumentTaxes(transfers: readonly TaxGroup[], paid: MoneyInput, documentTotal: MoneyInput): TaxGroup[] {
  const total = Money.of(documentTotal);
  if (!total.isPositive()) throw new RangeError('The paid document total must be greater than zero');
  return transfers
    .filter((t) => t.tax !== 'no-objeto')
    .map((t) => {
      // A share too small for a centavo keeps six decimals (baseText): its ImporteDR is then 0.00.
      const base = baseText(Money.of(t.base).times(paid).dividedBy(total));
      return { tax: t.tax, base, amount: taxOn(base, t.tax as TransferTax) };
    });
}

/** The Totales attributes of a Pagos 2.0 complement (MXN, TipoCambioP 1), from its TrasladosP by rate. */
export interface PaymentTotals {
  TotalTrasladosBaseIVA16?: string;
  TotalTrasladosImpuestoIVA16?: string;
  TotalTrasladosBaseIVA8?: string;
  TotalTrasladosImpuestoIVA8?: string;
  TotalTrasladosBaseIVA0?: string;
  TotalTrasladosImpuestoIVA0?: string;
  TotalTrasladosBaseIVAExento?: string;
}

/** Totales by rate: each rate present in TrasladosP gives its base and (except exempt) its tax. */
export function complementTotals(transfersP: readonly TaxGroup[]): PaymentTotals {
  const totals: PaymentTotals = {};
  for (const group of sumPaidTaxGroups(transfersP)) {
    if (group.tax === 'iva16') Object.assign(totals, { TotalTrasladosBaseIVA16: group.base, TotalTrasladosImpuestoIVA16: group.amount });
    if (group.tax === 'iva8') Object.assign(totals, { TotalTrasladosBaseIVA8: group.base, TotalTrasladosImpuestoIVA8: group.amount });
    if (group.tax === 'iva0') Object.assign(totals, { TotalTrasladosBaseIVA0: group.base, TotalTrasladosImpuestoIVA0: group.amount });
    if (group.tax === 'exento') totals.TotalTrasladosBaseIVAExento = group.base;
  }
  return totals;
}

// ---- credit notes ----

/**
 * Splits a tax-included amount credited at one rate into base and tax: base = amount / (1 + rate) rounded, tax =
 * the rest (so the note totals exactly what is credited; the rest is always within SAT's limits for that base).
 */
export function splitCredit(amount: MoneyInput, tax: ConceptTax): TaxGroup {
  const total = Money.of(amount);
  if (tax === 'no-objeto' || TRANSFER_RATES[tax].factor === 'Exento' || Money.of(TRANSFER_RATES[tax].rate).isZero()) {
    return { tax, base: total.toFixed2(), amount: '0.00' };
  }
  const base = total.dividedBy(Money.of(1).plus(TRANSFER_RATES[tax].rate)).round();
  return { tax, base: base.toFixed2(), amount: total.minus(base).toFixed2() };
}

/** What is left to credit of each group of an invoice once its credit notes are taken off (never below 0). */
export function creditableGroups(invoice: readonly TaxGroup[], credited: readonly TaxGroup[]): TaxGroup[] {
  const done = sumTaxGroups(credited);
  return sumTaxGroups(invoice).map((g) => {
    const used = done.find((d) => d.tax === g.tax);
    return {
      tax: g.tax,
      base: Money.max(Money.of(g.base).minus(used?.base ?? 0), 0).toFixed2(),
      amount: Money.max(Money.of(g.amount).minus(used?.amount ?? 0), 0).toFixed2(),
    };
  });
}

/** A bonus split by rate (`groups`) and as the note's concepts (`pieces`, see creditPieces), or the rate that fails. */
export type CreditSplit = { ok: true; groups: TaxGroup[]; pieces: TaxGroup[] } | { ok: false; tax: ConceptTax };

/**
 * A discount or bonus (tax included) prorated over the rates of the invoice it relates to, in proportion to what
 * is left to credit of each (base + tax), centavos given by largest remainder so the groups add up to the amount.
 * Each share is split into base and tax at its rate; a share that takes all that is left of its rate credits
 * exactly that base and tax when SAT's limits allow, and no share credits more base or tax than is left of its
 * rate. Each share becomes one concept, or several when its tax strays from base × rate by more than one concept's
 * limits allow (creditPieces). Fails (naming the rate) when a share cannot be written within SAT's limits.
 */
export function prorateCredit(amount: MoneyInput, left: readonly TaxGroup[]): CreditSplit {
  const credit = Money.of(amount);
  const weights = left.map((g) => Money.of(g.base).plus(g.amount));
  const available = Money.sum(weights);
  if (!credit.isPositive() || credit.gt(available)) throw new RangeError('The credit must be positive and no more than what is left');
  const cents = credit.times(100).toNumber();
  const exact = weights.map((w) => w.times(credit).dividedBy(available).times(100));
  const shares = exact.map((e) => Math.floor(e.toNumber() + 1e-9));
  let missing = cents - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e.minus(shares[i]!).toNumber() })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (missing === 0) break;
    if (Money.of(shares[i]! + 1).dividedBy(100).lte(weights[i]!)) {
      shares[i] = shares[i]! + 1;
      missing -= 1;
    }
  }
  const groups: TaxGroup[] = [];
  const pieces: TaxGroup[] = [];
  for (const [i, g] of left.entries()) {
    const share = Money.of(shares[i]!).dividedBy(100);
    if (share.isZero()) continue;
    const all = { tax: g.tax, base: g.base, amount: g.amount };
    const split = share.eq(weights[i]!) && creditPieces(all) ? all : fitCredit(share, g);
    const concepts = split && creditPieces(split);
    if (!split || !concepts) return { ok: false, tax: g.tax };
    groups.push(split);
    pieces.push(...concepts);
  }
  return { ok: true, groups, pieces };
}

/** A share of a rate split so that neither its base nor its tax passes what is left, within SAT's limits. */
function fitCredit(share: Money, left: TaxGroup): TaxGroup | null {
  const split = splitCredit(share, left.tax);
  if (left.tax === 'no-objeto' || !Money.of(TRANSFER_RATES[left.tax].rate).isPositive()) {
    return Money.of(split.base).lte(left.base) ? split : null;
  }
  let amount = Money.min(split.amount, left.amount);
  let base = share.minus(amount);
  if (base.gt(left.base)) {
    base = Money.of(left.base);
    amount = share.minus(base);
  }
  return amount.gt(left.amount) ? null : { tax: left.tax, base: base.toFixed2(), amount: amount.toFixed2() };
}

/**
 * A credit of one rate as the concepts that carry it, each within SAT's limits for its own base: one concept when
 * its tax fits its base; otherwise (the invoice's tax, rounded concept by concept, strays from Base × rate) the base
 * in 2, 3… nearly equal parts, each taxed at the lower or upper end of its limits so that the parts add up to the
 * tax exactly. Null when no split of up to `maxPieces` concepts fits.
 */
export function creditPieces(group: TaxGroup, maxPieces = 50): TaxGroup[] | null {
  if (group.tax === 'no-objeto' || !Money.of(TRANSFER_RATES[group.tax].rate).isPositive()) {
    return Money.of(group.amount).isZero() ? [group] : null;
  }
  const tax = group.tax;
  const cents = Money.of(group.base).times(100).toNumber();
  const target = Money.of(group.amount);
  for (let pieces = 1; pieces <= Math.min(maxPieces, cents); pieces += 1) {
    const size = Math.floor(cents / pieces);
    const bases = Array.from({ length: pieces }, (_, i) => Money.of(size + (i < cents % pieces ? 1 : 0)).dividedBy(100));
    const limits = bases.map((b) => taxLimits(b, tax));
    const lowest = Money.sum(limits.map((l) => l.lower));
    const highest = Money.sum(limits.map((l) => l.upper));
    if (target.lt(lowest) || target.gt(highest)) continue;
    let extra = target.minus(lowest);
    return bases.map((b, i) => {
      const room = Money.of(limits[i]!.upper).minus(limits[i]!.lower);
      const add = Money.min(room, extra);
      extra = extra.minus(add);
      return { tax, base: b.toFixed2(), amount: Money.of(limits[i]!.lower).plus(add).toFixed2() };
    });
  }
  return null;
}

/**
 * A concept given back in parts has its share rounded each time, so the last part may ask a centavo more base or
 * tax than is left of its rate: it takes what is left. The share as it is when it fits, or when it asks for more
 * than a centavo over (then the note is refused as crediting more than the invoice carries).
 */
export function trimToLeft(share: TaxGroup, left: TaxGroup): TaxGroup {
  const over = (asked: string, rest: string) => Money.of(asked).minus(rest);
  const baseOver = over(share.base, left.base);
  const taxOver = over(share.amount, left.amount);
  const centavo = Money.of('0.01');
  if (baseOver.gt(centavo) || taxOver.gt(centavo)) return share;
  return {
    tax: share.tax,
    base: baseOver.isPositive() ? left.base : share.base,
    amount: taxOver.isPositive() ? left.amount : share.amount,
  };
}

/**
 * The first rate at which credit notes (with the one being issued) would credit more base or more tax than the
 * invoice carries at that rate, or a rate the invoice does not carry; null when every rate fits.
 */
export function creditOverrun(invoice: readonly TaxGroup[], credited: readonly TaxGroup[]): { tax: ConceptTax; base: string; amount: string } | null {
  const carried = sumTaxGroups(invoice);
  for (const group of sumTaxGroups(credited)) {
    const own = carried.find((c) => c.tax === group.tax) ?? { tax: group.tax, base: '0.00', amount: '0.00' };
    if (Money.of(group.base).gt(own.base) || Money.of(group.amount).gt(own.amount)) return own;
  }
  return null;
}

/** Spanish name of a tax for messages ("IVA 16 %", "IVA exento", "no objeto de impuesto"). */
export function taxLabel(tax: ConceptTax): string {
  return { iva16: 'IVA 16 %', iva8: 'IVA 8 %', iva0: 'IVA 0 %', exento: 'IVA exento', 'no-objeto': 'no objeto de impuesto' }[tax];
}
