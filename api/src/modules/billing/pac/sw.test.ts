// The SW Sapien adapter against a local fake speaking its documented REST API.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildCfdi, cfdiXml } from '../cfdi/build';
import { sealComprobante } from '../cfdi/seal';
import { SAMPLE_DOCUMENTS, testCsd, testSigner } from '../cfdi/test-documents';
import { PacError } from './pac';
import { SandboxPac } from './sandbox';
import { SwPac } from './sw';

type Mode = 'ok' | 'already' | 'error500' | 'slow' | 'rejected';
let mode: Mode = 'ok';
const seen: { path: string; auth?: string; body: string }[] = [];
const sandbox = new SandboxPac();

async function read(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await read(request);
    seen.push({ path: request.url ?? '', auth: request.headers.authorization, body });
    if (request.url === '/security/authenticate') {
      if (request.headers.user !== 'demo' || request.headers.password !== 'secreto') return json(response, 400, { status: 'error', message: 'AU2000 - El usuario y/o contraseña son inválidos' });
      return json(response, 200, { status: 'success', data: { token: 'T0KEN', expires_in: 7200 } });
    }
    if (request.headers.authorization !== 'bearer T0KEN') return json(response, 401, { status: 'error', message: 'AU4101 - Token inválido' });
    if (request.url === '/cfdi33/stamp/v4') {
      if (mode === 'error500') return json(response, 502, { status: 'error', message: 'Bad gateway' });
      if (mode === 'slow') return setTimeout(() => json(response, 200, {}), 500);
      if (mode === 'rejected') return json(response, 400, { status: 'error', message: 'CFDI40147 - El RFC del receptor no existe', messageDetail: 'Verifique el RFC' });
      const xml = body.slice(body.indexOf('<?xml'), body.lastIndexOf('</cfdi:Comprobante>') + '</cfdi:Comprobante>'.length);
      const stamped = await sandbox.stamp(xml);
      const data = { cfdi: stamped.xml, uuid: stamped.uuid.toLowerCase(), fechaTimbrado: stamped.stampedAt, noCertificadoSAT: '30001000000500003456', selloSAT: 'x', selloCFDI: 'y', cadenaOriginalSAT: 'z', qrCode: '' };
      if (mode === 'already') return json(response, 400, { status: 'error', message: '307. El comprobante contiene un timbre previo.', data });
      return json(response, 200, { status: 'success', data });
    }
    if (request.url === '/cfdi33/cancel/csd') {
      const input = JSON.parse(body) as { uuid: string; motivo: string; b64Cer: string };
      return json(response, 200, { status: 'success', data: { acuse: '<Acuse/>', uuid: { [input.uuid]: input.motivo === '02' ? '201' : '202' } } });
    }
    return json(response, 404, { status: 'error', message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function sealed(): string {
  const { comprobante } = buildCfdi(SAMPLE_DOCUMENTS.invoice);
  sealComprobante(comprobante, testSigner());
  return cfdiXml(comprobante);
}

describe('SwPac', () => {
  it('authenticates once and stamps through stamp v4 with the bearer token', async () => {
    mode = 'ok';
    const pac = new SwPac({ url, user: 'demo', password: 'secreto' });
    const first = await pac.stamp(sealed());
    expect(first.recovered).toBe(false);
    expect(first.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(first.xml).toContain('tfd:TimbreFiscalDigital');
    await pac.stamp(sealed());
    expect(seen.filter((s) => s.path === '/security/authenticate')).toHaveLength(1);
    expect(seen.filter((s) => s.path === '/cfdi33/stamp/v4').every((s) => s.auth === 'bearer T0KEN' && s.body.includes('name="xml"'))).toBe(true);
  });

  it('recovers the earlier stamp when SW answers 307 (already stamped)', async () => {
    mode = 'already';
    const result = await new SwPac({ url, user: 'demo', password: 'secreto' }).stamp(sealed());
    expect(result.recovered).toBe(true);
    expect(result.xml).toContain(result.uuid);
  });

  it('marks 5xx and timeouts as retryable and rejections as final', async () => {
    // Only the time-out case uses a short limit: on a busy machine an answer can take longer than 200 ms.
    const pac = new SwPac({ url, user: 'demo', password: 'secreto', timeoutMs: 10_000 });
    const hasty = new SwPac({ url, user: 'demo', password: 'secreto', timeoutMs: 200 });
    mode = 'error500';
    await expect(pac.stamp(sealed())).rejects.toMatchObject({ retryable: true });
    mode = 'slow';
    await expect(hasty.stamp(sealed())).rejects.toMatchObject({ retryable: true, message: 'El PAC no respondió a tiempo.' });
    mode = 'rejected';
    const error = await pac.stamp(sealed()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PacError);
    expect(error).toMatchObject({ retryable: false });
    // The code of the rejection, never the reply's own text.
    expect((error as PacError).message).toBe('El PAC rechazó el CFDI (código CFDI40147).');
  });

  it('refuses bad credentials without retrying', async () => {
    await expect(new SwPac({ url, user: 'demo', password: 'mal' }).stamp(sealed())).rejects.toMatchObject({ retryable: false });
  });

  it('cancels with the CSD, motive and substitute UUID', async () => {
    const pac = new SwPac({ url, user: 'demo', password: 'secreto' });
    const { cer, key } = testCsd();
    const uuid = '5F2C1F0E-1B2A-4C3D-8E9F-0A1B2C3D4E5F';
    const result = await pac.cancel({ issuerRfc: 'CMI150101AB3', uuid, motive: '02', cerDer: cer, keyDer: key, password: '12345678a' });
    expect(result).toEqual({ status: 'cancelada', receipt: '<Acuse/>' });
    const sent = JSON.parse(seen.filter((s) => s.path === '/cfdi33/cancel/csd').at(-1)!.body);
    expect(sent).toMatchObject({ rfc: 'CMI150101AB3', uuid, motivo: '02', folioSustitucion: '', b64Cer: cer.toString('base64') });
  });
});
