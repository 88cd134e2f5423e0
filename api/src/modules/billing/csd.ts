// Checks a CSD on upload: what SAT issues and nothing else — a certificate in DER (not PEM text) with an RSA key,
// issued by SAT (not self-signed), not a FIEL, of the company's RFC and in force — and its private key: PKCS#8 DER
// encrypted the way SAT's tools write it, opened with the password given, matching the certificate. The key's
// encryption parameters are read before anything is derived from the password (an iteration count of millions
// would hold the thread for seconds), and the decryption itself runs on a worker thread (csd.worker.ts).
import { X509Certificate } from 'node:crypto';
import { Certificate } from '@nodecfdi/credentials/node';
import { HttpError } from '../../plugins/errors';
import { runInWorker, WorkerTaskFailed } from '../../workers/run';
import type { OpenedKey } from './csd.worker';

export interface CheckedCsd {
  number: string;
  rfc: string;
  validFrom: Date;
  validTo: Date;
}

/**
 * PBKDF2 iterations SAT's tools (Certifica, SOLCEDI) use for a .key: 2048. A key asking for more was not written by
 * them; refusing it bounds the work one upload can ask of the server.
 */
export const MAX_KEY_ITERATIONS = 2048;
/** The organisation SAT's certificate authorities carry in their name (production and test CAs alike). */
const SAT_ISSUER_ORGANISATION = 'SERVICIO DE ADMINISTRACION TRIBUTARIA';

const refuse = (field: string, message: string) => new HttpError(400, message, { fields: [{ field, message }] });
const KEY_NOT_SAT = 'El archivo .key no es una llave privada del SAT (archivo binario PKCS#8 cifrado con contraseña).';
const csdTask = new URL('./csd.worker.ts', import.meta.url);

// --- The few DER structures of an EncryptedPrivateKeyInfo (RFC 5958, PKCS#5 v2.1) ----------------------------

interface Der {
  tag: number;
  /** The content octets. */
  body: Buffer;
  /** Offset just past this element in the buffer it was read from. */
  end: number;
}

function readDer(buffer: Buffer, offset = 0): Der {
  if (offset + 2 > buffer.length) throw new RangeError('truncated');
  const tag = buffer[offset]!;
  let length = buffer[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    if (octets === 0 || octets > 4 || start + octets > buffer.length) throw new RangeError('bad length');
    length = 0;
    for (let index = 0; index < octets; index++) length = length * 256 + buffer[start + index]!;
    start += octets;
  }
  if (start + length > buffer.length) throw new RangeError('truncated');
  return { tag, body: buffer.subarray(start, start + length), end: start + length };
}

/** The elements of a SEQUENCE's content. */
function children(sequence: Der): Der[] {
  if (sequence.tag !== 0x30) throw new RangeError('not a sequence');
  const items: Der[] = [];
  for (let offset = 0; offset < sequence.body.length; ) {
    const item = readDer(sequence.body, offset);
    items.push(item);
    offset = item.end;
  }
  return items;
}

function integerOf(element: Der | undefined): number {
  if (!element || element.tag !== 0x02 || element.body.length === 0) throw new RangeError('not an integer');
  // Past 6 octets the count is far beyond any limit here.
  if (element.body.length > 6) return Number.POSITIVE_INFINITY;
  return element.body.reduce((value, octet) => value * 256 + octet, 0);
}

const oid = (hex: string) => Buffer.from(hex, 'hex');
const PBES2 = oid('2a864886f70d01050d');
const PBKDF2 = oid('2a864886f70d01050c');
/** PKCS#5 v1.5 (pbeWith…, 1.2.840.113549.1.5.1–11) and PKCS#12 (1.2.840.113549.1.12.1.x) schemes: {salt, iterations}. */
const isLegacyPbe = (id: Buffer) =>
  (id.length === 9 && id.subarray(0, 8).equals(oid('2a864886f70d0105')) && id[8]! <= 11) || (id.length === 10 && id.subarray(0, 9).equals(oid('2a864886f70d010c01')));

/**
 * The PBKDF2 (or legacy PBE) iteration count of a PKCS#8 EncryptedPrivateKeyInfo in DER, read without deriving
 * anything; throws RangeError when the file is not such a structure or uses another derivation (scrypt…).
 */
export function keyIterations(key: Buffer): number {
  const top = readDer(key);
  if (top.end !== key.length) throw new RangeError('trailing data');
  const [algorithm, encrypted] = children(top);
  if (!algorithm || encrypted?.tag !== 0x04) throw new RangeError('not an EncryptedPrivateKeyInfo');
  const [scheme, parameters] = children(algorithm);
  if (scheme?.tag !== 0x06 || !parameters) throw new RangeError('no algorithm');
  if (scheme.body.equals(PBES2)) {
    const [derivation] = children(parameters);
    const [kdf, kdfParameters] = derivation ? children(derivation) : [];
    if (kdf?.tag !== 0x06 || !kdf.body.equals(PBKDF2) || !kdfParameters) throw new RangeError('not PBKDF2');
    return integerOf(children(kdfParameters)[1]);
  }
  if (isLegacyPbe(scheme.body)) return integerOf(children(parameters)[1]);
  throw new RangeError('unknown encryption scheme');
}

// --- The certificate ------------------------------------------------------------------------------------------

/** One attribute of an X.509 name as Node prints it ("CN=…\nO=…"), accents and case aside. */
function nameAttribute(name: string, attribute: string): string | undefined {
  const line = name.split('\n').find((entry) => entry.startsWith(`${attribute}=`));
  return line
    ?.slice(attribute.length + 1)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

function readCertificate(cer: Buffer): { x509: X509Certificate; sat: Certificate } {
  // SAT hands out the binary (DER) file; a PEM text (or anything else) is not the .cer SAT gave.
  if (cer[0] !== 0x30) throw refuse('cer', 'El archivo .cer no es el certificado binario (DER) que entrega el SAT; no se admite texto PEM.');
  try {
    return { x509: new X509Certificate(cer), sat: new Certificate(cer.toString('binary')) };
  } catch {
    throw refuse('cer', 'El archivo .cer no es un certificado válido.');
  }
}

export async function checkCsd(input: { cer: Buffer; key: Buffer; password: string }, companyRfc: string, now = new Date()): Promise<CheckedCsd> {
  const { x509, sat } = readCertificate(input.cer);
  if (x509.publicKey.asymmetricKeyType !== 'rsa') throw refuse('cer', 'El certificado no tiene una llave RSA, como las que emite el SAT.');
  if (x509.issuer === x509.subject || x509.checkIssued(x509)) throw refuse('cer', 'El certificado es autofirmado; cargue el CSD que emitió el SAT.');
  if (nameAttribute(x509.issuer, 'O') !== SAT_ISSUER_ORGANISATION) {
    throw refuse('cer', `El certificado no fue emitido por el SAT (emisor: ${nameAttribute(x509.issuer, 'CN') ?? 'desconocido'}).`);
  }
  if (sat.satType().isFiel()) throw refuse('cer', 'El certificado es una e.firma (FIEL); cargue el Certificado de Sello Digital (CSD).');
  const rfc = sat.rfc().toUpperCase();
  if (rfc !== companyRfc.toUpperCase()) throw refuse('cer', `El certificado pertenece al RFC ${rfc}, no al de la empresa (${companyRfc}).`);
  const validFrom = new Date(x509.validFrom);
  const validTo = new Date(x509.validTo);
  if (now < validFrom || now > validTo) {
    throw refuse('cer', `El certificado no está vigente (vigencia del ${validFrom.toISOString().slice(0, 10)} al ${validTo.toISOString().slice(0, 10)}).`);
  }
  let iterations: number;
  try {
    iterations = keyIterations(input.key);
  } catch {
    throw refuse('key', KEY_NOT_SAT);
  }
  if (iterations > MAX_KEY_ITERATIONS) {
    throw refuse('key', `La llave privada pide ${iterations > 1e12 ? 'demasiadas' : iterations.toLocaleString('es-MX')} iteraciones de cifrado; las del SAT usan ${MAX_KEY_ITERATIONS.toLocaleString('es-MX')}.`);
  }
  let opened: OpenedKey;
  try {
    opened = await runInWorker<{ key: Buffer; password: string }, OpenedKey>(csdTask, { key: input.key, password: input.password }, { timeoutMs: 10_000 });
  } catch (error) {
    if (error instanceof WorkerTaskFailed && error.reason === 'busy') throw new HttpError(503, 'El servidor está ocupado; intente de nuevo en unos segundos.');
    throw error;
  }
  if (!opened.opened) throw refuse('password', 'La contraseña no abre la llave privada (.key), o el archivo no es una llave del SAT.');
  if (opened.type !== 'rsa') throw refuse('key', 'La llave privada no es RSA, como las que emite el SAT.');
  const fromCertificate = x509.publicKey.export({ format: 'der', type: 'spki' });
  if (!Buffer.from(opened.publicKey).equals(fromCertificate)) throw refuse('key', 'La llave privada no corresponde al certificado.');
  return { number: sat.serialNumber().bytes(), rfc, validFrom, validTo };
}
