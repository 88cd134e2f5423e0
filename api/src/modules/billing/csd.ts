// Checks a CSD on upload: a certificate (not a FIEL) of the company's RFC, in force, whose private key
// opens with the password given and matches it.
import { X509Certificate, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { Certificate } from '@nodecfdi/credentials/node';
import { HttpError } from '../../plugins/errors';
import { certificateNumber } from './cfdi/seal';

export interface CheckedCsd {
  number: string;
  rfc: string;
  validFrom: Date;
  validTo: Date;
  key: KeyObject;
}

const refuse = (field: string, message: string) => new HttpError(400, message, { fields: [{ field, message }] });

export function checkCsd(input: { cer: Buffer; key: Buffer; password: string }, companyRfc: string, now = new Date()): CheckedCsd {
  let x509: X509Certificate;
  let sat: Certificate;
  try {
    x509 = new X509Certificate(input.cer);
    sat = new Certificate(input.cer.toString('binary'));
  } catch {
    throw refuse('cer', 'El archivo .cer no es un certificado válido.');
  }
  if (sat.satType().isFiel()) throw refuse('cer', 'El certificado es una e.firma (FIEL); cargue el Certificado de Sello Digital (CSD).');
  const rfc = sat.rfc().toUpperCase();
  if (rfc !== companyRfc.toUpperCase()) throw refuse('cer', `El certificado pertenece al RFC ${rfc}, no al de la empresa (${companyRfc}).`);
  const validFrom = new Date(x509.validFrom);
  const validTo = new Date(x509.validTo);
  if (now < validFrom || now > validTo) {
    throw refuse('cer', `El certificado no está vigente (vigencia del ${validFrom.toISOString().slice(0, 10)} al ${validTo.toISOString().slice(0, 10)}).`);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: input.key, format: 'der', type: 'pkcs8', passphrase: input.password });
  } catch {
    throw refuse('password', 'La contraseña no abre la llave privada (.key), o el archivo no es una llave del SAT.');
  }
  const fromKey = createPublicKey(key).export({ format: 'der', type: 'spki' });
  const fromCertificate = x509.publicKey.export({ format: 'der', type: 'spki' });
  if (!fromKey.equals(fromCertificate)) throw refuse('key', 'La llave privada no corresponde al certificado.');
  return { number: certificateNumber(x509), rfc, validFrom, validTo, key };
}
