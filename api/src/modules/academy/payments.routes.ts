// HTTP of academy payments (the counter, the history, cancellation) and the academy reports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODULE_ACADEMY, asksConcession, assertMayConcede, cancelPayment, concessionReport, collectPayment, paymentDetail, paymentReceipt, paymentReceiptPdf, quotePayment } from '../payments/index';
import { callerOf } from '../../plugins/auth';
import { academyContext } from './context';
import {
  activeExtraCharges,
  assertAcademyCharges,
  assertAcademyPayment,
  chargesByStatus,
  conceptsToday,
  incomeReport,
  invoiceState,
  listPayments,
  paymentReport,
  saleDetails,
} from './payments.service';
import { IdempotencyHeaders } from '../../schemas';
import { CancelBody, ConcessionReport, InvoiceState, PayBody, PaymentDetail, PdfFile, Quote, QuoteBody, Receipt } from '../payments/index';
import {
  ChargesByStatusQuerySchema,
  ConceptsTodayQuerySchema,
  IdParams,
  IncomeReportQuerySchema,
  InvoiceStateQuerySchema,
  PaymentPageSchema,
  PaymentReportQuerySchema,
  PaymentsQuerySchema,
  PeriodQuerySchema,
} from './schemas';

const tags = ['academies'];
const security = [{ bearerAuth: [] }];
const on = (route: string, action: 'ver' | 'crear' | 'editar' | 'eliminar') => ({ permission: { route, action } });
/** The academy counter: its 'condonar' action lets a role waive surcharges and grant discounts. */
const COUNTER = '/academias/pagos';

export const academyPaymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/api/academies/charges/payments';

  app.get(
    '/api/academies/charges/extra-charges',
    { config: on('/academias/pagos', 'ver'), schema: { tags, security, summary: 'Descuentos y recargos activos (automáticos y manuales) para el cobro de academias' } },
    async (request) => activeExtraCharges(app.db, academyContext(request)),
  );

  app.get(
    `${base}/concessions`,
    {
      config: on(COUNTER, 'ver'),
      schema: { tags, security, summary: 'Recargos condonados y descuentos concedidos en caja en un periodo, con su motivo y quién los concedió', querystring: PeriodQuerySchema, response: { 200: ConcessionReport } },
    },
    async (request) => {
      const ctx = academyContext(request);
      return app.replicaRead((db) => concessionReport(db, { companyId: ctx.companyId, branchOfficeId: ctx.branchOfficeId }, MODULE_ACADEMY, request.query));
    },
  );

  app.post(
    `${base}/quote`,
    { config: on('/academias/pagos', 'ver'), schema: { tags, security, summary: 'Lo que costaría el pago hoy (nada se escribe)', body: QuoteBody, response: { 200: Quote } } },
    async (request) => {
      const ctx = academyContext(request);
      await assertAcademyCharges(app.db, ctx, request.body.lines.map((line) => line.chargeId));
      if (asksConcession(request.body.lines)) await assertMayConcede(app.db, callerOf(request), COUNTER);
      const priced = await quotePayment(app.db, ctx, { module: MODULE_ACADEMY, lines: request.body.lines });
      return { lines: priced.lines, ...priced.totals, today: priced.today };
    },
  );

  app.post(
    base,
    {
      config: on('/academias/pagos', 'crear'),
      schema: { tags, security, summary: 'Cobra cargos de academia (una transacción; envíe Idempotency-Key); responde el recibo', headers: IdempotencyHeaders, body: PayBody, response: { 201: Receipt } },
    },
    async (request, reply) => {
      const ctx = academyContext(request);
      await assertAcademyCharges(app.db, ctx, request.body.lines.map((line) => line.chargeId));
      if (asksConcession(request.body.lines)) await assertMayConcede(app.db, callerOf(request), COUNTER);
      const result = await collectPayment(app.database, ctx, { module: MODULE_ACADEMY, ...request.body }, request.headers['idempotency-key'] ?? null);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.get(
    base,
    {
      config: on('/academias/payments', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Historial de pagos de academia',
        querystring: PaymentsQuerySchema,
        response: { 200: PaymentPageSchema },
      },
    },
    async (request) => listPayments(app.db, academyContext(request), request.query),
  );

  app.get(
    `${base}/report-academia-payment`,
    {
      config: on('/academias/payments', 'ver'),
      schema: { tags, security, summary: 'Reporte de pagos de academia del periodo (hoy por omisión)', querystring: PaymentReportQuerySchema },
    },
    async (request) => {
      const ctx = academyContext(request);
      return app.replicaRead((db) => paymentReport(db, ctx, request.query));
    },
  );

  app.get(
    `${base}/academy-income-report`,
    {
      config: on('/academias/payments', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Ingresos de academia por concepto y forma de pago (mes en curso por omisión)',
        querystring: IncomeReportQuerySchema,
      },
    },
    async (request) => {
      const ctx = academyContext(request);
      return app.replicaRead((db) => incomeReport(db, ctx, request.query));
    },
  );

  app.get(
    `${base}/details-invoice`,
    {
      config: on('/academias/payments', 'ver'),
      schema: { tags, security, summary: 'Estado de facturación de un pago', querystring: InvoiceStateQuerySchema, response: { 200: InvoiceState } },
    },
    async (request) => invoiceState(app.db, academyContext(request), request.query.paymentId),
  );

  app.get(
    `${base}/:id`,
    { config: on('/academias/payments', 'ver'), schema: { tags, security, summary: 'Detalle de un pago de academia', params: IdParams, response: { 200: PaymentDetail } } },
    async (request) => {
      const ctx = academyContext(request);
      await assertAcademyPayment(app.db, ctx, request.params.id);
      return paymentDetail(app.db, ctx.companyId, MODULE_ACADEMY, request.params.id);
    },
  );

  app.get(
    `${base}/:id/receipt`,
    { config: on('/academias/payments', 'ver'), schema: { tags, security, summary: 'Recibo de un pago de academia', params: IdParams, response: { 200: Receipt } } },
    async (request) => {
      const ctx = academyContext(request);
      await assertAcademyPayment(app.db, ctx, request.params.id);
      return paymentReceipt(app.db, ctx.companyId, MODULE_ACADEMY, request.params.id);
    },
  );

  app.get(
    `${base}/:id/receipt/pdf`,
    {
      config: on('/academias/payments', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Recibo de un pago de academia en PDF (folio, fecha, participante, conceptos con recargos y descuentos, formas de pago, total y cambio)',
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: PdfFile },
      },
    },
    async (request, reply) => {
      const ctx = academyContext(request);
      // A payment of another branch office is not found here, as for its receipt.
      await assertAcademyPayment(app.db, ctx, request.params.id);
      const pdf = await paymentReceiptPdf(app.db, ctx.companyId, MODULE_ACADEMY, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdf.fileName}"`).send(pdf.body);
    },
  );

  app.post(
    `${base}/:id/cancel`,
    {
      config: on('/academias/payments', 'editar'),
      schema: { tags, security, summary: 'Cancela un pago con su motivo; sus cargos vuelven a pendientes', params: IdParams, body: CancelBody, response: { 200: PaymentDetail } },
    },
    async (request) => {
      const ctx = academyContext(request);
      await assertAcademyPayment(app.db, ctx, request.params.id);
      return cancelPayment(app.db, ctx, { module: MODULE_ACADEMY, paymentId: request.params.id, reason: request.body.reason });
    },
  );

  app.get(
    '/api/academies/charges/details/report-sale-academia',
    { config: on('/academias/payments', 'ver'), schema: { tags, security, summary: 'Detalle de lo cobrado en academias (hoy por omisión)', querystring: PeriodQuerySchema } },
    async (request) => saleDetails(app.db, academyContext(request), request.query),
  );

  app.get(
    '/api/academies/academy-inscription-concepts/report-concepts-today',
    {
      config: on('/academias/inscripciones', 'ver'),
      schema: { tags, security, summary: 'Conceptos de academia cobrados en un día (hoy por omisión)', querystring: ConceptsTodayQuerySchema },
    },
    async (request) => conceptsToday(app.db, academyContext(request), request.query.date),
  );

  app.get(
    '/api/academies/academy-inscription-concepts/report-by-status-payment',
    {
      config: on('/academias/inscripciones', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Cargos de las inscripciones por estado de pago',
        querystring: ChargesByStatusQuerySchema,
      },
    },
    async (request) => chargesByStatus(app.db, academyContext(request), request.query),
  );
};
