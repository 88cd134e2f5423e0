// The deployed topology on one machine, for the scale drill (npm run test:scale) and the bench: a PostgreSQL 15
// primary and a streaming replica made with pg_basebackup, PgBouncer, HAProxy and API instances, each on a spare
// port, all configured from the templates of deploy/ (deploy/render.mjs), in a temporary folder. stop() (also
// run when the process exits) ends every process started here and removes the folder.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { renderDeployConfig } from '../render.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const DEMO_LOGIN = { email: 'admin@mikro.mx', password: 'Mikro2026!' };
const JWT_SECRET = `scale-${randomBytes(24).toString('hex')}`;

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: its commands run as the postgres user then. */
function asPostgres(command, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const runPostgres = (command, args) => run(...asPostgres(join(PG_BIN, command), args));

function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`], { encoding: 'utf8' }).status === 0;
}

/** HAProxy and PgBouncer from Debian when missing (CI runs as root; apt-get update once if the lists are stale). */
export function ensureTools(print) {
  const missing = ['haproxy', 'pgbouncer'].filter((tool) => !commandExists(tool));
  if (missing.length === 0) return;
  if (!isRoot()) throw new Error(`missing ${missing.join(', ')}: install them (apt-get install -y ${missing.join(' ')})`);
  print(`Installing ${missing.join(', ')} from Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { encoding: 'utf8', env });
  if (install().status !== 0) {
    run('apt-get', ['update', '-qq'], { env });
    const second = install();
    if (second.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed:\n${second.stderr}`);
  }
}

const binary = (tool) => (existsSync(`/usr/sbin/${tool}`) ? `/usr/sbin/${tool}` : tool);

async function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports from `base` (the first run of them found within 200 ports). */
async function sparePorts(base, count) {
  for (let start = base; start < base + 200; start += count) {
    const ports = Array.from({ length: count }, (_, i) => start + i);
    const free = await Promise.all(ports.map(portFree));
    if (free.every(Boolean)) return ports;
  }
  throw new Error(`no ${count} free ports from ${base}`);
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A command to HAProxy's admin socket; answers its output. */
export function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let output = '';
    socket.on('data', (chunk) => (output += chunk));
    socket.on('end', () => resolve(output));
    socket.on('error', reject);
    socket.write(`${command}\n`);
  });
}

/** Waits until `check` answers true (polling every `everyMs`), or throws `what` after `timeoutMs`. */
export async function waitFor(what, check, { timeoutMs = 30_000, everyMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await delay(everyMs);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Starts the topology. `instances`: how many API instances (each behind HAProxy); `instanceEnv(index)`: extra
 * environment of an instance (e.g. DATABASE_URL straight to the primary for a bench comparison).
 */
export async function startTopology({ print = () => undefined, instances = 3, basePort = Number(process.env.SCALE_BASE_PORT ?? 54320), instanceEnv = () => ({}), staticRoot } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mikro-scale-'));
  chmodSync(dir, 0o755);
  const [primaryPort, replicaPort, pgbouncerPort, haproxyPort, statsPort, ...apiPorts] = await sparePorts(basePort, 5 + instances);
  const paths = {
    run: join(dir, 'run'),
    log: join(dir, 'log'),
    config: join(dir, 'config'),
    primary: join(dir, 'primary'),
    replica: join(dir, 'replica'),
    archive: join(dir, 'wal-archive'),
  };
  for (const path of [paths.run, paths.log, paths.config, paths.archive]) mkdirSync(path, { recursive: true });
  if (isRoot()) for (const path of [dir, paths.run, paths.log, paths.config, paths.archive]) chownSync(path, ...postgresIds());

  const children = new Set();
  const clusters = [];
  let stopped = false;
  /** Ends everything synchronously (also from the process's exit handler). */
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    for (const child of children) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const data of clusters) {
      if (existsSync(join(data, 'postmaster.pid'))) spawnSync(...asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onExit = () => stopNow();
  const onSignal = (signal) => {
    stopNow();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const database = 'mikro';
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/${database}`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${database}`;
  const pooledUrl = `postgres://postgres@127.0.0.1:${pgbouncerPort}/${database}`;
  const sessionUrl = `postgres://postgres@127.0.0.1:${pgbouncerPort}/${database}_session`;
  const apiAddresses = apiPorts.map((port) => `127.0.0.1:${port}`);

  try {
    const files = renderDeployConfig(paths.config, {
      RUN_DIR: paths.run,
      LOG_DIR: paths.log,
      HAPROXY_BIND: `127.0.0.1:${haproxyPort}`,
      HAPROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
      HAPROXY_SOCKET: join(paths.run, 'haproxy.sock'),
      API_INSTANCES: apiAddresses.join(','),
      DATABASE: database,
      DATABASE_USER: 'postgres',
      DATABASE_PASSWORD_HASH: '',
      PRIMARY_PORT: String(primaryPort),
      REPLICA_PORT: String(replicaPort),
      PGBOUNCER_PORT: String(pgbouncerPort),
      // Local drill: trust on 127.0.0.1 (the guide sets scram-sha-256 and a password).
      PGBOUNCER_AUTH_TYPE: 'trust',
      TRANSACTION_POOL_SIZE: '20',
      SESSION_POOL_SIZE: String(instances * 8 + 5),
      ARCHIVE_MODE: 'on',
      ARCHIVE_COMMAND: `test ! -f ${paths.archive}/%f && cp %p ${paths.archive}/%f`,
    });
    if (isRoot()) for (const path of Object.values(files)) chownSync(path, ...postgresIds());
    // Drill-only settings after the deployed ones: sockets in the temporary folder; no fsync (a throwaway cluster
    // on a shared 2-core machine; commits still flush their WAL position, which the replica rule relies on).
    const drill = join(paths.config, 'drill.conf');
    writeFileSync(drill, `unix_socket_directories = '${paths.run}'\nfsync = off\nshared_buffers = 64MB\nmax_connections = 120\n`);
    if (isRoot()) chownSync(drill, ...postgresIds());

    print(`  primary (PostgreSQL 15) on ${primaryPort}`);
    runPostgres('initdb', ['-D', paths.primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    appendFileSync(join(paths.primary, 'postgresql.conf'), `\ninclude '${files['primary.conf']}'\ninclude '${drill}'\n`);
    clusters.push(paths.primary);
    runPostgres('pg_ctl', ['-D', paths.primary, '-l', join(paths.log, 'primary.log'), '-w', '-t', '60', 'start']);
    await withClient(`postgres://postgres@127.0.0.1:${primaryPort}/postgres`, (client) => client.query(`CREATE DATABASE ${database}`));

    print(`  replica on ${replicaPort} (pg_basebackup -R -X stream)`);
    runPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', paths.replica, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    appendFileSync(join(paths.replica, 'postgresql.conf'), `\ninclude '${files['replica.conf']}'\ninclude '${drill}'\n`);
    clusters.push(paths.replica);
    const startReplica = () => runPostgres('pg_ctl', ['-D', paths.replica, '-l', join(paths.log, 'replica.log'), '-w', '-t', '60', 'start']);
    startReplica();

    let pgbouncer = null;
    const startPgbouncer = async () => {
      const child = spawn(binary('pgbouncer'), ['-u', 'postgres', files['pgbouncer.ini']], { stdio: 'ignore' });
      children.add(child);
      child.once('exit', () => children.delete(child));
      pgbouncer = child;
      await waitFor('PgBouncer', () => withClient(pooledUrl, (client) => client.query('SELECT 1')).then(() => true), { timeoutMs: 15_000 });
    };
    print(`  PgBouncer on ${pgbouncerPort} (${database}: transaction mode, ${database}_session: session mode)`);
    await startPgbouncer();

    const instanceState = apiPorts.map(() => ({ child: null, log: [] }));
    const startInstance = (index) => {
      const port = apiPorts[index];
      const dataDir = join(dir, `api-${index + 1}`);
      mkdirSync(dataDir, { recursive: true });
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: join(repoRoot, 'api'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: pooledUrl,
          DATABASE_DIRECT_URL: sessionUrl,
          DATABASE_REPLICA_URL: replicaUrl,
          DATABASE_POOL_SIZE: '10',
          DATABASE_DIRECT_POOL_SIZE: '6',
          REPLICA_MAX_LAG_MS: '5000',
          REPLICA_WAIT_MS: '1000',
          SHUTDOWN_DRAIN_MS: '1500',
          TRUST_PROXY: 'loopback',
          DATA_DIR: dataDir,
          JWT_SECRET,
          LOGIN_RATE_LIMIT_MAX: '100000',
          LOG_LEVEL: 'silent',
          STATIC_ROOT: staticRoot ?? dataDir,
          ...instanceEnv(index, { primaryUrl, pooledUrl, sessionUrl, replicaUrl }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const state = instanceState[index];
      state.child = child;
      state.log = [];
      child.stdout.on('data', (chunk) => state.log.push(chunk.toString()));
      child.stderr.on('data', (chunk) => state.log.push(chunk.toString()));
      children.add(child);
      state.exited = new Promise((resolve) => child.once('exit', (code, signal) => {
        children.delete(child);
        resolve(code ?? signal);
      }));
      return child;
    };
    const instanceUrl = (index) => `http://127.0.0.1:${apiPorts[index]}`;
    const waitInstanceReady = (index) =>
      waitFor(`API instance ${index + 1} ready`, async () => {
        const state = instanceState[index];
        if (state.child.exitCode !== null) throw new Error(`API instance ${index + 1} exited:\n${state.log.join('')}`);
        return (await fetch(`${instanceUrl(index)}/api/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200;
      }, { timeoutMs: 120_000, everyMs: 250 }).catch((error) => {
        throw new Error(`${error.message}\n${instanceState[index].log.join('').slice(-3000)}`);
      });

    print(`  API instance 1 on ${apiPorts[0]} (migrations and seed)`);
    startInstance(0);
    await waitInstanceReady(0);
    if (instances > 1) {
      print(`  API instances 2–${instances} on ${apiPorts.slice(1).join(', ')}`);
      for (let index = 1; index < instances; index++) startInstance(index);
      await Promise.all(apiPorts.slice(1).map((_, i) => waitInstanceReady(i + 1)));
    }

    print(`  HAProxy on ${haproxyPort}`);
    const socketPath = join(paths.run, 'haproxy.sock');
    const haproxy = spawn(binary('haproxy'), ['-f', files['haproxy.cfg'], '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const haproxyLog = [];
    haproxy.stderr.on('data', (chunk) => haproxyLog.push(chunk.toString()));
    children.add(haproxy);
    /** Backend servers as HAProxy sees them: name → status (UP, DOWN, MAINT, …). */
    const serverStates = async () => {
      const csv = await haproxyCommand(socketPath, 'show stat');
      const states = {};
      for (const line of csv.split('\n')) {
        const fields = line.split(',');
        if (fields[0] === 'api' && fields[1] !== 'BACKEND' && fields[1] !== 'FRONTEND') states[fields[1]] = fields[17];
      }
      return states;
    };
    const waitServers = (expected, timeoutMs = 30_000) =>
      waitFor(`HAProxy to see ${JSON.stringify(expected)}`, async () => {
        const states = await serverStates();
        return Object.entries(expected).every(([name, status]) => states[name] === status);
      }, { timeoutMs, everyMs: 100 });
    await waitServers(Object.fromEntries(apiPorts.map((_, i) => [`api${i + 1}`, 'UP']))).catch((error) => {
      throw new Error(`${error.message}\n${haproxyLog.join('').slice(-3000)}`);
    });

    return {
      dir,
      ports: { primary: primaryPort, replica: replicaPort, pgbouncer: pgbouncerPort, haproxy: haproxyPort, api: apiPorts },
      urls: { primary: primaryUrl, replica: replicaUrl, pooled: pooledUrl, session: sessionUrl, haproxy: `http://127.0.0.1:${haproxyPort}` },
      paths,
      instanceUrl,
      instancePid: (index) => instanceState[index].child?.pid,
      instanceLog: (index) => instanceState[index].log.join(''),
      serverStates,
      waitServers,
      haproxy: (command) => haproxyCommand(socketPath, command),
      haproxyLog: () => haproxyLog.join(''),
      /** SIGKILL: the instance dies mid-request, as on a crash. */
      async killInstance(index) {
        const state = instanceState[index];
        state.child.kill('SIGKILL');
        await state.exited;
      },
      /** SIGTERM (drains for SHUTDOWN_DRAIN_MS, then closes), and waits for it to exit. */
      async stopInstance(index) {
        const state = instanceState[index];
        state.child.kill('SIGTERM');
        return state.exited;
      },
      async startInstance(index) {
        startInstance(index);
        await waitInstanceReady(index);
      },
      stopReplica: () => runPostgres('pg_ctl', ['-D', paths.replica, '-m', 'immediate', '-w', 'stop']),
      startReplica,
      /** SIGTERM: PgBouncer closes every client and server connection at once. */
      async restartPgbouncer(downMs = 1_000) {
        const exited = new Promise((resolve) => pgbouncer.once('exit', resolve));
        pgbouncer.kill('SIGTERM');
        await exited;
        await delay(downMs);
        await startPgbouncer();
      },
      /** The replica has replayed everything the primary has flushed. */
      async replicaCaughtUp() {
        const target = await withClient(primaryUrl, async (client) => (await client.query('SELECT pg_current_wal_flush_lsn()::text AS lsn')).rows[0].lsn);
        await waitFor('the replica to replay the primary', () =>
          withClient(replicaUrl, async (client) => (await client.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [target])).rows[0].done),
        { timeoutMs: 30_000, everyMs: 50 });
      },
      archivedSegments: () => spawnSync('ls', [paths.archive], { encoding: 'utf8' }).stdout.split('\n').filter((name) => /^[0-9A-F]{24}$/.test(name)).length,
      primaryLog: () => readFileSync(join(paths.log, 'primary.log'), 'utf8'),
      stop: async () => {
        process.removeListener('exit', onExit);
        process.removeListener('SIGINT', onSignal);
        process.removeListener('SIGTERM', onSignal);
        stopNow();
      },
    };
  } catch (error) {
    stopNow();
    process.removeListener('exit', onExit);
    throw error;
  }
}

let ids;
function postgresIds() {
  if (!ids) {
    const uid = Number(run('id', ['-u', 'postgres']).trim());
    const gid = Number(run('id', ['-g', 'postgres']).trim());
    ids = [uid, gid];
  }
  return ids;
}
