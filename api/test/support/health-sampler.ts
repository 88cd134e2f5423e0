// Samples GET /api/health of a listening API every 100 ms while hostile work runs, and reports the worst answer
// time. The sampler runs on a worker thread with its own event loop: when the API's event loop is held by one
// request, the samples come back late (that delay is what other users would feel); the sampler itself is never
// the one held up.
import { Worker } from 'node:worker_threads';

export interface HealthLatency {
  /** Health requests sent while sampling. */
  samples: number;
  /** The slowest answer (or, for one that never came, the time it waited), in milliseconds. */
  worstMs: number;
  /** The median answer time, in milliseconds. */
  medianMs: number;
  /** Answers other than 200 (a health check that fails counts as a stall too). */
  failures: number;
}

export interface HealthSampler {
  /** Settles once the sampler's connection is open and the first timed sample is sent. */
  ready: Promise<void>;
  /** Stops sampling, waits for the requests still out, and gives the figures. */
  stop(): Promise<HealthLatency>;
}

// Plain JavaScript evaluated in the worker (a worker's entry is not compiled by the test runner).
const SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const times = [];
const pending = new Set();
let failures = 0;
const sample = () => {
  const started = performance.now();
  const request = fetch(workerData.url, { signal: AbortSignal.timeout(workerData.timeoutMs) })
    .then(async (answer) => { await answer.arrayBuffer(); if (answer.status !== 200) failures++; })
    .catch(() => { failures++; })
    .finally(() => { times.push(performance.now() - started); pending.delete(request); });
  pending.add(request);
};
// One untimed request first: the thread's first fetch opens the connection and loads the HTTP client, a cost of
// the sampler, not of the API. Sampling starts once it is back.
let timer;
let stopped = false;
fetch(workerData.url).then((answer) => answer.arrayBuffer()).catch(() => {}).finally(() => {
  if (!stopped) {
    sample();
    timer = setInterval(sample, workerData.intervalMs);
  }
  parentPort.postMessage({ ready: true });
});
parentPort.on('message', async () => {
  stopped = true;
  clearInterval(timer);
  await Promise.all([...pending]);
  parentPort.postMessage({ times, failures });
});
`;

/**
 * Starts sampling `${baseUrl}/api/health` every `intervalMs`. A request that takes longer than `timeoutMs` is
 * given up and counted as a failure with the time it waited.
 */
export function sampleHealth(baseUrl: string, { intervalMs = 100, timeoutMs = 30_000 }: { intervalMs?: number; timeoutMs?: number } = {}): HealthSampler {
  const worker = new Worker(SAMPLER, { eval: true, workerData: { url: new URL('/api/health', baseUrl).href, intervalMs, timeoutMs } });
  const failed = new Promise<never>((_resolve, reject) => worker.once('error', reject));
  const ready = Promise.race([new Promise<void>((resolve) => worker.once('message', () => resolve())), failed]);
  return {
    ready,
    async stop() {
      await ready;
      const answer = new Promise<{ times: number[]; failures: number }>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const { times, failures } = await Promise.race([answer, failed]);
      await worker.terminate();
      const sorted = [...times].sort((a, b) => a - b);
      return {
        samples: sorted.length,
        worstMs: Math.round(sorted.at(-1) ?? 0),
        medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        failures,
      };
    },
  };
}

/** Runs `work` while sampling the API's health, and answers both the work's result and the latency figures. */
export async function withHealthSampled<T>(baseUrl: string, work: () => Promise<T>): Promise<{ result: T; latency: HealthLatency }> {
  const sampler = sampleHealth(baseUrl);
  await sampler.ready;
  try {
    const result = await work();
    return { result, latency: await sampler.stop() };
  } catch (error) {
    await sampler.stop();
    throw error;
  }
}
