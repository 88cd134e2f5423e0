// What SAT and any PAC check first on a CFDI, run with SAT's own files: XSD validity against SAT's schemas (libxml2,
// the library behind xmllint, compiled to WebAssembly so the schemas are read once per test file instead of once per
// document), the cadena original from SAT's XSLT (xsltproc), and the seal against the certificate the document
// carries.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
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

let schemas: XsdValidator | undefined;

/** SAT's schemas (CFDI 4.0, Pagos 2.0, TFD 1.1, IEDU, with the catalogues they import), compiled on first use. */
function satSchemas(): XsdValidator {
  if (!schemas) {
    xmlRegisterFsInputProviders();
    const file = join(SAT_CFD, 'all40.xsd');
    const schemaDocument = XmlDocument.fromBuffer(readFileSync(file), { url: file });
    schemas = XsdValidator.fromDoc(schemaDocument);
    schemaDocument.dispose();
  }
  return schemas;
}

/** The schema's complaints about the document, one per line; '' when it is valid. */
export function xsdErrors(xml: string): string {
  const document = XmlDocument.fromString(xml);
  try {
    satSchemas().validate(document);
    return '';
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((detail) => `línea ${detail.line}: ${detail.message.trim()}`).join('\n');
  } finally {
    document.dispose();
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
