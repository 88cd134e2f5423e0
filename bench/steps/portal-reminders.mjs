// Issue 28: the payment reminders' run for 3,000 students of one campus, each of a family with a portal tutor and a
// charge due soon (≤ 30 s), and a second run that finds everything already reminded. The measure runs in the API's
// own code (api/src/modules/reminders/bench.ts, via tsx) on a fresh PostgreSQL database (BENCH_PG_URL, or
// DATABASE_URL) when one is given, else on the embedded PGlite database `npm start` uses.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, seconds, table } from '../lib/format.mjs';

const API = join(fileURLToPath(new URL('../..', import.meta.url)), 'api');
const BUDGET = { runMs: 30_000 };

function measure() {
  const databaseUrl = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL ?? '';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/reminders/bench.ts'], {
      cwd: API,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`reminders bench exited with ${code}`));
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
  title: 'Payment reminders: one run for 3,000 students, then a run with nothing left to send',
  async run({ print }) {
    const m = await measure();
    const rows = [
      {
        measure: `Reminder run, ${m.students} students (${m.messages} e-mails queued, ${m.database})`,
        value: seconds(m.runMs),
        budget: `≤ ${seconds(BUDGET.runMs)}`,
        within: m.runMs <= BUDGET.runMs,
      },
      { measure: 'Second run the same day (nothing to send)', value: ms(m.secondMs), budget: '—', within: true },
    ];
    print(table(['Measure', 'Value', 'Budget'], rows.map((r) => [r.measure, r.value, r.budget])));
    return { rows, data: m };
  },
};
