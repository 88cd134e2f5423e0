#!/usr/bin/env node
// Runs a command and prints how long it took beside its budget: `node scripts/timed.mjs <label> <budget-minutes> <command…>`.
// The exit code is the command's; going over the budget is printed, not failed (timings belong to the bench).
import { spawn } from 'node:child_process';

const [label, budgetMinutes, command, ...args] = process.argv.slice(2);
if (!label || !budgetMinutes || !command) {
  console.error('usage: node scripts/timed.mjs <label> <budget-minutes> <command…>');
  process.exit(2);
}
const started = process.hrtime.bigint();
const child = spawn(command, args, { stdio: 'inherit', shell: false });
child.on('exit', (code, signal) => {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const budget = Number(budgetMinutes) * 60;
  const took = `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  const verdict = seconds <= budget ? 'within' : 'OVER';
  console.log(`\n${label}: ${took} (${verdict} its ${budgetMinutes}-minute budget)`);
  process.exit(code ?? (signal ? 1 : 0));
});
