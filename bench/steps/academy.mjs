// Issue 10: the academy groups screen's reads with 500 groups and 10,000 inscriptions (≤ 1 s), and the academy
// payment API (POST /api/academies/charges/payments, one pending charge, cash with change, Idempotency-Key)
// at 16 concurrent clients on PostgreSQL (p99 ≤ 100 ms).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuProfileArgs } from '../lib/cpu-profile.mjs';
import { table } from '../lib/format.mjs';
import { startServer } from '../lib/server.mjs';
import { createScratchDatabase, withClient } from '../lib/postgres.mjs';

const GROUPS = 500;
const INSCRIPTIONS = 10_000;
const CHARGES_PER_INSCRIPTION = 10;
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_ACADEMY_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_ACADEMY_PORT ?? 3394);
const READ_BUDGET_MS = 1000;
const P99_BUDGET_MS = 100;

/**
 * 500 groups (20 seats, a weekly schedule each), 10,000 externals each enrolled once, 10 pending charges per bench
 * inscription (the demo enrolments keep their own charges: a demo student's inscription has no external to bill).
 */
async function seedAcademy(url) {
  return withClient(url, async (client) => {
    await client.query(`INSERT INTO academy_activities (company_id, branch_office_id, name) SELECT 1, 1, 'Actividad bench ' || g FROM generate_series(1, 50) g`);
    await client.query(
      `INSERT INTO academy_groups (company_id, branch_office_id, activity_id, name, capacity, enrolled, place, schedule)
       SELECT 1, 1, (SELECT min(id) FROM academy_activities WHERE name LIKE 'Actividad bench%') + (g % 50), 'Grupo bench ' || g, 20, 20, 'Salón ' || g, 'Lun 16:00–17:00'
       FROM generate_series(1, ${GROUPS}) g`,
    );
    await client.query(
      `INSERT INTO academy_group_schedules (company_id, group_id, day_of_week, start_time, end_time)
       SELECT 1, id, 1 + (id % 5), '16:00', '17:00' FROM academy_groups WHERE name LIKE 'Grupo bench%'`,
    );
    await client.query(`INSERT INTO externals (company_id, name, last_name_father) SELECT 1, 'Externo', 'Bench ' || g FROM generate_series(1, ${INSCRIPTIONS}) g`);
    await client.query(
      `INSERT INTO academy_inscriptions (company_id, branch_office_id, group_id, external_id, status)
       SELECT 1, 1, g.id, e.id, 'activa'
       FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM externals WHERE last_name_father LIKE 'Bench%') e
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM academy_groups WHERE name LIKE 'Grupo bench%') g ON g.n = e.n % ${GROUPS}`,
    );
    const { rows } = await client.query(
      `INSERT INTO charges (company_id, branch_office_id, module, external_id, academy_inscription_id, name, sat_code, unit_code, price, year, month, payment_day, due_date)
       SELECT 1, 1, 2, i.external_id, i.id, 'Mensualidad bench', '86132000', 'E48', 950, 2026, m, 10, make_date(2026, m, 10)
       FROM academy_inscriptions i JOIN academy_groups g ON g.id = i.group_id AND g.name LIKE 'Grupo bench%'
       CROSS JOIN generate_series(1, ${CHARGES_PER_INSCRIPTION}) m
       RETURNING id`,
    );
    await client.query('ANALYZE');
    return rows.map((r) => r.id).sort((a, b) => a - b);
  });
}

async function postJson(url, body, headers) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await response.text();
  return performance.now() - started;
}

/**
 * The total the counter quotes today for one bench charge. Every bench charge has the same price and the same
 * automatic charges, so the first, a middle and the last charge must quote the same total (checked here).
 */
async function quotedTotal(baseUrl, headers, chargeIds) {
  const sample = [chargeIds[0], chargeIds[Math.floor(chargeIds.length / 2)], chargeIds.at(-1)];
  const totals = new Set();
  for (const chargeId of sample) {
    const quote = await postJson(`${baseUrl}/api/academies/charges/payments/quote`, { lines: [{ chargeId }] }, headers);
    totals.add(quote.total);
  }
  if (totals.size !== 1) throw new Error(`bench charges quote different totals: ${[...totals].join(', ')}`);
  return [...totals][0];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const academy = {
  name: 'academy',
  title: 'Academies: groups screen with 500 groups / 10,000 inscriptions; payment API at 16 clients (PostgreSQL)',
  async run({ print }) {
    const scratch = await createScratchDatabase();
    let server;
    try {
      server = await startServer({ port: PORT, databaseUrl: scratch.url, env: { LOG_LEVEL: 'warn' }, nodeArgs: cpuProfileArgs(), logName: 'server-academy.log' });
      const chargeIds = await seedAcademy(scratch.url);
      const login = await postJson(`${server.baseUrl}/api/system/auth/login`, { email: 'admin@mikro.mx', password: 'Mikro2026!' });
      const headers = { authorization: `Bearer ${login.token}`, 'x-branch-office': '1' };

      // The groups screen's reads: its page of groups (with activity, teacher, schedules and concepts) and the active-enrolment list.
      const groupsUrl = `${server.baseUrl}/api/academies/groups?join=activity&join=teacher&join=schedules&join=concepts&join=cycle&limit=10&page=1&sort=name,ASC`;
      const enrolmentsUrl = `${server.baseUrl}/api/academies/enrolments?status=activa&limit=10&page=1`;
      const reads = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        await Promise.all([timed(groupsUrl, headers), timed(enrolmentsUrl, headers)]);
        if (i > 0) reads.push(performance.now() - started);
      }
      const readMs = median(reads);

      // The payment API: each request pays the next pending charge in cash, as the counter does: the amount
      // handed over covers the total the counter quotes today (the academy attaches every automatic surcharge
      // and discount to each line), rounded up to the next 100 pesos so the payment gives change.
      const total = await quotedTotal(server.baseUrl, headers, chargeIds);
      const cash = `${Math.ceil((Number(total) + 0.01) / 100) * 100}.00`;
      let next = 0;
      const body = () => JSON.stringify({ lines: [{ chargeId: chargeIds[next++ % chargeIds.length] }], methods: [{ methodId: 1, amount: cash }] });
      const refusals = new Map();
      const requests = [
        {
          method: 'POST',
          path: '/api/academies/charges/payments',
          setupRequest: (request) => ({ ...request, headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: body() }),
          // A refused payment is counted by its answer, so a failure says why.
          onResponse: (status, responseBody) => {
            if (status < 300) return;
            const answer = `${status} ${responseBody.slice(0, 200)}`;
            refusals.set(answer, (refusals.get(answer) ?? 0) + 1);
          },
        },
      ];
      await autocannon({ url: server.baseUrl, requests, connections: CONNECTIONS, duration: 2 });
      const api = await autocannon({ url: server.baseUrl, requests, connections: CONNECTIONS, duration: DURATION_S });
      if (api.errors > 0 || api.non2xx > 0) throw new Error(`autocannon saw ${api.non2xx} non-2xx answers and ${api.errors} errors; answers: ${JSON.stringify([...refusals.entries()].slice(0, 5))}`);
      const p99 = api.latency.p99;

      const rows = [
        { measure: 'Groups screen reads (500 groups, 10,000 inscriptions), median', value: `${readMs.toFixed(0)} ms`, budget: `≤ ${READ_BUDGET_MS} ms`, within: readMs <= READ_BUDGET_MS },
        { measure: 'Academy payment API p99 (16 clients)', value: `${p99} ms`, budget: `≤ ${P99_BUDGET_MS} ms`, within: p99 <= P99_BUDGET_MS, note: `${api.requests.average.toFixed(0)} payments/s` },
      ];
      print(table(['Measure', 'Value', 'Budget'], rows.map((row) => [row.measure, row.value, row.budget])));
      return { rows, data: { groups: GROUPS, inscriptions: INSCRIPTIONS, readMs, api: { requestsPerSecond: api.requests.average, latency: api.latency } } };
    } finally {
      await server?.stop();
      await scratch.drop();
    }
  },
};
