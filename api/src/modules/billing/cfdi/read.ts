// Reads back what a stored CFDI says about its taxes and concepts: the documents that follow an invoice (payment
// complements, credit notes) take its rates from the document itself, as SAT and the receiver see it.
import { Money, taxGroupsOfDocument, transferTaxOf, type ConceptTax, type TaxGroup } from '@mikro/domain';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { parseCfdi } from './tfd';

function transferGroups(transfers: Iterable<XmlNodeInterface>): TaxGroup[] {
  const groups: TaxGroup[] = [];
  for (const t of transfers) {
    const tax = transferTaxOf(t.getAttribute('Impuesto'), t.getAttribute('TipoFactor'), t.getAttribute('TasaOCuota'));
    if (tax === null) throw new Error(`Traslado no reconocido: ${t.getAttribute('Impuesto')} ${t.getAttribute('TipoFactor')} ${t.getAttribute('TasaOCuota')}`);
    groups.push({ tax, base: Money.of(t.getAttribute('Base')).toFixed2(), amount: Money.of(t.getAttribute('Importe') || 0).toFixed2() });
  }
  return groups;
}

/** The document's amounts by rate (and what is not subject to tax), from its comprobante-level Traslados and Total. */
export function documentTaxGroups(xml: string): TaxGroup[] {
  const comprobante = parseCfdi(xml);
  return taxGroupsOfDocument(comprobante.getAttribute('Total'), transferGroups(comprobante.searchNodes('cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado')));
}

/** A concept of a stored document, as a credit note copies it for a return. */
export interface StoredConcept {
  productKey: string;
  unitKey: string;
  unitName: string;
  sku: string;
  description: string;
  quantity: string;
  amount: string;
  discount: string;
  tax: ConceptTax;
}

export function documentConcepts(xml: string): StoredConcept[] {
  const comprobante = parseCfdi(xml);
  return [...comprobante.searchNodes('cfdi:Conceptos', 'cfdi:Concepto')].map((c) => {
    const [transfer] = transferGroups(c.searchNodes('cfdi:Impuestos', 'cfdi:Traslados', 'cfdi:Traslado'));
    return {
      productKey: c.getAttribute('ClaveProdServ'),
      unitKey: c.getAttribute('ClaveUnidad'),
      unitName: c.getAttribute('Unidad'),
      sku: c.getAttribute('NoIdentificacion'),
      description: c.getAttribute('Descripcion'),
      quantity: c.getAttribute('Cantidad'),
      amount: c.getAttribute('Importe'),
      discount: c.getAttribute('Descuento') || '0',
      tax: c.getAttribute('ObjetoImp') === '01' || !transfer ? 'no-objeto' : transfer.tax,
    };
  });
}
