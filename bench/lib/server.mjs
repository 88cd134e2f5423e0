// Starts the product server the way it runs in production (API + shell + remotes on one port)
// on a fresh embedded database, and stops it again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureOutDir, repoRoot } from './paths.mjs';

// One random JWT_SECRET for every server of a bench run (the API refuses a patterned one).
const BENCH_SECRET = randomBytes(32).toString('base64');

const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

async function healthStatus(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status;
  } catch {
    return undefined;
  }
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

const delay = (millis) => new Promise((done) => setTimeout(done, millis));

/**
 * @param {{ port?: number, databaseUrl?: string, env?: Record<string, string>, logName?: string, nodeArgs?: string[], dataDir?: string }} [options]
 *   databaseUrl: serve from that PostgreSQL database instead of a fresh PGlite folder; env: extra variables;
 *   nodeArgs: extra node options (e.g. --cpu-prof, which NODE_OPTIONS does not accept); dataDir: serve from this
 *   folder (kept when the server stops) instead of a fresh one.
 * @returns {Promise<{ baseUrl: string, pid: number, dataDir: string, logFile: string, stop: () => Promise<void> }>}
 */
export async function startServer({ port = 3390, databaseUrl = '', env = {}, logName = 'server.log', nodeArgs = [], dataDir: givenDataDir } = {}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if ((await healthStatus(baseUrl)) !== undefined) {
    throw new Error(`Port ${port} already answers ${baseUrl}/api/health: stop that server first.`);
  }
  const out = ensureOutDir();
  const dataDir = givenDataDir ?? mkdtempSync(join(out, 'data-'));
  const logFile = join(out, logName);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // PostgreSQL mode requires an explicit secret (PGlite mode generates one into DATA_DIR).
      ...(databaseUrl ? { JWT_SECRET: BENCH_SECRET } : {}),
      LOGIN_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });

  let exited = false;
  const exit = new Promise((done) => child.once('exit', (code, signal) => {
    exited = true;
    done({ code, signal });
  }));
  // A bench that dies halfway must not leave the server holding the port and the data folder lock.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      child.kill('SIGTERM');
      const outcome = await Promise.race([exit, delay(STOP_TIMEOUT_MS).then(() => 'timeout')]);
      if (outcome === 'timeout') {
        child.kill('SIGKILL');
        await exit;
      }
    }
    log.end();
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      const { code, signal } = await exit;
      await stop();
      throw new Error(`The server exited (code ${code}, signal ${signal}) before answering. Log ${logFile}:\n${tail(logFile)}`);
    }
    if ((await healthStatus(baseUrl)) === 200) return { baseUrl, pid: child.pid, dataDir, logFile, stop };
    await delay(250);
  }
  await stop();
  throw new Error(`${baseUrl}/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s. Log ${logFile}:\n${tail(logFile)}`);
}

/** CPU time a process has used so far, in milliseconds (user and system, from /proc: clock ticks of 10 ms). */
export function processCpuMs(pid) {
  // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const tick = 1000 / 100;
  return { userMs: Number(fields[11]) * tick, systemMs: Number(fields[12]) * tick };
}
