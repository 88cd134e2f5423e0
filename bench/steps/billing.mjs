// Issue 11: invoicing — build + seal one CFDI (≤ 5 ms), a global invoice of 5,000 tickets (build, seal,
// serialise and the sandbox PAC's stamp; ≤ 2 s), and a zip of 1,000 stamped invoices streamed with
// constant memory (≤ 3 s). The measures run in the API's own code (api/src/modules/billing/bench.ts, via tsx).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, seconds, table } from '../lib/format.mjs';

const API = join(fileURLToPath(new URL('../..', import.meta.url)), 'api');
const BUDGET = { singleMs: 5, global5000Ms: 2_000, zip1000Ms: 3_000 };

function measure() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'src/modules/billing/bench.ts'], { cwd: API, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`billing bench exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

export const billing = {
  name: 'billing',
  title: 'Invoicing: build + seal one CFDI, global invoice of 5,000 tickets, zip of 1,000 invoices',
  async run({ print }) {
    const m = await measure();
    const rows = [
      { measure: 'Build + seal one CFDI (median of 300)', value: ms(m.singleMs), budget: `≤ ${ms(BUDGET.singleMs)}`, within: m.singleMs <= BUDGET.singleMs },
      {
        measure: 'Global invoice of 5,000 tickets: build, seal, XML, sandbox stamp (median of 5)',
        value: seconds(m.global5000Ms),
        budget: `≤ ${seconds(BUDGET.global5000Ms)}`,
        within: m.global5000Ms <= BUDGET.global5000Ms,
      },
      {
        measure: 'Zip of 1,000 stamped invoices, XML entries, streamed',
        value: seconds(m.zip1000XmlMs),
        budget: `≤ ${seconds(BUDGET.zip1000Ms)}`,
        within: m.zip1000XmlMs <= BUDGET.zip1000Ms,
        note: `${(m.zipBytes / 1024 / 1024).toFixed(1)} MiB out, RSS +${m.zipExtraRssMiB.toFixed(1)} MiB`,
      },
      {
        measure: 'Zip of 10 invoices with XML + PDF (PDF rendering bound)',
        value: seconds(m.zip10WithPdfMs),
        note: `≈ ${ms(m.zip10WithPdfMs / 10)} per invoice`,
      },
    ];
    print(table(['Measure', 'Value', 'Budget'], rows.map((r) => [r.measure, r.value, r.budget ?? '—'])));
    return { rows, data: m };
  },
};
