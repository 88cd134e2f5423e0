// BENCH_CPU_PROF=<folder>: the API servers a step starts write a V8 CPU profile there when they stop
// (node --cpu-prof); `node bench/cpu-profile-summary.mjs <file>` tells where the API's time went.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export function cpuProfileArgs() {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return [];
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}
