// Worker-thread task of checkCsd (run by src/workers/run.ts): opens a CSD's private key with its password off the
// event loop and answers its type and public key (the private key never leaves the thread).
import { createPrivateKey, createPublicKey } from 'node:crypto';

export type OpenedKey = { opened: false } | { opened: true; type: string | undefined; publicKey: Uint8Array };

export function run({ key, password }: { key: Uint8Array; password: string }): OpenedKey {
  let privateKey;
  try {
    privateKey = createPrivateKey({ key: Buffer.from(key.buffer, key.byteOffset, key.byteLength), format: 'der', type: 'pkcs8', passphrase: password });
  } catch {
    return { opened: false };
  }
  return { opened: true, type: privateKey.asymmetricKeyType, publicKey: createPublicKey(privateKey).export({ format: 'der', type: 'spki' }) };
}
