#!/usr/bin/env node
// Creates the empty PostgreSQL database the e2e server on PostgreSQL starts on (it migrates and seeds it itself):
// `node support/create-database.mjs <database URL>`. Databases of earlier runs (mikro_e2e_*) are dropped first.
import pg from 'pg';

const target = new URL(process.argv[2] ?? '');
const name = target.pathname.slice(1);
if (!/^mikro_e2e_\d+$/.test(name)) {
  console.error(`usage: create-database.mjs postgres://…/mikro_e2e_<digits> (got ${target.pathname})`);
  process.exit(2);
}
const server = new URL(target);
server.pathname = '/postgres';
const client = new pg.Client({ connectionString: server.toString() });
await client.connect();
try {
  const { rows } = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'mikro\\_e2e\\_%'");
  for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
