// TimbreFiscalDigital 1.1: built by the sandbox PAC, read from any stamped document.
import { XmlNode, nodeFromXmlString, nodeToXmlString } from '@nodecfdi/cfdi-core';
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

export function parseCfdi(xml: string): XmlNodeInterface {
  return nodeFromXmlString(xml);
}

export function serializeCfdi(node: XmlNodeInterface): string {
  return nodeToXmlString(node, true);
}
