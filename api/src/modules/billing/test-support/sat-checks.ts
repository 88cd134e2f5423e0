// What SAT and any PAC check first on a CFDI, run with SAT's own files: XSD validity (xmllint with SAT's schemas),
// the cadena original from SAT's XSLT (xsltproc), and the seal against the certificate the document carries.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cadenaOriginal } from '../cfdi/cadena';
import { verifyComprobanteSeal } from '../cfdi/seal';
import { parseCfdi } from '../cfdi/tfd';

export const SAT_CFD = fileURLToPath(new URL('../../../../test-resources/sat/cfd/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mikro-sat-'));
let files = 0;

function written(xml: string): string {
  files += 1;
  const file = join(dir, `doc-${files}.xml`);
  writeFileSync(file, xml);
  return file;
}

/** xmllint's complaints against SAT's schemas (CFDI 4.0, Pagos 2.0, TFD 1.1, IEDU…); '' when valid. */
export function xsdErrors(xml: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', join(SAT_CFD, 'all40.xsd'), written(xml)], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

/** The cadena original SAT's stylesheet gives for the document (or, with another stylesheet, for a TFD). */
export function satCadena(xml: string, xslt = '4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt'): string {
  // xsltproc warns on stderr that SAT's complement stylesheets declare version 2.0; the output is unaffected.
  return execFileSync('xsltproc', [join(SAT_CFD, xslt), written(xml)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The three checks at once, as a list of failures ([] when the document passes all of them). */
export function satFailures(xml: string): string[] {
  const failures: string[] = [];
  const xsd = xsdErrors(xml);
  if (xsd) failures.push(`XSD: ${xsd}`);
  const node = parseCfdi(xml);
  if (satCadena(xml) !== cadenaOriginal(node)) failures.push('La cadena original no es la de la hoja XSLT del SAT.');
  if (!verifyComprobanteSeal(node)) failures.push('El sello no corresponde al certificado.');
  return failures;
}

/**
 * satFailures of many documents with one xmllint run (loading SAT's schemas is most of its cost): the failures of
 * each document, in the order given.
 */
export function satFailuresOfMany(xmls: readonly string[]): string[][] {
  const paths = xmls.map(written);
  let report = '';
  try {
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', join(SAT_CFD, 'all40.xsd'), ...paths], { stdio: 'pipe' });
  } catch (error) {
    report = String((error as { stderr?: Buffer }).stderr ?? error);
  }
  return xmls.map((xml, i) => {
    const failures: string[] = [];
    const complaints = report.split('\n').filter((line) => line.startsWith(`${paths[i]}:`) || line === `${paths[i]} fails to validate`);
    if (complaints.length > 0) failures.push(`XSD: ${complaints.join('\n')}`);
    const node = parseCfdi(xml);
    if (satCadena(xml) !== cadenaOriginal(node)) failures.push('La cadena original no es la de la hoja XSLT del SAT.');
    if (!verifyComprobanteSeal(node)) failures.push('El sello no corresponde al certificado.');
    return failures;
  });
}
