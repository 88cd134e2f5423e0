// Migrating and seeding a database costs a test suite most of its time, so it is done once per version of the
// schema, the seed and the day: on PGlite as a data folder that each suite copies and opens, on PostgreSQL as a
// template database that each suite's database is copied from.
//
// The key hashes everything the migrated, seeded result can depend on (migrations, the API's and the domain's
// source, the lockfile) and the institution's date, because the demo seed dates its charges from today.
// Processes that miss together (jest workers, turbo's parallel stages) build it once: a file lock on PGlite, an
// advisory lock on the PostgreSQL server.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { institutionToday } from '@mikro/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { openDatabase, type AppDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/index';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPOSITORY_ROOT = join(API_ROOT, '..');

/** Folders whose files shape the migrated, seeded database (tests themselves do not). */
const KEY_SOURCES = [
  join(API_ROOT, 'drizzle'),
  join(API_ROOT, 'src'),
  join(REPOSITORY_ROOT, 'packages', 'domain', 'src'),
  join(REPOSITORY_ROOT, 'packages', 'contracts', 'src'),
];

// Shared memory where the system has it: every test file copies a PGlite data folder from here.
const CACHE_DIR = join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'mikro-test-databases');

/** How old another key's snapshot or template must be before a build removes it. */
const STALE_AFTER_MS = 10 * 60_000;

/** An arbitrary constant: the advisory lock under which one process builds the PostgreSQL template. */
const TEMPLATE_LOCK_KEY = 7_310_025;

function sourceFiles(dir: string, into: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test-support') sourceFiles(full, into);
    } else if (!/\.(test|suite)\.tsx?$/.test(entry.name)) {
      into.push(full);
    }
  }
  return into;
}

let sourceDigest: string | undefined;

function digestOfSources(): string {
  if (sourceDigest) return sourceDigest;
  const hash = createHash('sha256');
  const files = KEY_SOURCES.flatMap((dir) => (existsSync(dir) ? sourceFiles(dir, []) : [])).sort();
  files.push(join(REPOSITORY_ROOT, 'package-lock.json'));
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(relative(REPOSITORY_ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  sourceDigest = hash.digest('hex');
  return sourceDigest;
}

/** Changes with the sources and with the institution's day (read now, so a test's fake clock counts). */
export function templateKey(): string {
  return createHash('sha256').update(digestOfSources()).update(institutionToday()).digest('hex').slice(0, 20);
}

async function migrateAndSeed(database: AppDatabase): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db);
}

async function withFileLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const release = await lockfile.lock(CACHE_DIR, {
    lockfilePath: join(CACHE_DIR, `${name}.lock`),
    stale: 60_000,
    retries: { retries: 1_200, minTimeout: 100, maxTimeout: 250 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

const snapshots = new Map<string, Promise<string>>();

/** The folder a key's migrated, seeded PGlite data folder is kept in. */
const snapshotDir = (key: string) => join(CACHE_DIR, `pglite-${key}`);

async function buildPgliteSnapshot(key: string): Promise<string> {
  const dir = snapshotDir(key);
  if (existsSync(dir)) return dir;
  return withFileLock(`pglite-${key}`, async () => {
    if (existsSync(dir)) return dir;
    const partial = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ kind: 'pglite', dataDir: partial });
    try {
      await migrateAndSeed(database);
      // A test database need not survive a crash: its copies skip the flushes and full-page images that
      // make an embedded database durable (PostgreSQL test databases skip synchronous commit likewise).
      // Its few megabytes need no 128 MB buffer pool either: PGlite zeroes the whole pool as it starts, which
      // was about two thirds of opening a copy (1 s of CPU against 0.35 s with 16 MB).
      for (const setting of ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off', "shared_buffers = '16MB'"]) {
        await database.db.execute(sql.raw(`ALTER SYSTEM SET ${setting}`));
      }
    } finally {
      await database.close();
    }
    renameSync(partial, dir);
    removeStaleSnapshots(dir);
    return dir;
  });
}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

/**
 * Snapshots of other keys are from older sources or days. Each edit of the API's source makes a new one, so
 * they go after ten minutes; a run still using one copies it again, or builds it again if it is gone. Copies and
 * half-built snapshots whose process is gone (a killed run) go at once.
 */
function removeStaleSnapshots(current: string): void {
  const staleBefore = Date.now() - STALE_AFTER_MS;
  for (const name of readdirSync(CACHE_DIR)) {
    const full = join(CACHE_DIR, name);
    if (full === current || !name.startsWith('pglite-') || name.endsWith('.lock')) continue;
    const owner = /\.(\d+)\.[0-9a-f]+$/.exec(name);
    try {
      if (owner ? !processAlive(Number(owner[1])) : statSync(full).mtimeMs < staleBefore) rmSync(full, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

/**
 * A new PGlite on a copy of the migrated, seeded data folder, in shared memory where there is some; the copy
 * goes when the database closes. Opening a copied folder costs about half of loading the same data into an
 * in-memory PGlite.
 */
export async function openSeededPglite(): Promise<AppDatabase> {
  const key = templateKey();
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = buildPgliteSnapshot(key);
    snapshots.set(key, snapshot);
    snapshot.catch(() => snapshots.delete(key));
  }
  const source = await snapshot;
  const copy = `${source}.copy.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    cpSync(source, copy, { recursive: true, filter: (from) => !/\.lock(-owner)?$/.test(from) });
  } catch (error) {
    // Another run removed it as stale between the build and the copy: build it again.
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    snapshots.delete(key);
    rmSync(copy, { recursive: true, force: true });
    return openSeededPglite();
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: copy });
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function templateExists(client: pg.Client, name: string): Promise<boolean> {
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name]);
  return rowCount === 1;
}

const templates = new Map<string, Promise<string>>();

async function buildPostgresTemplate(serverUrl: string, key: string): Promise<string> {
  const name = `mikro_tpl_${key}`;
  return withAdminClient(serverUrl, async (client) => {
    if (await templateExists(client, name)) return name;
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await templateExists(client, name)) return name;
      const building = `mikro_tpl_build_${randomBytes(6).toString('hex')}`;
      await client.query(`CREATE DATABASE ${building}`);
      try {
        const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, building), poolSize: 4 });
        try {
          await migrateAndSeed(database);
        } finally {
          await database.close();
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        throw error;
      }
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await client.query(`COMMENT ON DATABASE ${name} IS '${Date.now()}'`);
      await dropOtherTemplates(client, name);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/**
 * Templates of other keys made more than STALE_AFTER_MS ago (a run still copying one builds it again), and builds
 * a killed run abandoned (every build holds the advisory lock this runs under, so any other is dead).
 */
async function dropOtherTemplates(client: pg.Client, keep: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database
     WHERE datname LIKE 'mikro\\_tpl\\_%' AND datname <> $1
       AND (datname LIKE 'mikro\\_tpl\\_build\\_%'
            OR coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < $2)`,
    [keep, Date.now() - STALE_AFTER_MS],
  );
  for (const { datname } of rows) {
    await client.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`).catch(() => undefined);
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
}

const OBJECT_IN_USE = '55006';
const UNDEFINED_DATABASE = '3D000';

/** A new database on the server copied from the migrated, seeded template; answers its name. */
export async function createSeededPostgresDatabase(serverUrl: string): Promise<string> {
  const key = templateKey();
  let template = templates.get(key);
  if (!template) {
    template = buildPostgresTemplate(serverUrl, key);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  let source = await template;
  const name = `mikro_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
        // A test database is thrown away: its commits need not wait for the disk.
        await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 20 || (code !== OBJECT_IN_USE && code !== UNDEFINED_DATABASE)) throw error;
        // Copying needs nobody connected to the template (another run renaming it in could be, for an instant);
        // a template another run dropped as stale is built again.
        if (code === UNDEFINED_DATABASE) source = await buildPostgresTemplate(serverUrl, key);
        else await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return name;
}
