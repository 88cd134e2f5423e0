// Issue 9: the school on PostgreSQL — a cycle's charges for 3,000 students (mass enrolment from POST to
// the job's end, ≤ 5 s), the fee counter of a family with 3 students (≤ 300 ms), and the account
// statement of a student with 5 years of charges and payments (≤ 100 ms); medians after a warm-up.
import { randomUUID } from 'node:crypto';
import { median, ms, seconds, table } from '../lib/format.mjs';
import { startServer } from '../lib/server.mjs';
import { createScratchDatabase, withClient } from '../lib/postgres.mjs';

const STUDENTS = 3_000;
const PORT = Number(process.env.BENCH_SCHOOL_PORT ?? 3394);
const RUNS = 15;
const BUDGET = { enrolmentMs: 5_000, counterMs: 300, statementMs: 100 };

async function call(server, headers, method, path, body) {
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** Median of RUNS timings after two warm-up calls. */
async function medianOf(work) {
  await work();
  await work();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(work));
  return median(times);
}

export const school = {
  name: 'school',
  title: 'School on PostgreSQL: cycle charges for 3,000 students, fee counter of a family, 5-year account statement',
  async run({ print }) {
    const scratch = await createScratchDatabase();
    let server;
    try {
      server = await startServer({ port: PORT, databaseUrl: scratch.url, env: { LOG_LEVEL: 'warn' }, logName: 'server-school.log' });
      const login = await call(server, { 'content-type': 'application/json' }, 'POST', '/api/system/auth/login', { email: 'admin@mikro.mx', password: 'Mikro2026!' });
      const matriz = login.branchOffices.find((b) => b.name === 'Matriz Centro').id;
      const headers = { authorization: `Bearer ${login.token}`, 'x-branch-office': String(matriz), 'content-type': 'application/json' };

      // Fixtures in SQL: 3,000 students, five past cycles, and a student to carry five years of history.
      const ids = await withClient(scratch.url, async (client) => {
        const one = async (text, values) => (await client.query(text, values)).rows[0];
        const plan = await one(`SELECT id FROM payment_plans WHERE company_id = 1 ORDER BY id LIMIT 1`);
        const grade = await one(`SELECT id FROM grades WHERE company_id = 1 ORDER BY "order" LIMIT 1`);
        const cycle = await one(`SELECT id FROM cycles WHERE company_id = 1 AND is_active = false ORDER BY id LIMIT 1`);
        await client.query(
          `INSERT INTO students (company_id, enrollment, name, last_name_father, search_name)
           SELECT 1, 'BENCH' || lpad(g::text, 5, '0'), 'Alumno ' || g, 'Bench', 'ALUMNO ' || g || ' BENCH' FROM generate_series(1, ${STUDENTS}) g`,
        );
        const history = await one(`INSERT INTO students (company_id, enrollment, name, last_name_father, search_name) VALUES (1, 'HIST00001', 'Historia', 'Cinco Años', 'HISTORIA CINCO ANOS') RETURNING id`);
        const { rows: old } = await client.query(
          `INSERT INTO cycles (company_id, name, start_date, end_date)
           SELECT 1, 'Histórico ' || y || '-' || (y + 1), make_date(y, 8, 1), make_date(y + 1, 7, 31) FROM generate_series(2019, 2023) y RETURNING id`,
        );
        const family = await one(`SELECT id FROM families WHERE company_id = 1 AND name = 'Familia Martínez Rivera'`);
        await client.query('ANALYZE');
        return { plan: plan.id, grade: grade.id, cycle: cycle.id, history: history.id, oldCycles: old.map((r) => r.id), family: family.id };
      });

      // 1. A cycle's charges for 3,000 students: mass enrolment from the POST to the job's end.
      const rows = Array.from({ length: STUDENTS }, (_, i) => ({ enrollment: `BENCH${String(i + 1).padStart(5, '0')}`, gradeId: ids.grade, paymentPlanId: ids.plan }));
      let job;
      const enrolmentMs = await timed(async () => {
        job = await call(server, headers, 'POST', '/api/school/inscriptions/mass', { cycleId: ids.cycle, rows, inscriptionDate: '2025-08-25' });
        while (job.status === 'pendiente' || job.status === 'procesando') {
          await new Promise((done) => setTimeout(done, 50));
          job = await call(server, headers, 'GET', `/api/school/inscriptions/jobs/${job.id}`);
        }
      });
      if (job.status !== 'terminado' || job.created !== STUDENTS) throw new Error(`mass enrolment ended ${job.status}: ${JSON.stringify(job.errors).slice(0, 300)}`);
      const charges = await withClient(scratch.url, async (client) => Number((await client.query(`SELECT count(*) FROM charges c JOIN students s ON s.id = c.student_id WHERE s.enrollment LIKE 'BENCH%'`)).rows[0].count));

      // 2. The fee counter of the demo family with 3 students.
      const counter = await call(server, headers, 'GET', `/api/school/charges/pending?familyId=${ids.family}`);
      if (counter.students.length !== 3) throw new Error(`the demo family has ${counter.students.length} students`);
      const counterMs = await medianOf(() => call(server, headers, 'GET', `/api/school/charges/pending?familyId=${ids.family}`));

      // 3. Five years of history: five cycles enrolled, every charge but the last two of each year paid.
      for (const cycleId of ids.oldCycles) {
        await call(server, headers, 'POST', '/api/school/inscriptions', { studentId: ids.history, cycleId, gradeId: ids.grade, paymentPlanId: ids.plan, inscriptionDate: '2019-08-01' });
      }
      const pending = await call(server, headers, 'GET', `/api/school/charges/pending?studentId=${ids.history}`);
      const owed = pending.students[0].charges;
      const byYear = new Map();
      for (const c of owed) byYear.set(c.inscriptionId, [...(byYear.get(c.inscriptionId) ?? []), c]);
      let payments = 0;
      for (const list of byYear.values()) {
        for (const charge of list.slice(0, -2)) {
          await call(server, { ...headers, 'idempotency-key': randomUUID() }, 'POST', '/api/school/charges/payments', {
            lines: [{ chargeId: charge.id }],
            methods: [{ methodId: 1, amount: charge.today.total }],
          });
          payments += 1;
        }
      }
      const statement = await call(server, headers, 'GET', `/api/school/students/${ids.history}/statement`);
      const statementMs = await medianOf(() => call(server, headers, 'GET', `/api/school/students/${ids.history}/statement`));

      const result = [
        { measure: `Cycle charges for ${STUDENTS.toLocaleString('en')} students (${charges.toLocaleString('en')} charges, mass enrolment)`, value: seconds(enrolmentMs), budget: `≤ ${seconds(BUDGET.enrolmentMs)}`, within: enrolmentMs <= BUDGET.enrolmentMs },
        { measure: 'Fee counter of a family with 3 students (median)', value: ms(counterMs), budget: `≤ ${ms(BUDGET.counterMs)}`, within: counterMs <= BUDGET.counterMs },
        { measure: `Account statement, 5 years (${statement.charges.length} charges, ${payments} payments; median)`, value: ms(statementMs), budget: `≤ ${ms(BUDGET.statementMs)}`, within: statementMs <= BUDGET.statementMs },
      ];
      print(table(['Measure', 'Value', 'Budget'], result.map((r) => [r.measure, r.value, r.budget])));
      return { rows: result, data: { students: STUDENTS, charges, enrolmentMs, counterMs, statementMs, statementCharges: statement.charges.length, payments } };
    } finally {
      await server?.stop();
      await scratch.drop();
    }
  },
};
