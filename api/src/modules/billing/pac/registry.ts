// The PAC a company stamps with: its own SW Sapien account, or the in-process sandbox (demo, tests).
import type { Issuer } from '../company.service';
import { pacFetch } from './endpoints';
import type { PacAdapter } from './pac';
import { SandboxPac } from './sandbox';
import { SwPac } from './sw';

const sandbox = new SandboxPac();
const sw = new Map<string, SwPac>();

export function pacFor(issuer: Issuer): PacAdapter {
  if (issuer.pac.name !== 'sw') return sandbox;
  const key = `${issuer.pac.url}|${issuer.pac.user}|${issuer.pac.password}`;
  let adapter = sw.get(key);
  if (!adapter) {
    adapter = new SwPac({ url: issuer.pac.url, user: issuer.pac.user, password: issuer.pac.password, fetch: pacFetch });
    sw.set(key, adapter);
  }
  return adapter;
}
