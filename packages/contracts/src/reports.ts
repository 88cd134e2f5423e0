// Reports: one engine serves every report screen (new and legacy), the store's report endpoints and the
// dashboard. A report is a flat table with typed columns, server paging + sorting and a totals row.

/** How a column's values travel and print: money and quantities as decimal strings, dates as 'YYYY-MM-DD'. */
export type ReportColumnType = 'text' | 'int' | 'quantity' | 'money' | 'date' | 'datetime';

export interface ReportColumn {
  key: string;
  label: string;
  type: ReportColumnType;
  /** True when the totals row sums this column. */
  total: boolean;
}

export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** A page of a report: the paged envelope plus its columns and the totals of every row that matches. */
export interface ReportResult {
  key: string;
  title: string;
  columns: ReportColumn[];
  data: ReportRow[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
  /** Sums over all the matching rows (not only the page) for the columns marked total, as decimal strings. */
  totals: Record<string, string>;
}

/** The business area of a report. */
export type ReportModule = 'tienda' | 'academia' | 'colegio';

/** Filters a report may accept; each report lists the ones it uses. All travel in the query string. */
export interface ReportFilters {
  from?: string;
  to?: string;
  cashierId?: number;
  methodId?: number;
  classificationId?: number;
  clientId?: number;
  studentId?: number;
  status?: string;
  groupBy?: string;
  search?: string;
  belowMin?: boolean;
  onlyBalance?: boolean;
  invoiced?: string;
}

export type ReportFilterName = keyof ReportFilters;

export interface ReportQuery extends ReportFilters {
  page?: number;
  limit?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

export interface ReportOption {
  value: string;
  label: string;
}

/** What a screen needs to know about a report: where it lives, what it filters by. */
export interface ReportMeta {
  key: string;
  /** The menu route of its screen (also the permission the API checks). */
  route: string;
  title: string;
  module: ReportModule;
  filters: ReportFilterName[];
  /** The groupings a report offers (first = default). */
  groupBy?: ReportOption[];
  /** Choices of the status filter. */
  statuses?: ReportOption[];
  /** A report of the older flat layout (screens under /reportes-old). */
  legacy?: boolean;
  /** The store endpoint that serves it too (for the legacy store reports). */
  endpoint?: string;
}

/** The largest page a report answers (the print view asks for this many). */
export const REPORT_MAX_PAGE_SIZE = 2000;
/** The most rows a PDF export may hold (some 45 pages); past it the PDF is refused and the Excel export, which has no limit, is the way. */
export const REPORT_PDF_MAX_ROWS = 2000;

const STORE_INCOME_GROUPS: ReportOption[] = [
  { value: 'dia', label: 'Por día' },
  { value: 'cajero', label: 'Por cajero' },
  { value: 'metodo', label: 'Por forma de pago' },
  { value: 'producto', label: 'Por producto' },
  { value: 'clasificacion', label: 'Por clasificación' },
];

const SALE_STATUSES: ReportOption[] = [
  { value: 'pagada', label: 'Pagada' },
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'cancelada', label: 'Cancelada' },
  { value: 'devuelta parcial', label: 'Devuelta parcial' },
];

/** Every report the engine serves. */
const CHARGE_STATUSES: ReportOption[] = [
  { value: 'pending', label: 'Pendiente' },
  { value: 'paid', label: 'Pagado' },
];
const DEBT_GROUPS: ReportOption[] = [
  { value: 'alumno', label: 'Por alumno' },
  { value: 'grupo', label: 'Por grupo' },
];
const FEE_INCOME_GROUPS: ReportOption[] = [
  { value: 'dia', label: 'Por día' },
  { value: 'cajero', label: 'Por cajero' },
  { value: 'metodo', label: 'Por forma de pago' },
  { value: 'concepto', label: 'Por concepto' },
];

/** The same school and academy reports for both areas (the academy groups by activity and group, the school by level and grade). */
function feeReports(module: 'colegio' | 'academia'): ReportMeta[] {
  const base = module === 'colegio' ? '/reportes/colegios' : '/reportes/academias';
  return [
    { key: `${module}-adeudos`, route: `${base}/adeudos`, title: 'Adeudos por antigüedad', module, filters: ['groupBy', 'to', 'search'], groupBy: DEBT_GROUPS },
    { key: `${module}-estado-cuenta`, route: `${base}/estado-cuenta-alumno`, title: 'Estado de cuenta del alumno', module, filters: ['search', 'from', 'to', 'status'], statuses: CHARGE_STATUSES },
    { key: `${module}-facturacion`, route: `${base}/facturacion`, title: 'Facturado y sin facturar', module, filters: ['from', 'to', 'invoiced', 'search'] },
    { key: `${module}-asistencias`, route: `${base}/grupos-asistencias`, title: 'Listas de asistencia por grupo', module, filters: ['from', 'to', 'search'] },
    { key: `${module}-ingresos`, route: `${base}/ingresos`, title: 'Ingresos', module, filters: ['from', 'to', 'groupBy', 'cashierId', 'methodId'], groupBy: FEE_INCOME_GROUPS },
    module === 'colegio'
      ? {
          key: 'colegio-ingresos-grados',
          route: `${base}/ingresos-por-grados`,
          title: 'Ingresos por grado',
          module,
          filters: ['from', 'to', 'groupBy', 'cashierId', 'methodId'],
          groupBy: [
            { value: 'grado', label: 'Por grado' },
            { value: 'nivel', label: 'Por nivel' },
          ],
        }
      : {
          key: 'academia-ingresos-agrupados',
          route: `${base}/ingresos-agrupados`,
          title: 'Ingresos agrupados',
          module,
          filters: ['from', 'to', 'groupBy', 'cashierId', 'methodId'],
          groupBy: [
            { value: 'actividad', label: 'Por actividad' },
            { value: 'grupo', label: 'Por grupo' },
            { value: 'concepto', label: 'Por concepto' },
            { value: 'metodo', label: 'Por forma de pago' },
          ],
        },
  ];
}

export const REPORT_CATALOG: readonly ReportMeta[] = [
  ...feeReports('colegio'),
  // What the families paid from the portal, by method (card by funding, OXXO, SPEI), over a period.
  { key: 'colegio-pagos-en-linea', route: '/reportes/colegios/pagos-en-linea', title: 'Pagos en línea por método', module: 'colegio', filters: ['from', 'to'] },
  ...feeReports('academia'),
  {
    key: 'tienda-facturado',
    route: '/reportes/tienda/facturado',
    title: 'Ventas facturadas y sin facturar',
    module: 'tienda',
    filters: ['from', 'to', 'invoiced', 'search'],
  },
  {
    key: 'tienda-ingresos-ventas',
    route: '/reportes/tienda/ingresos-ventas',
    title: 'Ingresos por ventas',
    module: 'tienda',
    filters: ['from', 'to', 'groupBy', 'cashierId', 'methodId'],
    groupBy: STORE_INCOME_GROUPS,
  },
  {
    key: 'tienda-estado-cuenta',
    route: '/reportes/tienda/estado-cuenta-alumno',
    title: 'Estado de cuenta (fiado y crédito)',
    module: 'tienda',
    filters: ['from', 'to', 'groupBy', 'search', 'onlyBalance'],
    groupBy: [
      { value: 'cliente', label: 'Por cliente o alumno' },
      { value: 'venta', label: 'Por venta' },
    ],
  },
  {
    key: 'tienda-stock',
    route: '/reportes/tienda/stock-productos',
    title: 'Existencias de productos',
    module: 'tienda',
    filters: ['classificationId', 'search', 'belowMin'],
  },
  {
    key: 'tienda-ventas-hoy',
    route: '/reportes-old/tienda',
    title: 'Ventas del día',
    module: 'tienda',
    filters: ['cashierId'],
    legacy: true,
    endpoint: '/api/mini-store/sales/report-sale-today',
  },
  {
    key: 'tienda-informativo',
    route: '/reportes-old/tienda',
    title: 'Informativo de ventas por día',
    module: 'tienda',
    filters: ['from', 'to', 'cashierId'],
    legacy: true,
    endpoint: '/api/mini-store/sales/report-informative',
  },
  {
    key: 'tienda-ventas',
    route: '/reportes-old/tienda',
    title: 'Ventas',
    module: 'tienda',
    filters: ['from', 'to', 'cashierId', 'methodId', 'status'],
    statuses: SALE_STATUSES,
    legacy: true,
    endpoint: '/api/mini-store/sales/report-sales',
  },
  {
    key: 'tienda-devoluciones',
    route: '/reportes-old/tienda',
    title: 'Devoluciones',
    module: 'tienda',
    filters: ['from', 'to', 'cashierId'],
    legacy: true,
    endpoint: '/api/mini-store/sales/report-sales-returns',
  },
  {
    key: 'tienda-pagos',
    route: '/reportes-old/tienda',
    title: 'Pagos de la tienda',
    module: 'tienda',
    filters: ['from', 'to', 'cashierId', 'methodId'],
    legacy: true,
    endpoint: '/api/mini-store/sales-payments/report/report-store-payment',
  },
  {
    key: 'tienda-productos',
    route: '/reportes-old/tienda',
    title: 'Lista de productos',
    module: 'tienda',
    filters: ['classificationId', 'search'],
    legacy: true,
    endpoint: '/api/mini-store/products/products_list',
  },
];

export function reportMeta(key: string): ReportMeta | undefined {
  return REPORT_CATALOG.find((report) => report.key === key);
}

/** Statistics module of the preferences: COLEGIO 0, ACADEMIAS 1, TIENDA 2. */
export type DashboardModule = 0 | 1 | 2;

export interface DashboardPoint {
  label: string;
  value: string;
}

/** The dashboard on the index page for one module and branch office. */
export interface DashboardData {
  module: DashboardModule;
  /** Today in the institution's calendar ('YYYY-MM-DD'). */
  today: string;
  cards: { key: string; label: string; value: string; type: 'money' | 'int' }[];
  /** Income per day over the last 30 days (every day present, zero when nothing came in). */
  incomeByDay: DashboardPoint[];
  /** Income of the last 30 days per payment method. */
  incomeByMethod: DashboardPoint[];
  /** Pending balances grouped (by level, activity or client type). */
  debtsByGroup: DashboardPoint[];
  /** Best-selling products or concepts of the last 30 days. */
  topItems: DashboardPoint[];
  /** False when the module has no data at all in this branch office. */
  hasData: boolean;
}
