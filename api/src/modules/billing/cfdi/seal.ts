// Seals a Comprobante with a CSD: NoCertificado and Certificado first (NoCertificado is part of the
// cadena), then Sello = base64(RSA-SHA256(cadena as UTF-8)).
// What a SAT certificate means (its NoCertificado, RFC, CSD or FIEL) is read by @nodecfdi/credentials; the RSA
// signature itself is node:crypto's, native and some twenty times faster than the library's JavaScript RSA.
import { X509Certificate, createPrivateKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import { Certificate } from '@nodecfdi/credentials/node';
import type { XmlNodeInterface } from '@nodecfdi/cfdi-core/types';
import { cadenaOriginal } from './cadena';

export interface Signer {
  /** 20-digit NoCertificado (the ASCII digits in the certificate's serial number). */
  certificateNumber: string;
  /** Certificate DER in base64 (the Certificado attribute). */
  certificateBase64: string;
  key: KeyObject;
}

/** SAT's NoCertificado of a certificate (DER): its serial number, whose bytes are ASCII digits. */
function certificateNumber(certificateDer: Buffer): string {
  return new Certificate(certificateDer.toString('binary')).serialNumber().bytes();
}

/** A signer from a SAT certificate (DER) and its PKCS#8 DER private key (encrypted with `password`). */
export function createSigner(cerDer: Buffer, keyDer: Buffer, password: string): Signer {
  const key = createPrivateKey({ key: keyDer, format: 'der', type: 'pkcs8', passphrase: password });
  return { certificateNumber: certificateNumber(cerDer), certificateBase64: cerDer.toString('base64'), key };
}

export function signCadena(cadena: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(cadena, 'utf8').sign(key, 'base64');
}

export function verifyCadena(cadena: string, signatureBase64: string, certificate: X509Certificate): boolean {
  return createVerify('RSA-SHA256').update(cadena, 'utf8').verify(certificate.publicKey, signatureBase64, 'base64');
}

/** Adds NoCertificado, Certificado and Sello; returns the cadena that was signed. */
export function sealComprobante(comprobante: XmlNodeInterface, signer: Signer): string {
  comprobante.setAttribute('NoCertificado', signer.certificateNumber);
  comprobante.setAttribute('Certificado', signer.certificateBase64);
  comprobante.setAttribute('Sello', null);
  const cadena = cadenaOriginal(comprobante);
  comprobante.setAttribute('Sello', signCadena(cadena, signer.key));
  return cadena;
}

/** Checks a sealed Comprobante: its certificate's number, and the seal against its own cadena. */
export function verifyComprobanteSeal(comprobante: XmlNodeInterface): boolean {
  const certificateText = comprobante.getAttribute('Certificado');
  const seal = comprobante.getAttribute('Sello');
  if (!certificateText || !seal) return false;
  const der = Buffer.from(certificateText, 'base64');
  let certificate: X509Certificate;
  let number: string;
  try {
    certificate = new X509Certificate(der);
    number = certificateNumber(der);
  } catch {
    return false;
  }
  if (number !== comprobante.getAttribute('NoCertificado')) return false;
  return verifyCadena(cadenaOriginal(comprobante), seal, certificate);
}
