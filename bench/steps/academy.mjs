// Issue 10: the academy groups screen's reads with 500 groups and 10,000 inscriptions (≤ 1 s), and the academy
// payment API (POST /api/academies/charges/payments, one pending charge, cash with change, Idempotency-Key)
// at 16 concurrent clients on PostgreSQL (p99 ≤ 100 ms), in turns with pgbench running the same transaction
// (the ceiling, API ÷ pgbench ≥ 60 %), built from the API's own statements: the opening sent with the BEGIN
// (key and charge claimed, ids drawn, what pricing and the receipt read), then the writing statement (header,
// line, method, the key's stored answer) and the folio statement sent with the COMMIT.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuProfileArgs } from '../lib/cpu-profile.mjs';
import { table } from '../lib/format.mjs';
import { ensureOutDir, repoRoot } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';
import { alternatingRounds, ceilingReport, createScratchDatabase, runPgbench, withClient } from '../lib/postgres.mjs';

const GROUPS = 500;
const INSCRIPTIONS = 10_000;
// Two years of monthly charges: 240,000 pending charges, enough for the API and pgbench rounds to pay one each.
const CHARGES_PER_INSCRIPTION = 24;
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_ACADEMY_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_ACADEMY_PORT ?? 3394);
const READ_BUDGET_MS = 1000;
const P99_BUDGET_MS = 100;
const TARGET_RATIO = 0.6;

/**
 * 500 groups (20 seats, a weekly schedule each), 10,000 externals each enrolled once, 24 pending charges per bench
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
       SELECT 1, 1, 2, i.external_id, i.id, 'Mensualidad bench', '86132000', 'E48', 950, 2026 + (m - 1) / 12, 1 + (m - 1) % 12, 10, make_date(2026 + (m - 1) / 12, 1 + (m - 1) % 12, 10)
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

/** The API's own fixed payment statements (api/src/modules/payments/statements.ts), $n placeholders included. */
function paymentStatements() {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'src/modules/payments/print-payment-sql.ts'], { cwd: join(repoRoot, 'api'), encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1));
}

const quote = (text) => `'${text.replace(/'/g, "''")}'`;
const oneLine = (text) => text.replace(/\s*\n\s*/g, ' ');
const execute = (statement, values) => `EXECUTE ${statement.name}(${values.join(', ')})`;

/**
 * The messages the API sends for a one-charge cash payment with an Idempotency-Key, statement for statement:
 * each client PREPAREs the three statements on its first transaction (as the API does on each pooled
 * connection); then BEGIN (with the generic plans) and the opening, whose ids and time \gset keeps; then the
 * writing and folio statements with the COMMIT, the rows being those the API wrote for `sample` (read back as
 * JSON) with this transaction's ids, time and charge. The k-th transaction of client c pays charge
 * :base + (k - 1) × 16 + c.
 */
function pgbenchScript(statements, sample, written) {
  const key = `'pgb-' || :cid`;
  const header = { ...written.header, id: '@payment_id', created_at: '@created_at', updated_at: '@created_at' };
  const lines = written.lines.map((line) => ({ ...line, id: null, payment_id: '@payment_id', charge_id: '@cid' }));
  const methods = written.methods.map((method) => ({ ...method, id: null, payment_id: '@payment_id' }));
  // Numbers become pgbench variables (after a space: pgbench leaves '::' alone); the time stays a JSON string.
  const json = (value) => quote(JSON.stringify(value).replace(/"@(payment_id|cid)"/g, ' :$1').replace(/@created_at/g, ':created_at'));
  const prepare = [statements.opening, statements.write, statements.folio].map((statement) => oneLine(`PREPARE ${statement.name} AS ${statement.text}`));
  const opening = execute(statements.opening, ['1', '2', 'ARRAY[:cid]', `'{}'`, '1', ':uid', '1', key, quote('pago-academia'), '201']);
  const write = execute(statements.write, [json(header), `':line_ids'`, json(lines), `':method_ids'`, json(methods), key, quote(JSON.stringify({ ...sample, folio: 0 }))]);
  const folio = execute(statements.folio, ['1', quote(sample.serie), ':payment_id']);
  return [
    '\\set k :k + 1',
    `\\set cid :base + (:k - 1) * ${CONNECTIONS} + :client_id`,
    '\\if :k = 1',
    `${prepare.join(' \\; ')};`,
    '\\endif',
    `${[...statements.begin, opening].join(' \\; ')} \\gset`,
    `${write} \\; ${folio} \\; COMMIT;`,
    '',
  ].join('\n');
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
      // and discount to each line), rounded up to the next 100 pesos so the payment gives change. The API and
      // pgbench take the bench charges in id order from one cursor, so every payment finds its charge pending.
      const total = await quotedTotal(server.baseUrl, headers, chargeIds);
      const cash = `${Math.ceil((Number(total) + 0.01) / 100) * 100}.00`;
      const first = chargeIds[0];
      const last = chargeIds.at(-1);
      if (last - first + 1 !== chargeIds.length) throw new Error('the bench charges do not have consecutive ids');
      let next = first;
      const paymentBody = () => {
        if (next > last) throw new Error('the bench ran out of pending charges (lower BENCH_ACADEMY_SECONDS)');
        return { lines: [{ chargeId: next++ }], methods: [{ methodId: 1, amount: cash }] };
      };
      const sample = await postJson(`${server.baseUrl}/api/academies/charges/payments`, paymentBody(), { ...headers, 'idempotency-key': randomUUID() });
      if (!(sample.folio > 0) || sample.lines.length !== 1) throw new Error(`unexpected receipt ${JSON.stringify(sample).slice(0, 300)}`);
      const refusals = new Map();
      const requests = [
        {
          method: 'POST',
          path: '/api/academies/charges/payments',
          setupRequest: (request) => ({ ...request, headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: JSON.stringify(paymentBody()) }),
          // A refused payment is counted by its answer, so a failure says why.
          onResponse: (status, responseBody) => {
            if (status < 300) return;
            const answer = `${status} ${responseBody.slice(0, 200)}`;
            refusals.set(answer, (refusals.get(answer) ?? 0) + 1);
          },
        },
      ];
      const url = server.baseUrl;
      const scriptFile = join(ensureOutDir(), 'academy-pgbench.sql');
      /** The cursor goes past the last charge paid (by pgbench, or by requests the API was still serving when autocannon stopped). */
      const afterLastPaid = async () => {
        const { rows } = await withClient(scratch.url, (client) => client.query(`SELECT max(id) AS id FROM charges WHERE id BETWEEN $1 AND $2 AND status = 'paid'`, [first, last]));
        next = Math.max(next, Number(rows[0].id ?? first - 1) + 1);
      };
      const api = async (duration) => {
        await afterLastPaid();
        const result = await autocannon({ url, requests, connections: CONNECTIONS, duration });
        if (result.errors > 0 || result.non2xx > 0) {
          throw new Error(`autocannon saw ${result.non2xx} non-2xx answers and ${result.errors} errors; answers: ${JSON.stringify([...refusals.entries()].slice(0, 5))}`);
        }
        await afterLastPaid();
        return result;
      };
      // The k-th transaction of pgbench's client c pays charge next + (k - 1) × 16 + c: room for 4,000 a second.
      const pgbench = (durationS) => {
        if (last - next + 1 < 4000 * durationS) throw new Error('the bench ran out of pending charges (lower BENCH_ACADEMY_SECONDS)');
        return runPgbench(scratch.url, scriptFile, { connections: CONNECTIONS, durationS, vars: { base: next, k: 0, uid: login.user.id } });
      };

      const written = await withClient(scratch.url, async (client) => ({
        header: (await client.query('SELECT to_jsonb(p) AS row FROM charge_payments p WHERE id = $1', [sample.id])).rows[0].row,
        lines: (await client.query('SELECT to_jsonb(l) AS row FROM charge_payment_lines l WHERE payment_id = $1 ORDER BY id', [sample.id])).rows.map((r) => r.row),
        methods: (await client.query('SELECT to_jsonb(m) AS row FROM charge_payment_methods m WHERE payment_id = $1 ORDER BY id', [sample.id])).rows.map((r) => r.row),
      }));
      writeFileSync(scriptFile, pgbenchScript(paymentStatements(), sample, written));
      await api(2);
      pgbench(2);
      const measured = await alternatingRounds({ rounds: ROUNDS, print, api: () => api(DURATION_S), ceiling: () => pgbench(DURATION_S) });
      const report = ceilingReport(print, table, {
        label: 'Academy payment',
        unit: 'payments/s',
        apiLabel: 'Academy payment API (autocannon, 16 clients)',
        ceilingLabel: 'pgbench, same transaction',
        measured,
        targetRatio: TARGET_RATIO,
        targetP99Ms: P99_BUDGET_MS,
      });

      const rows = [
        { measure: 'Groups screen reads (500 groups, 10,000 inscriptions), median', value: `${readMs.toFixed(0)} ms`, budget: `≤ ${READ_BUDGET_MS} ms`, within: readMs <= READ_BUDGET_MS },
        ...report.rows,
      ];
      print(table(['Measure', 'Value', 'Budget'], rows.map((row) => [row.measure, row.value, row.budget ?? '—'])));
      return {
        rows,
        data: {
          groups: GROUPS,
          inscriptions: INSCRIPTIONS,
          readMs,
          connections: CONNECTIONS,
          durationS: DURATION_S,
          rounds: measured.rounds.map((r) => ({ api: { requestsPerSecond: r.api.requests.average, latency: r.api.latency }, pgbench: r.ceiling, ratio: r.ratio })),
          ratio: report.ratio,
        },
      };
    } finally {
      await server?.stop();
      await scratch.drop();
    }
  },
};
