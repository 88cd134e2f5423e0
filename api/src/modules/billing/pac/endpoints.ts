// Where the server may send a company's CFDI: the PAC's published endpoints (sandbox and production, per
// provider) or an origin the server's operator listed in PAC_ALLOWED_URLS — never an address a company's
// administrator types. Provider hosts are resolved at each connection and refused when any of their addresses is
// loopback, private, link-local (the cloud metadata service), shared, reserved or multicast, so a DNS answer
// cannot point the server at its own network. Origins the operator listed are trusted as they are (an internal
// PAC gateway, a test double).
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** The published endpoints of each provider. */
export const PAC_ENDPOINTS = {
  sw: { sandbox: 'https://services.test.sw.com.mx', production: 'https://services.sw.com.mx' },
} as const;

const providerOrigins = new Set(Object.values(PAC_ENDPOINTS).flatMap((urls) => Object.values(urls).map((url) => new URL(url).origin)));
let operatorOrigins = new Set<string>();

/** The origins of PAC_ALLOWED_URLS (set once at start-up by the billing module). */
export function allowPacOrigins(origins: string[]): void {
  operatorOrigins = new Set(origins.map((origin) => new URL(origin).origin));
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether a company may point its PAC at `url`: a provider's endpoint or an origin the operator allowed. */
export function pacUrlAllowed(url: string): boolean {
  const origin = originOf(url);
  return origin !== null && (providerOrigins.has(origin) || operatorOrigins.has(origin));
}

/** What the settings screen says when a PAC address is refused. */
export const PAC_URL_REFUSED = `La URL del PAC debe ser una de las publicadas por el proveedor (${Object.values(PAC_ENDPOINTS.sw).join(' o ')}) o una autorizada en la configuración del servidor (PAC_ALLOWED_URLS).`;

// Everything that is not a public unicast address.
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) nonPublic.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is public unicast (an IPv4-mapped IPv6 address is judged as the IPv4 address). */
export function isPublicAddress(address: string): boolean {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  const mapped = dotted ?? (hex ? [parseInt(hex[1]!, 16) >> 8, parseInt(hex[1]!, 16) & 255, parseInt(hex[2]!, 16) >> 8, parseInt(hex[2]!, 16) & 255].join('.') : undefined);
  if (mapped) return !nonPublic.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A PAC address refused before connecting: not allowed, or resolving to a non-public address. */
export class PacAddressRefused extends Error {
  readonly code = 'EPACADDRESS';
}

/** dns.lookup for a provider's connection: fails when any address the name resolves to is not public. */
export function guardedLookup(hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) return callback(new PacAddressRefused(`${hostname} resolves to a non-public address`), '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

/** Largest PAC answer read (a stamped CFDI with thousands of concepts is a few MB). */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * fetch for the PAC adapters: an operator-listed origin is fetched as it is; a provider's endpoint over a
 * connection whose DNS answer was checked (the same answer is used to connect); anything else is refused.
 */
export async function pacFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input));
  if (operatorOrigins.has(url.origin)) return fetch(url, init);
  if (!providerOrigins.has(url.origin)) throw new PacAddressRefused(`${url.origin} is not a PAC endpoint`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new PacAddressRefused(`${host} is not a public address`);
  const encoded = init.body === undefined || init.body === null ? null : new Response(init.body);
  const payload = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const headers = new Headers(init.headers);
  const type = encoded?.headers.get('content-type');
  if (type && !headers.has('content-type')) headers.set('content-type', type);
  if (payload) headers.set('content-length', String(payload.length));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const request = client.request(url, { method: init.method ?? 'GET', headers: Object.fromEntries(headers), lookup: guardedLookup, signal: init.signal ?? undefined }, (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) answer.destroy(new Error('PAC answer too large'));
        else chunks.push(chunk);
      });
      answer.on('error', reject);
      answer.on('end', () => {
        const status = answer.statusCode ?? 502;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status: status < 200 ? 502 : status, headers: { 'content-type': String(answer.headers['content-type'] ?? '') } }));
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}
