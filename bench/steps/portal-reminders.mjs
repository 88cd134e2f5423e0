// Issue 28, the families' portal: its home — GET /api/portal/children, every child with the pending charges priced as
// of today — for a family of three with five years of history from the volume seed, at the server (in-process, the
// whole Fastify stack; median ≤ 300 ms), on a fresh PostgreSQL database (BENCH_PG_URL, or DATABASE_URL, or the local
// server) filled at BENCH_PORTAL_SCALE (0.2 of the 3,000-student volume by default, 1 for all of it); then the payment
// reminders' run for 3,000 students of one campus, each of a family with a portal tutor and a charge due soon
// (≤ 30 s), and a second run that finds everything already reminded, on that server when BENCH_PG_URL or
// DATABASE_URL is given, else on the embedded PGlite database `npm start` uses. Both measures run in the API's own
// code (api/src/modules/portal/bench.ts and api/src/modules/reminders/bench.ts, via tsx).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, seconds, table } from '../lib/format.mjs';

const API = join(fileURLToPath(new URL('../..', import.meta.url)), 'api');
const BUDGET = { runMs: 30_000, homeMs: 300 };
const PG_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one of the API's bench scripts and reads the JSON of its last line. */
function measure(script, databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: API,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

export const portalReminders = {
  name: 'portal-reminders',
  title: 'Families portal: home of a family of 3 over the volume seed; reminders: a run for 3,000 students, then one with nothing to send',
  async run({ print }) {
    const given = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? '';
    const home = await measure('src/modules/portal/bench.ts', given || PG_SERVER);
    const m = await measure('src/modules/reminders/bench.ts', given);
    const rows = [
      {
        measure: `Portal home at the server: ${home.children} children, ${home.pending} pending charges priced today (${home.charges} charges, ${home.payments} payments over ${home.cycles} cycles; volume seed × ${home.scale})`,
        value: ms(home.medianMs),
        budget: `≤ ${ms(BUDGET.homeMs)}`,
        within: home.medianMs <= BUDGET.homeMs,
        note: `median of 15, slowest ${ms(home.maxMs)}; seed ${seconds(home.seedMs)}`,
      },
      {
        measure: `Reminder run, ${m.students} students (${m.messages} e-mails queued, ${m.database})`,
        value: seconds(m.runMs),
        budget: `≤ ${seconds(BUDGET.runMs)}`,
        within: m.runMs <= BUDGET.runMs,
      },
      { measure: 'Second run the same day (nothing to send)', value: ms(m.secondMs), budget: '—', within: true },
    ];
    print(table(['Measure', 'Value', 'Budget'], rows.map((r) => [r.measure, r.value, r.budget])));
    return { rows, data: { home, reminders: m } };
  },
};
