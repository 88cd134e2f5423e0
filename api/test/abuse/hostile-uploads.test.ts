// npm run test:abuse — hostile uploads while /api/health is sampled every 100 ms from another thread: a workbook
// of 100 KB that inflates to 95 MB (its sizes declared, then forged), one of thousands of parts, a heavy but legal
// workbook (5,000 rows × 20 columns, parsed on a worker thread) sent to every import (clients, students, mass
// enrolment, drops), and a CSD key asking for 8 million PBKDF2 iterations. Each is answered without a 5xx, the
// hostile ones with a 4xx in Spanish, and the worst health answer during any of them stays within 200 ms.
// Prints the worst latency of each.
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LoginResponse } from '@mikro/contracts';
import { buildApp } from '../../src/app';
import { hugeCellSheet, multipart, repeatedRowsSheet, workbookAround, zipOf } from '../../src/test-support/upload-files';
import { keyWithIterations } from '../../src/modules/billing/csd-test-keys';
import { createTestDatabase, databaseKinds, testConfig } from '../../src/test-support/databases';
import { loginAs } from '../../src/test-support/session';
import { withHealthSampled, type HealthLatency } from '../support/health-sampler';

/** The worst /api/health answer allowed while one hostile request is served. */
const WORST_HEALTH_MS = 200;
const MB = 1024 * 1024;

describe('abuse: hostile uploads leave every other request answered', () => {
  const kind = databaseKinds().at(-1)!;
  let app: FastifyInstance;
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let baseUrl: string;
  let admin: LoginResponse;
  const figures: { label: string; status: number; latency: HealthLatency }[] = [];

  beforeAll(async () => {
    created = await createTestDatabase(kind);
    app = await buildApp(testConfig(), created.database);
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await loginAs(app, 'admin@mikro.mx');
  });

  afterAll(async () => {
    console.log(
      [
        '',
        `test:abuse hostile uploads (${kind}): worst /api/health latency, sampled every 100 ms (limit ${WORST_HEALTH_MS} ms)`,
        ...figures.map(({ label, status, latency }) => `  ${label}: ${status}; worst ${latency.worstMs} ms, median ${latency.medianMs} ms over ${latency.samples} samples, ${latency.failures} failed`),
        `  worst of all: ${Math.max(0, ...figures.map((f) => f.latency.worstMs))} ms`,
        '',
      ].join('\n'),
    );
    await app?.close();
    await created?.dispose();
  });

  /** Sends one request over the network while health is sampled; records and answers the status and latency. */
  async function hostile(label: string, path: string, body: Buffer | string, headers: Record<string, string>) {
    const branch = admin.branchOffices[0]!;
    const { result, latency } = await withHealthSampled(baseUrl, async () => {
      const answer = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        body: new Uint8Array(Buffer.from(body)),
        headers: { authorization: `Bearer ${admin.token}`, 'x-branch-office': String(branch.id), ...headers },
      });
      return { status: answer.status, body: (await answer.json()) as { message?: string } };
    });
    figures.push({ label, status: result.status, latency });
    return { ...result, latency };
  }

  const upload = (label: string, path: string, file: Buffer, fields: Record<string, string> = {}) => {
    const form = multipart(file, `${label}.xlsx`, fields);
    return hostile(label, path, form.payload, form.headers);
  };

  // Every import that reads a workbook: the generic ones (clients, students), mass enrolment and drops.
  const IMPORTS: [string, string, Record<string, string>][] = [
    ['clientes', '/api/system/imports/clients/preview', {}],
    ['alumnos', '/api/system/imports/students/commit', {}],
    ['inscripción masiva', '/api/school/inscriptions/mass/file', { cycleId: '1' }],
    ['bajas', '/api/school/inscriptions/drops/file', { cycleId: '1' }],
  ];

  it('refuses a 100 KB workbook that inflates to 95 MB, its sizes declared or forged, on every import', async () => {
    const sheet = hugeCellSheet(95 * MB);
    const bombs: [string, Buffer][] = [
      ['bomba', workbookAround(sheet)],
      ['bomba con tamaño falso', workbookAround(sheet, 4096)],
    ];
    for (const [name, file] of bombs) {
      expect(file.length).toBeLessThan(200 * 1024);
      for (const [importName, path, fields] of IMPORTS) {
        const answer = await upload(`${name} → ${importName}`, path, file, fields);
        expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: expect.stringMatching(/demasiado grande/) });
        expect(answer.latency.worstMs).toBeLessThanOrEqual(WORST_HEALTH_MS);
      }
    }
  });

  it('refuses a workbook of 5,000 parts', async () => {
    const parts = zipOf(Array.from({ length: 5000 }, (_, index) => ({ name: `xl/media/${index}.xml`, data: Buffer.from('<a/>') })));
    const answer = await upload('5,000 partes → clientes', '/api/system/imports/clients/preview', parts);
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: expect.stringMatching(/200 partes/) });
    expect(answer.latency.worstMs).toBeLessThanOrEqual(WORST_HEALTH_MS);
  });

  it('parses a heavy but legal workbook (5,000 rows × 20 columns, seconds of parsing) off the event loop', async () => {
    const heavy = workbookAround(repeatedRowsSheet(5000, 20));
    const answer = await upload('libro legal de 5,000 × 20 → clientes', '/api/system/imports/clients/preview', heavy);
    expect(answer.status).toBeLessThan(500);
    expect(answer.latency.worstMs).toBeLessThanOrEqual(WORST_HEALTH_MS);
  });

  it('refuses a CSD key asking for 8 million PBKDF2 iterations without deriving it', async () => {
    const cer = readFileSync(fileURLToPath(new URL('../../src/modules/billing/fixtures/csd/csd.cer', import.meta.url)));
    const body = JSON.stringify({ cer: cer.toString('base64'), key: keyWithIterations(8_000_000).toString('base64'), password: 'cualquiera' });
    const answer = await hostile('llave CSD de 8,000,000 iteraciones', '/api/billing/company/csd', body, { 'content-type': 'application/json' });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message: expect.stringMatching(/iteraciones/) });
    expect(answer.latency.worstMs).toBeLessThanOrEqual(WORST_HEALTH_MS);
  });
});
