// The fault suites' API instances: a process of src/main.ts on a port and a database, waited for until ready.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
/** One random secret for every instance of a run: a token issued by one is accepted by the other. */
const FAULTS_SECRET = randomBytes(32).toString('base64');
export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  log: string[];
}

export function startInstance(port: number, databaseUrl: string): Instance {
  const dataDir = mkdtempSync(join(tmpdir(), 'mikro-faults-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: FAULTS_SECRET,
      LOGIN_RATE_LIMIT_MAX: '1000',
      // The billing races point the PAC at a closed local port to play an unreachable PAC.
      PAC_ALLOWED_URLS: 'http://127.0.0.1:1',
      LOG_LEVEL: 'silent',
      STATIC_ROOT: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    rmSync(dataDir, { recursive: true, force: true });
    resolve(code);
  }));
  return { port, child, exited, log };
}

export async function waitReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`instance ${instance.port} exited:\n${instance.log.join('')}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${instance.port}/api/ready`, { signal: AbortSignal.timeout(1_000) });
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`instance ${instance.port} not ready:\n${instance.log.join('')}`);
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, named `prefix` plus random hex (`name`): `create()`
 * makes it and answers its URL, `drop()` removes it even while connections remain, `terminateConnections()` cuts them.
 */
export function scratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  return {
    name,
    async create(): Promise<string> {
      await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const parsed = new URL(serverUrl);
      parsed.pathname = `/${name}`;
      return parsed.toString();
    },
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    /** Terminates every connection to it (the fault injected mid-load); answers how many there were. */
    terminateConnections: () =>
      withClient(serverUrl, async (client) => {
        const result = await client.query('SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        return result.rows[0].n as number;
      }),
  };
}
