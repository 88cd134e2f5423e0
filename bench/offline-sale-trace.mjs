// `node bench/offline-sale-trace.mjs <trace.json> [top]`: where the page's main thread spent the timed parts of the
// offline-sale step, from the trace BENCH_OFFLINE_TRACE=<file> records (or of the pos step's visits, from the trace
// BENCH_POS_TRACE=<file> records: its parts are ready, search and add). For each part (scan, payment dialog, ticket)
// summed over the sales: the main thread's self time by trace event (script, style, layout, paint, …), and the
// JavaScript functions with the most self time in the CPU samples (name, script and position: the build has no
// source maps, so the position is what finds the code in the chunk).
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/offline-sale-trace.mjs <trace.json> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 15);
const parsed = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;

// The page's main thread: the renderer thread that recorded the parts' measures.
// The step's measures are named '<step> <part>'; the first one found tells which step recorded the trace.
const STEPS = ['offline-sale ', 'pos '];
const prefix = STEPS.find((name) => events.some((event) => event.cat?.includes('blink.user_timing') && event.name.startsWith(name))) ?? STEPS[0];
const measures = events.filter((event) => event.cat?.includes('blink.user_timing') && event.name.startsWith(prefix));
// Every measure has the same id: a part's end is the first end of that name after its beginning.
const sorted = [...measures].sort((a, b) => a.ts - b.ts);
const allWindows = sorted
  .filter((event) => event.ph === 'b' || event.ph === 'B')
  .map((begin) => ({ part: begin.name.slice(prefix.length), pid: begin.pid, start: begin.ts, end: sorted.find((end) => (end.ph === 'e' || end.ph === 'E') && end.name === begin.name && end.ts >= begin.ts)?.ts }))
  .filter((window) => window.end !== undefined);
if (allWindows.length === 0) throw new Error('no offline-sale or pos measures in the trace');
// One renderer process is summarised: the one of the first measure (a navigation may move the page to another).
const pid = allWindows[0].pid;
const windows = allWindows.filter((window) => window.pid === pid);
if (windows.length < allWindows.length) console.log(`(${allWindows.length - windows.length} of ${allWindows.length} measures ran in another renderer process and are left out)`);
const mainTid = events.find((event) => event.pid === pid && event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid;

const partOf = (ts) => windows.find((window) => ts >= window.start && ts < window.end)?.part;

// Self time of the main thread's complete events, clipped to the windows.
const slices = events
  .filter((event) => event.pid === pid && event.tid === mainTid && event.ph === 'X' && typeof event.dur === 'number')
  .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const selfByPart = new Map();
const stack = [];
const add = (part, name, amount) => {
  if (!part || amount <= 0) return;
  const byName = selfByPart.get(part) ?? new Map();
  byName.set(name, (byName.get(name) ?? 0) + amount);
  selfByPart.set(part, byName);
};
// Walks the slices as a tree, giving each instant between two boundaries to the innermost open slice.
const clipped = (from, to) =>
  windows.flatMap((window) => {
    const start = Math.max(from, window.start);
    const end = Math.min(to, window.end);
    return end > start ? [{ part: window.part, amount: end - start }] : [];
  });
let cursor = 0;
const advance = (to) => {
  const open = stack.at(-1);
  if (open && to > cursor) for (const piece of clipped(cursor, to)) add(piece.part, open.name, piece.amount);
  cursor = Math.max(cursor, to);
};
for (const slice of slices) {
  while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= slice.ts) {
    advance(stack.at(-1).ts + stack.at(-1).dur);
    stack.pop();
  }
  advance(slice.ts);
  stack.push(slice);
}
while (stack.length > 0) {
  advance(stack.at(-1).ts + stack.at(-1).dur);
  stack.pop();
}

// The main thread's CPU time in each window (the thread time, tdur, of its outermost slices, each clipped to the
// window in proportion): unlike the wall time it leaves out the time the thread waited for a core, so it compares
// builds run at different machine loads.
const cpuByWindow = windows.map(() => 0);
let outerEnd = -Infinity;
for (const slice of slices) {
  if (slice.ts < outerEnd) continue;
  outerEnd = slice.ts + slice.dur;
  if (typeof slice.tdur !== 'number' || slice.dur <= 0) continue;
  windows.forEach((window, index) => {
    const overlap = Math.min(outerEnd, window.end) - Math.max(slice.ts, window.start);
    if (overlap > 0) cpuByWindow[index] += (slice.tdur * overlap) / slice.dur;
  });
}
const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// CPU samples: ProfileChunk events carry nodes, samples and time deltas.
const nodes = new Map();
const samples = [];
for (const event of events.filter((event) => event.pid === pid && event.name === 'ProfileChunk')) {
  const data = event.args?.data ?? {};
  for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  let ts = samples.length > 0 ? samples.at(-1).ts : (events.find((other) => other.pid === pid && other.name === 'Profile' && other.id === event.id)?.args?.data?.startTime ?? event.ts);
  const ids = data.cpuProfile?.samples ?? [];
  const deltas = data.timeDeltas ?? [];
  ids.forEach((id, index) => {
    ts += deltas[index] ?? 0;
    samples.push({ id, ts });
  });
}
const jsByPart = new Map();
samples.forEach((sample, index) => {
  const part = partOf(sample.ts);
  const next = samples[index + 1];
  if (!part || !next) return;
  const frame = nodes.get(sample.id)?.callFrame;
  if (!frame) return;
  const where = frame.url ? `${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
  const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
  const byName = jsByPart.get(part) ?? new Map();
  byName.set(name, (byName.get(name) ?? 0) + Math.min(next.ts - sample.ts, 5_000));
  jsByPart.set(part, byName);
});

const parts = [...new Set(windows.map((window) => window.part))];
for (const part of parts) {
  const count = windows.filter((window) => window.part === part).length;
  const total = windows.filter((window) => window.part === part).reduce((sum, window) => sum + window.end - window.start, 0);
  const busy = [...(selfByPart.get(part)?.values() ?? [])].reduce((sum, value) => sum + value, 0);
  const cpu = windows.flatMap((window, index) => (window.part === part ? [cpuByWindow[index]] : []));
  console.log(`\n== ${part}: ${count} times, ${(total / count / 1000).toFixed(1)} ms each; main thread busy ${(busy / count / 1000).toFixed(1)} ms each; main thread CPU time ${(medianOf(cpu) / 1000).toFixed(1)} ms median, ${(cpu.reduce((sum, value) => sum + value, 0) / count / 1000).toFixed(1)} ms mean`);
  const rows = [...(selfByPart.get(part) ?? new Map())].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, amount] of rows) console.log(`  ${(amount / count / 1000).toFixed(2).padStart(7)} ms  ${name}`);
  const js = [...(jsByPart.get(part) ?? new Map())].sort((a, b) => b[1] - a[1]).slice(0, top);
  if (js.length > 0) console.log('  -- JavaScript self time (CPU samples):');
  for (const [name, amount] of js) console.log(`  ${(amount / count / 1000).toFixed(2).padStart(7)} ms  ${name}`);
}

// The three parts of each sale together (a sale's windows are consecutive: scan, payment dialog, ticket).
const saleCpu = [];
for (let index = 0; index + 2 < windows.length; index += 1) {
  if (windows[index].part !== 'scan') continue;
  saleCpu.push(cpuByWindow[index] + cpuByWindow[index + 1] + cpuByWindow[index + 2]);
}
if (saleCpu.length > 0) console.log(`\n== a sale (scan + payment dialog + ticket): main thread CPU time ${(medianOf(saleCpu) / 1000).toFixed(1)} ms median of ${saleCpu.length}`);
