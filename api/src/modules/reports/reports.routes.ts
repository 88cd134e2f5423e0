// HTTP of the reports: every report at /api/reports/<key> (page with totals), /excel (streamed) and /pdf,
// the store's report endpoints (the older flat reports), and the dashboard of the index page. Every one of them
// is a read marked for the read replica (app.replicaRead, ADR 0024).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { dashboardReportRoutes, REPORT_CATALOG, type DashboardModule, type ReportQuery } from '@mikro/contracts';
import { callerOf } from '../../plugins/auth';
import { badRequest, forbidden, notFound } from '../../plugins/errors';
import { hasPermissionOnAny } from '../../shared/access';
import { orderBy, runReport, type ReportContext, type ReportDefinition } from './engine';
import { formatDate, formatInstitutionDateTime, institutionToday } from '@mikro/domain';
import { excelStream, reportPdf, writeExcel } from './export';
import { STORE_REPORTS } from './store.reports';
import { FEE_REPORTS } from './fees.reports';
import { ONLINE_PAYMENT_REPORTS } from './online-payments.reports';
import { dashboard } from './dashboard';
import { reportOptions } from './options';
import { DashboardQuery, reportQuerySchema, ReportOptionsSchema, ReportResultSchema } from './schemas';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['reports'];
const security = [{ bearerAuth: [] }];
const on = (route: string, action: 'ver' | 'exportar') => ({ permission: { route, action } });

/** Reports run in the branch office of the X-Branch-Office header, within the caller's company. */
export function reportContext(request: FastifyRequest): ReportContext {
  const auth = callerOf(request);
  if (request.branchOfficeId === null) throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)');
  return { companyId: auth.companyId, branchOfficeId: request.branchOfficeId };
}

/** The line under an exported report's title: its dates and when it was made, as the screens print them. */
export function subtitleOf(query: ReportQuery, now = new Date()): string {
  const range =
    query.from && query.to
      ? `Del ${formatDate(query.from)} al ${formatDate(query.to)}`
      : query.from
        ? `Desde el ${formatDate(query.from)}`
        : query.to
          ? `Hasta el ${formatDate(query.to)}`
          : 'Todas las fechas';
  return `${range} · Generado el ${formatInstitutionDateTime(now)}`;
}

/** '<report>-<the institution's day>.<ext>' (the UTC date named an evening's file with the next day); the screens save it as named here. */
export const reportFileName = (def: ReportDefinition, ext: string, now = new Date()) => `${def.key}-${institutionToday(now)}.${ext}`;

/** Every engine report (the screens read this list through the catalogue in @mikro/contracts). */
export const REPORT_DEFINITIONS: ReportDefinition[] = [...STORE_REPORTS, ...FEE_REPORTS, ...ONLINE_PAYMENT_REPORTS];

export const reportsRoutes: FastifyPluginAsync = async (app) => {
  for (const def of REPORT_DEFINITIONS) {
    const meta = REPORT_CATALOG.find((m) => m.key === def.key);
    if (!meta) throw new Error(`El reporte ${def.key} no está en el catálogo`);
    type Req = FastifyRequest<{ Querystring: ReportQuery }>;
    const page = async (request: Req) => {
      const ctx = reportContext(request);
      return app.replicaRead((db) => runReport(db, def, ctx, request.query));
    };
    const summary = `${meta.title} (página con totales)`;
    app.get<{ Querystring: ReportQuery }>(`/api/reports/${def.key}`, { config: on(meta.route, 'ver'), schema: { tags, security, summary, querystring: reportQuerySchema(meta, true), response: { 200: ReportResultSchema } } }, page);
    if (meta.endpoint) {
      app.get<{ Querystring: ReportQuery }>(meta.endpoint, { config: on(meta.route, 'ver'), schema: { tags: ['reports', 'mini-store'], security, summary, querystring: reportQuerySchema(meta, true), response: { 200: ReportResultSchema } } }, page);
    }
    app.get<{ Querystring: ReportQuery }>(
      `/api/reports/${def.key}/excel`,
      { config: on(meta.route, 'exportar'), schema: { tags, security, summary: `${meta.title} en Excel (todas las filas, transmitido)`, querystring: reportQuerySchema(meta, false) } },
      async (request: Req, reply: FastifyReply) => {
        const ctx = reportContext(request);
        const query = request.query;
        // A bad sort is refused before the file starts.
        orderBy(def, def.columns(query), query);
        // Rows already written cannot be taken back: a replica lost mid-file fails the download instead of repeating it.
        const stream = excelStream((output) => app.replicaRead((db) => writeExcel(db, def, ctx, query, output, subtitleOf(query)), { retry: false }));
        return reply.type(XLSX).header('content-disposition', `attachment; filename="${reportFileName(def, 'xlsx')}"`).send(stream);
      },
    );
    app.get<{ Querystring: ReportQuery }>(
      `/api/reports/${def.key}/pdf`,
      { config: on(meta.route, 'exportar'), schema: { tags, security, summary: `${meta.title} en PDF`, querystring: reportQuerySchema(meta, false) } },
      async (request: Req, reply: FastifyReply) => {
        const query = request.query;
        const ctx = reportContext(request);
        const pdf = await app.replicaRead((db) => reportPdf(db, def, ctx, query, subtitleOf(query)));
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${reportFileName(def, 'pdf')}"`).send(pdf);
      },
    );
  }

  app.get(
    '/api/reports/options',
    {
      config: on('/reportes', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Opciones de los filtros de reportes: cajeros que han abierto caja, clasificaciones y formas de pago de la sucursal',
        response: {
          200: ReportOptionsSchema,
        },
      },
    },
    async (request) => {
      const ctx = reportContext(request);
      return app.replicaRead((db) => reportOptions(db, ctx));
    },
  );

  app.get<{ Querystring: { module: DashboardModule } }>(
    '/api/reports/dashboard',
    {
      config: on('/reportes', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Tablero del inicio: tarjetas y gráficas del módulo elegido (COLEGIO 0, ACADEMIAS 1, TIENDA 2)',
        querystring: DashboardQuery,
      },
    },
    async (request) => {
      const ctx = reportContext(request);
      // A module's figures are for whom may read one of its reports (the school staff: school and academies).
      const caller = callerOf(request);
      if (!caller.isAdmin && !(await hasPermissionOnAny(app.db, caller.roleId, dashboardReportRoutes(request.query.module), 'ver'))) {
        throw forbidden('No tiene permiso para ver los reportes de este módulo');
      }
      return app.replicaRead((db) => dashboard(db, ctx, request.query.module));
    },
  );
};

/** A report definition by key, or 404. */
export function definitionOf(key: string): ReportDefinition {
  const def = REPORT_DEFINITIONS.find((d) => d.key === key);
  if (!def) throw notFound('Reporte no encontrado');
  return def;
}
