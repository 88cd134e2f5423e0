import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
const runId = Date.now();
const dataDir = path.join(here, '.artifacts', `data-${runId}`);

/**
 * With a PostgreSQL server (DATABASE_URL, as CI sets it) a second server runs on a fresh database there, and the
 * walks are shared out between the two, each walk once: the billing, portal, reports and system walks and the
 * academy walk on PostgreSQL; the school's and the store's walks and the accent search on the embedded database a
 * new user starts with. Each server has its own database, so the two run side by side without seeing each other's data.
 * Running a walk on both databases too would add minutes and prove little: every API test already runs on both.
 */
const postgresServer = process.env.DATABASE_URL ? process.env.DATABASE_URL : undefined;
const POSTGRES_PORT = E2E_PORT + 1;
const ON_POSTGRES = [
  'academia',
  'facturacion-contador', 'invoice-panel', 'autofactura', 'complemento-pago', 'sustitucion',
  'portal', 'portal-account', 'portal-pay', 'reportes', 'sistema', 'sistema-import', 'usuarios', 'correos',
  // Not about the database: every screen at a phone's width, and a remote that fails to load. Here they even the
  // two projects' times.
  'responsive', 'remote-load',
];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

const serverEnv = { LOGIN_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn' };

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const embeddedServer = {
  command: 'npm start',
  cwd: path.join(here, '..'),
  url: `http://127.0.0.1:${E2E_PORT}/api/health`,
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  env: { ...serverEnv, PORT: String(E2E_PORT), DATA_DIR: dataDir, DATABASE_URL: '' },
};

const postgresDatabase = postgresServer ? databaseUrl(postgresServer, `mikro_e2e_${runId}`) : '';

const projects: PlaywrightTestConfig['projects'] = postgresServer
  ? [
      { name: 'pglite', workers: 1, testIgnore: specs(ON_POSTGRES), use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } },
      { name: 'postgres', workers: 1, testMatch: specs(ON_POSTGRES), use: { baseURL: `http://127.0.0.1:${POSTGRES_PORT}` } },
    ]
  : [{ name: 'pglite', use: { baseURL: `http://127.0.0.1:${E2E_PORT}` } }];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: postgresServer ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(here, '.artifacts', 'results'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects,
  // The product as the README starts it (`npm start`: build, then serve everything on one port) on a fresh
  // embedded database of its own; then, with a PostgreSQL server, the same build served again on a fresh
  // database there (the servers start one after the other, so the second reuses the first one's build).
  webServer: postgresServer
    ? [
        embeddedServer,
        {
          command: `node e2e/support/create-database.mjs ${postgresDatabase} && npm run serve -w @mikro/api`,
          cwd: path.join(here, '..'),
          url: `http://127.0.0.1:${POSTGRES_PORT}/api/health`,
          timeout: 300_000,
          reuseExistingServer: false,
          stdout: 'ignore' as const,
          // A server on PostgreSQL must be given its signing secret (the embedded one makes its own).
          env: { ...serverEnv, PORT: String(POSTGRES_PORT), DATA_DIR: `${dataDir}-pg`, DATABASE_URL: postgresDatabase, JWT_SECRET: randomBytes(32).toString('hex') },
        },
      ]
    : embeddedServer,
});
