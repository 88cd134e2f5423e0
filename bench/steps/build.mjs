// Issue 2, measure 1: full production build with turbo's cache bypassed.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { seconds } from '../lib/format.mjs';
import { ensureOutDir, repoRoot } from '../lib/paths.mjs';

function runLogged(command, args, logFile) {
  return new Promise((done, fail) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', fail);
    child.once('close', (code) => log.end(() => done(code)));
  });
}

export const build = {
  name: 'build',
  title: 'Full production build (npx turbo run build --force)',
  async run({ print }) {
    const logFile = join(ensureOutDir(), 'build.log');
    const started = performance.now();
    const code = await runLogged('npx', ['turbo', 'run', 'build', '--force'], logFile);
    const elapsed = performance.now() - started;
    if (code !== 0) {
      const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
      throw new Error(`Build failed (exit ${code}) after ${seconds(elapsed)}. Log ${logFile}:\n${tail}`);
    }
    print(`Build time: ${seconds(elapsed)} (log: ${logFile})`);
    return { rows: [{ measure: 'Full production build', value: seconds(elapsed) }], data: { millis: elapsed } };
  },
};
