// Issue 31, target 2: a second `npm start` with nothing changed — turbo's cached build, then the API on the data
// folder a first start left (migrations and seed already applied) — until the login page answers (≤ 10 s).
// The first start on a fresh clone (npm install + cold build + first API start, ≤ 90 s) is the `first-start` step.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seconds } from '../lib/format.mjs';
import { ensureOutDir, repoRoot } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';

const PORT = Number(process.env.BENCH_START_PORT ?? 3396);
const BUDGET_MS = 10_000;

function turboBuild() {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`turbo run build failed (${code}):\n${output.slice(-2000)}`))));
  });
}

export const start = {
  name: 'start',
  title: 'Second npm start with nothing changed (turbo cache, data folder kept) until the login page answers',
  async run({ print }) {
    const dataDir = mkdtempSync(join(ensureOutDir(), 'start-'));
    try {
      // The first start: builds what turbo has not cached, migrates and seeds the folder.
      await turboBuild();
      const first = await startServer({ port: PORT, dataDir, logName: 'server-start.log' });
      await first.stop();

      const started = performance.now();
      const built = await turboBuild();
      const buildMs = performance.now() - started;
      const server = await startServer({ port: PORT, dataDir, logName: 'server-start.log' });
      let loginMs;
      try {
        const page = await fetch(`${server.baseUrl}/login`);
        await page.text();
        if (!page.ok) throw new Error(`/login answered ${page.status}`);
        loginMs = performance.now() - started;
      } finally {
        await server.stop();
      }
      const cached = /(\d+) cached, (\d+) total/.exec(built);
      print(`turbo run build: ${seconds(buildMs)} (${cached ? `${cached[1]} of ${cached[2]} tasks from the cache` : 'cache figures not printed'}); login page answering after ${seconds(loginMs)}`);
      return {
        rows: [
          {
            measure: 'Second npm start until /login answers',
            value: seconds(loginMs),
            budget: `≤ ${seconds(BUDGET_MS)}`,
            within: loginMs <= BUDGET_MS,
            note: `build ${seconds(buildMs)}${cached ? ` (${cached[1]}/${cached[2]} cached)` : ''}, API start ${seconds(loginMs - buildMs)}`,
          },
        ],
        data: { buildMs, loginMs, cachedTasks: cached ? Number(cached[1]) : null, totalTasks: cached ? Number(cached[2]) : null },
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
