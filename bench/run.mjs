// `npm run bench`: runs every bench step in order and prints a summary. No thresholds are enforced;
// budgets are printed next to the measures. `--only=a,b` / `--skip=a,b` select steps by name.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './lib/browser.mjs';
import { heading, table } from './lib/format.mjs';
import { ensureOutDir } from './lib/paths.mjs';
import { startServer } from './lib/server.mjs';
import { build } from './steps/build.mjs';
import { checkout } from './steps/checkout.mjs';
import { crud } from './steps/crud.mjs';
import { initialJs } from './steps/initial-js.mjs';
import { loginToMenu } from './steps/login-to-menu.mjs';
import { pos } from './steps/pos.mjs';
import { remotes } from './steps/remotes.mjs';
import { school } from './steps/school.mjs';
import { start } from './steps/start.mjs';
import { firstStart } from './steps/first-start.mjs';
import { billing } from './steps/billing.mjs';
import { academy } from './steps/academy.mjs';
import { reports } from './steps/reports.mjs';
import { topology } from './steps/topology.mjs';
import { offlineSync } from './steps/offline-sync.mjs';
import { offlineSale } from './steps/offline-sale.mjs';
import { portalReminders } from './steps/portal-reminders.mjs';

// Later issues append their steps here; the build comes first because the server serves its output.
const STEPS = [build, start, firstStart, initialJs, remotes, loginToMenu, crud, checkout, pos, offlineSync, offlineSale, school, academy, billing, reports, portalReminders, topology];

function selectedSteps(argv) {
  const option = (name) =>
    argv
      .filter((arg) => arg.startsWith(`--${name}=`))
      .flatMap((arg) => arg.slice(name.length + 3).split(','))
      .filter(Boolean);
  const only = option('only');
  const skip = option('skip');
  const known = new Set(STEPS.map((step) => step.name));
  const unknown = [...only, ...skip].filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${[...known].join(', ')}`);
  return STEPS.filter((step) => (only.length === 0 || only.includes(step.name)) && !skip.includes(step.name));
}

/** Shared, lazily started resources: only steps that need the server or the browser pay for them. */
function createContext() {
  let serverPromise;
  let browserPromise;
  return {
    print: (text) => console.log(text),
    server: () => (serverPromise ??= startServer({ port: Number(process.env.BENCH_PORT ?? 3390) })),
    browser: () => (browserPromise ??= launchBrowser()),
    async close() {
      const closing = [];
      if (browserPromise) closing.push(browserPromise.then((browser) => browser.close(), () => undefined));
      if (serverPromise) closing.push(serverPromise.then((server) => server.stop(), () => undefined));
      await Promise.all(closing);
    },
  };
}

function summaryTable(results) {
  const rows = results.flatMap(({ step, outcome }) =>
    outcome.error
      ? [[step.title, 'FAILED', '', '', outcome.error.message.split('\n')[0]]]
      : outcome.rows.map((row) => [
          row.measure,
          row.value,
          row.budget ?? '—',
          row.within === undefined ? '' : row.within ? 'yes' : 'NO',
          row.note ?? '',
        ]),
  );
  return table(['Measure', 'Value', 'Budget', 'Within', 'Note'], rows);
}

async function main() {
  const steps = selectedSteps(process.argv.slice(2));
  const context = createContext();
  const results = [];
  const stopOnSignal = (signal) => {
    context.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    for (const step of steps) {
      console.log(heading(step.title));
      try {
        results.push({ step, outcome: await step.run(context) });
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        console.error(`FAILED: ${failure.stack ?? failure.message}`);
        results.push({ step, outcome: { error: failure } });
      }
    }
  } finally {
    await context.close();
  }

  console.log(heading(`Summary (${new Date().toISOString()})`));
  console.log(summaryTable(results));
  const report = results.map(({ step, outcome }) => ({
    step: step.name,
    ...(outcome.error ? { error: outcome.error.message } : { rows: outcome.rows, data: outcome.data }),
  }));
  const reportFile = join(ensureOutDir(), 'last-run.json');
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nDetails: ${reportFile}`);
  if (results.some(({ outcome }) => outcome.error)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
