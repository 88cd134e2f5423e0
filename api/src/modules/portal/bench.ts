// Timing of the portal's home for `npm run bench` (bench/steps/portal-reminders.mjs runs this with tsx and reads the
// JSON it prints): a family of three children of the volume seed — five years of monthly charges and payments each —
// and its tutor; the server's answer to GET /api/portal/children (every child with the pending charges priced as of
// today by the payment engine), through the whole Fastify stack in-process, median of 15 after 2 warm-ups (budget
// ≤ 300 ms). On a fresh PostgreSQL database (DATABASE_URL's server, created and dropped here) filled by
// `npm run seed:volume`'s code at BENCH_PORTAL_SCALE (default 0.2 of the 3,000 students; 1 for the full volume).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PortalChildren } from '@mikro/contracts';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { seedVolume } from '../../../scripts/seed-volume';
import { tutorOfFamily } from '../../test-support/online-payments';
import { schoolSession } from '../../test-support/school';
import { createSeededPostgresDatabase, withDatabase } from '../../test-support/template-database';

const SCALE = Number(process.env.BENCH_PORTAL_SCALE ?? 0.2);
const RUNS = 15;
const CHILDREN = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = await createSeededPostgresDatabase(serverUrl);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const seeded = performance.now();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await seedVolume(client, { scale: SCALE });
    } finally {
      await client.end();
    }
    const seedMs = performance.now() - seeded;
    const db = database.db;
    // Three volume students (each enrolled every cycle of the five years) become one family's children.
    const [family] = await rowsOf<{ id: number }>(db, sql`INSERT INTO families (company_id, name) VALUES (1, 'Familia Bench Portal') RETURNING id`);
    const children = await rowsOf<{ id: number }>(db, sql`
      UPDATE students SET family_id = ${family!.id}
       WHERE id IN (SELECT id FROM students WHERE company_id = 1 AND enrollment LIKE 'VOL%' ORDER BY id LIMIT ${CHILDREN}) RETURNING id`);
    const ids = children.map((c) => c.id);
    const [history] = await rowsOf<{ charges: number; payments: number; cycles: number }>(db, sql`
      SELECT (SELECT count(*)::int FROM charges WHERE student_id IN ${ids}) AS charges,
             (SELECT count(DISTINCT l.payment_id)::int FROM charge_payment_lines l JOIN charges c ON c.id = l.charge_id WHERE c.student_id IN ${ids}) AS payments,
             (SELECT count(DISTINCT cycle_id)::int FROM school_inscriptions WHERE student_id IN ${ids}) AS cycles`);
    await db.execute(sql`ANALYZE`);

    const app = await buildApp(
      {
        port: 0,
        host: '127.0.0.1',
        databaseUrl: url,
        databasePoolSize: 10,
        dataDir: '/nonexistent',
        jwtSecret: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
        staticRoot: '/nonexistent',
        logger: false,
        loginRateLimit: { max: 100, timeWindowMs: 60_000 },
        publicUrl: 'http://localhost:3000',
      },
      database,
    );
    try {
      await app.ready();
      const desk = await schoolSession(app);
      const tutor = await tutorOfFamily(app, desk, family!.id, 'tutor.bench.portal@familia.mx');
      const home = async () => {
        const response = await tutor.send('GET', '/api/portal/children');
        if (response.statusCode !== 200) throw new Error(`GET /api/portal/children answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        return response.json<PortalChildren>();
      };
      const first = await home();
      await home();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await home();
        times.push(performance.now() - started);
      }
      const pending = first.children.reduce((sum, child) => sum + child.charges.length, 0);
      if (first.children.length !== CHILDREN) throw new Error(`expected ${CHILDREN} children, got ${first.children.length}`);
      console.log(
        JSON.stringify({ database: 'postgres', scale: SCALE, seedMs, children: first.children.length, pending, ...history!, medianMs: median(times), maxMs: Math.max(...times) }),
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
