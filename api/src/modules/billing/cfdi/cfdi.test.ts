// Every document type passes the three checks SAT and any PAC apply: XSD-valid (xmllint with SAT's
// schemas), cadena original equal to SAT's XSLT output (xsltproc), seal verified with the certificate.
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { buildCfdi, cfdiXml } from './build';
import { cadenaOriginal, tfdCadenaOriginal } from './cadena';
import { sealComprobante, verifyCadena, verifyComprobanteSeal } from './seal';
import { SAMPLE_DOCUMENTS, testCsd, testSigner } from './test-documents';
import { parseCfdi, readTfd, serializeCfdi as serializeTfd } from './tfd';
import { SandboxPac, SANDBOX_LEGEND } from '../pac/sandbox';
import { businessRuleFailures } from '../test-support/business-rules';
import { satCadena, xsdErrors } from '../test-support/sat-checks';

describe.each(Object.entries(SAMPLE_DOCUMENTS))('CFDI %s', (_name, input) => {
  const { comprobante } = buildCfdi(input);
  const cadena = sealComprobante(comprobante, testSigner());
  const xml = cfdiXml(comprobante);

  it('is valid against SAT schemas', () => {
    expect(xsdErrors(xml)).toBe('');
  });

  it('follows the business rules a PAC applies (Anexo 20, Pagos 2.0)', () => {
    expect(businessRuleFailures(xml)).toEqual([]);
  });

  it('has the cadena original SAT’s stylesheet produces', () => {
    expect(cadena).toBe(satCadena(xml));
    expect(cadenaOriginal(parseCfdi(xml))).toBe(cadena);
  });

  it('carries a seal that verifies with its certificate', () => {
    const certificate = new X509Certificate(testCsd().cer);
    expect(verifyCadena(cadena, comprobante.getAttribute('Sello'), certificate)).toBe(true);
    expect(verifyComprobanteSeal(parseCfdi(xml))).toBe(true);
    expect(comprobante.getAttribute('NoCertificado')).toBe('30001000000500003416');
  });

  it('is stamped by the sandbox PAC into a valid document with a verifiable TFD', async () => {
    const stamped = await new SandboxPac().stamp(xml);
    expect(xsdErrors(stamped.xml)).toBe('');
    const node = parseCfdi(stamped.xml);
    const tfd = node.searchNode('cfdi:Complemento', 'tfd:TimbreFiscalDigital');
    expect(tfd).toBeDefined();
    expect(readTfd(node)).toMatchObject({ uuid: stamped.uuid, legend: SANDBOX_LEGEND });
    const tfdCadena = tfdCadenaOriginal(tfd!);
    // SAT's TFD stylesheet works on the TFD as a document of its own, as the PAC signs it.
    const tfdXml = serializeTfd(tfd!);
    expect(tfdCadena).toBe(satCadena(tfdXml, 'TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt'));
    const pacCertificate = new X509Certificate(readFileSync(fileURLToPath(new URL('../fixtures/csd/pac.cer', import.meta.url))));
    expect(verifyCadena(tfdCadena, tfd!.getAttribute('SelloSAT'), pacCertificate)).toBe(true);
    // The stamp does not change the document's cadena, so its seal still verifies.
    expect(verifyComprobanteSeal(node)).toBe(true);
    expect(satCadena(stamped.xml)).toBe(cadena);
  });
});

describe('CFDI details', () => {
  it('rejects a document whose content changed after sealing', async () => {
    const { comprobante } = buildCfdi(SAMPLE_DOCUMENTS.invoice);
    sealComprobante(comprobante, testSigner());
    const tampered = cfdiXml(comprobante).replace('Total="', 'Total="1');
    expect(verifyComprobanteSeal(parseCfdi(tampered))).toBe(false);
    await expect(new SandboxPac().stamp(tampered)).rejects.toThrow('El sello del emisor no es válido.');
  });

  it('writes per-concept IVA, exempt and non-taxable concepts and the public-in-general receiver', () => {
    const invoice = cfdiXml(buildCfdi(SAMPLE_DOCUMENTS.invoice).comprobante);
    expect(invoice).toContain('Base="77.59" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="12.41"');
    expect(invoice).toContain('TipoFactor="Exento"');
    expect(invoice).toContain('ObjetoImp="01"');
    const global = buildCfdi(SAMPLE_DOCUMENTS.global).comprobante;
    expect(global.searchAttribute('cfdi:Receptor', 'Rfc')).toBe('XAXX010101000');
    expect(global.searchAttribute('cfdi:Receptor', 'DomicilioFiscalReceptor')).toBe(global.getAttribute('LugarExpedicion'));
    expect(global.searchAttribute('cfdi:InformacionGlobal', 'Año')).toBe('2026');
  });

  it('writes the sandbox stamp the same way twice (same UUID for the same document)', async () => {
    const { comprobante } = buildCfdi(SAMPLE_DOCUMENTS.invoice);
    sealComprobante(comprobante, testSigner());
    const pac = new SandboxPac();
    const first = await pac.stamp(cfdiXml(comprobante));
    const second = await pac.stamp(cfdiXml(comprobante));
    expect(second.uuid).toBe(first.uuid);
    expect(second.recovered).toBe(true);
    const again = await pac.stamp(first.xml);
    expect(again).toMatchObject({ uuid: first.uuid, recovered: true });
  });
});
