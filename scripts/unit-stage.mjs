#!/usr/bin/env node
// The unit stage (npm run test:unit): every workspace's `test` and the API's `test:slow`, through turbo, in two
// lanes that start together and carry about the same work.
// - The API lane runs the API's files (the longest task, two jest workers). Left to one turbo run with the other
//   workspaces, it could start last — turbo picks no order by length — and run alone for minutes at the end of
//   the stage with the second core idle.
// - The other lane runs the remotes', the shell's and the packages' tests, two workspaces at a time, and then the
//   API's slow files (one at a time, so they share the machine with the API lane's end rather than run alone).
// Every step runs to the end, so one failure does not hide another; the stage fails if any step does.
import { spawn } from 'node:child_process';

const TURBO = 'turbo';
const lanes = [
  { name: 'API', steps: [['run', 'test', '--filter=@mikro/api']] },
  {
    name: "screens, packages and the API's slow files",
    steps: [
      ['run', 'test', '--filter=!@mikro/api', '--concurrency=2'],
      ['run', 'test:slow', '--filter=@mikro/api'],
    ],
  },
];

function runStep(args) {
  return new Promise((resolve) => {
    const child = spawn(TURBO, args, { stdio: 'inherit', shell: false });
    child.on('exit', (code, signal) => resolve(code === 0 ? undefined : `turbo ${args.join(' ')}: ${code ?? signal}`));
    child.on('error', (error) => resolve(error.message));
  });
}

async function run({ name, steps }) {
  const started = process.hrtime.bigint();
  const failures = [];
  for (const step of steps) {
    const failure = await runStep(step);
    if (failure) failures.push(failure);
  }
  const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);
  return { name, ok: failures.length === 0, seconds, how: failures.join('; ') };
}

const results = await Promise.all(lanes.map(run));
for (const { name, ok, seconds, how } of results) {
  console.log(`${name} lane: ${Math.floor(seconds / 60)} min ${seconds % 60} s${ok ? '' : ` — FAILED (${how})`}`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
