// The index page's dashboard: today's income, what is owed and the last 30 days, for the module of the
// user's preferences (COLEGIO 0, ACADEMIAS 1, TIENDA 2), aggregated in SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardData, DashboardModule, DashboardPoint } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { addDays, storeToday } from '../store/shared/calendar';
import { localDay, methodName, rowsOf, withinDays, type ReportContext } from './engine';

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

async function storeDashboard(db: Executor, ctx: ReportContext, today: string, from: string): Promise<DashboardData> {
  const scope = sql`s.company_id = ${ctx.companyId} AND s.branch_office_id = ${ctx.branchOfficeId}`;
  const window = withinDays(sql`p.created_at`, from, today);
  const [cards] = await rowsOf(
    db,
    sql`SELECT
      (SELECT coalesce(sum(p.amount), 0) FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${scope} AND ${withinDays(sql`p.created_at`, today, today)})::numeric(18,2)::text AS income_today,
      (SELECT count(*) FROM store_sales s WHERE ${scope} AND s.status <> 'cancelada' AND ${withinDays(sql`s.created_at`, today, today)})::int AS sales_today,
      (SELECT coalesce(sum(p.amount), 0) FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${scope} AND ${window})::numeric(18,2)::text AS income_month,
      (SELECT coalesce(sum(greatest(s.total - s.returned_total - coalesce((SELECT sum(amount) FROM store_sale_payments x WHERE x.sale_id = s.id), 0), 0)), 0)
         FROM store_sales s WHERE ${scope} AND s.sale_type <> 'regular' AND s.status <> 'cancelada')::numeric(18,2)::text AS owed,
      (SELECT count(*) FROM products pr WHERE pr.company_id = ${ctx.companyId} AND pr.branch_office_id = ${ctx.branchOfficeId} AND pr.deleted_at IS NULL AND pr.stock < pr.min_stock)::int AS below_min,
      EXISTS (SELECT 1 FROM store_sales s WHERE ${scope}) AS has_data`,
  );
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
        FROM (SELECT s.client_id, s.student_id, greatest(s.total - s.returned_total - coalesce((SELECT sum(amount) FROM store_sale_payments x WHERE x.sale_id = s.id), 0), 0) AS balance
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

/** The dashboard of a module in a branch office over the last 30 days (today included). */
export async function dashboard(db: Executor, ctx: ReportContext, module: DashboardModule): Promise<DashboardData> {
  const today = storeToday();
  const from = addDays(today, -(DASHBOARD_DAYS - 1));
  if (module === 2) return storeDashboard(db, ctx, today, from);
  return emptyDashboard(module, today, from);
}

/** A module whose payments are not recorded in this branch office yet: the cards at zero, every day at zero. */
function emptyDashboard(module: DashboardModule, today: string, from: string): DashboardData {
  const days: DashboardPoint[] = [];
  for (let day = from; day <= today; day = addDays(day, 1)) days.push({ label: day, value: '0.00' });
  return {
    module,
    today,
    cards: [
      { key: 'incomeToday', label: 'Ingresos de hoy', value: '0.00', type: 'money' },
      { key: 'owed', label: 'Adeudos pendientes', value: '0.00', type: 'money' },
    ],
    incomeByDay: days,
    incomeByMethod: [],
    debtsByGroup: [],
    topItems: [],
    hasData: false,
  };
}
