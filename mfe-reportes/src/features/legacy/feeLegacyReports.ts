// The older school and academy reports (/reportes-old/colegio, /reportes-old/academias): each one of the eight
// legacy report calls of the school and academy APIs, its answer laid out as a report table (columns, rows and
// totals) so the screen prints it with the same cells as every other report.
import type { ReportColumn, ReportColumnType, ReportResult, ReportRow } from '@mikro/contracts';
import { academyApi, schoolApi } from '@mikro/api-client';
import { Money, periodLabel } from '@mikro/domain';

/** What a legacy report asks for: a period, one day, or a payment state. */
export type LegacyFilter = 'period' | 'day' | 'status';

export interface LegacyFeeQuery {
  from: string;
  to: string;
  day: string;
  status: string;
}

export interface LegacyFeeReport {
  key: string;
  title: string;
  module: 'colegio' | 'academia';
  filters: LegacyFilter[];
  /** The state filter's choices (its first one is the default). */
  statuses?: { value: string; label: string }[];
  load: (query: LegacyFeeQuery) => Promise<ReportResult>;
}

const column = (key: string, label: string, type: ReportColumnType, total = false): ReportColumn => ({ key, label, type, total });

function table(key: string, title: string, columns: ReportColumn[], data: ReportRow[], totals: Record<string, string | number> = {}): ReportResult {
  return { key, title, columns, data, count: data.length, total: data.length, page: 1, pageCount: 1, totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, String(v)])) };
}

const PAYMENT_STATUS: Record<string, string> = { paid: 'Pagado', partial: 'Cancelado en parte', cancelled: 'Cancelado', pending: 'Pendiente' };
const statusText = (status: string) => PAYMENT_STATUS[status] ?? status;

export const FEE_LEGACY_REPORTS: LegacyFeeReport[] = [
  {
    key: 'colegio-pagos',
    title: 'Pagos del colegio',
    module: 'colegio',
    filters: ['period'],
    async load({ from, to }) {
      const report = await schoolApi.paymentReport({ from, to });
      const byMethod = report.byMethod.map((m) => `${m.methodName}: ${m.amount}`).join(' · ');
      return table(
        'colegio-pagos',
        byMethod ? `Pagos del colegio (${byMethod})` : 'Pagos del colegio',
        [column('folio', 'Folio', 'text'), column('fecha', 'Fecha', 'datetime'), column('alumno', 'Alumno o familia', 'text'), column('cajero', 'Cajero', 'text'), column('estado', 'Estado', 'text'), column('subtotal', 'Subtotal', 'money', true), column('iva', 'IVA', 'money', true), column('total', 'Total', 'money', true)],
        report.payments.map((p) => ({ folio: `${p.serie}-${p.folio}`, fecha: p.createdAt, alumno: p.payer.name, cajero: p.cashier.name, estado: statusText(p.status), subtotal: p.subtotal, iva: p.tax, total: p.total })),
        { subtotal: report.totals.subtotal, iva: report.totals.tax, total: report.totals.total },
      );
    },
  },
  {
    key: 'colegio-conceptos',
    title: 'Conceptos cobrados',
    module: 'colegio',
    filters: ['period'],
    async load({ from, to }) {
      const report = await schoolApi.saleReport({ from, to });
      return table(
        'colegio-conceptos',
        'Conceptos cobrados',
        [column('concepto', 'Concepto', 'text'), column('clave', 'Clave SAT', 'text'), column('lineas', 'Cobros', 'int', true), column('subtotal', 'Subtotal', 'money', true), column('iva', 'IVA', 'money', true), column('total', 'Total', 'money', true)],
        report.concepts.map((c) => ({ concepto: c.name, clave: c.satCode, lineas: c.lines, subtotal: c.subtotal, iva: c.tax, total: c.total })),
        { lineas: report.totals.lines, subtotal: report.totals.subtotal, iva: report.totals.tax, total: report.totals.total },
      );
    },
  },
  {
    key: 'colegio-conceptos-dia',
    title: 'Conceptos del día',
    module: 'colegio',
    filters: ['day'],
    async load({ day }) {
      const report = await schoolApi.conceptsToday(day);
      const count = report.concepts.reduce((sum, c) => sum + c.count, 0);
      return table(
        'colegio-conceptos-dia',
        'Conceptos del día',
        [column('concepto', 'Concepto', 'text'), column('cobros', 'Cobros', 'int', true), column('total', 'Total', 'money', true)],
        report.concepts.map((c) => ({ concepto: c.name, cobros: c.count, total: c.total })),
        { cobros: count, total: report.total },
      );
    },
  },
  {
    key: 'academia-pagos',
    title: 'Pagos de academia',
    module: 'academia',
    filters: ['period', 'status'],
    statuses: [
      { value: '', label: 'Todos' },
      { value: 'paid', label: 'Pagado' },
      { value: 'cancelled', label: 'Cancelado' },
    ],
    async load({ from, to, status }) {
      const report = await academyApi.paymentReport({ from, to, ...(status ? { status } : {}) });
      return table(
        'academia-pagos',
        'Pagos de academia',
        [column('folio', 'Folio', 'text'), column('fecha', 'Fecha', 'datetime'), column('participante', 'Participante', 'text'), column('cajero', 'Cajero', 'text'), column('formas', 'Formas de pago', 'text'), column('estado', 'Estado', 'text'), column('subtotal', 'Subtotal', 'money', true), column('iva', 'IVA', 'money', true), column('total', 'Total', 'money', true)],
        report.rows.map((r) => ({ folio: `${r.serie}-${r.folio}`, fecha: r.date, participante: r.payerName, cajero: r.cashier, formas: r.methods, estado: statusText(r.status), subtotal: r.subtotal, iva: r.tax, total: r.total })),
        { subtotal: report.totals.subtotal, iva: report.totals.tax, total: report.totals.total },
      );
    },
  },
  {
    key: 'academia-ingresos',
    title: 'Ingresos por concepto',
    module: 'academia',
    filters: ['period'],
    async load({ from, to }) {
      const report = await academyApi.incomeReport({ from, to });
      const lines = report.byConcept.reduce((sum, c) => sum + c.lines, 0);
      return table(
        'academia-ingresos',
        'Ingresos por concepto',
        [column('concepto', 'Concepto', 'text'), column('actividad', 'Actividad', 'text'), column('cobros', 'Cobros', 'int', true), column('total', 'Total', 'money', true)],
        report.byConcept.map((c) => ({ concepto: c.concept, actividad: c.activity, cobros: c.lines, total: c.total })),
        { cobros: lines, total: report.total },
      );
    },
  },
  {
    key: 'academia-ventas',
    title: 'Detalle de lo cobrado',
    module: 'academia',
    filters: ['period'],
    async load({ from, to }) {
      const rows = await academyApi.saleDetails({ from, to });
      const sum = (pick: (r: (typeof rows)[number]) => string) => Money.sum(rows.map(pick)).toFixed2();
      return table(
        'academia-ventas',
        'Detalle de lo cobrado',
        [column('folio', 'Folio', 'text'), column('fecha', 'Fecha', 'datetime'), column('participante', 'Participante', 'text'), column('concepto', 'Concepto', 'text'), column('periodo', 'Periodo', 'text'), column('cantidad', 'Cant.', 'int', true), column('precio', 'Precio', 'money'), column('subtotal', 'Subtotal', 'money', true), column('iva', 'IVA', 'money', true), column('total', 'Total', 'money', true)],
        rows.map((r) => ({ folio: `${r.serie}-${r.folio}`, fecha: r.date, participante: r.payerName, concepto: r.concept, periodo: periodLabel(r.year, r.month), cantidad: r.quantity, precio: r.price, subtotal: r.subtotal, iva: r.tax, total: r.total })),
        { cantidad: rows.reduce((n, r) => n + r.quantity, 0), subtotal: sum((r) => r.subtotal), iva: sum((r) => r.tax), total: sum((r) => r.total) },
      );
    },
  },
  {
    key: 'academia-conceptos-dia',
    title: 'Conceptos del día',
    module: 'academia',
    filters: ['day'],
    async load({ day }) {
      const report = await academyApi.conceptsToday(day);
      return table(
        'academia-conceptos-dia',
        'Conceptos del día',
        [column('concepto', 'Concepto', 'text'), column('cobros', 'Cobros', 'int', true), column('total', 'Total', 'money', true)],
        report.rows.map((r) => ({ concepto: r.concept, cobros: r.paidLines, total: r.total })),
        { cobros: report.rows.reduce((n, r) => n + r.paidLines, 0), total: Money.sum(report.rows.map((r) => r.total)).toFixed2() },
      );
    },
  },
  {
    key: 'academia-cargos-estado',
    title: 'Cargos por estado de pago',
    module: 'academia',
    filters: ['status'],
    statuses: [
      { value: 'pending', label: 'Pendiente' },
      { value: 'paid', label: 'Pagado' },
      { value: 'cancelled', label: 'Cancelado' },
    ],
    async load({ status }) {
      const page = await academyApi.chargesByStatus({ status: status || 'pending', page: 1, limit: 100 });
      return {
        ...table(
          'academia-cargos-estado',
          'Cargos por estado de pago',
          [column('participante', 'Participante', 'text'), column('tipo', 'Tipo', 'text'), column('grupo', 'Grupo', 'text'), column('concepto', 'Concepto', 'text'), column('periodo', 'Periodo', 'text'), column('vence', 'Vence', 'date'), column('estado', 'Estado', 'text'), column('importe', 'Importe', 'money')],
          page.data.map((r) => ({ participante: r.personName, tipo: r.kind === 'externo' ? 'Externo' : 'Alumno', grupo: r.groupName, concepto: r.concept, periodo: periodLabel(r.year, r.month), vence: r.dueDate, estado: statusText(r.status), importe: r.amount })),
        ),
        total: page.total,
      };
    },
  },
];
