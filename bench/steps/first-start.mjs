// Issue 31, target 2: a new user's first start — a fresh clone of the committed HEAD, `npm install`, then
// `npm start` (cold build, then the API migrating and seeding a new embedded database) until the login page
// answers (≤ 90 s). npm's download cache is whatever this machine holds (warm after any earlier install); turbo's
// and webpack's caches live inside the clone, so they start empty.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seconds } from '../lib/format.mjs';
import { repoRoot } from '../lib/paths.mjs';

const PORT = Number(process.env.BENCH_FIRST_START_PORT ?? 3397);
const BUDGET_MS = 90_000;
const START_TIMEOUT_MS = 600_000;

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-2000)}`))));
  });
}

async function loginAnswers(url) {
  try {
    const response = await fetch(url);
    await response.text();
    return response.ok;
  } catch {
    return false;
  }
}

export const firstStart = {
  name: 'first-start',
  title: 'First start on a fresh clone: npm install + npm start until the login page answers',
  async run({ print }) {
    const clone = mkdtempSync(join(tmpdir(), 'mikro-first-start-'));
    let server;
    try {
      execFileSync('git', ['clone', '--quiet', '--no-checkout', repoRoot, clone]);
      execFileSync('git', ['-C', clone, 'checkout', '--quiet', execFileSync('git', ['-C', repoRoot, 'rev-parse', 'HEAD']).toString().trim()]);

      const started = performance.now();
      await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: clone });
      const installMs = performance.now() - started;

      let output = '';
      server = spawn('npm', ['start'], {
        cwd: clone,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, PORT: String(PORT), DATA_DIR: join(clone, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
      });
      server.stdout.on('data', (chunk) => (output += chunk));
      server.stderr.on('data', (chunk) => (output += chunk));
      let exited = false;
      server.once('exit', () => (exited = true));
      let builtMs;
      while (!(await loginAnswers(`http://127.0.0.1:${PORT}/login`))) {
        if (exited) throw new Error(`npm start stopped before the login page answered:\n${output.slice(-2000)}`);
        if (performance.now() - started > START_TIMEOUT_MS) throw new Error('the login page did not answer within 10 minutes');
        if (builtMs === undefined && /Tasks:\s+\d+ successful/.test(output)) builtMs = performance.now() - started - installMs;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const totalMs = performance.now() - started;
      const startMs = totalMs - installMs;
      const apiMs = builtMs === undefined ? undefined : startMs - builtMs;
      print(`npm install ${seconds(installMs)}; npm start ${seconds(startMs)} (build ${builtMs === undefined ? '?' : seconds(builtMs)}, API ${apiMs === undefined ? '?' : seconds(apiMs)}); login page answering after ${seconds(totalMs)}`);
      return {
        rows: [
          {
            measure: 'First start on a fresh clone until /login answers',
            value: seconds(totalMs),
            budget: `≤ ${seconds(BUDGET_MS)}`,
            within: totalMs <= BUDGET_MS,
            note: `npm install ${seconds(installMs)}, build ${builtMs === undefined ? '?' : seconds(builtMs)}, API ${apiMs === undefined ? '?' : seconds(apiMs)}`,
          },
        ],
        data: { installMs, builtMs, apiMs, totalMs },
      };
    } finally {
      if (server?.pid && server.exitCode === null) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      rmSync(clone, { recursive: true, force: true });
    }
  },
};
