// An independent check of the business rules a PAC applies to a CFDI 4.0 after its schema (Anexo 20's validations
// and the Pagos 2.0 guide), written from SAT's documents and reading only the XML — never the code that builds the
// documents — so a wrong rule in that code is not simply repeated here. Every function answers the failures found
// ([] when the document passes), in Spanish, naming the node and the numbers.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { parseCfdi } from '../cfdi/tfd';

interface CfdiUse {
  id: string;
  aplica_fisica: number | string;
  aplica_moral: number | string;
  regimenes_fiscales_receptores: string;
}
const USES = JSON.parse(readFileSync(fileURLToPath(new URL('../../../../test-resources/sat/catalogs/cfdi_40_usos_cfdi.json', import.meta.url)), 'utf8')) as CfdiUse[];

const PUBLIC_RFC = 'XAXX010101000';
const D = (value: string | undefined) => new Decimal(value === undefined || value === '' ? 0 : value);
/** Decimals a value is written with (SAT's tolerances depend on them). */
const decimalsOf = (value: string) => (value.includes('.') ? value.split('.')[1]!.length : 0);
const half = (decimals: number) => new Decimal(10).pow(-decimals).dividedBy(2);

/**
 * SAT's tolerance for a tax amount written with `decimals` decimals on a base: from (Base − ½ unit of the base) ×
 * rate truncated to (Base + ½ unit) × rate rounded up.
 */
function taxRange(base: string, rate: string, decimals: number): [Decimal, Decimal] {
  const b = D(base);
  const unit = half(decimalsOf(base));
  return [b.minus(unit).times(rate).toDecimalPlaces(decimals, Decimal.ROUND_DOWN), b.plus(unit).times(rate).toDecimalPlaces(decimals, Decimal.ROUND_UP)];
}

function taxWithin(base: string, rate: string, amount: string): boolean {
  const [lower, upper] = taxRange(base, rate, decimalsOf(amount));
  return D(amount).gte(lower) && D(amount).lte(upper);
}

const keyOf = (impuesto: string, factor: string, rate: string) => `${impuesto}|${factor}|${factor === 'Exento' ? '' : D(rate).toFixed(6)}`;
const nodes = (node: XmlNodeInterface | undefined, ...path: string[]) => (node ? [...node.searchNodes(...path)] : []);

/** Σ per Impuesto/TipoFactor/TasaOCuota of base and amount, from transfer nodes with the given attribute names. */
function byRate(transfers: XmlNodeInterface[], names = { base: 'Base', tax: 'Impuesto', factor: 'TipoFactor', rate: 'TasaOCuota', amount: 'Importe' }) {
  const totals = new Map<string, { base: Decimal; amount: Decimal }>();
  for (const t of transfers) {
    const key = keyOf(t.getAttribute(names.tax), t.getAttribute(names.factor), t.getAttribute(names.rate));
    const entry = totals.get(key) ?? { base: new Decimal(0), amount: new Decimal(0) };
    totals.set(key, { base: entry.base.plus(D(t.getAttribute(names.base))), amount: entry.amount.plus(D(t.getAttribute(names.amount))) });
  }
  return totals;
}

function transferRules(t: XmlNodeInterface, where: string, names = { base: 'Base', factor: 'TipoFactor', rate: 'TasaOCuota', amount: 'Importe' }): string[] {
  const failures: string[] = [];
  const base = t.getAttribute(names.base);
  const factor = t.getAttribute(names.factor);
  if (!D(base).isPositive()) failures.push(`${where}: ${names.base} debe ser mayor que cero (${base}).`);
  if (factor === 'Exento') {
    if (t.hasAttribute(names.rate) || t.hasAttribute(names.amount)) failures.push(`${where}: un traslado exento no lleva ${names.rate} ni ${names.amount}.`);
  } else if (!t.hasAttribute(names.rate) || !t.hasAttribute(names.amount)) {
    failures.push(`${where}: un traslado con tasa lleva ${names.rate} e ${names.amount}.`);
  } else if (!taxWithin(base, t.getAttribute(names.rate), t.getAttribute(names.amount))) {
    const [lower, upper] = taxRange(base, t.getAttribute(names.rate), decimalsOf(t.getAttribute(names.amount)));
    failures.push(`${where}: ${names.amount} ${t.getAttribute(names.amount)} fuera del rango ${lower.toFixed()}–${upper.toFixed()} para ${names.base} ${base}.`);
  }
  return failures;
}

function receiverRules(comprobante: XmlNodeInterface): string[] {
  const failures: string[] = [];
  const type = comprobante.getAttribute('TipoDeComprobante');
  const rfc = comprobante.searchAttribute('cfdi:Receptor', 'Rfc');
  const regime = comprobante.searchAttribute('cfdi:Receptor', 'RegimenFiscalReceptor');
  const use = comprobante.searchAttribute('cfdi:Receptor', 'UsoCFDI');
  const entry = USES.find((u) => u.id === use);
  if (!entry) failures.push(`UsoCFDI ${use} no está en el catálogo.`);
  else {
    if (!entry.regimenes_fiscales_receptores.split(',').map((r) => r.trim()).includes(regime)) failures.push(`UsoCFDI ${use} no aplica al régimen ${regime}.`);
    const moral = rfc.length === 12;
    if (String(moral ? entry.aplica_moral : entry.aplica_fisica) !== '1') failures.push(`UsoCFDI ${use} no aplica a una persona ${moral ? 'moral' : 'física'}.`);
  }
  if (type === 'P' && use !== 'CP01') failures.push('Un CFDI de pago usa UsoCFDI CP01.');
  if (type !== 'P' && use === 'CP01') failures.push(`UsoCFDI CP01 sólo se usa en CFDI de pago (tipo ${type}).`);
  if (type !== 'N' && use === 'CN01') failures.push(`UsoCFDI CN01 sólo se usa en CFDI de nómina (tipo ${type}).`);
  const global = comprobante.searchNode('cfdi:InformacionGlobal');
  if (rfc === PUBLIC_RFC && type !== 'P') {
    if (!global) failures.push('El receptor XAXX010101000 exige InformacionGlobal.');
    if (comprobante.searchAttribute('cfdi:Receptor', 'Nombre') !== 'PUBLICO EN GENERAL') failures.push('El receptor XAXX010101000 se llama PUBLICO EN GENERAL.');
    if (regime !== '616' || use !== 'S01') failures.push('El receptor XAXX010101000 lleva régimen 616 y UsoCFDI S01.');
    if (comprobante.searchAttribute('cfdi:Receptor', 'DomicilioFiscalReceptor') !== comprobante.getAttribute('LugarExpedicion')) {
      failures.push('El domicilio fiscal de XAXX010101000 es el lugar de expedición.');
    }
  }
  if (global) {
    if (rfc !== PUBLIC_RFC) failures.push('InformacionGlobal sólo va con el receptor XAXX010101000.');
    const months = Number(global.getAttribute('Meses'));
    const bimonthly = global.getAttribute('Periodicidad') === '05';
    if (bimonthly !== months > 12 || months < 1 || months > 18) failures.push(`Meses ${global.getAttribute('Meses')} no corresponde a la periodicidad ${global.getAttribute('Periodicidad')}.`);
  }
  return failures;
}

function incomeOrCreditRules(comprobante: XmlNodeInterface): string[] {
  const failures: string[] = [];
  const type = comprobante.getAttribute('TipoDeComprobante');
  let subtotal = new Decimal(0);
  let discount = new Decimal(0);
  const conceptTransfers: XmlNodeInterface[] = [];
  for (const [i, c] of nodes(comprobante, 'cfdi:Conceptos', 'cfdi:Concepto').entries()) {
    const where = `Concepto ${i + 1}`;
    const quantity = c.getAttribute('Cantidad');
    const unit = c.getAttribute('ValorUnitario');
    const amount = c.getAttribute('Importe');
    const lower = D(quantity).minus(half(decimalsOf(quantity))).times(D(unit).minus(half(decimalsOf(unit)))).toDecimalPlaces(decimalsOf(amount), Decimal.ROUND_DOWN);
    const upper = D(quantity).plus(half(decimalsOf(quantity))).times(D(unit).plus(half(decimalsOf(unit)))).toDecimalPlaces(decimalsOf(amount), Decimal.ROUND_UP);
    if (D(amount).lt(lower) || D(amount).gt(upper)) failures.push(`${where}: Importe ${amount} fuera del rango ${lower.toFixed()}–${upper.toFixed()} de Cantidad × ValorUnitario.`);
    if (!D(amount).isPositive()) failures.push(`${where}: Importe debe ser mayor que cero.`);
    const conceptDiscount = D(c.getAttribute('Descuento'));
    if (conceptDiscount.gt(amount)) failures.push(`${where}: el descuento pasa del importe.`);
    subtotal = subtotal.plus(amount);
    discount = discount.plus(conceptDiscount);
    // IEDU (instEducativas) belongs to tuition of preschool to upper secondary: ClaveProdServ 861215xx or 861216xx.
    if (c.searchNode('cfdi:ComplementoConcepto', 'iedu:instEducativas') && !/^86121[56]\d{2}$/.test(c.getAttribute('ClaveProdServ'))) {
      failures.push(`${where}: el complemento IEDU sólo va en colegiaturas (ClaveProdServ ${c.getAttribute('ClaveProdServ')}).`);
    }
    const transfers = nodes(c, 'cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado');
    const objeto = c.getAttribute('ObjetoImp');
    if (objeto === '01' && c.searchNode('cfdi:Impuestos')) failures.push(`${where}: ObjetoImp 01 no lleva impuestos.`);
    if (objeto === '02' && transfers.length === 0) failures.push(`${where}: ObjetoImp 02 lleva al menos un traslado.`);
    for (const t of transfers) {
      failures.push(...transferRules(t, `${where}, traslado`));
      if (t.getAttribute('Impuesto') === '002' && !D(t.getAttribute('Base')).eq(D(amount).minus(conceptDiscount))) {
        failures.push(`${where}: la base del IVA (${t.getAttribute('Base')}) es el importe menos el descuento (${D(amount).minus(conceptDiscount).toFixed(2)}).`);
      }
    }
    conceptTransfers.push(...transfers);
  }
  if (!subtotal.eq(D(comprobante.getAttribute('SubTotal')))) failures.push(`SubTotal ${comprobante.getAttribute('SubTotal')} ≠ Σ Importe ${subtotal.toFixed(2)}.`);
  if (!discount.eq(D(comprobante.getAttribute('Descuento')))) failures.push(`Descuento ${comprobante.getAttribute('Descuento')} ≠ Σ Descuento ${discount.toFixed(2)}.`);
  const expected = byRate(conceptTransfers);
  const declaredNodes = nodes(comprobante, 'cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado');
  const declared = byRate(declaredNodes);
  for (const [key, sum] of expected) {
    const own = declared.get(key);
    if (!own || !own.base.eq(sum.base) || !own.amount.eq(sum.amount)) {
      failures.push(`Traslado ${key}: Base ${own?.base.toFixed(2)} e Importe ${own?.amount.toFixed(2)} ≠ Σ conceptos ${sum.base.toFixed(2)} / ${sum.amount.toFixed(2)}.`);
    }
  }
  for (const key of declared.keys()) if (!expected.has(key)) failures.push(`Traslado ${key} declarado sin conceptos que lo lleven.`);
  if (declaredNodes.length !== declared.size) failures.push('Un traslado por Impuesto/TipoFactor/TasaOCuota en el comprobante.');
  const atRate = declaredNodes.filter((t) => t.getAttribute('TipoFactor') !== 'Exento');
  const totalTax = atRate.reduce((sum, t) => sum.plus(D(t.getAttribute('Importe'))), new Decimal(0));
  const declaredTotalTax = comprobante.searchAttribute('cfdi:Impuestos', 'TotalImpuestosTrasladados');
  if (atRate.length > 0 ? !D(declaredTotalTax).eq(totalTax) || declaredTotalTax === '' : declaredTotalTax !== '') {
    failures.push(`TotalImpuestosTrasladados ${declaredTotalTax || '(ausente)'} ≠ Σ traslados con tasa ${totalTax.toFixed(2)}.`);
  }
  const total = subtotal.minus(discount).plus(totalTax);
  if (!total.eq(D(comprobante.getAttribute('Total')))) failures.push(`Total ${comprobante.getAttribute('Total')} ≠ SubTotal − Descuento + impuestos ${total.toFixed(2)}.`);
  const method = comprobante.getAttribute('MetodoPago');
  const form = comprobante.getAttribute('FormaPago');
  if (method === 'PPD' && form !== '99') failures.push('Con MetodoPago PPD la FormaPago es 99.');
  if (method === 'PUE' && form === '99') failures.push('Con MetodoPago PUE la FormaPago no es 99.');
  const related = nodes(comprobante, 'cfdi:CfdiRelacionados');
  if (type === 'E' && related.length === 0) failures.push('Una nota de crédito relaciona el CFDI que acredita.');
  for (const group of related) {
    const relation = group.getAttribute('TipoRelacion');
    if (type === 'E' && !['01', '03', '04', '07'].includes(relation)) failures.push(`TipoRelacion ${relation} no corresponde a una nota de crédito.`);
    if (type === 'I' && !['04', '07'].includes(relation)) failures.push(`TipoRelacion ${relation} no corresponde a un CFDI de ingreso de Mikro.`);
  }
  return failures;
}

function paymentRules(comprobante: XmlNodeInterface): string[] {
  const failures: string[] = [];
  if (comprobante.getAttribute('SubTotal') !== '0' || comprobante.getAttribute('Total') !== '0' || comprobante.getAttribute('Moneda') !== 'XXX') {
    failures.push('Un CFDI de pago lleva SubTotal 0, Total 0 y Moneda XXX.');
  }
  if (comprobante.hasAttribute('FormaPago') || comprobante.hasAttribute('MetodoPago')) failures.push('Un CFDI de pago no lleva FormaPago ni MetodoPago.');
  const pagos = comprobante.searchNode('cfdi:Complemento', 'pago20:Pagos');
  if (!pagos) return [...failures, 'Falta el complemento Pagos 2.0.'];
  const allP: XmlNodeInterface[] = [];
  let totalAmount = new Decimal(0);
  for (const [p, pago] of nodes(pagos, 'pago20:Pago').entries()) {
    let paid = new Decimal(0);
    const allDR: XmlNodeInterface[] = [];
    for (const [d, doc] of nodes(pago, 'pago20:DoctoRelacionado').entries()) {
      const where = `Pago ${p + 1}, documento ${d + 1}`;
      const before = D(doc.getAttribute('ImpSaldoAnt'));
      const amount = D(doc.getAttribute('ImpPagado'));
      const after = D(doc.getAttribute('ImpSaldoInsoluto'));
      if (!amount.isPositive() || !before.minus(amount).eq(after) || after.isNegative()) {
        failures.push(`${where}: ImpSaldoInsoluto ${after.toFixed()} ≠ ImpSaldoAnt ${before.toFixed()} − ImpPagado ${amount.toFixed()} (≥ 0).`);
      }
      paid = paid.plus(amount.dividedBy(D(doc.getAttribute('EquivalenciaDR') || '1')));
      const transfers = nodes(doc, 'pago20:ImpuestosDR', 'pago20:TrasladosDR', 'pago20:TrasladoDR');
      if (doc.getAttribute('ObjetoImpDR') === '02' && transfers.length === 0) failures.push(`${where}: ObjetoImpDR 02 lleva ImpuestosDR.`);
      if (doc.getAttribute('ObjetoImpDR') === '01' && doc.searchNode('pago20:ImpuestosDR')) failures.push(`${where}: ObjetoImpDR 01 no lleva ImpuestosDR.`);
      const keys = transfers.map((t) => keyOf(t.getAttribute('ImpuestoDR'), t.getAttribute('TipoFactorDR'), t.getAttribute('TasaOCuotaDR')));
      if (new Set(keys).size !== keys.length) failures.push(`${where}: un TrasladoDR por Impuesto/TipoFactor/TasaOCuota.`);
      for (const t of transfers) failures.push(...transferRules(t, `${where}, TrasladoDR`, { base: 'BaseDR', factor: 'TipoFactorDR', rate: 'TasaOCuotaDR', amount: 'ImporteDR' }));
      allDR.push(...transfers);
    }
    if (D(pago.getAttribute('Monto')).lt(paid.toDecimalPlaces(2))) failures.push(`Pago ${p + 1}: Monto ${pago.getAttribute('Monto')} menor que Σ ImpPagado ${paid.toFixed(2)}.`);
    totalAmount = totalAmount.plus(D(pago.getAttribute('Monto')));
    const names = { base: 'BaseP', tax: 'ImpuestoP', factor: 'TipoFactorP', rate: 'TasaOCuotaP', amount: 'ImporteP' };
    const transfersP = nodes(pago, 'pago20:ImpuestosP', 'pago20:TrasladosP', 'pago20:TrasladoP');
    const declared = byRate(transfersP, names);
    const expected = byRate(allDR, { base: 'BaseDR', tax: 'ImpuestoDR', factor: 'TipoFactorDR', rate: 'TasaOCuotaDR', amount: 'ImporteDR' });
    for (const [key, sum] of expected) {
      const own = declared.get(key);
      // Σ of the DRs exactly (one currency, EquivalenciaDR 1): the guide allows a margin only from the conversion.
      if (!own || !own.base.eq(sum.base) || !own.amount.eq(sum.amount)) failures.push(`Pago ${p + 1}, TrasladoP ${key} ≠ Σ TrasladosDR ${sum.base.toFixed(2)} / ${sum.amount.toFixed(2)}.`);
    }
    for (const key of declared.keys()) if (!expected.has(key)) failures.push(`Pago ${p + 1}: TrasladoP ${key} sin TrasladosDR.`);
    for (const t of transfersP) failures.push(...transferRules(t, `Pago ${p + 1}, TrasladoP`, { base: 'BaseP', factor: 'TipoFactorP', rate: 'TasaOCuotaP', amount: 'ImporteP' }));
    allP.push(...transfersP);
  }
  const totals = pagos.searchNode('pago20:Totales');
  if (!totals) return [...failures, 'Falta Totales.'];
  if (!D(totals.getAttribute('MontoTotalPagos')).eq(totalAmount)) failures.push(`MontoTotalPagos ${totals.getAttribute('MontoTotalPagos')} ≠ Σ Monto ${totalAmount.toFixed(2)}.`);
  const sums = byRate(allP, { base: 'BaseP', tax: 'ImpuestoP', factor: 'TipoFactorP', rate: 'TasaOCuotaP', amount: 'ImporteP' });
  const expectTotal = (attribute: string, key: string, part: 'base' | 'amount') => {
    const sum = sums.get(key);
    const given = totals.getAttribute(attribute);
    if (sum === undefined ? given !== '' : given === '' || !D(given).eq(sum[part].toDecimalPlaces(2))) {
      failures.push(`Totales ${attribute} ${given || '(ausente)'} ≠ Σ TrasladosP ${sum?.[part].toFixed(2) ?? '(ninguno)'}.`);
    }
  };
  for (const [rate, suffix] of [['0.160000', '16'], ['0.080000', '8'], ['0.000000', '0']] as const) {
    expectTotal(`TotalTrasladosBaseIVA${suffix}`, keyOf('002', 'Tasa', rate), 'base');
    expectTotal(`TotalTrasladosImpuestoIVA${suffix}`, keyOf('002', 'Tasa', rate), 'amount');
  }
  expectTotal('TotalTrasladosBaseIVAExento', keyOf('002', 'Exento', ''), 'base');
  return failures;
}

/** The rules one document must follow on its own. */
export function businessRuleFailures(xml: string): string[] {
  const comprobante = parseCfdi(xml);
  const type = comprobante.getAttribute('TipoDeComprobante');
  return [...receiverRules(comprobante), ...(type === 'P' ? paymentRules(comprobante) : incomeOrCreditRules(comprobante))];
}

/** The comprobante-level transfers of a document by rate, with what is not subject to tax under 'no-objeto'. */
function documentByRate(comprobante: XmlNodeInterface): Map<string, { base: Decimal; amount: Decimal }> {
  const rates = byRate(nodes(comprobante, 'cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado'));
  const untaxed = nodes(comprobante, 'cfdi:Conceptos', 'cfdi:Concepto')
    .filter((c) => c.getAttribute('ObjetoImp') === '01')
    .reduce((sum, c) => sum.plus(D(c.getAttribute('Importe')).minus(D(c.getAttribute('Descuento')))), new Decimal(0));
  if (untaxed.isPositive()) rates.set('no-objeto', { base: untaxed, amount: new Decimal(0) });
  return rates;
}

const uuidOf = (comprobante: XmlNodeInterface) => comprobante.searchAttribute('cfdi:Complemento', 'tfd:TimbreFiscalDigital', 'UUID').toUpperCase();

/**
 * Credit notes (type E) of one invoice: each relates it by UUID, and together they never credit more than its total
 * nor more base or tax of any rate (Impuesto/TipoFactor/TasaOCuota, or what is not subject to tax) than it carries.
 */
export function creditNoteFailures(invoiceXml: string, noteXmls: readonly string[]): string[] {
  const failures: string[] = [];
  const invoice = parseCfdi(invoiceXml);
  const uuid = uuidOf(invoice);
  const carried = documentByRate(invoice);
  const credited = new Map<string, { base: Decimal; amount: Decimal }>();
  let total = new Decimal(0);
  for (const [i, xml] of noteXmls.entries()) {
    const note = parseCfdi(xml);
    if (note.getAttribute('TipoDeComprobante') !== 'E') failures.push(`Nota ${i + 1}: no es de egreso.`);
    const relatedUuids = nodes(note, 'cfdi:CfdiRelacionados', 'cfdi:CfdiRelacionado').map((r) => r.getAttribute('UUID').toUpperCase());
    if (!relatedUuids.includes(uuid)) failures.push(`Nota ${i + 1}: no relaciona la factura ${uuid}.`);
    if (note.searchAttribute('cfdi:Receptor', 'Rfc') !== invoice.searchAttribute('cfdi:Receptor', 'Rfc')) failures.push(`Nota ${i + 1}: otro receptor que la factura.`);
    total = total.plus(D(note.getAttribute('Total')));
    for (const [key, sum] of documentByRate(note)) {
      const entry = credited.get(key) ?? { base: new Decimal(0), amount: new Decimal(0) };
      credited.set(key, { base: entry.base.plus(sum.base), amount: entry.amount.plus(sum.amount) });
    }
  }
  if (total.gt(D(invoice.getAttribute('Total')))) failures.push(`Las notas acreditan ${total.toFixed(2)}, más que el total de la factura ${invoice.getAttribute('Total')}.`);
  for (const [key, sum] of credited) {
    const own = carried.get(key);
    if (!own || sum.base.gt(own.base) || sum.amount.gt(own.amount)) {
      failures.push(`Las notas acreditan de ${key} base ${sum.base.toFixed(2)} e impuesto ${sum.amount.toFixed(2)}; la factura lleva ${own?.base.toFixed(2) ?? '0'} / ${own?.amount.toFixed(2) ?? '0'}.`);
    }
  }
  return failures;
}

/**
 * Payment complements of one PPD invoice, in order: each DR relates the invoice, the balances chain from its Total
 * (installments 1, 2, …) less what the credit notes issued before each forgave, and each rate of the invoice is
 * paid in proportion — BaseDR = Base × ImpPagado / Total (to the centavo) with its ImporteDR — with no rate the
 * invoice does not carry. `creditsBefore[i]` is what credit notes forgave before complement i (0 by default).
 */
export function paymentComplementFailures(invoiceXml: string, paymentXmls: readonly string[], creditsBefore: readonly string[] = []): string[] {
  const failures: string[] = [];
  const invoice = parseCfdi(invoiceXml);
  const uuid = uuidOf(invoice);
  const invoiceTotal = D(invoice.getAttribute('Total'));
  const rates = byRate(nodes(invoice, 'cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado'));
  if (invoice.getAttribute('MetodoPago') !== 'PPD') failures.push('La factura pagada en parcialidades es PPD.');
  let balance = invoiceTotal;
  for (const [i, xml] of paymentXmls.entries()) {
    const docs = nodes(parseCfdi(xml), 'cfdi:Complemento', 'pago20:Pagos', 'pago20:Pago', 'pago20:DoctoRelacionado').filter((d) => d.getAttribute('IdDocumento').toUpperCase() === uuid);
    if (docs.length !== 1) {
      failures.push(`Complemento ${i + 1}: relaciona la factura ${docs.length} veces.`);
      continue;
    }
    const doc = docs[0]!;
    const paid = D(doc.getAttribute('ImpPagado'));
    balance = balance.minus(D(creditsBefore[i]));
    if (doc.getAttribute('NumParcialidad') !== String(i + 1)) failures.push(`Complemento ${i + 1}: NumParcialidad ${doc.getAttribute('NumParcialidad')}.`);
    if (!D(doc.getAttribute('ImpSaldoAnt')).eq(balance)) failures.push(`Complemento ${i + 1}: ImpSaldoAnt ${doc.getAttribute('ImpSaldoAnt')} ≠ saldo ${balance.toFixed(2)}.`);
    balance = balance.minus(paid);
    const transfers = nodes(doc, 'pago20:ImpuestosDR', 'pago20:TrasladosDR', 'pago20:TrasladoDR');
    const paidRates = byRate(transfers, { base: 'BaseDR', tax: 'ImpuestoDR', factor: 'TipoFactorDR', rate: 'TasaOCuotaDR', amount: 'ImporteDR' });
    for (const key of paidRates.keys()) if (!rates.has(key)) failures.push(`Complemento ${i + 1}: TrasladoDR ${key} que la factura no lleva.`);
    for (const [key, sum] of rates) {
      const share = sum.base.times(paid).dividedBy(invoiceTotal);
      const own = paidRates.get(key);
      if (!own || own.base.minus(share).abs().gt('0.01')) failures.push(`Complemento ${i + 1}: BaseDR de ${key} ${own?.base.toFixed(2) ?? '(ausente)'} ≠ ${share.toFixed(6)} (proporción pagada).`);
    }
  }
  if (balance.isNegative()) failures.push(`Los complementos pagan más que el total de la factura (${invoiceTotal.toFixed(2)}).`);
  return failures;
}
