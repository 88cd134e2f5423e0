// CPU-bound work of a request (parsing a workbook, decrypting a private key) runs on a pool of worker threads
// (piscina), so the event loop that answers every other request of every company is never held by one upload.
// The pool is bounded: WORKER_THREADS tasks at once, WORKER_QUEUE more may wait (past it a task is refused at
// once), each thread has a memory ceiling and each task a time limit. PDFs have a pool of their own (src/pdf).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** A task that did not finish: it threw, ran out of memory or time, or found the queue full. For the log, not for users. */
export class WorkerTaskFailed extends Error {
  constructor(
    message: string,
    readonly reason: 'error' | 'memory' | 'timeout' | 'busy',
  ) {
    super(message);
  }
}

/** Tasks running at once: one core stays for the event loop. */
export const WORKER_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
/** Tasks allowed to wait for a thread. */
export const WORKER_QUEUE = 16;
/** Old-generation heap ceiling of a thread: a task that outgrows it dies with its thread, not the process. */
export const WORKER_MEMORY_MB = 768;

/**
 * The threads' memory profiles. `default`: CPU-bound tasks with a large input (an uploaded workbook). `lean`:
 * long tasks that stream (an Excel export of a whole report): a small young generation, so the garbage of
 * millions of short-lived objects is collected every few MB instead of filling V8's default semi-spaces (each
 * tens of MB) in the process's resident memory.
 */
const PROFILES = {
  default: { maxThreads: WORKER_THREADS, resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB } },
  lean: { maxThreads: WORKER_THREADS, resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 3 } },
} as const;
export type WorkerProfile = keyof typeof PROFILES;

const pools = new Map<WorkerProfile, Piscina<{ task: string; input: unknown }, unknown>>();

function workerPool(profile: WorkerProfile) {
  let pool = pools.get(profile);
  if (!pool) {
    pool = new Piscina<{ task: string; input: unknown }, unknown>({
      filename: new URL('./boot.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: PROFILES[profile].maxThreads,
      maxQueue: WORKER_QUEUE,
      idleTimeout: 10_000,
      resourceLimits: PROFILES[profile].resourceLimits,
      // Not the process's own flags: a thread inheriting `--import tsx` (npm run serve) has tsx's loader twice,
      // and boot.mjs's tsImport then fails to resolve; boot.mjs brings in tsx itself.
      execArgv: [],
    });
    pools.set(profile, pool);
  }
  return pool;
}

/** Stops the threads (on the app's close, so no thread outlives it); the next task starts a new pool. */
export async function closeWorkerPool(): Promise<void> {
  const closing = [...pools.values()];
  pools.clear();
  await Promise.all(closing.map((pool) => pool.destroy()));
}

/**
 * Runs `run(input)` of the module at `task` (a URL of a .ts file exporting `run`) on a worker thread and answers
 * its result; the thread is stopped after `timeoutMs`. `input` and the result cross threads by structured clone
 * (a Buffer arrives as a Uint8Array); what `transferList` names (a MessagePort to stream through) is moved, not copied.
 */
export async function runInWorker<Input, Output>(
  task: URL,
  input: Input,
  { timeoutMs, transferList, profile = 'default' }: { timeoutMs: number; transferList?: Transferable[]; profile?: WorkerProfile },
): Promise<Output> {
  const workers = workerPool(profile);
  if (workers.queueSize >= WORKER_QUEUE) throw new WorkerTaskFailed('every worker thread is busy and the queue is full', 'busy');
  try {
    return (await workers.run({ task: task.href, input }, { signal: AbortSignal.timeout(timeoutMs), transferList: transferList as never })) as Output;
  } catch (error) {
    const failure = error as { name?: string; message?: string; code?: string };
    if (failure.message === 'Task queue is at limit') throw new WorkerTaskFailed(failure.message, 'busy');
    if (failure.name === 'AbortError' || failure.name === 'TimeoutError') throw new WorkerTaskFailed(`worker task ran past ${timeoutMs} ms`, 'timeout');
    if (failure.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerTaskFailed(failure.message ?? 'out of memory', 'memory');
    throw new WorkerTaskFailed(failure.message ?? String(error), 'error');
  }
}
