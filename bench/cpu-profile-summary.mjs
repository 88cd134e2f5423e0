// Summarises a V8 CPU profile (node --cpu-prof) of the API under a bench load: where its own time goes,
// by function and by package/file, as shares of the profiled time (idle and GC shown apart).
// Only the busiest `window` seconds count (default 10: the measured load, not the start-up or the idle tail).
// `after` seconds from the profile's start are left out (e.g. the server's start-up, which can be busier than the load).
// Usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [top=25] [window=10] [after=0]
import { readFileSync } from 'node:fs';

const [file, topArg, windowArg, afterArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [top] [window seconds] [after seconds]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const windowUs = Number(windowArg ?? 10) * 1e6;
const afterUs = Number(afterArg ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const idleId = profile.nodes.find((node) => node.callFrame.functionName === '(idle)')?.id;

// Sample times, then the window of `windowUs` holding the most non-idle samples.
const times = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) times.push((clock += delta));
let best = { from: 0, to: profile.samples.length, busy: -1 };
const first = Math.max(0, times.findIndex((time) => time - profile.startTime >= afterUs));
for (let from = first, to = first, busy = 0; to < profile.samples.length; to += 1) {
  if (profile.samples[to] !== idleId) busy += 1;
  while (times[to] - times[from] > windowUs) if (profile.samples[from++] !== idleId) busy -= 1;
  if (busy > best.busy) best = { from, to: to + 1, busy };
}
const samples = profile.samples.slice(best.from, best.to);
const selfSamples = new Map();
for (const id of samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = samples.length;

function where(url) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (path.startsWith('node:')) return path;
  const api = path.indexOf('/api/src/');
  if (api >= 0) return `api/${path.slice(api + 9)}`;
  const pkg = path.indexOf('/packages/');
  if (pkg >= 0) return path.slice(pkg + 1);
  return path;
}

const fn = new Map();
const pkg = new Map();
let idle = 0;
for (const [id, count] of selfSamples) {
  const { callFrame } = byId.get(id);
  const name = callFrame.functionName || '(anonymous)';
  if (name === '(idle)') {
    idle += count;
    continue;
  }
  const place = where(callFrame.url);
  const key = `${name}  ${place}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  fn.set(key, (fn.get(key) ?? 0) + count);
  pkg.set(place, (pkg.get(place) ?? 0) + count);
}
const busy = total - idle;
const pct = (n) => `${((n / busy) * 100).toFixed(1).padStart(5)} %`;
const durationS = (times[best.to - 1] - times[best.from]) / 1e6;
console.log(`${file}\n${durationS.toFixed(1)} s (busiest window) profiled, busy ${((busy / total) * 100).toFixed(0)} % (shares below are of busy time)\n`);
console.log('By package / file (self time):');
for (const [name, n] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(n)}  ${name}`);
// Inclusive time: a sample counts once for every distinct function on its stack.
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map();
for (const [id, count] of selfSamples) {
  if (byId.get(id).callFrame.functionName === '(idle)') continue;
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { callFrame } = byId.get(at);
    if (!callFrame.url || !/\/api\/src\/|node_modules\/(pg|drizzle-orm|fastify|jose|qs)\//.test(callFrame.url)) continue;
    seen.add(`${callFrame.functionName || '(anonymous)'}  ${where(callFrame.url)}:${callFrame.lineNumber + 1}`);
  }
  for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + count);
}
console.log('\nInclusive (API code, pg, drizzle, fastify, jose, qs):');
for (const [name, n] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(n)}  ${name}`);
console.log('\nBy function (self time):');
for (const [name, n] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(n)}  ${name}`);
