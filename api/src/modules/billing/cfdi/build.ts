// Builds Comprobante 4.0 nodes with @nodecfdi/cfdi-elements from a CfdiInput (amounts by @mikro/domain).
import { XmlNode, nodeToXmlString } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { Comprobante } from '@nodecfdi/cfdi-elements/cfdi40';
import { Pagos } from '@nodecfdi/cfdi-elements/pago20';
import { IVA_TAX_CODE, Money, TRANSFER_RATES, conceptAmounts, documentAmounts, paidDocumentTaxes, complementTotals, sumPaidTaxGroups, type TaxGroup, type TransferTax } from '@mikro/domain';
import type { CfdiInput, CfdiPaymentInput } from './model';

const IEDU_NS = 'http://www.sat.gob.mx/iedu';
const IEDU_LOCATION = `${IEDU_NS} http://www.sat.gob.mx/sitio_internet/cfd/iedu/iedu.xsd`;
const PAGOS_LOCATION = 'http://www.sat.gob.mx/Pagos20 http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd';

export interface BuiltCfdi {
  comprobante: Comprobante;
  subtotal: string;
  discount: string;
  iva: string;
  total: string;
}

/** The unsealed Comprobante (NoCertificado, Certificado and Sello are added by sealCfdi). */
export function buildCfdi(input: CfdiInput): BuiltCfdi {
  if (input.type === 'P') return buildPayment(input);
  const comprobante = new Comprobante();
  const concepts = input.concepts.map((c) => ({ input: c, amounts: conceptAmounts({ quantity: c.quantity, amount: c.amount, discount: c.discount, tax: c.tax, iva: c.iva }) }));
  const totals = documentAmounts(concepts.map((c) => c.amounts));
  const usesIedu = concepts.some((c) => c.input.iedu);
  if (usesIedu) {
    comprobante.addAttributes({
      'xmlns:iedu': IEDU_NS,
      'xsi:schemaLocation': `${comprobante.getAttribute('xsi:schemaLocation')} ${IEDU_LOCATION}`,
    });
  }
  comprobante.addAttributes({
    Serie: input.serie || undefined,
    Folio: input.folio,
    Fecha: input.date,
    FormaPago: input.paymentForm,
    SubTotal: totals.subtotal,
    Descuento: totals.hasDiscount ? totals.discount : undefined,
    Moneda: 'MXN',
    Total: totals.total,
    TipoDeComprobante: input.type,
    Exportacion: '01',
    MetodoPago: input.paymentMethod,
    LugarExpedicion: input.placeOfIssue,
  });
  if (input.global) {
    comprobante.addInformacionGlobal({ Periodicidad: input.global.periodicity, Meses: input.global.months, Año: String(input.global.year) });
  }
  if (input.related) {
    const related = comprobante.addCfdiRelacionados({ TipoRelacion: input.related.type });
    for (const uuid of input.related.uuids) related.addCfdiRelacionado({ UUID: uuid.toUpperCase() });
  }
  addParties(comprobante, input);
  // Concept nodes are written in SAT's child order directly (cfdi-elements' Concepto costs ~20× a plain
  // node) and added to Conceptos in one call: cfdi-core re-sorts a node's children on every add.
  const conceptNodes: XmlNode[] = [];
  for (const { input: c, amounts } of concepts) {
    const children: XmlNode[] = [];
    if (amounts.base !== null) {
      const traslado = transferAttributes(amounts.tax as TransferTax, amounts.base, amounts.iva ?? '0.00');
      children.push(new XmlNode('cfdi:Impuestos', {}, [new XmlNode('cfdi:Traslados', {}, [new XmlNode('cfdi:Traslado', traslado)])]));
    }
    if (c.iedu) {
      const iedu = new XmlNode('iedu:instEducativas', {
        version: '1.0',
        nombreAlumno: c.iedu.studentName,
        CURP: c.iedu.curp,
        nivelEducativo: c.iedu.level,
        autRVOE: c.iedu.rvoe,
        rfcPago: c.iedu.payerRfc || undefined,
      });
      children.push(new XmlNode('cfdi:ComplementoConcepto', {}, [iedu]));
    }
    conceptNodes.push(
      new XmlNode(
        'cfdi:Concepto',
        {
          ClaveProdServ: c.productKey,
          NoIdentificacion: c.sku || undefined,
          Cantidad: amounts.quantity,
          ClaveUnidad: c.unitKey,
          Unidad: c.unitName || undefined,
          Descripcion: c.description,
          ValorUnitario: amounts.unitValue,
          Importe: amounts.amount,
          Descuento: Money.of(amounts.discount).isZero() ? undefined : amounts.discount,
          ObjetoImp: amounts.taxObject,
        },
        children,
      ),
    );
  }
  comprobante.getConceptos().children().add(...conceptNodes);
  if (totals.transfers.length > 0) {
    const taxes = comprobante.addImpuestos(totals.totalIva !== null ? { TotalImpuestosTrasladados: totals.totalIva } : {});
    const transfers = taxes.addTraslados();
    for (const t of totals.transfers) transfers.addTraslado(transferAttributes(t.tax as TransferTax, t.base, t.amount));
  }
  return { comprobante, subtotal: totals.subtotal, discount: totals.discount, iva: totals.totalIva ?? '0.00', total: totals.total };
}

/** A Traslado at a rate: Base, Impuesto and TipoFactor, with TasaOCuota and Importe unless exempt. */
function transferAttributes(tax: TransferTax, base: string, amount: string): Record<string, string> {
  const rate = TRANSFER_RATES[tax];
  return rate.factor === 'Exento'
    ? { Base: base, Impuesto: IVA_TAX_CODE, TipoFactor: 'Exento' }
    : { Base: base, Impuesto: IVA_TAX_CODE, TipoFactor: 'Tasa', TasaOCuota: rate.rateText!, Importe: amount };
}

function addParties(comprobante: Comprobante, input: CfdiInput): void {
  comprobante.addEmisor({ Rfc: input.issuer.rfc, Nombre: input.issuer.name, RegimenFiscal: input.issuer.regime });
  comprobante.addReceptor({
    Rfc: input.receiver.rfc,
    Nombre: input.receiver.name,
    DomicilioFiscalReceptor: input.receiver.zip,
    RegimenFiscalReceptor: input.receiver.regime,
    UsoCFDI: input.receiver.cfdiUse,
  });
}

function buildPayment(input: CfdiInput): BuiltCfdi {
  const payment: CfdiPaymentInput | undefined = input.payment;
  if (!payment) throw new Error('A payment document needs its payment');
  const comprobante = new Comprobante();
  comprobante.addAttributes({
    'xsi:schemaLocation': `${comprobante.getAttribute('xsi:schemaLocation')} ${PAGOS_LOCATION}`,
    'xmlns:pago20': 'http://www.sat.gob.mx/Pagos20',
    Serie: input.serie || undefined,
    Folio: input.folio,
    Fecha: input.date,
    SubTotal: '0',
    Moneda: 'XXX',
    Total: '0',
    TipoDeComprobante: 'P',
    Exportacion: '01',
    LugarExpedicion: input.placeOfIssue,
  });
  addParties(comprobante, { ...input, receiver: { ...input.receiver, cfdiUse: 'CP01' } });
  comprobante.addConcepto({ ClaveProdServ: '84111506', Cantidad: '1', ClaveUnidad: 'ACT', Descripcion: 'Pago', ValorUnitario: '0', Importe: '0', ObjetoImp: '01' });

  const pagos = new Pagos();
  // Namespace and schema location are declared once on the Comprobante.
  pagos.setAttribute('xmlns:pago20', null);
  pagos.setAttribute('xmlns:xsi', null);
  pagos.setAttribute('xsi:schemaLocation', null);
  const pago = pagos.addPago({ FechaPago: payment.date, FormaDePagoP: payment.form, MonedaP: 'MXN', TipoCambioP: '1', Monto: Money.of(payment.amount).toFixed2() });
  const paidTransfers: TaxGroup[] = [];
  for (const doc of payment.docs) {
    // Each rate of the paid invoice in proportion to the amount paid (TrasladosDR); none when nothing was taxed.
    const taxes = paidDocumentTaxes(doc.transfers, doc.paid, doc.docTotal);
    const docto = pago.addDoctoRelacionado({
      IdDocumento: doc.uuid.toUpperCase(),
      Serie: doc.serie || undefined,
      Folio: doc.folio || undefined,
      MonedaDR: 'MXN',
      EquivalenciaDR: '1',
      NumParcialidad: String(doc.installment),
      ImpSaldoAnt: Money.of(doc.previousBalance).toFixed2(),
      ImpPagado: Money.of(doc.paid).toFixed2(),
      ImpSaldoInsoluto: Money.of(doc.previousBalance).minus(doc.paid).toFixed2(),
      ObjetoImpDR: taxes.length > 0 ? '02' : '01',
    });
    if (taxes.length === 0) continue;
    const transfersDR = docto.addImpuestosDR().getTrasladosDR();
    for (const t of taxes) {
      const { Base, Impuesto, TipoFactor, TasaOCuota, Importe } = transferAttributes(t.tax as TransferTax, t.base, t.amount);
      transfersDR.addTrasladoDR({ BaseDR: Base, ImpuestoDR: Impuesto, TipoFactorDR: TipoFactor, TasaOCuotaDR: TasaOCuota, ImporteDR: Importe });
    }
    paidTransfers.push(...taxes);
  }
  // TrasladosP: the DRs added up by rate (MXN, so EquivalenciaDR and TipoCambioP are 1).
  const byRate = sumPaidTaxGroups(paidTransfers);
  if (byRate.length > 0) {
    const transfersP = pago.addImpuestosP().getTrasladosP();
    for (const t of byRate) {
      const { Base, Impuesto, TipoFactor, TasaOCuota, Importe } = transferAttributes(t.tax as TransferTax, t.base, t.amount);
      transfersP.addTrasladoP({ BaseP: Base, ImpuestoP: Impuesto, TipoFactorP: TipoFactor, TasaOCuotaP: TasaOCuota, ImporteP: Importe });
    }
  }
  pagos.addTotales({ ...complementTotals(byRate), MontoTotalPagos: Money.of(payment.amount).toFixed2() });
  comprobante.addComplemento(pagos);
  return { comprobante, subtotal: '0.00', discount: '0.00', iva: '0.00', total: '0.00' };
}

export function cfdiXml(node: XmlNodeInterface): string {
  return nodeToXmlString(node, true);
}
