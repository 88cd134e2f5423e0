// Timing of the payment reminders for `npm run bench` (bench/steps/portal-reminders.mjs runs this with tsx and reads
// the JSON it prints): 3,000 students of one campus, each of a family with a portal tutor and a charge due in three
// days; one run claims and queues every reminder (budget ≤ 30 s), a second run finds nothing left to send. On a
// fresh PostgreSQL database when DATABASE_URL is set (created and dropped here), else on an embedded PGlite one.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type AppDatabase } from '../../db/client';
import { createSeededPostgresDatabase, openSeededPglite, withDatabase } from '../../test-support/template-database';
import { rowsOf } from '../../db/rows';
import { runReminders } from './reminders.service';

const STUDENTS = Number(process.env.BENCH_REMINDER_STUDENTS ?? 3_000);
const TODAY = '2026-03-07';
const DUE = '2026-03-10';

/** A migrated and seeded database (a copy of the tests' template), and how to drop it. */
async function freshDatabase(serverUrl: string | undefined): Promise<{ database: AppDatabase; dispose: () => Promise<void> }> {
  if (!serverUrl) {
    const database = await openSeededPglite();
    return { database, dispose: () => database.close() };
  }
  const name = await createSeededPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) });
  return {
    database,
    dispose: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const kind = serverUrl ? 'postgres' : 'pglite';
  const { database, dispose } = await freshDatabase(serverUrl);
  try {
    const db = database.db;
    const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0]!;
    const branch = await one<{ id: number }>(sql`SELECT id FROM branch_offices WHERE company_id = 1 ORDER BY id LIMIT 1`);
    const campus = await one<{ id: number }>(sql`INSERT INTO campuses (company_id, branch_office_id, name) VALUES (1, ${branch.id}, 'Campus Bench') RETURNING id`);
    const role = await one<{ id: number }>(sql`INSERT INTO roles (company_id, name, description, is_tutor) VALUES (1, 'Tutor bench', '', true) RETURNING id`);
    await db.execute(sql`INSERT INTO families (company_id, name) SELECT 1, 'Familia Bench ' || g FROM generate_series(1, ${STUDENTS}) g`);
    await db.execute(sql`
      INSERT INTO students (company_id, family_id, campus_id, enrollment, name, last_name_father, search_name)
      SELECT 1, f.id, ${campus.id}, 'RB' || lpad(f.n::text, 6, '0'), 'Alumno ' || f.n, 'Bench', 'ALUMNO ' || f.n || ' BENCH'
        FROM (SELECT id, substring(name from 15)::int AS n FROM families WHERE name LIKE 'Familia Bench %') f`);
    await db.execute(sql`
      INSERT INTO users (company_id, name, email, password_hash, role_id)
      SELECT 1, 'Tutor ' || g, 'tutor.bench.' || g || '@familia.mx', 'x', ${role.id} FROM generate_series(1, ${STUDENTS}) g`);
    await db.execute(sql`
      INSERT INTO family_tutors (company_id, family_id, user_id)
      SELECT 1, f.id, u.id FROM families f JOIN users u ON u.email = 'tutor.bench.' || substring(f.name from 15) || '@familia.mx'
       WHERE f.name LIKE 'Familia Bench %'`);
    await db.execute(sql`
      INSERT INTO charges (company_id, branch_office_id, module, student_id, name, sat_code, unit_code, price, year, month, payment_day, due_date)
      SELECT 1, ${branch.id}, 3, s.id, 'Colegiatura', '86121500', 'E48', 2500, 2026, 3, 10, ${DUE}::date FROM students s WHERE s.campus_id = ${campus.id}`);
    await db.execute(sql`INSERT INTO campus_reminder_settings (campus_id, company_id, enabled, days_before, enabled_since) VALUES (${campus.id}, 1, true, 5, ${TODAY}::date)`);
    await db.execute(sql`ANALYZE`);

    const started = performance.now();
    const first = await runReminders(db, { publicUrl: 'http://localhost:3000', today: TODAY });
    const runMs = performance.now() - started;
    const again = performance.now();
    const second = await runReminders(db, { publicUrl: 'http://localhost:3000', today: TODAY });
    const secondMs = performance.now() - again;
    if (first.charges !== STUDENTS || first.messages !== STUDENTS || second.messages !== 0) {
      throw new Error(`unexpected reminder runs: ${JSON.stringify({ first, second })}`);
    }
    console.log(JSON.stringify({ database: kind, students: STUDENTS, messages: first.messages, runMs, secondMs }));
  } finally {
    await dispose();
  }
}

await main();
