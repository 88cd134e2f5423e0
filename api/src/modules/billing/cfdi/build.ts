// Builds Comprobante 4.0 nodes with @nodecfdi/cfdi-elements from a CfdiInput (amounts by @mikro/domain).
import { XmlNode, nodeToXmlString } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { Comprobante } from '@nodecfdi/cfdi-elements/cfdi40';
import { Pagos } from '@nodecfdi/cfdi-elements/pago20';
import { IVA_RATE_TEXT, IVA_TAX_CODE, Money, conceptAmounts, documentAmounts } from '@mikro/domain';
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
      const traslado =
        amounts.tax === 'iva16'
          ? { Base: amounts.base, Impuesto: IVA_TAX_CODE, TipoFactor: 'Tasa', TasaOCuota: IVA_RATE_TEXT, Importe: amounts.iva }
          : { Base: amounts.base, Impuesto: IVA_TAX_CODE, TipoFactor: 'Exento' };
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
  if (totals.ivaBase !== null || totals.exemptBase !== null) {
    const taxes = comprobante.addImpuestos(totals.totalIva !== null ? { TotalImpuestosTrasladados: totals.totalIva } : {});
    const transfers = taxes.addTraslados();
    if (totals.ivaBase !== null) {
      transfers.addTraslado({ Base: totals.ivaBase, Impuesto: IVA_TAX_CODE, TipoFactor: 'Tasa', TasaOCuota: IVA_RATE_TEXT, Importe: totals.totalIva });
    }
    if (totals.exemptBase !== null) transfers.addTraslado({ Base: totals.exemptBase, Impuesto: IVA_TAX_CODE, TipoFactor: 'Exento' });
  }
  return { comprobante, subtotal: totals.subtotal, discount: totals.discount, iva: totals.totalIva ?? '0.00', total: totals.total };
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

/** Share of a paid document's taxes: proportional to the amount paid, rounded to centavos. */
function paidShare(part: string, paid: string, total: string): string {
  return Money.of(part).times(paid).dividedBy(total).toFixed2();
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
  let ivaBase = Money.ZERO;
  let ivaAmount = Money.ZERO;
  let exemptBase = Money.ZERO;
  let hasIva = false;
  let hasExempt = false;
  for (const doc of payment.docs) {
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
      ObjetoImpDR: '02',
    });
    const base = paidShare(doc.docBase, doc.paid, doc.docTotal);
    if (doc.tax === 'iva16') {
      const iva = paidShare(doc.docIva, doc.paid, doc.docTotal);
      docto.addImpuestosDR().getTrasladosDR().addTrasladoDR({ BaseDR: base, ImpuestoDR: IVA_TAX_CODE, TipoFactorDR: 'Tasa', TasaOCuotaDR: IVA_RATE_TEXT, ImporteDR: iva });
      ivaBase = ivaBase.plus(base);
      ivaAmount = ivaAmount.plus(iva);
      hasIva = true;
    } else {
      docto.addImpuestosDR().getTrasladosDR().addTrasladoDR({ BaseDR: base, ImpuestoDR: IVA_TAX_CODE, TipoFactorDR: 'Exento' });
      exemptBase = exemptBase.plus(base);
      hasExempt = true;
    }
  }
  const transfersP = pago.addImpuestosP().getTrasladosP();
  if (hasIva) transfersP.addTrasladoP({ BaseP: ivaBase.toFixed2(), ImpuestoP: IVA_TAX_CODE, TipoFactorP: 'Tasa', TasaOCuotaP: IVA_RATE_TEXT, ImporteP: ivaAmount.toFixed2() });
  if (hasExempt) transfersP.addTrasladoP({ BaseP: exemptBase.toFixed2(), ImpuestoP: IVA_TAX_CODE, TipoFactorP: 'Exento' });
  pagos.addTotales({
    TotalTrasladosBaseIVA16: hasIva ? ivaBase.toFixed2() : undefined,
    TotalTrasladosImpuestoIVA16: hasIva ? ivaAmount.toFixed2() : undefined,
    TotalTrasladosBaseIVAExento: hasExempt ? exemptBase.toFixed2() : undefined,
    MontoTotalPagos: Money.of(payment.amount).toFixed2(),
  });
  comprobante.addComplemento(pagos);
  return { comprobante, subtotal: '0.00', discount: '0.00', iva: '0.00', total: '0.00' };
}

export function cfdiXml(node: XmlNodeInterface): string {
  return nodeToXmlString(node, true);
}
