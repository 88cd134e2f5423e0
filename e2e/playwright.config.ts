import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
const dataDir = path.join(here, '.artifacts', `data-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
  // The product as the README starts it (`npm start`: build, then serve everything on one port),
  // on a fresh embedded database of its own.
  webServer: {
    command: 'npm start',
    cwd: path.join(here, '..'),
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: { PORT: String(E2E_PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOGIN_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn' },
  },
});
