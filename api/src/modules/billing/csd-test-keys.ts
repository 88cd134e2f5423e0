// Hostile .key files for the CSD tests: a PKCS#8 EncryptedPrivateKeyInfo in DER whose PBKDF2 asks for any number
// of iterations (the encrypted bytes are random: a server that derives the key first pays the iterations anyway).
import { randomBytes } from 'node:crypto';

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const length = body.length < 0x80 ? Buffer.from([body.length]) : Buffer.from([0x82, body.length >> 8, body.length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const oid = (hex: string) => der(0x06, Buffer.from(hex, 'hex'));
const octets = (bytes: Buffer) => der(0x04, bytes);

function integer(value: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  if (bytes.length === 0 || bytes[0]! >= 0x80) bytes.unshift(0);
  return der(0x02, Buffer.from(bytes));
}

/** A .key encrypted with PBES2 (PBKDF2-HMAC-SHA256, `iterations`, AES-256-CBC) around 1,200 random bytes. */
export function keyWithIterations(iterations: number): Buffer {
  return sequence(
    sequence(
      oid('2a864886f70d01050d'),
      sequence(
        sequence(oid('2a864886f70d01050c'), sequence(octets(randomBytes(8)), integer(iterations), sequence(oid('2a864886f70d0209'), Buffer.from([0x05, 0x00])))),
        sequence(oid('60864801650304012a'), octets(randomBytes(16))),
      ),
    ),
    octets(randomBytes(1200)),
  );
}
