// School (colegio, module 3) and academy (academia, module 2) reports over the shared fee engine: debts with
// ageing, statements, invoiced vs not, income (by day, cashier, method, concept, grade, activity, group).
import { sql, type SQL } from 'drizzle-orm';
import { foldedContains } from '../../db/search';
import type { ReportQuery } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { INCOME_KIND } from '../payments/index';
import { methodName, date, dateTime, int, localDay, money, text, withinDays, type ReportContext, type ReportDefinition } from './engine';

type FeeModule = 2 | 3;
const PREFIX: Record<FeeModule, string> = { 2: 'academia', 3: 'colegio' };
const optional = (value: unknown, clause: SQL) => (value === undefined || value === '' ? sql`true` : clause);

const chargeScope = (ctx: ReportContext, module: FeeModule) =>
  sql`c.company_id = ${ctx.companyId} AND c.branch_office_id = ${ctx.branchOfficeId} AND c.module = ${module}`;
const paymentScope = (ctx: ReportContext, module: FeeModule) =>
  sql`p.company_id = ${ctx.companyId} AND p.branch_office_id = ${ctx.branchOfficeId} AND p.module = ${module} AND p.status <> 'cancelled'`;

/** The student or external a charge belongs to. */
const debtorName = sql`coalesce(nullif(trim(concat_ws(' ', st.name, st.last_name_father, st.last_name_mother)), ''),
  nullif(trim(concat_ws(' ', ex.name, ex.last_name_father, ex.last_name_mother)), ''), 'Sin nombre')`;
const debtorJoins = sql`LEFT JOIN students st ON st.id = c.student_id LEFT JOIN externals ex ON ex.id = c.external_id`;

/** Where a charge belongs: the grade (and level) of a school inscription, the activity and group of an academy one. */
function placeOf(module: FeeModule): { joins: SQL; group: SQL; parent: SQL } {
  if (module === 3) {
    return {
      joins: sql`LEFT JOIN school_inscriptions si ON si.id = c.school_inscription_id LEFT JOIN grades g ON g.id = si.grade_id LEFT JOIN levels lv ON lv.id = g.level_id`,
      group: sql`coalesce(g.name, 'Sin grado')`,
      parent: sql`coalesce(lv.name, 'Sin nivel')`,
    };
  }
  return {
    joins: sql`LEFT JOIN academy_inscriptions ai ON ai.id = c.academy_inscription_id LEFT JOIN academy_groups ag ON ag.id = ai.group_id LEFT JOIN academy_activities aa ON aa.id = ag.activity_id`,
    group: sql`coalesce(ag.name, 'Sin grupo')`,
    parent: sql`coalesce(aa.name, 'Sin actividad')`,
  };
}

/** The grade and level (school) or the group and activity (academy) of an inscription id column `a.inscription_id`. */
function placeByInscription(module: FeeModule): SQL {
  return module === 3
    ? sql`LEFT JOIN school_inscriptions si ON si.id = a.inscription_id LEFT JOIN grades g ON g.id = si.grade_id LEFT JOIN levels lv ON lv.id = g.level_id`
    : sql`LEFT JOIN academy_inscriptions ai ON ai.id = a.inscription_id LEFT JOIN academy_groups ag ON ag.id = ai.group_id LEFT JOIN academy_activities aa ON aa.id = ag.activity_id`;
}

const chargeAmount = sql`(c.price * c.quantity)`;
/** Days past due of a pending charge, counted from its due date to today. */
const daysLate = (today: string) => sql`(${today}::date - c.due_date)`;

function debts(module: FeeModule): ReportDefinition {
  const place = placeOf(module);
  const parentLabel = module === 3 ? 'Nivel' : 'Actividad';
  const groupLabel = module === 3 ? 'Grado' : 'Grupo';
  const byGroup = (q: ReportQuery) => q.groupBy === 'grupo';
  return {
    key: `${PREFIX[module]}-adeudos`,
    columns: (q) => [
      ...(byGroup(q) ? [] : [text('alumno', 'Alumno')]),
      text('padre', parentLabel),
      text('grupo', groupLabel),
      int('cargos', 'Cargos', true),
      money('porVencer', 'Por vencer'),
      money('d30', '1 a 30 días'),
      money('d60', '31 a 60 días'),
      money('d90', '61 a 90 días'),
      money('mas90', 'Más de 90 días'),
      money('vencido', 'Vencido'),
      money('total', 'Total'),
    ],
    source(ctx, q) {
      const late = daysLate(institutionToday());
      const bucket = (cond: SQL) => sql`coalesce(sum(${chargeAmount}) FILTER (WHERE ${cond}), 0)`;
      const sum = (key: string) => sql`sum(a.${sql.identifier(key)}) AS ${sql.identifier(key)}`;
      const keys = byGroup(q) ? sql`` : sql`${debtorName} AS alumno, `;
      const groupBy = byGroup(q) ? sql`GROUP BY 1, 2` : sql`GROUP BY a.student_id, a.external_id, 1, 2, 3`;
      const inscription = module === 3 ? sql`c.school_inscription_id` : sql`c.academy_inscription_id`;
      // The pending charges are summed first by their integer keys (debtor and inscription), then the few
      // resulting rows get their names, grade and level: sorting every pending charge by text is what costs.
      return sql`SELECT ${keys}${place.parent} AS padre, ${place.group} AS grupo, ${sum('cargos')}, ${sum('porVencer')}, ${sum('d30')}, ${sum('d60')},
          ${sum('d90')}, ${sum('mas90')}, ${sum('vencido')}, ${sum('total')}
        FROM (SELECT c.student_id, c.external_id, ${inscription} AS inscription_id, count(*) AS cargos,
            ${bucket(sql`${late} <= 0`)} AS "porVencer", ${bucket(sql`${late} BETWEEN 1 AND 30`)} AS d30,
            ${bucket(sql`${late} BETWEEN 31 AND 60`)} AS d60, ${bucket(sql`${late} BETWEEN 61 AND 90`)} AS d90,
            ${bucket(sql`${late} > 90`)} AS mas90, ${bucket(sql`${late} > 0`)} AS vencido, sum(${chargeAmount}) AS total
          FROM charges c
          WHERE ${chargeScope(ctx, module)} AND c.status = 'pending' AND ${optional(q.to, sql`c.due_date <= ${q.to}::date`)}
          GROUP BY 1, 2, 3) a
        LEFT JOIN students st ON st.id = a.student_id LEFT JOIN externals ex ON ex.id = a.external_id ${placeByInscription(module)}
        WHERE ${optional(q.search, foldedContains(sql`${debtorName}`, q.search ?? ''))}
        ${groupBy}`;
    },
    defaultOrder: (q) => (byGroup(q) ? sql`r."vencido" DESC, r."padre", r."grupo"` : sql`r."vencido" DESC, r."alumno"`),
  };
}

const CHARGE_STATUS = sql`(CASE c.status WHEN 'paid' THEN 'Pagado' WHEN 'pending' THEN 'Pendiente' ELSE 'Cancelado' END)`;

/** A student's or an external's full name, null when blank: the parts of debtorName. */
const nameOf = (t: string) => sql.raw(`nullif(trim(concat_ws(' ', ${t}.name, ${t}.last_name_father, ${t}.last_name_mother)), '')`);

/**
 * The statement's rows walked in the debtors' name order (ADR 0043): the debtors (a few thousand) sorted by name,
 * then each one's charges by index, so a page sorted by name stops after its rows instead of sorting every charge
 * (1.1 M over five years). Each charge is reached from exactly one debtor row, whose name is the one debtorName
 * gives the charge: its student when the student has a name; else its external when that one has a name; else
 * 'Sin nombre', reached from its nameless student, from its nameless external (when it has no student), or, with
 * neither, from a row of its own (charges_no_debtor_idx). Every row carries one key, the others null, and an
 * index probe with a null key finds nothing. Debtors of equal name are one run of the name order, which the
 * incremental sort orders by due date and charge.
 */
function byDebtorName(ctx: ReportContext, q: ReportQuery, charge: SQL): SQL {
  const search = optional(q.search, foldedContains(sql`d.name`, q.search ?? ''));
  // Whether the charge's student (or external) has a name, which then is the charge's name.
  const named = (table: 'students' | 'externals', column: 'student_id' | 'external_id') =>
    sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} n WHERE n.id = c.${sql.identifier(column)} AND ${nameOf('n')} IS NOT NULL)`;
  const name = (t: string) => sql`coalesce(${nameOf(t)}, 'Sin nombre')`;
  const when = (t: string, isNamed: boolean) => sql`(CASE WHEN ${nameOf(t)} IS ${isNamed ? sql`NOT NULL` : sql`NULL`} THEN ${sql.raw(t)}.id END)`;
  // One row per student, per external and per charge of neither: (name, student, nameless student, external, nameless external, charge).
  return sql`(SELECT d.* FROM (
        SELECT ${name('st')} AS name, ${when('st', true)} AS student_id, ${when('st', false)} AS nameless_student_id,
          NULL::int AS external_id, NULL::int AS nameless_external_id, NULL::int AS charge_id FROM students st
        UNION ALL SELECT ${name('ex')}, NULL, NULL, ${when('ex', true)}, ${when('ex', false)}, NULL FROM externals ex
        UNION ALL SELECT 'Sin nombre', NULL, NULL, NULL, NULL, o.id
          FROM unnest(ARRAY(SELECT o.id FROM charges o WHERE o.student_id IS NULL AND o.external_id IS NULL AND o.company_id = ${ctx.companyId})) o(id)) d
      WHERE ${search} ORDER BY d.name) d
    CROSS JOIN LATERAL (
      SELECT ${charge} FROM charges c WHERE c.student_id = d.student_id
      UNION ALL SELECT ${charge} FROM charges c WHERE c.student_id = d.nameless_student_id AND NOT ${named('externals', 'external_id')}
      UNION ALL SELECT ${charge} FROM charges c WHERE c.external_id = d.external_id AND NOT ${named('students', 'student_id')}
      UNION ALL SELECT ${charge} FROM charges c WHERE c.external_id = d.nameless_external_id AND c.student_id IS NULL
      UNION ALL SELECT ${charge} FROM charges c WHERE c.id = d.charge_id) c`;
}

/**
 * The account statement of a module. `fromLines`: the same report as it was computed before the paid amount was
 * kept on the charge (the paid lines looked up per charge, every charge sorted by name), for the tests that
 * compare the two.
 */
export function statement(module: FeeModule, fromLines = false): ReportDefinition {
  const place = placeOf(module);
  const scope = (ctx: ReportContext, q: ReportQuery) => sql`${chargeScope(ctx, module)} AND c.status <> 'cancelled'
        AND ${optional(q.from, sql`c.due_date >= ${q.from}::date`)} AND ${optional(q.to, sql`c.due_date <= ${q.to}::date`)}
        AND ${optional(q.status, sql`c.status = ${q.status}`)}`;
  const where = (ctx: ReportContext, q: ReportQuery) => sql`${scope(ctx, q)} AND ${optional(q.search, foldedContains(sql`${debtorName}`, q.search ?? ''))}`;
  // What a paid charge's payment paid for it, kept on the charge (charges.paid_amount, ADR 0043); a paid charge
  // with no paid line of its payment counts its amount.
  const linesPaid = sql`(SELECT sum(l.total) FROM charge_payment_lines l WHERE l.payment_id = c.payment_id AND l.charge_id = c.id AND l.status = 'paid')`;
  const paid = sql`(CASE WHEN c.status = 'paid' THEN coalesce(${fromLines ? linesPaid : sql`c.paid_amount`}, ${chargeAmount}) ELSE 0 END)`;
  const balance = sql`(CASE WHEN c.status = 'pending' THEN ${chargeAmount} ELSE 0 END)`;
  const columns = (name: SQL) => sql`${name} AS alumno, ${place.group} AS grupo, c.name AS concepto, lpad(c.month::text, 2, '0') || '/' || c.year AS periodo,
        c.due_date AS vence, ${CHARGE_STATUS} AS estado, ${chargeAmount} AS cargo, ${paid} AS pagado, ${balance} AS saldo,
        (CASE WHEN c.status = 'paid' THEN (SELECT p.serie || '-' || p.folio FROM charge_payments p WHERE p.id = c.payment_id) END) AS folio,
        (CASE WHEN c.status = 'paid' THEN (SELECT p.created_at FROM charge_payments p WHERE p.id = c.payment_id) END) AS "fechaPago", c.id AS charge_id`;
  return {
    key: `${PREFIX[module]}-estado-cuenta`,
    columns: () => [
      text('alumno', 'Alumno'),
      text('grupo', module === 3 ? 'Grado' : 'Grupo'),
      text('concepto', 'Concepto'),
      text('periodo', 'Periodo'),
      date('vence', 'Vence'),
      text('estado', 'Estado'),
      money('cargo', 'Cargo'),
      money('pagado', 'Pagado'),
      money('saldo', 'Saldo'),
      text('folio', 'Recibo'),
      dateTime('fechaPago', 'Fecha de pago'),
    ],
    // The receipt's folio and date are subqueries, not joins: a sorted page evaluates them for its rows only.
    // In the default order (by name) the school's rows are walked by debtor; the academy's charges are a few of
    // the table (90,000 over five years), sorted faster than its debtors are walked through every charge they have.
    source(ctx, q) {
      if (module === 3 && !q.sort && !fromLines) {
        return sql`SELECT ${columns(sql`d.name`)}
          FROM ${byDebtorName(ctx, q, sql`c.*`)} ${place.joins}
          WHERE ${scope(ctx, q)}`;
      }
      return sql`SELECT ${columns(debtorName)}
        FROM charges c ${debtorJoins} ${place.joins}
        WHERE ${where(ctx, q)}`;
    },
    // The totals are one pass over the charges, which carry what they were paid: no line is read, and without a
    // search no name either, so charges_statement_cover_idx answers them alone. Over a million charges the
    // numeric products were a third of the time: a charge of one unit (nearly all) sums its price as it is.
    totals: fromLines ? undefined : {
      source: (ctx, q) => {
        const amount = sql`(CASE WHEN c.quantity = 1 THEN c.price ELSE c.price * c.quantity END)`;
        return sql`SELECT ${amount} AS cargo, (CASE WHEN c.status = 'paid' THEN coalesce(c.paid_amount, ${amount}) ELSE 0 END) AS pagado,
            (CASE WHEN c.status = 'pending' THEN ${amount} ELSE 0 END) AS saldo
          FROM charges c ${q.search ? debtorJoins : sql``}
          WHERE ${where(ctx, q)}`;
      },
    },
    defaultOrder: () => sql`r."alumno", r."vence", r."charge_id"`,
    rowList: true,
  };
}

/** Whether a payment (module 2/3) or a store sale (module 1) is covered by a stamped CFDI, and by which. */
export function invoiceOf(module: 1 | 2 | 3, sourceId: SQL): SQL {
  // The latest stamped invoice of each source of the module, joined once (a hash join), not looked up per row:
  // the totals of five years of payments read every row.
  return sql`LEFT JOIN (SELECT DISTINCT ON (src.source_id) src.source_id, (i.serie || '-' || i.folio) AS folio, i.uuid
    FROM cfdi_invoice_sources src JOIN cfdi_invoices i ON i.id = src.invoice_id
    WHERE src.module = ${module} AND i.status = 'timbrada' ORDER BY src.source_id, i.id DESC) inv ON inv.source_id = ${sourceId}`;
}

export const invoicedColumns = () => [
  dateTime('fecha', 'Fecha'),
  text('folio', 'Folio'),
  text('nombre', 'Nombre'),
  money('total', 'Total'),
  text('facturado', 'Facturado'),
  text('factura', 'Factura'),
  text('uuid', 'UUID'),
  money('importeFacturado', 'Importe facturado'),
  money('importeSinFacturar', 'Importe sin facturar'),
];
export const invoicedFilter = (q: ReportQuery) =>
  q.invoiced === 'si' ? sql`inv.uuid IS NOT NULL` : q.invoiced === 'no' ? sql`inv.uuid IS NULL` : sql`true`;

function invoicing(module: FeeModule): ReportDefinition {
  return {
    key: `${PREFIX[module]}-facturacion`,
    columns: invoicedColumns,
    source: (ctx, q) => sql`SELECT p.created_at AS fecha, (p.serie || '-' || p.folio) AS folio, p.payer_name AS nombre, p.total AS total,
        (CASE WHEN inv.uuid IS NULL THEN 'No' ELSE 'Sí' END) AS facturado, inv.folio AS factura, inv.uuid AS uuid,
        (CASE WHEN inv.uuid IS NULL THEN 0 ELSE p.total END) AS "importeFacturado", (CASE WHEN inv.uuid IS NULL THEN p.total ELSE 0 END) AS "importeSinFacturar",
        p.id AS payment_id
      FROM charge_payments p ${invoiceOf(module, sql`p.id`)}
      WHERE ${paymentScope(ctx, module)} AND ${withinDays(sql`p.created_at`, q.from, q.to)} AND ${invoicedFilter(q)}
        AND ${optional(q.search, foldedContains(sql`p.payer_name`, q.search ?? ''))}`,
    defaultOrder: () => sql`r."fecha" DESC, r."payment_id" DESC`,
    rowList: true,
  };
}

const FEE_INCOME_GROUPS = ['dia', 'cajero', 'metodo', 'concepto', 'grado', 'nivel', 'actividad', 'grupo'] as const;
type FeeIncomeGroup = (typeof FEE_INCOME_GROUPS)[number];

/**
 * Income by method, concept or inscription (grade, level, group, activity) from charge_income_rollup (ADR 0041):
 * the table's rows (one per day, cashier, payer and key) summed per payer and key, named, then per group, where
 * each row is one distinct payer. A payment counts once per key; one whose lines belong to two inscriptions of
 * the same group counts once too (its kind-4 rows correct the count).
 */
function rollupIncome(ctx: ReportContext, module: FeeModule, group: Exclude<FeeIncomeGroup, 'dia' | 'cajero'>, q: ReportQuery): SQL {
  const scope = (kind: number) => sql`r.company_id = ${ctx.companyId} AND r.branch_office_id = ${ctx.branchOfficeId} AND r.module = ${module} AND r.kind = ${kind}
    AND ${optional(q.from, sql`r.day >= ${q.from}::date`)} AND ${optional(q.to, sql`r.day <= ${q.to}::date`)}
    AND ${optional(q.cashierId, sql`r.cashier_id = ${q.cashierId}`)}`;
  const perGroup = (rows: SQL) => sql`SELECT x.grupo, sum(x.pagos) AS pagos, count(*) AS alumnos, sum(x.importe) AS importe
    FROM (SELECT n.grupo, n.payer, sum(n.pagos) AS pagos, sum(n.importe) AS importe FROM (${rows}) n GROUP BY 1, 2) x GROUP BY 1`;
  // One kind's rows summed per key and payer, grouped in the order of the table's key (key_int, key_text, payer),
  // so a range of every day comes out of its index already grouped.
  const keyed = (kind: number) => sql`SELECT r.key_int, r.key_text, r.payer, sum(r.pagos) AS pagos, sum(r.importe) AS importe
    FROM charge_income_rollup r WHERE ${scope(kind)} GROUP BY 1, 2, 3`;
  if (group === 'metodo') return perGroup(sql`SELECT ${methodName(sql`k.key_int`)} AS grupo, k.payer, k.pagos, k.importe FROM (${keyed(INCOME_KIND.method)}) k`);
  if (group === 'concepto') return perGroup(sql`SELECT k.key_text AS grupo, k.payer, k.pagos, k.importe FROM (${keyed(INCOME_KIND.concept)}) k`);
  const name = group === 'grado' || group === 'grupo' ? placeOf(module).group : placeOf(module).parent;
  const named = (rows: SQL) => sql`SELECT ${name} AS grupo, a.payer, a.pagos, a.importe FROM (${rows}) a ${placeByInscription(module)}`;
  // A payment whose lines belong to n inscriptions of one group counted n times there: n − 1 taken off.
  const repeated = sql`SELECT s.grupo, s.payer, 1 - count(*) AS pagos, 0 AS importe
    FROM (SELECT ${name} AS grupo, a.payer, a.payment
      FROM (SELECT r.key_int AS inscription_id, r.payer, r.key_text AS payment FROM charge_income_rollup r WHERE ${scope(INCOME_KIND.split)}) a ${placeByInscription(module)}) s
    GROUP BY s.grupo, s.payer, s.payment HAVING count(*) > 1`;
  return perGroup(sql`${named(sql`SELECT k.key_int AS inscription_id, k.payer, k.pagos, k.importe FROM (${keyed(INCOME_KIND.inscription)}) k`)}
    UNION ALL ${repeated}`);
}

export function income(module: FeeModule, key: string, groups: readonly [FeeIncomeGroup, ...FeeIncomeGroup[]], useRaw = false): ReportDefinition {
  const groupOf = (q: ReportQuery): FeeIncomeGroup => (groups.includes(q.groupBy as FeeIncomeGroup) ? (q.groupBy as FeeIncomeGroup) : groups[0]);
  const LABEL: Record<FeeIncomeGroup, string> = {
    dia: 'Día',
    cajero: 'Cajero',
    metodo: 'Forma de pago',
    concepto: 'Concepto',
    grado: 'Grado',
    nivel: 'Nivel',
    actividad: 'Actividad',
    grupo: 'Grupo',
  };
  return {
    key,
    columns(q) {
      const group = groupOf(q);
      return [group === 'dia' ? date('grupo', 'Día') : text('grupo', LABEL[group]), int('pagos', 'Pagos', true), int('alumnos', 'Alumnos', true), money('importe', 'Importe')];
    },
    source(ctx, q) {
      const group = groupOf(q);
      const where = sql`${paymentScope(ctx, module)} AND ${withinDays(sql`p.created_at`, q.from, q.to)}
        AND ${optional(q.cashierId, sql`p.cashier_id = ${q.cashierId}`)}
        AND ${optional(q.methodId, sql`EXISTS (SELECT 1 FROM charge_payment_methods mm WHERE mm.payment_id = p.id AND mm.method_id = ${q.methodId})`)}`;
      // Who paid, as one number (students positive, externals negative, an anonymous payment by its id beyond both): counting distinct integers is what keeps this fast.
      const payer = sql`coalesce(p.student_id::bigint, -p.external_id::bigint, -2147483648 - p.id::bigint)`;
      if (group === 'dia') {
        // The day index (migration 0076) yields the payments day after day: each day's distinct payers are
        // counted as it passes, without sorting five years of payments.
        return sql`SELECT ${localDay(sql`p.created_at`)} AS grupo, count(*) AS pagos, count(DISTINCT ${payer}) AS alumnos, sum(p.total) AS importe
          FROM charge_payments p WHERE ${where} GROUP BY 1`;
      }
      if (group === 'cajero') {
        // A handful of cashiers: first one row per cashier and payer, keyed by integers (a hash of a few thousand
        // rows; keyed by the cashier's name, hashing a million payments' text cost a third more), then named,
        // then per cashier's name, where each row is one distinct payer.
        return sql`SELECT x.grupo, sum(x.pagos) AS pagos, count(*) AS alumnos, sum(x.importe) AS importe
          FROM (SELECT u.name AS grupo, k.payer, sum(k.pagos) AS pagos, sum(k.importe) AS importe
            FROM (SELECT p.cashier_id, ${payer} AS payer, count(*) AS pagos, sum(p.total) AS importe
              FROM charge_payments p WHERE ${where} GROUP BY 1, 2) k
            JOIN users u ON u.id = k.cashier_id GROUP BY 1, 2) x
          GROUP BY 1`;
      }
      // Without a payment method to filter by, every other grouping reads the per-day table (ADR 0041).
      if (!useRaw && (q.methodId === undefined || (q.methodId as unknown) === '')) return rollupIncome(ctx, module, group, q);
      if (group === 'metodo') {
        return sql`SELECT ${methodName(sql`m.method_id`)} AS grupo, count(DISTINCT p.id) AS pagos, count(DISTINCT ${payer}) AS alumnos, sum(m.applied) AS importe
          FROM charge_payments p JOIN charge_payment_methods m ON m.payment_id = p.id
          WHERE ${where} GROUP BY 1`;
      }
      const place = placeOf(module);
      const keyExpr =
        group === 'concepto' ? sql`l.concept_name` : group === 'grado' || group === 'grupo' ? place.group : sql`${place.parent}`;
      return sql`SELECT ${keyExpr} AS grupo, count(DISTINCT p.id) AS pagos, count(DISTINCT ${payer}) AS alumnos, sum(l.total) AS importe
        FROM charge_payments p JOIN charge_payment_lines l ON l.payment_id = p.id AND l.status = 'paid'
        LEFT JOIN charges c ON c.id = l.charge_id ${place.joins}
        WHERE ${where} GROUP BY 1`;
    },
    defaultOrder: (q) => (groupOf(q) === 'dia' ? sql`r."grupo" DESC` : sql`r."importe" DESC, r."grupo"`),
  };
}

/**
 * Active inscriptions per group: the attendance list (the PDF puts each group on its own page), with each
 * person's marks recorded on the attendance sheets in the period (present, absent, late).
 */
function attendance(module: FeeModule): ReportDefinition {
  return {
    key: `${PREFIX[module]}-asistencias`,
    columns: () => [
      text('grupo', module === 3 ? 'Grado' : 'Grupo'),
      text('padre', module === 3 ? 'Nivel' : 'Actividad'),
      int('numero', 'No.'),
      text('alumno', module === 3 ? 'Alumno' : 'Participante'),
      text('matricula', 'Matrícula'),
      int('presentes', 'Asistencias', true),
      int('faltas', 'Faltas', true),
      int('retardos', 'Retardos', true),
    ],
    source(ctx, q) {
      const search = optional(q.search, foldedContains(sql`grupo`, q.search ?? ''));
      const period = sql`${optional(q.from, sql`a.day >= ${q.from}::date`)} AND ${optional(q.to, sql`a.day <= ${q.to}::date`)}`;
      const marks = (table: string, owner: SQL) =>
        sql`LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE a.status = 'presente') AS presentes, count(*) FILTER (WHERE a.status = 'ausente') AS faltas,
            count(*) FILTER (WHERE a.status = 'retardo') AS retardos FROM ${sql.identifier(table)} a WHERE ${owner} AND ${period}) m ON true`;
      if (module === 3) {
        return sql`SELECT * FROM (SELECT g.name AS grupo, lv.name AS padre, row_number() OVER (PARTITION BY g.id ORDER BY st.last_name_father, st.last_name_mother, st.name) AS numero,
            trim(concat_ws(' ', st.last_name_father, st.last_name_mother, st.name)) AS alumno, st.enrollment AS matricula, g.id AS group_id,
            m.presentes, m.faltas, m.retardos
          FROM school_inscriptions si JOIN students st ON st.id = si.student_id JOIN grades g ON g.id = si.grade_id JOIN levels lv ON lv.id = g.level_id
          ${marks('school_attendance', sql`a.student_id = si.student_id`)}
          WHERE si.company_id = ${ctx.companyId} AND si.branch_office_id = ${ctx.branchOfficeId} AND si.status = 'activa') x WHERE ${search}`;
      }
      // An external has no student row: the name comes from whichever of the two the inscription names.
      return sql`SELECT * FROM (SELECT ag.name AS grupo, aa.name AS padre, row_number() OVER (PARTITION BY ag.id ORDER BY coalesce(st.last_name_father, ex.last_name_father), coalesce(st.name, ex.name)) AS numero,
          coalesce(nullif(trim(concat_ws(' ', st.last_name_father, st.last_name_mother, st.name)), ''), nullif(trim(concat_ws(' ', ex.last_name_father, ex.last_name_mother, ex.name)), ''), 'Sin nombre') AS alumno,
          coalesce(st.enrollment, '') AS matricula, ag.id AS group_id, m.presentes, m.faltas, m.retardos
        FROM academy_inscriptions ai JOIN academy_groups ag ON ag.id = ai.group_id JOIN academy_activities aa ON aa.id = ag.activity_id
        LEFT JOIN students st ON st.id = ai.student_id LEFT JOIN externals ex ON ex.id = ai.external_id
        ${marks('academy_attendance', sql`a.inscription_id = ai.id`)}
        WHERE ai.company_id = ${ctx.companyId} AND ai.branch_office_id = ${ctx.branchOfficeId} AND ai.status = 'activa' AND ai.deleted_at IS NULL) x WHERE ${search}`;
    },
    defaultOrder: () => sql`r."padre", r."grupo", r."group_id", r."numero"`,
    pdfSectionBy: 'grupo',
  };
}

export const FEE_REPORTS: ReportDefinition[] = [
  debts(3),
  statement(3),
  invoicing(3),
  attendance(3),
  income(3, 'colegio-ingresos', ['dia', 'cajero', 'metodo', 'concepto']),
  income(3, 'colegio-ingresos-grados', ['grado', 'nivel']),
  debts(2),
  statement(2),
  invoicing(2),
  attendance(2),
  income(2, 'academia-ingresos', ['dia', 'cajero', 'metodo', 'concepto']),
  income(2, 'academia-ingresos-agrupados', ['actividad', 'grupo', 'concepto', 'metodo']),
];
