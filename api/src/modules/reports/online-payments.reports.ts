// The school's online payments by method (issue 28): what families paid from the portal — card (credit, debit),
// OXXO, SPEI — in the branch office over a period, each method on its row even with nothing to show, with the
// payments collected, those handed back (refund or dispute) and those waiting in review, and their amounts.
import { sql } from 'drizzle-orm';
import { int, money, text, withinDays, type ReportDefinition } from './engine';

/** The rows, in this order: a card by its funding (the receipt records crédito 04 or débito 28), OXXO, SPEI. */
const METHODS = sql`(VALUES (1, 'card', 'credit', 'Tarjeta de crédito'), (2, 'card', 'debit', 'Tarjeta de débito'),
  (3, 'oxxo', NULL, 'OXXO'), (4, 'spei', NULL, 'SPEI')) AS m(orden, method, funding, metodo)`;

/**
 * An online payment counts on the day its money arrived: the receipt's day once collected (also when later refunded
 * or disputed), else the day it was last updated (a payment in review holds money not applied). Started, failed,
 * cancelled or expired payments moved no money and are left out.
 */
const arrived = sql`coalesce(cp.created_at, op.updated_at)`;

export const ONLINE_PAYMENT_REPORTS: ReportDefinition[] = [
  {
    key: 'colegio-pagos-en-linea',
    columns: () => [
      text('metodo', 'Método'),
      int('pagos', 'Pagos cobrados', true),
      money('importe', 'Importe cobrado'),
      int('devueltos', 'Reembolsos y disputas', true),
      money('importeDevuelto', 'Importe devuelto'),
      int('enRevision', 'En revisión', true),
      money('importeRevision', 'Importe en revisión'),
      money('neto', 'Neto'),
    ],
    source(ctx, q) {
      const amount = sql`coalesce(op.charged, op.amount)`;
      const count = (states: string[]) => sql`count(*) FILTER (WHERE op.status IN (${sql.join(states.map((s) => sql`${s}`), sql`, `)}))`;
      const sum = (states: string[]) => sql`coalesce(sum(${amount}) FILTER (WHERE op.status IN (${sql.join(states.map((s) => sql`${s}`), sql`, `)})), 0)`;
      const returned = ['refunded', 'disputed'];
      return sql`SELECT m.orden, m.metodo, coalesce(a.pagos, 0) AS pagos, coalesce(a.importe, 0) AS importe, coalesce(a.devueltos, 0) AS devueltos,
          coalesce(a.importe_devuelto, 0) AS "importeDevuelto", coalesce(a.en_revision, 0) AS "enRevision", coalesce(a.importe_revision, 0) AS "importeRevision",
          coalesce(a.importe, 0) - coalesce(a.importe_devuelto, 0) AS neto
        FROM ${METHODS}
        LEFT JOIN (
          SELECT op.method, CASE WHEN op.method = 'card' THEN coalesce(op.card_funding, 'credit') END AS funding,
                 ${count(['paid', ...returned])} AS pagos, ${sum(['paid', ...returned])} AS importe,
                 ${count(returned)} AS devueltos, ${sum(returned)} AS importe_devuelto,
                 ${count(['review'])} AS en_revision, ${sum(['review'])} AS importe_revision
            FROM online_payments op
            LEFT JOIN charge_payments cp ON cp.id = op.payment_id
           WHERE op.company_id = ${ctx.companyId} AND op.branch_office_id = ${ctx.branchOfficeId}
             AND op.status IN ('paid', 'refunded', 'disputed', 'review')
             AND ${withinDays(arrived, q.from, q.to)}
           GROUP BY 1, 2
        ) a ON a.method = m.method AND a.funding IS NOT DISTINCT FROM m.funding`;
    },
    defaultOrder: () => sql`r."orden"`,
  },
];
