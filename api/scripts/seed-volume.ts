// `npm run seed:volume`: fills the PostgreSQL database of DATABASE_URL with five years of a 3,000-student
// school (six cycles up to the current one), its academies and its store, to measure the reports on real
// volumes: about 1,000,000 charge payments, 200,000 store sales and the academy enrolments. Everything is
// written with set-based SQL (generate_series, INSERT … SELECT), so the full volume takes minutes.
// SEED_SCALE (default 1) scales the students, externals and sales, e.g. SEED_SCALE=0.05 for a quick check.
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/index';
import { refillIncomeRollupSql } from '../src/modules/payments/index';

const TIME_ZONE = 'America/Mexico_City';
const CYCLES = 6;
const STUDENTS = 3_000;
const EXTERNALS = 2_500;
const SALES = 200_000;
/** The monthly school concepts (September to June) with their base price; the level adds to tuition. */
const MONTHLY = [
  ['Colegiatura', 2500],
  ['Comedor', 950],
  ['Transporte', 780],
  ['Material didáctico', 320],
  ['Taller vespertino', 450],
  ['Cuota de mantenimiento', 210],
] as const;
const ACTIVITIES = ['Natación', 'Fútbol', 'Básquetbol', 'Robótica', 'Ajedrez', 'Ballet', 'Karate', 'Guitarra', 'Piano', 'Pintura', 'Teatro', 'Inglés conversacional'];
const GROUPS_PER_ACTIVITY = 5;

export interface VolumeOptions {
  scale: number;
  log?: (line: string) => void;
}

export interface VolumeCounts {
  students: number;
  charges: number;
  chargePayments: number;
  academyInscriptions: number;
  storeSales: number;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Fills an already migrated and seeded database; refuses a database that already holds the volume data. */
export async function seedVolume(client: pg.Client, { scale, log = () => undefined }: VolumeOptions): Promise<VolumeCounts> {
  const students = Math.max(30, Math.round(STUDENTS * scale));
  const externals = Math.max(10, Math.round(EXTERNALS * scale));
  const sales = Math.max(100, Math.round(SALES * scale));
  const step = async (label: string, text: string) => {
    const started = performance.now();
    const result = await client.query(text);
    log(`${label}: ${result.rowCount ?? 0} filas en ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  const one = async (text: string) => (await client.query(text)).rows[0] as Record<string, unknown>;

  if ((await one(`SELECT EXISTS (SELECT 1 FROM students WHERE enrollment LIKE 'VOL%') AS done`)).done) {
    throw new Error('La base ya tiene los datos de volumen (matrículas VOL…).');
  }
  const ctx = await one(`SELECT u.company_id AS company, b.id AS branch, u.id AS admin,
      (SELECT id FROM users WHERE email = 'escolar@mikro.mx') AS school_cashier, (SELECT id FROM users WHERE email = 'cajero@mikro.mx') AS store_cashier,
      (now() AT TIME ZONE ${literal(TIME_ZONE)})::date AS today
    FROM users u JOIN branch_offices b ON b.company_id = u.company_id AND b.name = 'Matriz Centro' WHERE u.email = 'admin@mikro.mx'`);
  if (!ctx) throw new Error('Falta el catálogo de demostración (admin@mikro.mx y la sucursal Matriz Centro): arranque la API una vez.');
  const company = Number(ctx.company);
  const branch = Number(ctx.branch);
  const schoolCashier = Number(ctx.school_cashier ?? ctx.admin);
  const storeCashier = Number(ctx.store_cashier ?? ctx.admin);
  const today = ctx.today instanceof Date ? ctx.today.toISOString().slice(0, 10) : String(ctx.today);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // The cycle under way starts in August; five earlier cycles make the five years of history.
  const firstYear = (month >= 8 ? year : year - 1) - (CYCLES - 1);
  const localTime = (day: string, minutes: string) =>
    `least(((${day})::timestamp + time '08:00' + (${minutes}) * interval '1 minute') AT TIME ZONE ${literal(TIME_ZONE)}, now() - interval '1 minute')`;

  await client.query(`SELECT setseed(0.2026)`);
  await client.query('BEGIN');
  try {
    // ── The school: levels and grades, six cycles, 3,000 students enrolled every cycle one grade higher.
    await step(
      'Niveles',
      `INSERT INTO levels (company_id, name) SELECT ${company}, l FROM unnest(ARRAY['Preescolar', 'Primaria', 'Secundaria']) l
       WHERE NOT EXISTS (SELECT 1 FROM levels WHERE company_id = ${company} AND name = l)`,
    );
    await step(
      'Grados',
      `INSERT INTO grades (company_id, level_id, name, "order")
       SELECT ${company}, lv.id, g.n || '° ' || g.level, g.ord FROM (
         SELECT l.level, n, row_number() OVER (ORDER BY l.ord, n) AS ord FROM (VALUES ('Preescolar', 1, 3), ('Primaria', 2, 6), ('Secundaria', 3, 3)) l(level, ord, grades)
         CROSS JOIN LATERAL generate_series(1, l.grades) n) g
       JOIN LATERAL (SELECT id FROM levels WHERE company_id = ${company} AND name = g.level ORDER BY id LIMIT 1) lv ON true
       WHERE NOT EXISTS (SELECT 1 FROM grades x WHERE x.company_id = ${company} AND x.name = g.n || '° ' || g.level)`,
    );
    await step(
      'Grados del volumen',
      `CREATE TEMP TABLE vol_grades ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY lv.ord, g.n) - 1 AS gi, gr.id AS grade_id, lv.ord AS level_ord
       FROM (VALUES ('Preescolar', 1, 3), ('Primaria', 2, 6), ('Secundaria', 3, 3)) lv(level, ord, grades)
       CROSS JOIN LATERAL generate_series(1, lv.grades) g(n)
       JOIN LATERAL (SELECT id FROM grades WHERE company_id = ${company} AND name = g.n || '° ' || lv.level ORDER BY id LIMIT 1) gr ON true`,
    );
    await step(
      'Ciclos',
      `INSERT INTO cycles (company_id, name, start_date, end_date, is_active)
       SELECT ${company}, y || '-' || (y + 1), make_date(y, 8, 1), make_date(y + 1, 7, 31), false FROM generate_series(${firstYear}, ${firstYear + CYCLES - 1}) y
       WHERE NOT EXISTS (SELECT 1 FROM cycles WHERE company_id = ${company} AND name = y || '-' || (y + 1))`,
    );
    await step(
      'Ciclos del volumen',
      `CREATE TEMP TABLE vol_cycles ON COMMIT DROP AS
       SELECT y - ${firstYear} AS k, y, (SELECT id FROM cycles WHERE company_id = ${company} AND name = y || '-' || (y + 1) ORDER BY id LIMIT 1) AS cycle_id
       FROM generate_series(${firstYear}, ${firstYear + CYCLES - 1}) y`,
    );
    await step(
      'Plan de pagos',
      `INSERT INTO payment_plans (company_id, name) SELECT ${company}, 'Plan anual' WHERE NOT EXISTS (SELECT 1 FROM payment_plans WHERE company_id = ${company})`,
    );
    await step(
      'Alumnos',
      `INSERT INTO students (company_id, enrollment, name, last_name_father, last_name_mother, search_name, is_active)
       SELECT ${company}, 'VOL' || lpad(n::text, 6, '0'), f, p, m, upper(f || ' ' || p || ' ' || m), true FROM (
         SELECT n, (ARRAY['Sofía','Mateo','Valentina','Santiago','Regina','Sebastián','Camila','Leonardo','Ximena','Emiliano','Renata','Diego','Mariana','Daniel','Fernanda','Iker'])[1 + n % 16] AS f,
           (ARRAY['Hernández','García','Martínez','López','González','Pérez','Rodríguez','Sánchez','Ramírez','Cruz','Flores','Gómez','Morales','Vázquez','Reyes','Jiménez','Torres'])[1 + (n / 16) % 17] AS p,
           (ARRAY['Díaz','Ruiz','Mendoza','Aguilar','Ortiz','Castillo','Romero','Álvarez','Chávez','Rivera','Juárez','Domínguez','Herrera'])[1 + (n / 272) % 13] AS m
         FROM generate_series(1, ${students}) n) s`,
    );
    await step(
      'Alumnos del volumen',
      `CREATE TEMP TABLE vol_students ON COMMIT DROP AS
       SELECT substr(enrollment, 4)::int AS n, id, trim(concat_ws(' ', name, last_name_father, last_name_mother)) AS full_name
       FROM students WHERE company_id = ${company} AND enrollment LIKE 'VOL%'`,
    );
    await step(
      'Inscripciones escolares',
      `INSERT INTO school_inscriptions (company_id, branch_office_id, student_id, cycle_id, grade_id, payment_plan_id, inscription_date, status)
       SELECT ${company}, ${branch}, s.id, c.cycle_id, g.grade_id, (SELECT min(id) FROM payment_plans WHERE company_id = ${company}), make_date(c.y, 7, 15),
         CASE WHEN c.k = ${CYCLES - 1} THEN 'activa' ELSE 'terminada' END
       FROM vol_students s CROSS JOIN vol_cycles c JOIN vol_grades g ON g.gi = (s.n + c.k) % 12`,
    );

    // ── The academies: twelve activities, five groups each per cycle, a third of the students and a fifth of the externals each cycle.
    await step(
      'Actividades',
      `INSERT INTO academy_activities (company_id, branch_office_id, name, is_active)
       SELECT ${company}, ${branch}, a, true FROM unnest(ARRAY[${ACTIVITIES.map(literal).join(', ')}]) a
       WHERE NOT EXISTS (SELECT 1 FROM academy_activities WHERE branch_office_id = ${branch} AND name = a AND deleted_at IS NULL)`,
    );
    await step(
      'Grupos',
      `INSERT INTO academy_groups (company_id, branch_office_id, activity_id, cycle_id, name, schedule, capacity, price, is_active, place)
       SELECT ${company}, ${branch}, act.id, c.cycle_id, act.name || ' ' || chr(64 + g) || ' ' || c.y, 'Lun y Mié 16:00–17:00', 30, 700 + 50 * (act.n % 6) + 25 * g,
         c.k = ${CYCLES - 1}, 'Salón ' || g
       FROM vol_cycles c
       CROSS JOIN (SELECT a.id, a.name, row_number() OVER (ORDER BY a.id) AS n FROM academy_activities a
         WHERE a.branch_office_id = ${branch} AND a.deleted_at IS NULL AND a.name = ANY (ARRAY[${ACTIVITIES.map(literal).join(', ')}])) act
       CROSS JOIN generate_series(1, ${GROUPS_PER_ACTIVITY}) g`,
    );
    await step(
      'Grupos del volumen',
      `CREATE TEMP TABLE vol_groups ON COMMIT DROP AS
       SELECT c.k, row_number() OVER (PARTITION BY c.k ORDER BY g.id) - 1 AS gi, g.id AS group_id, g.price, a.name AS activity
       FROM academy_groups g JOIN vol_cycles c ON c.cycle_id = g.cycle_id JOIN academy_activities a ON a.id = g.activity_id
       WHERE g.branch_office_id = ${branch} AND a.name = ANY (ARRAY[${ACTIVITIES.map(literal).join(', ')}]) AND g.name LIKE a.name || ' _ ' || c.y`,
    );
    await step(
      'Externos',
      `INSERT INTO externals (company_id, name, last_name_father, last_name_mother, email, is_active)
       SELECT ${company}, (ARRAY['Andrea','Luis','Paola','Jorge','Daniela','Ricardo','Lucía','Héctor','Natalia','Arturo'])[1 + n % 10],
         (ARRAY['Navarro','Salinas','Campos','Ibarra','Fuentes','Cordero','Mejía','Pacheco','Villarreal','Zamora','Lara'])[1 + (n / 10) % 11], 'Externo', 'vol' || n || '@externos.mx', true
       FROM generate_series(1, ${externals}) n`,
    );
    await step(
      'Inscripciones a academias',
      `INSERT INTO academy_inscriptions (company_id, branch_office_id, group_id, student_id, external_id, cycle_id, inscription_date, status)
       SELECT ${company}, ${branch}, g.group_id, p.student_id, p.external_id, c.cycle_id, make_date(c.y, 8, 20), CASE WHEN c.k = ${CYCLES - 1} THEN 'activa' ELSE 'terminada' END
       FROM vol_cycles c
       JOIN LATERAL (
         SELECT x.*, row_number() OVER (ORDER BY x.external_id NULLS FIRST, x.n) AS rn FROM (
           SELECT s.id AS student_id, NULL::int AS external_id, s.n FROM vol_students s WHERE s.n % 3 = c.k % 3
           UNION ALL
           SELECT NULL, e.id, e.n FROM (SELECT id, substring(email FROM 4 FOR position('@' IN email) - 4)::int AS n FROM externals WHERE company_id = ${company} AND email LIKE 'vol%@externos.mx') e WHERE e.n % 5 = c.k % 5
         ) x
       ) p ON true
       JOIN vol_groups g ON g.k = c.k AND g.gi = (p.rn * 7 + c.k) % ${ACTIVITIES.length * GROUPS_PER_ACTIVITY}`,
    );
    await step(
      'Inscritos por grupo',
      `UPDATE academy_groups g SET capacity = greatest(g.capacity, x.n), enrolled = x.n FROM (SELECT group_id, count(*) AS n FROM academy_inscriptions GROUP BY 1) x
       WHERE x.group_id = g.id AND g.id IN (SELECT group_id FROM vol_groups)`,
    );

    // ── Every charge of the six cycles, with who pays it and when: a charge is paid up to 20 days before it is due
    // (never after today); 2 % of the past ones stay owed, and 0.5 % were paid and then cancelled (owed again).
    await step(
      'Cargos planeados',
      `CREATE TEMP TABLE vol_fees ON COMMIT DROP AS
       WITH fee AS (
         SELECT 3 AS module, s.id AS student_id, NULL::int AS external_id, si.id AS school_inscription_id, NULL::int AS academy_inscription_id,
           s.full_name AS payer, con.name, con.price + CASE WHEN con.name = 'Colegiatura' THEN 300 * (g.level_ord - 1) ELSE 0 END AS price, con.year, con.month
         FROM school_inscriptions si JOIN vol_students s ON s.id = si.student_id JOIN vol_cycles c ON c.cycle_id = si.cycle_id
         JOIN vol_grades g ON g.grade_id = si.grade_id
         CROSS JOIN LATERAL (
           SELECT 'Inscripción'::text AS name, 3500::numeric AS price, c.y AS year, 8 AS month
           UNION ALL
           SELECT m.name, m.price, c.y + (((8 + i) % 12 + 1) < 8)::int, (8 + i) % 12 + 1
           FROM (VALUES ${MONTHLY.map(([name, price]) => `(${literal(name)}, ${price}::numeric)`).join(', ')}) m(name, price) CROSS JOIN generate_series(0, 9) i
         ) con
         UNION ALL
         SELECT 2, ai.student_id, ai.external_id, NULL, ai.id, coalesce(s.full_name, trim(concat_ws(' ', e.name, e.last_name_father, e.last_name_mother))),
           'Mensualidad ' || g.activity, g.price, c.y + (((8 + i) % 12 + 1) < 8)::int, (8 + i) % 12 + 1
         FROM academy_inscriptions ai JOIN vol_groups g ON g.group_id = ai.group_id JOIN vol_cycles c ON c.k = g.k
         LEFT JOIN vol_students s ON s.id = ai.student_id LEFT JOIN externals e ON e.id = ai.external_id
         CROSS JOIN generate_series(0, 9) i
       ), planned AS (
         SELECT fee.*, make_date(fee.year, fee.month, 10) AS due_date, random() AS r_day, random() AS r_state, random() AS r_time, random() AS r_method FROM fee
       ), decided AS (
         SELECT planned.*, due_date - (r_day * 20)::int AS pay_day,
           CASE WHEN due_date - (r_day * 20)::int > ${literal(today)}::date OR (due_date < ${literal(today)}::date AND r_state < 0.02) THEN 'owed'
                WHEN r_state < 0.025 THEN 'cancelled' ELSE 'paid' END AS fate
         FROM planned
       )
       SELECT decided.*, (SELECT coalesce(max(id), 0) FROM charges) + row_number() OVER (ORDER BY module DESC, due_date, student_id, external_id, name) AS charge_id,
         CASE WHEN fate <> 'owed' THEN (SELECT coalesce(max(id), 0) FROM charge_payments) + row_number() OVER (PARTITION BY fate <> 'owed' ORDER BY pay_day, r_time, module, student_id, external_id, name) END AS payment_id,
         ${localTime('pay_day', 'r_time * 420')} AS paid_at
       FROM decided`,
    );
    // A paid charge carries what its line paid (paid_amount), as the payment's own statement writes it (ADR 0043).
    await step(
      'Cargos',
      `INSERT INTO charges (id, company_id, branch_office_id, module, student_id, external_id, school_inscription_id, academy_inscription_id, name, sat_code, unit_code,
         price, year, month, payment_day, due_date, status, payment_id, paid_amount, created_at, updated_at)
       SELECT charge_id, ${company}, ${branch}, module, student_id, external_id, school_inscription_id, academy_inscription_id, name, '86121500', 'E48',
         price, year, month, 10, due_date, CASE fate WHEN 'paid' THEN 'paid' ELSE 'pending' END, CASE WHEN fate = 'paid' THEN payment_id END,
         CASE WHEN fate = 'paid' THEN price END,
         make_date(year - (month < 8)::int, 7, 15)::timestamp AT TIME ZONE ${literal(TIME_ZONE)}, coalesce(paid_at, now())
       FROM vol_fees`,
    );
    await step(
      'Cobros',
      `INSERT INTO charge_payments (id, company_id, branch_office_id, module, serie, folio, student_id, external_id, payer_name, cashier_id,
         gross, discounts, surcharges, subtotal, tax, total, received, change, status, cancel_reason, cancelled_at, cancelled_by, created_at, updated_at)
       SELECT payment_id, ${company}, ${branch}, module, CASE module WHEN 3 THEN 'HC' ELSE 'HA' END, row_number() OVER (PARTITION BY module ORDER BY payment_id),
         student_id, external_id, payer, ${schoolCashier}, price, 0, 0, price, 0, price, price, 0,
         CASE fate WHEN 'paid' THEN 'paid' ELSE 'cancelled' END, CASE fate WHEN 'cancelled' THEN 'Cobro capturado por error' ELSE '' END,
         CASE fate WHEN 'cancelled' THEN paid_at + interval '2 hours' END, CASE fate WHEN 'cancelled' THEN ${schoolCashier} END, paid_at, paid_at
       FROM vol_fees WHERE fate <> 'owed'`,
    );
    await step(
      'Partidas de cobro',
      `INSERT INTO charge_payment_lines (payment_id, charge_id, student_id, external_id, concept_name, sat_code, unit_code, year, month, quantity, price, base,
         adjustments, subtotal, tax, total, status, cancel_reason, cancelled_at)
       SELECT payment_id, charge_id, student_id, external_id, name, '86121500', 'E48', year, month, 1, price, price, '[]'::jsonb, price, 0, price,
         CASE fate WHEN 'paid' THEN 'paid' ELSE 'cancelled' END, CASE fate WHEN 'cancelled' THEN 'Cobro capturado por error' ELSE '' END,
         CASE fate WHEN 'cancelled' THEN paid_at + interval '2 hours' END
       FROM vol_fees WHERE fate <> 'owed'`,
    );
    await step(
      'Formas de pago de los cobros',
      `INSERT INTO charge_payment_methods (payment_id, method_id, bank_id, amount, applied, reference)
       SELECT payment_id, m.id, CASE WHEN m.id = 1 THEN NULL ELSE 1 END, price, price, CASE WHEN m.id = 1 THEN '' ELSE 'REF' || payment_id END
       FROM vol_fees CROSS JOIN LATERAL (SELECT CASE WHEN r_method < 0.35 THEN 1 WHEN r_method < 0.75 THEN 3 WHEN r_method < 0.95 THEN 4 ELSE 2 END AS id) m
       WHERE fate <> 'owed'`,
    );

    // ── The store: a closed cash register a day, 200,000 sales of one to three products over the five years.
    await step(
      'Productos de la tienda',
      `CREATE TEMP TABLE vol_products ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY id) - 1 AS pi, id, name, code, unit_measurement, unity, iva, price, price_with_iva
       FROM products WHERE branch_office_id = ${branch} AND deleted_at IS NULL AND price_with_iva > 0`,
    );
    const products = Number((await one(`SELECT count(*) AS n FROM vol_products`)).n);
    if (products === 0) throw new Error('La sucursal Matriz Centro no tiene productos con precio.');
    await step(
      'Cortes de caja',
      `CREATE TEMP TABLE vol_registers ON COMMIT DROP AS
       WITH d AS (SELECT day::date AS day, row_number() OVER (ORDER BY day) - 1 AS di FROM generate_series(make_date(${firstYear}, 8, 1), ${literal(today)}::date - 1, interval '1 day') day),
       r AS (
         INSERT INTO cash_registers (company_id, branch_office_id, cashier_id, opening_amount, open_at, closed_at, notes, created_at, updated_at)
         SELECT ${company}, ${branch}, ${storeCashier}, 500, (day + time '07:30') AT TIME ZONE ${literal(TIME_ZONE)}, (day + time '16:00') AT TIME ZONE ${literal(TIME_ZONE)},
           'Corte del ' || to_char(day, 'DD/MM/YYYY'), (day + time '07:30') AT TIME ZONE ${literal(TIME_ZONE)}, (day + time '16:00') AT TIME ZONE ${literal(TIME_ZONE)}
         FROM d RETURNING id, open_at
       )
       SELECT d.di, d.day, r.id FROM r JOIN d ON d.day = (r.open_at AT TIME ZONE ${literal(TIME_ZONE)})::date`,
    );
    const days = Number((await one(`SELECT count(*) AS n FROM vol_registers`)).n);
    await step(
      'Partidas de venta planeadas',
      `CREATE TEMP TABLE vol_sale_lines ON COMMIT DROP AS
       SELECT k, line, p.*, q AS quantity, round(p.price_with_iva * q, 2) AS total,
         CASE WHEN p.iva THEN round(round(p.price_with_iva * q, 2) / 1.16, 2) ELSE round(p.price_with_iva * q, 2) END AS subtotal
       FROM generate_series(1, ${sales}) k CROSS JOIN LATERAL generate_series(1, 1 + k % 3) line
       CROSS JOIN LATERAL (SELECT 1 + (k + line) % 3 AS q) qty
       JOIN vol_products p ON p.pi = (k * 31 + line * 17) % ${products}`,
    );
    await step(
      'Ventas',
      `CREATE TEMP TABLE vol_sales ON COMMIT DROP AS
       SELECT l.k, (SELECT coalesce(max(id), 0) FROM store_sales) + l.k AS sale_id, r.id AS register_id,
         ${localTime('r.day', 'random() * 420')} AS sold_at, sum(l.total) AS total, sum(l.subtotal) AS subtotal, random() AS r_method
       FROM vol_sale_lines l JOIN vol_registers r ON r.di = ((l.k - 1) * ${days}::bigint) / ${sales}
       GROUP BY l.k, r.id, r.day`,
    );
    // Each sale is paid its total in one payment (below): its net paid, kept on the sale (ADR 0043), is that total.
    await step(
      'Ventas registradas',
      `INSERT INTO store_sales (id, company_id, branch_office_id, serie, folio, cash_register_id, cashier_id, sale_type, status, gross, discounts, surcharges,
         subtotal, tax, total, change, refunded, returned_total, paid, created_at, updated_at)
       SELECT sale_id, ${company}, ${branch}, 'VH', k, register_id, ${storeCashier}, 'regular', 'pagada', total, 0, 0, subtotal, total - subtotal, total, 0, 0, 0, total, sold_at, sold_at
       FROM vol_sales`,
    );
    await step(
      'Partidas de venta',
      `INSERT INTO store_sale_lines (sale_id, product_id, product_name, product_code, quantity, returned_quantity, unit_measurement, unity, price, price_with_iva, is_iva,
         extra_charges, gross, discounts, surcharges, subtotal, tax, total)
       SELECT s.sale_id, l.id, l.name, l.code, l.quantity, 0, coalesce(l.unit_measurement, 'Pieza'), coalesce(l.unity, 1), coalesce(l.price, l.price_with_iva), l.price_with_iva,
         coalesce(l.iva, false), '[]'::jsonb, l.total, 0, 0, l.subtotal, l.total - l.subtotal, l.total
       FROM vol_sale_lines l JOIN vol_sales s ON s.k = l.k`,
    );
    await step(
      'Pagos de las ventas',
      `INSERT INTO store_sale_payments (sale_id, cash_register_id, kind, method_id, bank_id, amount, received, reference, payment_status, user_id, created_at)
       SELECT sale_id, register_id, 'pago', m.id, CASE WHEN m.id = 1 THEN NULL ELSE 1 END, total, total, '', 'pagado', ${storeCashier}, sold_at
       FROM vol_sales CROSS JOIN LATERAL (SELECT CASE WHEN r_method < 0.7 THEN 1 WHEN r_method < 0.9 THEN 4 ELSE 3 END AS id) m`,
    );
    // The income reports' per-day table, which the payment's statement writes and these inserts did not.
    for (const statement of refillIncomeRollupSql()) await step('Ingresos por día (reportes)', new PgDialect().sqlToQuery(statement).sql);
    for (const table of ['charges', 'charge_payments', 'store_sales']) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // Statistics for the planner, and the visibility map that lets the covering indexes answer alone.
  await step('Estadísticas (VACUUM ANALYZE)', 'VACUUM ANALYZE');
  const counts = await one(`SELECT (SELECT count(*) FROM students WHERE enrollment LIKE 'VOL%')::int AS students, (SELECT count(*) FROM charges)::int AS charges,
      (SELECT count(*) FROM charge_payments)::int AS payments, (SELECT count(*) FROM academy_inscriptions)::int AS academy, (SELECT count(*) FROM store_sales)::int AS sales`);
  return {
    students: Number(counts.students),
    charges: Number(counts.charges),
    chargePayments: Number(counts.payments),
    academyInscriptions: Number(counts.academy),
    storeSales: Number(counts.sales),
  };
}

/** Migrates and seeds the database of `url` like the API does at start-up, then adds the volume. */
export async function migrateAndSeedVolume(url: string, options: VolumeOptions): Promise<VolumeCounts> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await database.withStartupLock(async () => {
      await database.migrate();
      await seedDatabase(database.db);
    });
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await seedVolume(client, options);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Defina DATABASE_URL con la base PostgreSQL a llenar (por ejemplo postgres://postgres@127.0.0.1:5432/mikro_volumen).');
  const scale = Number(process.env.SEED_SCALE ?? 1);
  if (!(scale > 0 && scale <= 10)) throw new Error('SEED_SCALE debe ser un número mayor que 0 y hasta 10.');
  const started = performance.now();
  const counts = await migrateAndSeedVolume(url, { scale, log: (line) => console.log(line) });
  console.log(
    `Listo en ${((performance.now() - started) / 1000).toFixed(0)} s: ${counts.students} alumnos de volumen, ${counts.charges} cargos, ${counts.chargePayments} cobros, ` +
      `${counts.academyInscriptions} inscripciones a academias, ${counts.storeSales} ventas de la tienda.`,
  );
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
