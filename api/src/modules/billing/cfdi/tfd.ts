// TimbreFiscalDigital 1.1: built by the sandbox PAC, read from any stamped document.
import { DOMParser, XmlNode, nodeToXmlString, type Element } from '@nodecfdi/cfdi-core';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { TimbreFiscalDigital } from '@nodecfdi/cfdi-elements/tfd11';
import { tfdCadenaOriginal } from './cadena';
import { signCadena, type Signer } from './seal';

export interface StampData {
  uuid: string;
  stampedAt: string;
  satCertificateNumber: string;
  satSeal: string;
  legend: string;
}

export function addTfd(comprobante: XmlNodeInterface, input: { uuid: string; stampedAt: string; pacRfc: string; legend?: string; signer: Signer }): string {
  const tfd = new TimbreFiscalDigital({
    UUID: input.uuid.toUpperCase(),
    FechaTimbrado: input.stampedAt,
    RfcProvCertif: input.pacRfc,
    Leyenda: input.legend || undefined,
    SelloCFD: comprobante.getAttribute('Sello'),
    NoCertificadoSAT: input.signer.certificateNumber,
  });
  tfd.setAttribute('SelloSAT', signCadena(tfdCadenaOriginal(tfd), input.signer.key));
  let complemento = comprobante.searchNode('cfdi:Complemento');
  if (!complemento) complemento = comprobante.addChild(new XmlNode('cfdi:Complemento'));
  complemento.addChild(tfd);
  return tfdCadenaOriginal(tfd);
}

export function readTfd(comprobante: XmlNodeInterface): StampData | null {
  const tfd = comprobante.searchNode('cfdi:Complemento', 'tfd:TimbreFiscalDigital');
  if (!tfd) return null;
  return {
    uuid: tfd.getAttribute('UUID').toUpperCase(),
    stampedAt: tfd.getAttribute('FechaTimbrado'),
    satCertificateNumber: tfd.getAttribute('NoCertificadoSAT'),
    satSeal: tfd.getAttribute('SelloSAT'),
    legend: tfd.getAttribute('Leyenda'),
  };
}

function toNode(element: Element): XmlNodeInterface {
  const attributes: Record<string, string> = {};
  for (let i = 0; i < element.attributes.length; i++) {
    const attribute = element.attributes.item(i)!;
    attributes[attribute.name] = attribute.value;
  }
  const children: XmlNodeInterface[] = [];
  for (let child = element.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) children.push(toNode(child as Element));
  }
  return new XmlNode(element.tagName, attributes, children);
}

/**
 * Reads a CFDI into cfdi-core nodes. Each element's children are added in one call (cfdi-core's own
 * importer adds them one by one, re-sorting every time: minutes for a 5,000-concept global invoice).
 */
export function parseCfdi(xml: string): XmlNodeInterface {
  let failure: string | null = null;
  const document = new DOMParser({ onError: (level, message) => { if (level !== 'warning') failure ??= message; } }).parseFromString(xml, 'text/xml');
  if (failure || !document.documentElement) throw new Error(`XML no válido: ${failure ?? 'sin elemento raíz'}`);
  return toNode(document.documentElement);
}

export function serializeCfdi(node: XmlNodeInterface): string {
  return nodeToXmlString(node, true);
}
