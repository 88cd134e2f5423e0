// An API server of a walk's own, for a walk that stops and restarts the API process: the run's shared web
// server must keep serving every other walk. It is the product as `npm run serve -w @mikro/api` starts it (the
// API serving the already built shell and remotes from their dist folders) on a free port of 127.0.0.1 and a
// fresh embedded database under e2e/.artifacts, and it can be stopped and started again on the same folder and
// port (the same origin, so the browser keeps its service worker, IndexedDB and session).
import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.join(here, '..', '..', 'api');
const artifacts = path.join(here, '..', '.artifacts');

const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A port nothing listens on now (the system's choice), kept for every start of one server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function health(origin: string): Promise<number | undefined> {
  try {
    return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return undefined;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export interface PrivateServer {
  /** http://127.0.0.1:<port>, the same across restarts. */
  readonly origin: string;
  readonly dataDir: string;
  /** Both starts' output, appended. */
  readonly logFile: string;
  /** Whether an API process of this server is running. */
  running(): boolean;
  /** Starts the API process and resolves when /api/health answers 200. */
  start(): Promise<void>;
  /** Ends the API process: SIGTERM, then SIGKILL if it has not exited within 10 s. Nothing if it is not running. */
  stop(): Promise<void>;
}

/** A server on a fresh data folder and a free port; not started. */
export async function privateServer(name: string): Promise<PrivateServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(artifacts, `data-${name}-${Date.now()}-${port}`);
  const logFile = `${dataDir}.log`;
  mkdirSync(artifacts, { recursive: true });
  let log: WriteStream | null = null;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  // A worker that dies without its teardown must not leave the server holding the port and the folder.
  const killOnExit = () => child?.kill('SIGKILL');
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    const current = child;
    if (current && running()) {
      current.kill('SIGTERM');
      const outcome = await Promise.race([exited.then(() => 'exited'), delay(STOP_TIMEOUT_MS).then(() => 'timeout')]);
      if (outcome === 'timeout') {
        current.kill('SIGKILL');
        await exited;
      }
    }
    child = null;
    process.removeListener('exit', killOnExit);
  };

  const start = async () => {
    if (running()) throw new Error(`${origin} is already running`);
    if ((await health(origin)) !== undefined) throw new Error(`Port ${port} already answers: another process took it`);
    log ??= createWriteStream(logFile, { flags: 'a' });
    // NODE_OPTIONS is dropped: it may carry the test runner's own loader, which the API must not inherit.
    const { NODE_OPTIONS: _runnerOptions, ...inherited } = process.env;
    const spawned = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOGIN_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = spawned;
    exited = new Promise((done) => spawned.once('exit', () => done()));
    spawned.stdout?.pipe(log, { end: false });
    spawned.stderr?.pipe(log, { end: false });
    process.once('exit', killOnExit);
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (spawned.exitCode !== null || spawned.signalCode !== null) {
        child = null;
        throw new Error(`The API on ${origin} exited (${spawned.exitCode ?? spawned.signalCode}) before answering. ${logFile}:\n${tail(logFile)}`);
      }
      if ((await health(origin)) === 200) return;
      await delay(250);
    }
    await stop();
    throw new Error(`${origin}/api/health did not answer within ${HEALTH_TIMEOUT_MS / 1000} s. ${logFile}:\n${tail(logFile)}`);
  };

  return {
    origin,
    dataDir,
    logFile,
    running,
    start,
    stop: async () => {
      await stop();
      log?.end();
      log = null;
    },
  };
}

/**
 * `test` for walks on a server of their own: the worker starts it before its first walk and ends it after its
 * last, whether the walks passed or not; `baseURL` (pages and `request`) points at it.
 */
export const test = base.extend<object, { privateApi: PrivateServer }>({
  privateApi: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await privateServer(`w${workerInfo.workerIndex}`);
      try {
        await server.start();
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: HEALTH_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ privateApi }, use) => {
    await use(privateApi.origin);
  },
});
