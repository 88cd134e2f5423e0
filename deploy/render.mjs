// Writes the topology's configuration files (HAProxy, PgBouncer, the primary's and the replica's PostgreSQL
// settings) from the templates beside this file, with the values of the environment or the defaults below.
//   node deploy/render.mjs <output folder>            (see docs/deploy.md for each variable)
// npm run test:scale renders the same templates with its own ports, so what it drills is what is deployed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const DEFAULTS = {
  RUN_DIR: '/var/run/postgresql',
  LOG_DIR: '/var/log/mikro',
  CONFIG_DIR: '/etc/mikro',
  HAPROXY_BIND: '0.0.0.0:80',
  HAPROXY_STATS_BIND: '127.0.0.1:8404',
  HAPROXY_SOCKET: '/run/haproxy/admin.sock',
  API_INSTANCES: '127.0.0.1:3001,127.0.0.1:3002,127.0.0.1:3003',
  DATABASE: 'mikro',
  DATABASE_USER: 'mikro',
  DATABASE_PASSWORD_HASH: '',
  PRIMARY_HOST: '127.0.0.1',
  PRIMARY_LISTEN: '127.0.0.1',
  PRIMARY_PORT: '5432',
  REPLICA_LISTEN: '127.0.0.1',
  REPLICA_PORT: '5433',
  PGBOUNCER_HOST: '127.0.0.1',
  PGBOUNCER_PORT: '6432',
  PGBOUNCER_AUTH_TYPE: 'scram-sha-256',
  TRANSACTION_POOL_SIZE: '20',
  SESSION_POOL_SIZE: '30',
  ARCHIVE_MODE: 'on',
  ARCHIVE_COMMAND: 'test ! -f /var/lib/mikro/wal-archive/%f && cp %p /var/lib/mikro/wal-archive/%f',
};

/** Template → file it renders to. */
export const TEMPLATES = {
  'haproxy/haproxy.cfg.template': 'haproxy.cfg',
  'pgbouncer/pgbouncer.ini.template': 'pgbouncer.ini',
  'pgbouncer/userlist.txt.template': 'userlist.txt',
  'postgres/primary.conf.template': 'primary.conf',
  'postgres/replica.conf.template': 'replica.conf',
};

/** The HAProxy server lines of API_INSTANCES ("host:port,host:port"). */
function serverLines(instances) {
  return instances
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((address, index) => `    server api${index + 1} ${address} check`)
    .join('\n');
}

/** A template with its ${NAME}s replaced; a name without a value is an error, not an empty string. */
export function renderTemplate(text, values) {
  return text.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (name === 'API_SERVERS') return serverLines(values.API_INSTANCES);
    const value = values[name];
    if (value === undefined) throw new Error(`deploy: no value for \${${name}}`);
    return value;
  });
}

/** Renders every template into `outDir` with `overrides` over the defaults; answers the paths written. */
export function renderDeployConfig(outDir, overrides = {}) {
  const values = { ...DEFAULTS, CONFIG_DIR: resolve(outDir), ...overrides };
  mkdirSync(outDir, { recursive: true });
  const written = {};
  for (const [template, output] of Object.entries(TEMPLATES)) {
    const path = join(outDir, output);
    writeFileSync(path, renderTemplate(readFileSync(join(here, template), 'utf8'), values));
    written[output] = path;
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: node deploy/render.mjs <output folder>');
    process.exit(2);
  }
  const fromEnv = Object.fromEntries(Object.keys(DEFAULTS).filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]));
  const written = renderDeployConfig(outDir, fromEnv);
  console.log(Object.values(written).join('\n'));
}
