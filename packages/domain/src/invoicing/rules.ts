// CFDI 4.0 invoicing rules: concept taxes, document totals, receivers, global invoices and cancellation.
import { Money, type MoneyInput } from '../money/money';
import { GENERIC_RFC_MESSAGE, GENERIC_RFC_NATIONAL, isGenericRfc, RFC_FORMAT_MESSAGE, rfcPersonType } from '../catalogs/rfc';
import { SAT_CFDI_USES, SAT_MONTHS, SAT_PERIODICITIES, SAT_REGIMES } from './sat-catalogs';
import { TRANSFER_RATES, sumTaxGroups, taxLimits, taxOn, taxWithinLimits, type ConceptTax, type TaxGroup } from './tax-rates';

/** IVA 16 % as SAT writes it in TasaOCuota. */
export const IVA_RATE_TEXT = TRANSFER_RATES.iva16.rateText!;

export interface ConceptAmountsInput {
  quantity: MoneyInput;
  /** Amount before tax and before discount (Importe = Cantidad × ValorUnitario). */
  amount: MoneyInput;
  discount?: MoneyInput;
  tax: ConceptTax;
  /**
   * The tax to write instead of Base × rate rounded, when a document must total an exact amount (a credit
   * note); it must lie within SAT's limits for the base (taxLimits), or the concept is refused.
   */
  iva?: MoneyInput;
}

export interface ConceptAmounts {
  quantity: string;
  /** ValorUnitario, 6 decimals. */
  unitValue: string;
  amount: string;
  discount: string;
  /** ObjetoImp: 01 not subject, 02 subject. */
  taxObject: '01' | '02';
  /** Base of the transfer (amount - discount); absent when the concept is not subject to tax. */
  base: string | null;
  /** Tax of the concept at its rate, rounded half-up to centavos; '0.00' when exempt or at 0 %; null when not subject. */
  iva: string | null;
  tax: ConceptTax;
}

function sixDecimals(value: Money): string {
  return value.toDecimal().toFixed(6);
}

/** The IVA 16 % amounts SAT accepts on `base` (see taxLimits). */
export function ivaLimits(base: MoneyInput): { lower: string; upper: string } {
  return taxLimits(base, 'iva16');
}

/**
 * One concept's amounts: Importe and Descuento in centavos, ValorUnitario = Importe / Cantidad to
 * 6 decimals, Base = Importe - Descuento, tax = Base × rate rounded half-up (per concept, never on
 * the document total).
 */
export function conceptAmounts(input: ConceptAmountsInput): ConceptAmounts {
  const quantity = Money.of(input.quantity);
  if (!quantity.isPositive()) throw new RangeError('Quantity must be greater than zero');
  const amount = Money.of(input.amount).round();
  const discount = Money.of(input.discount ?? 0).round();
  if (amount.isNegative() || discount.isNegative() || discount.gt(amount)) throw new RangeError('Invalid concept amounts');
  const base = amount.minus(discount);
  const taxObject = input.tax === 'no-objeto' ? '01' : '02';
  let iva = input.tax === 'no-objeto' ? null : taxOn(base, input.tax);
  if (input.iva !== undefined && input.tax !== 'no-objeto') {
    if (!taxWithinLimits(base, input.iva, input.tax)) {
      throw new RangeError(`Tax ${Money.of(input.iva).toString()} is outside SAT's limits for base ${base.toFixed2()}`);
    }
    iva = Money.of(input.iva).toFixed2();
  }
  return {
    quantity: quantity.toDecimal().toFixed(6).replace(/\.?0+$/, '') || '0',
    unitValue: sixDecimals(amount.dividedBy(quantity)),
    amount: amount.toFixed2(),
    discount: discount.toFixed2(),
    taxObject,
    base: taxObject === '02' ? base.toFixed2() : null,
    iva,
    tax: input.tax,
  };
}

export interface DocumentAmounts {
  subtotal: string;
  discount: string;
  /** TotalImpuestosTrasladados: Σ tax of the concepts at a rate (16, 8 or 0 %); null when none is at a rate. */
  totalIva: string | null;
  total: string;
  /** Comprobante-level transfers, one per rate (Base and Importe summed over its concepts), in TRANSFER_TAXES order. */
  transfers: TaxGroup[];
  hasDiscount: boolean;
}

/** Document totals: SubTotal = Σ Importe, Descuento = Σ Descuento, Total = SubTotal - Descuento + Σ tax. */
export function documentAmounts(concepts: readonly ConceptAmounts[]): DocumentAmounts {
  const subtotal = Money.sum(concepts.map((c) => c.amount));
  const discount = Money.sum(concepts.map((c) => c.discount));
  const transfers = sumTaxGroups(
    concepts.flatMap((c) => (c.tax !== 'no-objeto' && c.base !== null && c.iva !== null ? [{ tax: c.tax, base: c.base, amount: c.iva }] : [])),
  );
  const atRate = transfers.filter((t) => t.tax !== 'no-objeto' && TRANSFER_RATES[t.tax].factor === 'Tasa');
  const tax = Money.sum(atRate.map((t) => t.amount));
  return {
    subtotal: subtotal.toFixed2(),
    discount: discount.toFixed2(),
    totalIva: atRate.length > 0 ? tax.toFixed2() : null,
    total: subtotal.minus(discount).plus(tax).toFixed2(),
    transfers,
    hasDiscount: concepts.some((c) => !Money.of(c.discount).isZero()),
  };
}

/** The receiver of an invoice to the public in general. */
export const PUBLIC_RECEIVER = {
  rfc: GENERIC_RFC_NATIONAL,
  name: 'PUBLICO EN GENERAL',
  regime: '616',
  cfdiUse: 'S01',
} as const;

export interface ReceiverInput {
  rfc: string;
  name: string;
  regime: string;
  cfdiUse: string;
  zip: string;
}

export interface FieldError {
  field: string;
  message: string;
}

/** Regimes a receiver may declare, by the RFC's person type (12 characters moral, 13 física). */
export function regimesForRfc(rfc: string): string[] {
  const type = rfcPersonType(rfc);
  if (type === null) return [];
  return SAT_REGIMES.filter((r) => (type === 'moral' ? r.moral : r.fisica)).map((r) => r.id);
}

/** The kinds of CFDI (TipoDeComprobante): ingreso, egreso, pago, nómina, traslado. */
export type CfdiKind = 'I' | 'E' | 'P' | 'N' | 'T';

/** UsoCFDI keys that belong to one kind of CFDI only: CP01 to payment complements, CN01 to payroll. */
const USE_OF_KIND: Readonly<Record<string, CfdiKind>> = { CP01: 'P', CN01: 'N' };

/**
 * UsoCFDI keys SAT allows on a kind of CFDI for a receiver's regime and person type (c_UsoCFDI's regime and
 * física/moral columns): a payment complement uses only CP01 and payroll only CN01, which no other kind may use.
 */
export function cfdiUsesFor(kind: CfdiKind, regime: string, rfc?: string): string[] {
  const type = rfc ? rfcPersonType(rfc) : null;
  const ownKind = kind === 'P' || kind === 'N';
  return SAT_CFDI_USES.filter((u) => {
    const owner = USE_OF_KIND[u.id];
    const fitsKind = ownKind ? owner === kind : owner === undefined;
    return fitsKind && u.regimes.includes(regime) && (type === null || (type === 'moral' ? u.moral : u.fisica));
  }).map((u) => u.id);
}

/** UsoCFDI keys SAT allows on an invoice (ingreso) for a receiver regime and person type (see cfdiUsesFor). */
export function cfdiUsesForRegime(regime: string, rfc?: string): string[] {
  return cfdiUsesFor('I', regime, rfc);
}

const ZIP = /^\d{5}$/;

/** Checks a named customer's fiscal data (generic RFCs go to the global invoice, not to a named one). */
export function validateReceiver(input: ReceiverInput): FieldError[] {
  const errors: FieldError[] = [];
  const rfc = input.rfc.trim().toUpperCase();
  if (isGenericRfc(rfc)) {
    errors.push({ field: 'rfc', message: 'El RFC genérico se factura en la factura global, no a un cliente.' });
  } else if (rfcPersonType(rfc) === null) {
    errors.push({ field: 'rfc', message: RFC_FORMAT_MESSAGE });
  }
  if (input.name.trim().length === 0) errors.push({ field: 'name', message: 'El nombre o razón social es obligatorio.' });
  if (!ZIP.test(input.zip)) errors.push({ field: 'zip', message: 'El código postal debe tener 5 dígitos.' });
  if (!SAT_REGIMES.some((r) => r.id === input.regime)) {
    errors.push({ field: 'regime', message: 'El régimen fiscal no está en el catálogo del SAT.' });
  } else if (rfcPersonType(rfc) !== null && !regimesForRfc(rfc).includes(input.regime)) {
    errors.push({ field: 'regime', message: 'El régimen fiscal no corresponde al tipo de persona del RFC.' });
  } else if (USE_OF_KIND[input.cfdiUse]) {
    errors.push({ field: 'cfdiUse', message: `El uso ${input.cfdiUse} es sólo para ${USE_OF_KIND[input.cfdiUse] === 'P' ? 'complementos de pago' : 'recibos de nómina'}, no para una factura.` });
  } else if (!cfdiUsesForRegime(input.regime, rfc).includes(input.cfdiUse)) {
    errors.push({ field: 'cfdiUse', message: 'El uso del CFDI no está permitido para el régimen fiscal del receptor.' });
  }
  return errors;
}

/** Checks the issuing company's fiscal data. */
export function validateIssuer(input: { rfc: string; businessName: string; regime: string; zip: string }): FieldError[] {
  const errors: FieldError[] = [];
  const rfc = input.rfc.trim().toUpperCase();
  if (isGenericRfc(rfc)) errors.push({ field: 'rfc', message: GENERIC_RFC_MESSAGE });
  else if (rfcPersonType(rfc) === null) errors.push({ field: 'rfc', message: RFC_FORMAT_MESSAGE });
  if (input.businessName.trim().length === 0) errors.push({ field: 'businessName', message: 'La razón social es obligatoria.' });
  if (!ZIP.test(input.zip)) errors.push({ field: 'zip', message: 'El código postal debe tener 5 dígitos.' });
  if (!SAT_REGIMES.some((r) => r.id === input.regime)) {
    errors.push({ field: 'regime', message: 'El régimen fiscal no está en el catálogo del SAT.' });
  } else if (rfcPersonType(rfc) !== null && !regimesForRfc(rfc).includes(input.regime)) {
    errors.push({ field: 'regime', message: 'El régimen fiscal no corresponde al tipo de persona del RFC.' });
  }
  return errors;
}

/** SAT's fiscal name for a receiver: upper case, no legal-form suffix is added or removed here. */
export function fiscalName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

export interface GlobalPeriodInput {
  periodicity: string;
  months: string;
  year: number;
}

/**
 * InformacionGlobal: Periodicidad 01–05; Meses 01–12 (or 13–18, the two-month periods, only with
 * Periodicidad 05 bimestral); Año the current year or the previous one.
 */
export function validateGlobalPeriod(input: GlobalPeriodInput, currentYear: number): FieldError[] {
  const errors: FieldError[] = [];
  if (!SAT_PERIODICITIES.some((p) => p.id === input.periodicity)) {
    errors.push({ field: 'periodicity', message: 'La periodicidad debe ser 01, 02, 03, 04 o 05.' });
  }
  const month = SAT_MONTHS.find((m) => m.id === input.months);
  if (!month) errors.push({ field: 'months', message: 'El mes no está en el catálogo del SAT.' });
  else {
    const bimonthly = Number(input.months) > 12;
    if (input.periodicity === '05' && !bimonthly) errors.push({ field: 'months', message: 'Con periodicidad bimestral el mes debe ser 13 a 18.' });
    if (input.periodicity !== '05' && bimonthly) errors.push({ field: 'months', message: 'Los meses 13 a 18 sólo se usan con periodicidad bimestral.' });
  }
  if (!Number.isInteger(input.year) || input.year < currentYear - 1 || input.year > currentYear) {
    errors.push({ field: 'year', message: 'El año debe ser el actual o el anterior.' });
  }
  return errors;
}

/** The Meses of InformacionGlobal for a local date (YYYY-MM-DD): its month, or its two-month period 13–18 when bimonthly. */
export function globalMonthsOf(date: string, periodicity: string): string {
  const month = Number(date.slice(5, 7));
  return periodicity === '05' ? String(12 + Math.ceil(month / 2)) : String(month).padStart(2, '0');
}

/** Whether a ticket of a local date (YYYY-MM-DD) belongs to the period a global invoice declares (its Año and Meses). */
export function dateInGlobalPeriod(date: string, period: GlobalPeriodInput): boolean {
  return Number(date.slice(0, 4)) === period.year && globalMonthsOf(date, period.periodicity) === period.months;
}

/** The declared period in words, for messages: "10/2025", or "enero-febrero de 2026" when bimonthly. */
export function globalPeriodLabel(period: GlobalPeriodInput): string {
  const month = SAT_MONTHS.find((m) => m.id === period.months);
  return Number(period.months) > 12 ? `${(month?.label ?? period.months).toLowerCase()} de ${period.year}` : `${period.months}/${period.year}`;
}

/** SAT cancellation reasons. */
export const CANCELLATION_MOTIVES = [
  { id: '01', label: 'Comprobante emitido con errores con relación' },
  { id: '02', label: 'Comprobante emitido con errores sin relación' },
  { id: '03', label: 'No se llevó a cabo la operación' },
  { id: '04', label: 'Operación nominativa relacionada en una factura global' },
] as const;
export type CancellationMotive = (typeof CANCELLATION_MOTIVES)[number]['id'];

const UUID = /^[a-f0-9A-F]{8}-[a-f0-9A-F]{4}-[a-f0-9A-F]{4}-[a-f0-9A-F]{4}-[a-f0-9A-F]{12}$/;

/** Motivo 01 needs the UUID of the invoice that replaces it (a different one); the others must not carry one. */
export function validateCancellation(input: { motive: string; substituteUuid?: string | null; uuid: string }): FieldError[] {
  if (!CANCELLATION_MOTIVES.some((m) => m.id === input.motive)) {
    return [{ field: 'motive', message: 'El motivo de cancelación debe ser 01, 02, 03 o 04.' }];
  }
  const substitute = input.substituteUuid?.trim() ?? '';
  if (input.motive === '01') {
    if (!UUID.test(substitute)) return [{ field: 'substituteUuid', message: 'El motivo 01 requiere el folio fiscal (UUID) de la factura que la sustituye.' }];
    if (substitute.toLowerCase() === input.uuid.toLowerCase()) return [{ field: 'substituteUuid', message: 'La factura no puede sustituirse a sí misma.' }];
  } else if (substitute !== '') {
    return [{ field: 'substituteUuid', message: 'Sólo el motivo 01 lleva folio fiscal sustituto.' }];
  }
  return [];
}

/** Formats an instant as SAT's Fecha: local wall-clock time of the issuing place, no offset. */
export function cfdiDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** A credit note cannot exceed what is left of the invoice it relates to. */
export function creditNoteRemaining(invoiceTotal: MoneyInput, previousCredits: readonly MoneyInput[]): string {
  return Money.of(invoiceTotal).minus(Money.sum(previousCredits)).toFixed2();
}

/** Amount before tax still invoiceable on a sale line after returns: subtotal × (sold - returned) / sold. */
export function netLineSubtotal(subtotal: MoneyInput, quantity: MoneyInput, returnedQuantity: MoneyInput): string {
  const sold = Money.of(quantity);
  if (!sold.isPositive()) return '0.00';
  const left = sold.minus(returnedQuantity);
  if (!left.isPositive()) return '0.00';
  return Money.of(subtotal).times(left).dividedBy(sold).toFixed2();
}

/** A store sale line as its invoice reads it. */
export interface InvoicedSaleLine {
  subtotal: MoneyInput;
  quantity: MoneyInput;
  returnedQuantity: MoneyInput;
  isIva: boolean;
  /** The IVA the line charged, which tells its rate (8 % or 16 %); 16 % when not given. */
  tax?: MoneyInput;
}

/** What a store sale line adds to its invoice after returns: the subtotal left plus its IVA (16 %, rounded per line). */
export function invoicedSaleLineAmount(line: InvoicedSaleLine): string {
  const net = Money.of(netLineSubtotal(line.subtotal, line.quantity, line.returnedQuantity));
  // A line that charged IVA is invoiced at the rate it charged: 8 % in the border region, else 16 %.
  const rate = line.tax !== undefined && chargedIvaRate(line.subtotal, line.tax) === 'iva8' ? TRANSFER_RATES.iva8.rate : TRANSFER_RATES.iva16.rate;
  return (line.isIva ? net.plus(net.times(rate).round()) : net).toFixed2();
}

/**
 * The IVA rate a line charged, told by its own amounts: its tax over its subtotal, the nearer of 8 % and 16 %
 * (null when it charged none, or it is exactly between them).
 */
export function chargedIvaRate(subtotal: MoneyInput, tax: MoneyInput): 'iva8' | 'iva16' | null {
  if (!Money.of(subtotal).isPositive() || !Money.of(tax).isPositive()) return null;
  const charged = Money.of(tax).dividedBy(subtotal);
  const from8 = charged.minus(TRANSFER_RATES.iva8.rate).abs();
  const from16 = charged.minus(TRANSFER_RATES.iva16.rate).abs();
  if (from8.lt(from16)) return 'iva8';
  if (from16.lt(from8)) return 'iva16';
  return null;
}

/**
 * What returns took off an invoiced sale that no credit note covers yet: Σ invoiced − Σ still invoiceable −
 * Σ credited, at least 0. `invoiced` are the amounts the invoice holds for its sales, `left` what those sales
 * are worth now (invoicedSaleLineAmount of every line, the return asked for applied), `credited` the totals of
 * the invoice's credit notes. An invoiced sale is given back only while this is 0: the invoice must be
 * cancelled, or a credit note issued for what goes back, or the customer keeps an invoice for goods returned.
 */
export function uncreditedReturns(invoiced: readonly MoneyInput[], left: readonly MoneyInput[], credited: readonly MoneyInput[]): string {
  return Money.max(Money.sum(invoiced).minus(Money.sum(left)).minus(Money.sum(credited)), Money.ZERO).toFixed2();
}

/** FormaPago of a paid document: the SAT code of the method that paid the largest amount ('99' when none). */
export function predominantPaymentForm(payments: readonly { code: string; amount: MoneyInput }[]): string {
  let best: { code: string; amount: Money } | null = null;
  for (const p of payments) {
    const amount = Money.of(p.amount);
    if (amount.isPositive() && (best === null || amount.gt(best.amount))) best = { code: p.code, amount };
  }
  return best?.code ?? '99';
}

/**
 * c_ClaveProdServ keys whose concepts must carry a complement: school tuition (preschool to upper
 * secondary, 861215xx and 861216xx) needs IEDU (instEducativas).
 */
export function requiredConceptComplement(productKey: string): 'iedu' | null {
  return /^86121[56]\d{2}$/.test(productKey) ? 'iedu' : null;
}

/** A SAT catalogue key is expired when its validity end (YYYY-MM-DD or DD-MM-YYYY) is before `today`. */
export function isExpiredSatKey(validUntil: string, today: string): boolean {
  if (!validUntil) return false;
  const iso = /^\d{2}-\d{2}-\d{4}$/.test(validUntil) ? `${validUntil.slice(6)}-${validUntil.slice(3, 5)}-${validUntil.slice(0, 2)}` : validUntil;
  return iso < today;
}
