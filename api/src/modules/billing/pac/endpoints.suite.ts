// Where the PAC setting may point: a provider's published endpoint or an origin the operator allowed, and a
// provider's host is refused at connection time when it resolves inside the server's network.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { branchSession } from '../../../test-support/session';
import { forEachDatabase } from '../../../test-support/databases';
import { allowPacOrigins, guardedLookup, isPublicAddress, PAC_ENDPOINTS, pacFetch, pacUrlAllowed } from './endpoints';
import { PacError } from './pac';
import { SwPac } from './sw';

describe('PAC endpoints', () => {
  it('accepts the providers’ published endpoints and the operator’s origins only', () => {
    allowPacOrigins(['https://pac-gateway.interno.example']);
    expect(pacUrlAllowed(PAC_ENDPOINTS.sw.sandbox)).toBe(true);
    expect(pacUrlAllowed(`${PAC_ENDPOINTS.sw.production}/`)).toBe(true);
    expect(pacUrlAllowed('https://pac-gateway.interno.example/sw')).toBe(true);
    for (const url of ['http://127.0.0.1:5432', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'https://services.sw.com.mx.attacker.example', 'http://services.sw.com.mx', 'file:///etc/passwd']) {
      expect({ url, allowed: pacUrlAllowed(url) }).toEqual({ url, allowed: false });
    }
    allowPacOrigins([]);
  });

  it('tells public addresses from loopback, private, link-local, metadata and reserved ones', () => {
    for (const address of ['200.57.3.10', '8.8.8.8', '2606:4700::1111']) expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.100.100.200', '0.0.0.0', '::1', 'fd00:ec2::254', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '224.0.0.1', 'no-es-ip']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('refuses a host name that resolves to a loopback address (the check a provider’s connection makes)', async () => {
    const failure = await new Promise<unknown>((resolve) => guardedLookup('localhost', {}, (error) => resolve(error)));
    expect(failure).toMatchObject({ code: 'EPACADDRESS' });
  });

  it('never connects to an address that is not a PAC endpoint, even one a company saved before', async () => {
    await expect(pacFetch('http://127.0.0.1:1/security/authenticate', { method: 'POST' })).rejects.toMatchObject({ code: 'EPACADDRESS' });
    const error = await new SwPac({ url: 'http://169.254.169.254/', user: 'u', password: 'p', fetch: pacFetch }).stamp('<x/>').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PacError);
    expect(error).toMatchObject({ retryable: true, code: 'address', message: expect.stringMatching(/no está permitida/) });
  });
});

describe('a PAC that answers with an internal service’s text', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    // Plays a server that answers anything with its own secrets.
    server = createServer((_request, response) => response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'error', message: 'root:x:0:0 SECRETO-INTERNO' })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('shows the user neither its credentials refusal nor its rejection text', async () => {
    const error = await new SwPac({ url, user: 'u', password: 'p' }).stamp('<x/>').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(PacError);
    expect((error as PacError).message).toBe('El PAC rechazó el usuario o la contraseña.');
  });
});

forEachDatabase((ctx) => {
  it('refuses to save a PAC address of the server’s own network, and saves a provider’s endpoint', async () => {
    const admin = await branchSession(ctx.app, 'admin@mikro.mx');
    for (const pacUrl of ['http://127.0.0.1:5432', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.5:8080', 'https://sw.attacker.example']) {
      const answer = await admin.send('PATCH', '/api/billing/company', { pac: 'sw', pacUrl, pacUser: 'u', pacPassword: 'p' });
      expect({ pacUrl, status: answer.statusCode, field: answer.json().fields?.[0]?.field }).toEqual({ pacUrl, status: 400, field: 'pacUrl' });
    }
    const saved = await admin.send('PATCH', '/api/billing/company', { pac: 'sw', pacUrl: PAC_ENDPOINTS.sw.sandbox, pacUser: 'u', pacPassword: 'p' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pacUrl).toBe(PAC_ENDPOINTS.sw.sandbox);
    expect((await admin.send('PATCH', '/api/billing/company', { pac: 'sandbox' })).statusCode).toBe(200);
  });
});
