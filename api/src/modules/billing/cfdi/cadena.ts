// Cadena original of CFDI 4.0 (with Pagos 2.0 and IEDU) and of TFD 1.1, written by code following SAT's
// XSLT stylesheets (cadenaoriginal_4_0.xslt and the complements it includes). Tests compare the result
// with xsltproc's output of SAT's own stylesheet.
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';

type Step =
  | { kind: 'req' | 'opt'; name: string }
  | { kind: 'each'; path: string[]; steps: Step[] }
  | { kind: 'apply'; path: string[] };

const req = (name: string): Step => ({ kind: 'req', name });
const opt = (name: string): Step => ({ kind: 'opt', name });
const each = (path: string, steps: Step[] = []): Step => ({ kind: 'each', path: path.split('/'), steps });
const apply = (path: string): Step => ({ kind: 'apply', path: path.split('/') });
const attrs = (spec: string): Step[] => spec.split(' ').map((a) => (a.startsWith('?') ? opt(a.slice(1)) : req(a)));

const TRASLADO = attrs('Base Impuesto TipoFactor ?TasaOCuota ?Importe');

const TEMPLATES: Record<string, Step[]> = {
  'cfdi:Comprobante': [
    ...attrs('Version ?Serie ?Folio Fecha ?FormaPago NoCertificado ?CondicionesDePago SubTotal ?Descuento Moneda ?TipoCambio Total TipoDeComprobante Exportacion ?MetodoPago LugarExpedicion ?Confirmacion'),
    apply('cfdi:InformacionGlobal'),
    apply('cfdi:CfdiRelacionados'),
    apply('cfdi:Emisor'),
    apply('cfdi:Receptor'),
    apply('cfdi:Conceptos'),
    apply('cfdi:Impuestos'),
    apply('cfdi:Complemento'),
  ],
  'cfdi:InformacionGlobal': attrs('Periodicidad Meses Año'),
  'cfdi:CfdiRelacionados': [req('TipoRelacion'), each('cfdi:CfdiRelacionado', [req('UUID')])],
  'cfdi:Emisor': attrs('Rfc Nombre RegimenFiscal ?FacAtrAdquirente'),
  'cfdi:Receptor': attrs('Rfc Nombre DomicilioFiscalReceptor ?ResidenciaFiscal ?NumRegIdTrib RegimenFiscalReceptor UsoCFDI'),
  'cfdi:Conceptos': [apply('cfdi:Concepto')],
  'cfdi:Concepto': [
    ...attrs('ClaveProdServ ?NoIdentificacion Cantidad ClaveUnidad ?Unidad Descripcion ValorUnitario Importe ?Descuento ObjetoImp'),
    each('cfdi:Impuestos/cfdi:Traslados/cfdi:Traslado', TRASLADO),
    each('cfdi:Impuestos/cfdi:Retenciones/cfdi:Retencion', attrs('Base Impuesto TipoFactor TasaOCuota Importe')),
    apply('cfdi:ACuentaTerceros'),
    apply('cfdi:ComplementoConcepto'),
  ],
  'cfdi:ACuentaTerceros': attrs('RfcACuentaTerceros NombreACuentaTerceros RegimenFiscalACuentaTerceros DomicilioFiscalACuentaTerceros'),
  'cfdi:ComplementoConcepto': [apply('*')],
  'cfdi:Complemento': [apply('*')],
  'cfdi:Impuestos': [
    each('cfdi:Retenciones/cfdi:Retencion', attrs('Impuesto Importe')),
    opt('TotalImpuestosRetenidos'),
    each('cfdi:Traslados/cfdi:Traslado', TRASLADO),
    opt('TotalImpuestosTrasladados'),
  ],
  'pago20:Pagos': [req('Version'), apply('pago20:Totales'), apply('pago20:Pago')],
  'pago20:Totales': attrs(
    '?TotalRetencionesIVA ?TotalRetencionesISR ?TotalRetencionesIEPS ?TotalTrasladosBaseIVA16 ?TotalTrasladosImpuestoIVA16 ?TotalTrasladosBaseIVA8 ?TotalTrasladosImpuestoIVA8 ?TotalTrasladosBaseIVA0 ?TotalTrasladosImpuestoIVA0 ?TotalTrasladosBaseIVAExento MontoTotalPagos',
  ),
  'pago20:Pago': [
    ...attrs('FechaPago FormaDePagoP MonedaP ?TipoCambioP Monto ?NumOperacion ?RfcEmisorCtaOrd ?NomBancoOrdExt ?CtaOrdenante ?RfcEmisorCtaBen ?CtaBeneficiario ?TipoCadPago ?CertPago ?CadPago ?SelloPago'),
    apply('pago20:DoctoRelacionado'),
    apply('pago20:ImpuestosP'),
  ],
  'pago20:DoctoRelacionado': [
    ...attrs('IdDocumento ?Serie ?Folio MonedaDR ?EquivalenciaDR NumParcialidad ImpSaldoAnt ImpPagado ImpSaldoInsoluto ObjetoImpDR'),
    each('pago20:ImpuestosDR/pago20:RetencionesDR/pago20:RetencionDR', attrs('BaseDR ImpuestoDR TipoFactorDR TasaOCuotaDR ImporteDR')),
    each('pago20:ImpuestosDR/pago20:TrasladosDR/pago20:TrasladoDR', attrs('BaseDR ImpuestoDR TipoFactorDR ?TasaOCuotaDR ?ImporteDR')),
  ],
  'pago20:ImpuestosP': [apply('pago20:RetencionesP'), apply('pago20:TrasladosP')],
  'pago20:RetencionesP': [apply('pago20:RetencionP')],
  'pago20:TrasladosP': [apply('pago20:TrasladoP')],
  'pago20:RetencionP': attrs('ImpuestoP ImporteP'),
  'pago20:TrasladoP': attrs('BaseP ImpuestoP TipoFactorP ?TasaOCuotaP ?ImporteP'),
  'iedu:instEducativas': attrs('version nombreAlumno CURP nivelEducativo autRVOE ?rfcPago'),
  // The stamp is not part of the document's cadena (SAT's stylesheet has no template for it).
  'tfd:TimbreFiscalDigital': [],
};

// The stamp's own cadena, which the PAC signs.
const TFD_OWN = attrs('Version UUID FechaTimbrado RfcProvCertif ?Leyenda SelloCFD NoCertificadoSAT');

/** XPath normalize-space(). */
function normalizeSpace(value: string): string {
  return value.replace(/[\t\n\r ]+/g, ' ').trim();
}

function childrenByPath(node: XmlNodeInterface, path: readonly string[]): XmlNodeInterface[] {
  let current = [node];
  for (const name of path) {
    const next: XmlNodeInterface[] = [];
    for (const n of current) for (const c of n.children()) if (name === '*' || c.name() === name) next.push(c);
    current = next;
  }
  return current;
}

function run(node: XmlNodeInterface, steps: readonly Step[], out: string[]): void {
  for (const step of steps) {
    switch (step.kind) {
      case 'req':
        out.push(normalizeSpace(node.getAttribute(step.name)));
        break;
      case 'opt':
        if (node.hasAttribute(step.name)) out.push(normalizeSpace(node.getAttribute(step.name)));
        break;
      case 'each':
        for (const child of childrenByPath(node, step.path)) run(child, step.steps, out);
        break;
      case 'apply':
        for (const child of childrenByPath(node, step.path)) applyTemplate(child, out);
        break;
    }
  }
}

function applyTemplate(node: XmlNodeInterface, out: string[]): void {
  const template = TEMPLATES[node.name()];
  if (!template) throw new Error(`No cadena original template for ${node.name()}`);
  run(node, template, out);
}

function wrap(parts: string[]): string {
  return `||${parts.join('|')}||`;
}

/** Cadena original of a Comprobante 4.0 node. */
export function cadenaOriginal(comprobante: XmlNodeInterface): string {
  const out: string[] = [];
  applyTemplate(comprobante, out);
  return wrap(out);
}

/** Cadena original of a TimbreFiscalDigital 1.1 node. */
export function tfdCadenaOriginal(tfd: XmlNodeInterface): string {
  const out: string[] = [];
  run(tfd, TFD_OWN, out);
  return wrap(out);
}
