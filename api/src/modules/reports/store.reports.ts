// The store's reports: income (by day, cashier, method, product, classification; returns apart), the
// credit/fiado statement, stock valuation, and the older flat reports of the store's report endpoints.
import { sql, type SQL } from 'drizzle-orm';
import { foldedContains } from '../../db/search';
import type { ReportQuery } from '@mikro/contracts';
import { methodName, date, dateTime, int, localDay, money, quantity, text, withinDays, type ReportContext, type ReportDefinition } from './engine';
import { institutionToday } from '@mikro/domain';
import { invoicedColumns, invoicedFilter, invoiceOf } from './fees.reports';


const saleScope = (ctx: ReportContext) => sql`s.company_id = ${ctx.companyId} AND s.branch_office_id = ${ctx.branchOfficeId}`;
const folioOf = sql`(s.serie || '-' || s.folio)`;
const personName = sql`coalesce(
  nullif(trim(concat_ws(' ', c.name, c.last_name_father, c.last_name_mother)), ''),
  nullif(trim(concat_ws(' ', st.name, st.last_name_father, st.last_name_mother)), ''),
  'Público en general')`;
// What a sale was paid, net of refunds, is kept on the sale (store_sales.paid, ADR 0043) by the checkout, abonos
// and refunds: a report that sums or counts every sale over five years reads the sales alone, where summing each
// sale's payments first was a join of 200,000 sales with 200,000 payments (1.8–2.8 s).
const salePaid = sql`s.paid`;
/** What a sale still owes: total less returned goods less what was paid (never below zero). */
const saleBalance = sql`greatest(s.total - s.returned_total - ${salePaid}, 0)`;
/** The same from the sale's payments, as it was computed before `paid` was kept (the tests compare the two). */
const paymentsBalance = sql`greatest(s.total - s.returned_total - coalesce(p.paid, 0), 0)`;
const paidPerSaleGrouped = sql`LEFT JOIN (SELECT sale_id, sum(amount) AS paid FROM store_sale_payments GROUP BY sale_id) p ON p.sale_id = s.id`;
const optional = (value: unknown, clause: SQL) => (value === undefined || value === '' ? sql`true` : clause);

const STORE_INCOME_GROUP = ['dia', 'cajero', 'metodo', 'producto', 'clasificacion'] as const;
type StoreIncomeGroup = (typeof STORE_INCOME_GROUP)[number];
const incomeGroup = (q: ReportQuery): StoreIncomeGroup =>
  (STORE_INCOME_GROUP as readonly string[]).includes(q.groupBy ?? '') ? (q.groupBy as StoreIncomeGroup) : 'dia';

/**
 * Income of the store: money received (payments and abonos) with refunds apart, or goods sold per product/classification.
 * `fromPayments`: "paid in full" from each sale's payments summed, as before store_sales.paid (for the tests).
 */
export const storeIncomeFrom = (fromPayments: boolean): ReportDefinition => ({
  key: 'tienda-ingresos-ventas',
  columns(q) {
    const group = incomeGroup(q);
    if (group === 'producto' || group === 'clasificacion') {
      return [
        text('grupo', group === 'producto' ? 'Producto' : 'Clasificación'),
        quantity('cantidad', 'Cantidad', true),
        quantity('devueltos', 'Devueltos', true),
        money('ventas', 'Vendido'),
        money('devoluciones', 'Devoluciones'),
        money('neto', 'Neto'),
      ];
    }
    const first = group === 'dia' ? date('grupo', 'Día') : text('grupo', group === 'cajero' ? 'Cajero' : 'Forma de pago');
    return [first, int('operaciones', 'Ventas', true), int('pagadas', 'Pagadas', true), money('ingresos', 'Ingresos'), money('devoluciones', 'Devoluciones'), money('neto', 'Neto')];
  },
  source(ctx, q) {
    const group = incomeGroup(q);
    if (group === 'producto' || group === 'clasificacion') {
      const key = group === 'producto' ? sql`l.product_name || ' (' || l.product_code || ')'` : sql`coalesce(cl.name, 'Sin clasificación')`;
      const returnedValue = sql`round(l.total * l.returned_quantity / l.quantity, 2)`;
      return sql`SELECT ${key} AS grupo, sum(l.quantity) AS cantidad, sum(l.returned_quantity) AS devueltos,
          sum(l.total) AS ventas, sum(${returnedValue}) AS devoluciones, sum(l.total - ${returnedValue}) AS neto
        FROM store_sales s
        JOIN store_sale_lines l ON l.sale_id = s.id
        ${group === 'clasificacion' ? sql`JOIN products pr ON pr.id = l.product_id LEFT JOIN store_classifications cl ON cl.id = pr.store_classification_id` : sql``}
        WHERE ${saleScope(ctx)} AND ${withinDays(sql`s.created_at`, q.from, q.to)}
          AND ${optional(q.cashierId, sql`s.cashier_id = ${q.cashierId}`)}
          AND ${optional(q.methodId, sql`EXISTS (SELECT 1 FROM store_sale_payments mp WHERE mp.sale_id = s.id AND mp.method_id = ${q.methodId})`)}
        GROUP BY 1`;
    }
    // Money is counted on the day and by the cashier that took it; sales on the day and by the cashier that rang
    // them up, every one but the cancelled (a fiado sale with nothing paid yet too), and apart those paid in full.
    const moneyKey = group === 'dia' ? localDay(sql`p.created_at`) : group === 'cajero' ? sql`u.name` : methodName(sql`p.method_id`);
    const saleKey = group === 'dia' ? localDay(sql`s.created_at`) : group === 'cajero' ? sql`u.name` : methodName(sql`mp.method_id`);
    const saleJoin =
      group === 'cajero'
        ? sql`JOIN users u ON u.id = s.cashier_id`
        : group === 'metodo'
          ? sql`JOIN store_sale_payments mp ON mp.sale_id = s.id AND mp.kind <> 'devolucion' AND ${optional(q.methodId, sql`mp.method_id = ${q.methodId}`)}`
          : sql``;
    const paidInFull = sql`(${fromPayments ? paymentsBalance : saleBalance} = 0)`;
    const saleRows = sql`FROM store_sales s
        ${fromPayments ? paidPerSaleGrouped : sql``}
        ${saleJoin}
        WHERE ${saleScope(ctx)} AND s.status <> 'cancelada' AND ${withinDays(sql`s.created_at`, q.from, q.to)}
          AND ${optional(q.cashierId, sql`s.cashier_id = ${q.cashierId}`)}
          AND ${optional(q.methodId, sql`EXISTS (SELECT 1 FROM store_sale_payments fp WHERE fp.sale_id = s.id AND fp.method_id = ${q.methodId})`)}`;
    // One row per sale unless the payments' methods are joined: then a sale counts once per method, so distinct.
    const saleCount = group === 'metodo' ? sql`count(DISTINCT s.id)` : sql`count(*)`;
    const sales = sql`SELECT ${saleKey} AS grupo, ${saleCount} AS operaciones, ${saleCount} FILTER (WHERE ${paidInFull}) AS pagadas ${saleRows} GROUP BY 1`;
    return sql`SELECT coalesce(m.grupo, v.grupo) AS grupo, coalesce(v.operaciones, 0) AS operaciones, coalesce(v.pagadas, 0) AS pagadas,
        coalesce(m.ingresos, 0) AS ingresos, coalesce(m.devoluciones, 0) AS devoluciones, coalesce(m.neto, 0) AS neto
      FROM (
        SELECT ${moneyKey} AS grupo,
          coalesce(sum(p.amount) FILTER (WHERE p.kind <> 'devolucion'), 0) AS ingresos,
          coalesce(-sum(p.amount) FILTER (WHERE p.kind = 'devolucion'), 0) AS devoluciones,
          sum(p.amount) AS neto
        FROM store_sale_payments p
        JOIN store_sales s ON s.id = p.sale_id
        ${group === 'cajero' ? sql`JOIN users u ON u.id = p.user_id` : sql``}
        WHERE ${saleScope(ctx)} AND ${withinDays(sql`p.created_at`, q.from, q.to)}
          AND ${optional(q.cashierId, sql`p.user_id = ${q.cashierId}`)}
          AND ${optional(q.methodId, sql`p.method_id = ${q.methodId}`)}
        GROUP BY 1
      ) m
      FULL JOIN (${sales}) v ON v.grupo = m.grupo`;
  },
  defaultOrder: (q) => (incomeGroup(q) === 'dia' ? sql`r."grupo" DESC` : sql`r."neto" DESC, r."grupo"`),
});
export const storeIncome = storeIncomeFrom(false);

const accountGroup = (q: ReportQuery) => (q.groupBy === 'venta' ? 'venta' : 'cliente');

/** Credit and fiado sales: what each client or student bought on account, paid and still owes. */
export const storeStatement: ReportDefinition = {
  key: 'tienda-estado-cuenta',
  columns(q) {
    if (accountGroup(q) === 'venta') {
      return [dateTime('fecha', 'Fecha'), text('folio', 'Folio'), text('nombre', 'Cliente o alumno'), text('tipo', 'Tipo'), money('total', 'Total'), money('devuelto', 'Devuelto'), money('pagado', 'Pagado'), money('saldo', 'Saldo')];
    }
    return [text('nombre', 'Cliente o alumno'), text('tipo', 'Tipo'), int('ventas', 'Ventas', true), money('cargos', 'Cargos'), money('pagado', 'Pagado'), money('saldo', 'Saldo'), dateTime('ultima', 'Última venta')];
  },
  source(ctx, q) {
    const where = sql`${saleScope(ctx)} AND s.sale_type <> 'regular' AND s.status <> 'cancelada'
      AND (s.client_id IS NOT NULL OR s.student_id IS NOT NULL)
      AND ${withinDays(sql`s.created_at`, q.from, q.to)}
      AND ${optional(q.search, foldedContains(sql`${personName}`, q.search ?? ''))}`;
    const joins = sql`LEFT JOIN clients c ON c.id = s.client_id LEFT JOIN students st ON st.id = s.student_id`;
    const kind = sql`(CASE WHEN s.student_id IS NOT NULL THEN 'Alumno' ELSE 'Cliente' END)`;
    if (accountGroup(q) === 'venta') {
      return sql`SELECT s.created_at AS fecha, ${folioOf} AS folio, ${personName} AS nombre, ${kind} AS tipo, s.total AS total,
          s.returned_total AS devuelto, ${salePaid} AS pagado, ${saleBalance} AS saldo, s.id AS sale_id
        FROM store_sales s ${joins}
        WHERE ${where} AND ${q.onlyBalance ? sql`${saleBalance} > 0` : sql`true`}`;
    }
    return sql`SELECT ${personName} AS nombre, ${kind} AS tipo, count(*) AS ventas, sum(s.total - s.returned_total) AS cargos,
        sum(${salePaid}) AS pagado, sum(${saleBalance}) AS saldo, max(s.created_at) AS ultima
      FROM store_sales s ${joins}
      WHERE ${where}
      GROUP BY s.client_id, s.student_id, 1, 2
      ${q.onlyBalance ? sql`HAVING sum(${saleBalance}) > 0` : sql``}`;
  },
  defaultOrder: (q) => (accountGroup(q) === 'venta' ? sql`r."fecha" DESC, r."sale_id" DESC` : sql`r."saldo" DESC, r."nombre"`),
};

const productScope = (ctx: ReportContext, q: ReportQuery) => sql`pr.company_id = ${ctx.companyId} AND pr.branch_office_id = ${ctx.branchOfficeId}
  AND pr.deleted_at IS NULL
  AND ${optional(q.classificationId, sql`pr.store_classification_id = ${q.classificationId}`)}
  AND ${optional(q.search, sql`(${foldedContains(sql`pr.name`, q.search ?? '')} OR ${foldedContains(sql`pr.code`, q.search ?? '')})`)}`;

/** Stock with its limits and its value at cost and at price; products below their minimum first. */
export const storeStock: ReportDefinition = {
  key: 'tienda-stock',
  columns: () => [
    text('codigo', 'Código'),
    text('producto', 'Producto'),
    text('clasificacion', 'Clasificación'),
    quantity('existencia', 'Existencia', true),
    quantity('minimo', 'Mínimo'),
    quantity('maximo', 'Máximo'),
    money('costo', 'Costo', false),
    money('precio', 'Precio', false),
    money('valorCosto', 'Valor a costo'),
    money('valorPrecio', 'Valor a precio'),
    text('estado', 'Estado'),
  ],
  source(ctx, q) {
    const state = sql`(CASE WHEN pr.stock < pr.min_stock THEN 'Bajo mínimo' WHEN pr.max_stock > 0 AND pr.stock > pr.max_stock THEN 'Sobre máximo' ELSE 'Normal' END)`;
    return sql`SELECT pr.code AS codigo, pr.name AS producto, coalesce(cl.name, 'Sin clasificación') AS clasificacion,
        pr.stock AS existencia, pr.min_stock AS minimo, pr.max_stock AS maximo, pr.price_provider AS costo, pr.price_with_iva AS precio,
        round(pr.stock * pr.price_provider, 2) AS "valorCosto", round(pr.stock * pr.price_with_iva, 2) AS "valorPrecio", ${state} AS estado,
        (pr.stock < pr.min_stock) AS below, pr.id AS product_id
      FROM products pr LEFT JOIN store_classifications cl ON cl.id = pr.store_classification_id
      WHERE ${productScope(ctx, q)} AND ${q.belowMin ? sql`pr.stock < pr.min_stock` : sql`true`}`;
  },
  defaultOrder: () => sql`r."below" DESC, r."producto", r."product_id"`,
};

// ───────────── the older flat reports (also served at the store's report endpoints) ─────────────

const saleColumns = () => [
  dateTime('fecha', 'Fecha'),
  text('folio', 'Folio'),
  text('cajero', 'Cajero'),
  text('cliente', 'Cliente'),
  text('tipo', 'Tipo'),
  text('estado', 'Estado'),
  money('subtotal', 'Subtotal'),
  money('iva', 'IVA'),
  money('total', 'Total'),
  money('devuelto', 'Devuelto'),
  money('pagado', 'Pagado'),
  money('saldo', 'Saldo'),
];
const SALE_TYPE_LABEL = sql`(CASE s.sale_type WHEN 'fiado' THEN 'Fiado' WHEN 'deferred' THEN 'Pagos diferidos' ELSE 'Contado' END)`;

function salesSource(ctx: ReportContext, q: ReportQuery, from: string | undefined, to: string | undefined): SQL {
  return sql`SELECT s.created_at AS fecha, ${folioOf} AS folio, u.name AS cajero, ${personName} AS cliente, ${SALE_TYPE_LABEL} AS tipo,
      s.status AS estado, s.subtotal AS subtotal, s.tax AS iva, s.total AS total, s.returned_total AS devuelto,
      ${salePaid} AS pagado, ${saleBalance} AS saldo, s.id AS sale_id
    FROM store_sales s
    JOIN users u ON u.id = s.cashier_id
    LEFT JOIN clients c ON c.id = s.client_id LEFT JOIN students st ON st.id = s.student_id
    WHERE ${saleScope(ctx)} AND ${withinDays(sql`s.created_at`, from, to)}
      AND ${optional(q.cashierId, sql`s.cashier_id = ${q.cashierId}`)}
      AND ${optional(q.status, sql`s.status = ${q.status}`)}
      AND ${optional(q.methodId, sql`EXISTS (SELECT 1 FROM store_sale_payments mp WHERE mp.sale_id = s.id AND mp.method_id = ${q.methodId})`)}`;
}

export const storeSalesToday: ReportDefinition = {
  key: 'tienda-ventas-hoy',
  columns: saleColumns,
  source: (ctx, q) => salesSource(ctx, q, institutionToday(), institutionToday()),
  defaultOrder: () => sql`r."fecha" DESC, r."sale_id" DESC`,
  rowList: true,
};

export const storeSalesList: ReportDefinition = {
  key: 'tienda-ventas',
  columns: saleColumns,
  source: (ctx, q) => salesSource(ctx, q, q.from, q.to),
  defaultOrder: () => sql`r."fecha" DESC, r."sale_id" DESC`,
  rowList: true,
};

/** Per calendar day: how many sales and their amounts (gross, discounts, surcharges, IVA, total, returned). */
export const storeInformative: ReportDefinition = {
  key: 'tienda-informativo',
  columns: () => [
    date('dia', 'Día'),
    int('ventas', 'Ventas', true),
    int('canceladas', 'Canceladas', true),
    money('bruto', 'Importe'),
    money('descuentos', 'Descuentos'),
    money('recargos', 'Recargos'),
    money('subtotal', 'Subtotal'),
    money('iva', 'IVA'),
    money('total', 'Total'),
    money('devuelto', 'Devuelto'),
  ],
  source: (ctx, q) => sql`SELECT ${localDay(sql`s.created_at`)} AS dia, count(*) AS ventas, count(*) FILTER (WHERE s.status = 'cancelada') AS canceladas,
      sum(s.gross) AS bruto, sum(s.discounts) AS descuentos, sum(s.surcharges) AS recargos, sum(s.subtotal) AS subtotal,
      sum(s.tax) AS iva, sum(s.total) AS total, sum(s.returned_total) AS devuelto
    FROM store_sales s
    WHERE ${saleScope(ctx)} AND ${withinDays(sql`s.created_at`, q.from, q.to)} AND ${optional(q.cashierId, sql`s.cashier_id = ${q.cashierId}`)}
    GROUP BY 1`,
  defaultOrder: () => sql`r."dia" DESC`,
};

const paymentKind = sql`(CASE p.kind WHEN 'pago' THEN 'Pago' WHEN 'abono' THEN 'Abono' ELSE 'Devolución' END)`;

function paymentsSource(ctx: ReportContext, q: ReportQuery, kinds: SQL): SQL {
  return sql`SELECT p.created_at AS fecha, ${folioOf} AS folio, ${paymentKind} AS tipo, ${methodName(sql`p.method_id`)} AS metodo,
      p.reference AS referencia, u.name AS usuario, ${personName} AS cliente, p.amount AS monto, p.id AS payment_id
    FROM store_sale_payments p
    JOIN store_sales s ON s.id = p.sale_id
    JOIN users u ON u.id = p.user_id
    LEFT JOIN clients c ON c.id = s.client_id LEFT JOIN students st ON st.id = s.student_id
    WHERE ${saleScope(ctx)} AND ${kinds} AND ${withinDays(sql`p.created_at`, q.from, q.to)}
      AND ${optional(q.cashierId, sql`p.user_id = ${q.cashierId}`)}
      AND ${optional(q.methodId, sql`p.method_id = ${q.methodId}`)}`;
}
const paymentColumns = () => [
  dateTime('fecha', 'Fecha'),
  text('folio', 'Folio'),
  text('tipo', 'Tipo'),
  text('metodo', 'Forma de pago'),
  text('referencia', 'Referencia'),
  text('usuario', 'Usuario'),
  text('cliente', 'Cliente'),
  money('monto', 'Monto'),
];

/** Every movement of money of the store's sales (payments, abonos, refunds as negatives). */
export const storePayments: ReportDefinition = {
  key: 'tienda-pagos',
  columns: paymentColumns,
  source: (ctx, q) => paymentsSource(ctx, q, sql`true`),
  defaultOrder: () => sql`r."fecha" DESC, r."payment_id" DESC`,
  rowList: true,
};

/** Refunds handed back on returns (amounts negative: money that left the register). */
export const storeReturns: ReportDefinition = {
  key: 'tienda-devoluciones',
  columns: paymentColumns,
  source: (ctx, q) => paymentsSource(ctx, q, sql`p.kind = 'devolucion'`),
  defaultOrder: () => sql`r."fecha" DESC, r."payment_id" DESC`,
  rowList: true,
};

export const storeProducts: ReportDefinition = {
  key: 'tienda-productos',
  columns: () => [
    text('codigo', 'Código'),
    text('codigoBarras', 'Código de barras'),
    text('producto', 'Producto'),
    text('clasificacion', 'Clasificación'),
    money('precio', 'Precio', false),
    quantity('existencia', 'Existencia', true),
    text('activo', 'Activo'),
  ],
  source: (ctx, q) => sql`SELECT pr.code AS codigo, pr.code_bar AS "codigoBarras", pr.name AS producto, coalesce(cl.name, 'Sin clasificación') AS clasificacion,
      pr.price_with_iva AS precio, pr.stock AS existencia, (CASE WHEN pr.is_active THEN 'Sí' ELSE 'No' END) AS activo, pr.id AS product_id
    FROM products pr LEFT JOIN store_classifications cl ON cl.id = pr.store_classification_id
    WHERE ${productScope(ctx, q)}`,
  defaultOrder: () => sql`r."producto", r."product_id"`,
};

/** Store sales and whether a stamped CFDI covers them (a global invoice counts). */
export const storeInvoiced: ReportDefinition = {
  key: 'tienda-facturado',
  columns: invoicedColumns,
  source: (ctx, q) => sql`SELECT s.created_at AS fecha, ${folioOf} AS folio, ${personName} AS nombre, (s.total - s.returned_total) AS total,
      (CASE WHEN inv.uuid IS NULL THEN 'No' ELSE 'Sí' END) AS facturado, inv.folio AS factura, inv.uuid AS uuid,
      (CASE WHEN inv.uuid IS NULL THEN 0 ELSE s.total - s.returned_total END) AS "importeFacturado",
      (CASE WHEN inv.uuid IS NULL THEN s.total - s.returned_total ELSE 0 END) AS "importeSinFacturar", s.id AS sale_id
    FROM store_sales s
    LEFT JOIN clients c ON c.id = s.client_id LEFT JOIN students st ON st.id = s.student_id
    ${invoiceOf(1, sql`s.id`)}
    WHERE ${saleScope(ctx)} AND s.status <> 'cancelada' AND ${withinDays(sql`s.created_at`, q.from, q.to)} AND ${invoicedFilter(q)}
      AND ${optional(q.search, foldedContains(sql`${personName}`, q.search ?? ''))}`,
  defaultOrder: () => sql`r."fecha" DESC, r."sale_id" DESC`,
  rowList: true,
};

export const STORE_REPORTS: ReportDefinition[] = [
  storeIncome,
  storeInvoiced,
  storeStatement,
  storeStock,
  storeSalesToday,
  storeInformative,
  storeSalesList,
  storeReturns,
  storePayments,
  storeProducts,
];
