// The index page's dashboard: today's income, what is owed and the last 30 days, for the module of the
// user's preferences (COLEGIO 0, ACADEMIAS 1, TIENDA 2), aggregated in SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardData, DashboardModule, DashboardPoint } from '@mikro/contracts';
import { addDaysToIsoDate, institutionToday } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { rowsOf } from '../../db/rows';
import { localDay, methodName, withinDays, type ReportContext } from './engine';

export const DASHBOARD_DAYS = 30;

async function points(db: Executor, query: SQL): Promise<DashboardPoint[]> {
  const rows = await rowsOf(db, query);
  return rows.map((r) => ({ label: String(r.label), value: String(r.value) }));
}

/** Every day of the window with its value (zero when nothing came in): `perDay` yields (day, value). */
function byDay(from: string, to: string, perDay: SQL): SQL {
  return sql`SELECT to_char(d, 'YYYY-MM-DD') AS label, coalesce(v.value, 0)::numeric(18,2)::text AS value
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
    LEFT JOIN (${perDay}) v ON v.day = d::date
    ORDER BY d`;
}

/**
 * What a store sale still owes: its total less returned goods less what it was paid, never below zero. What it was
 * paid is kept on the sale (store_sales.paid, ADR 0043) by the checkout, abonos, refunds and cancellations, so the
 * owed card and the debtors' chart read the sales alone instead of summing every sale's payments.
 */
const saleBalance = sql`greatest(s.total - s.returned_total - s.paid, 0)`;

async function storeDashboard(db: Executor, ctx: ReportContext, today: string, from: string): Promise<DashboardData> {
  const scope = sql`s.company_id = ${ctx.companyId} AND s.branch_office_id = ${ctx.branchOfficeId}`;
  const window = withinDays(sql`p.created_at`, from, today);
  const cardRows = await rowsOf(
    db,
    sql`SELECT
      (SELECT coalesce(sum(p.amount), 0) FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${scope} AND ${withinDays(sql`p.created_at`, today, today)})::numeric(18,2)::text AS income_today,
      (SELECT count(*) FROM store_sales s WHERE ${scope} AND s.status <> 'cancelada' AND ${withinDays(sql`s.created_at`, today, today)})::int AS sales_today,
      (SELECT coalesce(sum(p.amount), 0) FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${scope} AND ${window})::numeric(18,2)::text AS income_month,
      (SELECT coalesce(sum(${saleBalance}), 0)
         FROM store_sales s WHERE ${scope} AND s.sale_type <> 'regular' AND s.status <> 'cancelada')::numeric(18,2)::text AS owed,
      (SELECT count(*) FROM products pr WHERE pr.company_id = ${ctx.companyId} AND pr.branch_office_id = ${ctx.branchOfficeId} AND pr.deleted_at IS NULL AND pr.stock < pr.min_stock)::int AS below_min,
      EXISTS (SELECT 1 FROM store_sales s WHERE ${scope}) AS has_data`,
  );
  const cards = onlyRow(cardRows, 'dashboard cards');
  const [incomeByDay, incomeByMethod, debtsByGroup, topItems] = await Promise.all([
    points(
      db,
      byDay(
        from,
        today,
        sql`SELECT ${localDay(sql`p.created_at`)} AS day, sum(p.amount) AS value FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${scope} AND ${window} GROUP BY 1`,
      ),
    ),
    points(
      db,
      sql`SELECT ${methodName(sql`p.method_id`)} AS label, sum(p.amount)::numeric(18,2)::text AS value
        FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${scope} AND ${window}
        GROUP BY 1 HAVING sum(p.amount) <> 0 ORDER BY sum(p.amount) DESC`,
    ),
    points(
      db,
      sql`SELECT coalesce(nullif(trim(concat_ws(' ', c.name, c.last_name_father)), ''), nullif(trim(concat_ws(' ', st.name, st.last_name_father)), '')) AS label,
          sum(b.balance)::numeric(18,2)::text AS value
        FROM (SELECT s.client_id, s.student_id, ${saleBalance} AS balance
              FROM store_sales s WHERE ${scope} AND s.sale_type <> 'regular' AND s.status <> 'cancelada') b
        LEFT JOIN clients c ON c.id = b.client_id LEFT JOIN students st ON st.id = b.student_id
        GROUP BY b.client_id, b.student_id, 1 HAVING sum(b.balance) > 0 ORDER BY sum(b.balance) DESC LIMIT 8`,
    ),
    points(
      db,
      sql`SELECT l.product_name AS label, sum(l.total - round(l.total * l.returned_quantity / l.quantity, 2))::numeric(18,2)::text AS value
        FROM store_sales s JOIN store_sale_lines l ON l.sale_id = s.id
        WHERE ${scope} AND ${withinDays(sql`s.created_at`, from, today)} AND s.status <> 'cancelada'
        GROUP BY l.product_id, l.product_name ORDER BY sum(l.total) DESC LIMIT 8`,
    ),
  ]);
  return {
    module: 2,
    today,
    cards: [
      { key: 'incomeToday', label: 'Ingresos de hoy', value: String(cards.income_today), type: 'money' },
      { key: 'salesToday', label: 'Ventas de hoy', value: String(cards.sales_today), type: 'int' },
      { key: 'incomeMonth', label: `Ingresos de ${DASHBOARD_DAYS} días`, value: String(cards.income_month), type: 'money' },
      { key: 'owed', label: 'Saldo por cobrar (fiado y crédito)', value: String(cards.owed), type: 'money' },
      { key: 'belowMin', label: 'Productos bajo mínimo', value: String(cards.below_min), type: 'int' },
    ],
    incomeByDay,
    incomeByMethod,
    debtsByGroup,
    topItems,
    hasData: cards.has_data === true,
  };
}

/**
 * The school (charges module 3) or academy (module 2) dashboard: income from the payments that were not
 * cancelled, debts as the pending charges already past their due date.
 */
async function feeDashboard(db: Executor, ctx: ReportContext, module: 0 | 1, today: string, from: string): Promise<DashboardData> {
  const feeModule = module === 0 ? 3 : 2;
  const payments = sql`p.company_id = ${ctx.companyId} AND p.branch_office_id = ${ctx.branchOfficeId} AND p.module = ${feeModule} AND p.status <> 'cancelled'`;
  const overdue = sql`c.company_id = ${ctx.companyId} AND c.branch_office_id = ${ctx.branchOfficeId} AND c.module = ${feeModule} AND c.status = 'pending' AND c.due_date < ${today}::date`;
  const window = withinDays(sql`p.created_at`, from, today);
  const place =
    module === 0
      ? { joins: sql`LEFT JOIN school_inscriptions si ON si.id = c.school_inscription_id LEFT JOIN grades g ON g.id = si.grade_id LEFT JOIN levels lv ON lv.id = g.level_id`, name: sql`coalesce(lv.name, 'Sin nivel')` }
      : {
          joins: sql`LEFT JOIN academy_inscriptions ai ON ai.id = c.academy_inscription_id LEFT JOIN academy_groups ag ON ag.id = ai.group_id LEFT JOIN academy_activities aa ON aa.id = ag.activity_id`,
          name: sql`coalesce(aa.name, 'Sin actividad')`,
        };
  const cardRows = await rowsOf(
    db,
    sql`SELECT
      (SELECT coalesce(sum(p.total), 0) FROM charge_payments p WHERE ${payments} AND ${withinDays(sql`p.created_at`, today, today)})::numeric(18,2)::text AS income_today,
      (SELECT count(*) FROM charge_payments p WHERE ${payments} AND ${withinDays(sql`p.created_at`, today, today)})::int AS payments_today,
      (SELECT coalesce(sum(p.total), 0) FROM charge_payments p WHERE ${payments} AND ${window})::numeric(18,2)::text AS income_month,
      (SELECT coalesce(sum(c.price * c.quantity), 0) FROM charges c WHERE ${overdue})::numeric(18,2)::text AS owed,
      (SELECT count(DISTINCT coalesce(c.student_id::text, 'e' || c.external_id::text)) FROM charges c WHERE ${overdue})::int AS debtors,
      (EXISTS (SELECT 1 FROM charges c WHERE c.company_id = ${ctx.companyId} AND c.branch_office_id = ${ctx.branchOfficeId} AND c.module = ${feeModule})
        OR EXISTS (SELECT 1 FROM charge_payments p WHERE ${payments})) AS has_data`,
  );
  const cards = onlyRow(cardRows, 'dashboard cards');
  const [incomeByDay, incomeByMethod, debtsByGroup, topItems] = await Promise.all([
    points(db, byDay(from, today, sql`SELECT ${localDay(sql`p.created_at`)} AS day, sum(p.total) AS value FROM charge_payments p WHERE ${payments} AND ${window} GROUP BY 1`)),
    points(
      db,
      sql`SELECT ${methodName(sql`m.method_id`)} AS label, sum(m.applied)::numeric(18,2)::text AS value
        FROM charge_payments p JOIN charge_payment_methods m ON m.payment_id = p.id WHERE ${payments} AND ${window}
        GROUP BY 1 HAVING sum(m.applied) <> 0 ORDER BY sum(m.applied) DESC`,
    ),
    points(
      db,
      sql`SELECT ${place.name} AS label, sum(c.price * c.quantity)::numeric(18,2)::text AS value
        FROM charges c ${place.joins} WHERE ${overdue}
        GROUP BY 1 ORDER BY sum(c.price * c.quantity) DESC LIMIT 8`,
    ),
    points(
      db,
      module === 0
        ? sql`SELECT l.concept_name AS label, sum(l.total)::numeric(18,2)::text AS value
            FROM charge_payments p JOIN charge_payment_lines l ON l.payment_id = p.id AND l.status = 'paid'
            WHERE ${payments} AND ${window} GROUP BY 1 ORDER BY sum(l.total) DESC LIMIT 8`
        : sql`SELECT ${place.name} AS label, sum(l.total)::numeric(18,2)::text AS value
            FROM charge_payments p JOIN charge_payment_lines l ON l.payment_id = p.id AND l.status = 'paid'
            LEFT JOIN charges c ON c.id = l.charge_id ${place.joins}
            WHERE ${payments} AND ${window} GROUP BY 1 ORDER BY sum(l.total) DESC LIMIT 8`,
    ),
  ]);
  return {
    module,
    today,
    cards: [
      { key: 'incomeToday', label: 'Ingresos de hoy', value: String(cards.income_today), type: 'money' },
      { key: 'paymentsToday', label: 'Cobros de hoy', value: String(cards.payments_today), type: 'int' },
      { key: 'incomeMonth', label: `Ingresos de ${DASHBOARD_DAYS} días`, value: String(cards.income_month), type: 'money' },
      { key: 'owed', label: 'Adeudos vencidos', value: String(cards.owed), type: 'money' },
      { key: 'debtors', label: module === 0 ? 'Alumnos con adeudo' : 'Inscritos con adeudo', value: String(cards.debtors), type: 'int' },
    ],
    incomeByDay,
    incomeByMethod,
    debtsByGroup,
    topItems,
    hasData: cards.has_data === true,
  };
}

/** The dashboard of a module in a branch office over the last 30 days (today included). */
export async function dashboard(db: Executor, ctx: ReportContext, module: DashboardModule): Promise<DashboardData> {
  const today = institutionToday();
  const from = addDaysToIsoDate(today, -(DASHBOARD_DAYS - 1));
  if (module === 2) return storeDashboard(db, ctx, today, from);
  return feeDashboard(db, ctx, module, today, from);
}
