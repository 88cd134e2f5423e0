#!/usr/bin/env node
// The unit stage (npm run test:unit): every workspace's `test` and the API's `test:slow`, through turbo, in two
// lanes that start together.
// - The API lane runs the API's files (the longest task, two jest workers) and then its slow files. Left to one
//   turbo run with the other workspaces, the API's task could start last — turbo picks no order by length — and
//   run alone for minutes at the end of the stage with the second core idle.
// - The other lane runs the remotes', the shell's and the packages' tests, two workspaces at a time.
// Both lanes run to the end, so one lane's failure does not hide the other's; the stage fails if either does.
import { spawn } from 'node:child_process';

const TURBO = 'turbo';
const lanes = [
  { name: 'API', args: ['run', 'test', 'test:slow', '--filter=@mikro/api', '--concurrency=1'] },
  { name: 'screens and packages', args: ['run', 'test', '--filter=!@mikro/api', '--concurrency=2'] },
];

function run({ name, args }) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const child = spawn(TURBO, args, { stdio: 'inherit', shell: false });
    child.on('exit', (code, signal) => {
      const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);
      resolve({ name, ok: code === 0, seconds, how: code ?? signal });
    });
    child.on('error', (error) => resolve({ name, ok: false, seconds: 0, how: error.message }));
  });
}

const results = await Promise.all(lanes.map(run));
for (const { name, ok, seconds, how } of results) {
  console.log(`${name} lane: ${Math.floor(seconds / 60)} min ${seconds % 60} s${ok ? '' : ` — FAILED (${how})`}`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
