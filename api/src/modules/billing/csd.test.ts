// What a CSD upload accepts: only what SAT issues (DER, RSA, issued by SAT's CA, the company's RFC) with a key
// encrypted the way SAT's tools do it.
import { readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { HttpError } from '../../plugins/errors';
import { checkCsd, keyIterations, MAX_KEY_ITERATIONS } from './csd';
import { keyWithIterations } from './csd-test-keys';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/csd/${name}`, import.meta.url)));
const PASSWORD = '12345678a';
const RFC = 'CMI150101AB3';

/** The field and message of the 400 a CSD upload is refused with. */
async function refusal(cer: Buffer, key: Buffer, password = PASSWORD): Promise<{ field: unknown; message: string }> {
  const error = await checkCsd({ cer, key, password }, RFC).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpError);
  const refused = error as HttpError;
  expect(refused.statusCode).toBe(400);
  return { field: (refused.extra.fields as { field: string }[])[0]?.field, message: refused.message };
}

describe('CSD upload', () => {
  it('accepts the sandbox CSD, issued by the test CA named like SAT’s', async () => {
    const checked = await checkCsd({ cer: fixture('csd.cer'), key: fixture('csd.key'), password: PASSWORD }, RFC);
    expect(checked).toMatchObject({ number: '30001000000500003416', rfc: RFC });
  });

  it('reads the iteration count of a key before deriving anything: SAT’s tools use 2048', () => {
    expect(keyIterations(fixture('csd.key'))).toBe(MAX_KEY_ITERATIONS);
    expect(keyIterations(keyWithIterations(8_000_000))).toBe(8_000_000);
  });

  it('refuses a key asking for 8 million PBKDF2 iterations, naming the key', async () => {
    expect(await refusal(fixture('csd.cer'), keyWithIterations(8_000_000))).toEqual({ field: 'key', message: expect.stringMatching(/8,000,000 iteraciones.*2,048/) });
  });

  it('refuses a certificate sent as PEM text', async () => {
    const pem = Buffer.from(new X509Certificate(fixture('csd.cer')).toString());
    expect(await refusal(pem, fixture('csd.key'))).toEqual({ field: 'cer', message: expect.stringMatching(/DER.*PEM/) });
  });

  it('refuses a key sent as PEM text', async () => {
    const pem = Buffer.from(`-----BEGIN ENCRYPTED PRIVATE KEY-----\n${fixture('csd.key').toString('base64')}\n-----END ENCRYPTED PRIVATE KEY-----\n`);
    expect(await refusal(fixture('csd.cer'), pem)).toEqual({ field: 'key', message: expect.stringMatching(/no es una llave privada del SAT/) });
  });

  it('refuses a self-signed certificate of the company’s RFC', async () => {
    expect(await refusal(fixture('self-signed.cer'), fixture('self-signed.key'))).toEqual({ field: 'cer', message: expect.stringMatching(/autofirmado/) });
  });

  it('refuses a certificate with an EC key, even issued by the CA', async () => {
    expect(await refusal(fixture('ec.cer'), fixture('ec.key'))).toEqual({ field: 'cer', message: expect.stringMatching(/RSA/) });
  });

  it('refuses a wrong password and a key of another certificate', async () => {
    expect(await refusal(fixture('csd.cer'), fixture('csd.key'), 'incorrecta')).toEqual({ field: 'password', message: expect.stringMatching(/contraseña/) });
    expect(await refusal(fixture('csd.cer'), fixture('other.key'))).toEqual({ field: 'key', message: 'La llave privada no corresponde al certificado.' });
  });
});
