// TypeBox schemas of the report routes: each report's querystring (built from its catalogue entry in
// @mikro/contracts), the page of results every report answers, the filter options and the dashboard's query.
import { Type, type TSchema } from 'typebox';
import { REPORT_MAX_PAGE_SIZE, type ReportMeta } from '@mikro/contracts';
import { Day, Id } from '../../schemas';

/** The querystring of a report: the filters it uses, plus paging and sorting. */
export function reportQuerySchema(meta: ReportMeta, paged: boolean): TSchema {
  const filters: Record<string, TSchema> = {};
  for (const name of meta.filters) {
    switch (name) {
      case 'from':
      case 'to':
        filters[name] = Day;
        break;
      case 'cashierId':
      case 'methodId':
      case 'classificationId':
      case 'clientId':
      case 'studentId':
        filters[name] = Id;
        break;
      case 'groupBy':
        filters[name] = Type.Union((meta.groupBy ?? []).map((g) => Type.Literal(g.value)));
        break;
      case 'status':
        filters[name] = Type.Union((meta.statuses ?? []).map((g) => Type.Literal(g.value)));
        break;
      case 'search':
        filters[name] = Type.String({ maxLength: 100 });
        break;
      case 'belowMin':
      case 'onlyBalance':
        filters[name] = Type.Boolean();
        break;
      case 'invoiced':
        filters[name] = Type.Union([Type.Literal('si'), Type.Literal('no')]);
        break;
    }
  }
  const optional = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, Type.Optional(v)]));
  const sorting = {
    sort: Type.Optional(Type.String({ pattern: '^[A-Za-z]+$', maxLength: 40 })),
    order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
  };
  const paging: Record<string, TSchema> = paged
    ? { page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REPORT_MAX_PAGE_SIZE, default: 10 })) }
    : {};
  return Type.Object({ ...optional, ...sorting, ...paging });
}

const Cell = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export const ReportResultSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  columns: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      type: Type.Union(['text', 'int', 'quantity', 'money', 'date', 'datetime'].map((t) => Type.Literal(t))),
      total: Type.Boolean(),
    }),
  ),
  data: Type.Array(Type.Record(Type.String(), Cell), { description: 'Filas de la página; importes como texto decimal, fechas YYYY-MM-DD' }),
  count: Type.Integer(),
  total: Type.Integer({ description: 'Filas que cumplen los filtros' }),
  page: Type.Integer(),
  pageCount: Type.Integer(),
  totals: Type.Record(Type.String(), Type.String(), { description: 'Suma de todas las filas (no solo la página) por columna totalizable' }),
});

const Option = Type.Object({ id: Type.Integer(), name: Type.String() });
export const ReportOptionsSchema = Type.Object({
  cashiers: Type.Array(Option),
  classifications: Type.Array(Option),
  methods: Type.Array(Option),
});

/** The dashboard's module: COLEGIO 0, ACADEMIAS 1, TIENDA 2. */
export const DashboardQuery = Type.Object({ module: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]) });
