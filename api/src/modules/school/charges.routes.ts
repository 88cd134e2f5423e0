// /api/school/charges: the fee counter (pending charges, quote, pay), payment history, detail, receipt,
// cancellation, and the school payment reports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asksConcession, assertMayConcede, cancelPayment, concessionReport, cancelPaymentLine, collectPayment, MODULE_SCHOOL, paymentDetail, paymentReceipt, paymentReceiptPdf, quotePayment } from '../payments/index';
import { callerOf } from '../../plugins/auth';
import { ROUTES, permission, schoolContext } from './context';
import { feeCounter } from './fee-counter.service';
import { listSchoolPayments } from './history.service';
import { conceptsToday, paymentInvoiceState, schoolPaymentReport, schoolSaleReport } from './reports.service';
import {
  CancelBody,
  ConceptsToday,
  ConceptsTodayQuery,
  ConcessionReport,
  FeeCounter,
  IdParams,
  InvoiceState,
  InvoiceStateQuery,
  PayBody,
  PaymentDetail,
  PaymentLineParams,
  PaymentPage,
  PaymentQuery,
  PaymentReport,
  PdfFile,
  PendingQuery,
  PeriodQuery,
  Quote,
  QuoteBody,
  Receipt,
  SaleReport,
} from './schemas';
import { IdempotencyHeaders } from '../../schemas';

const tags = ['school'];
const security = [{ bearerAuth: [] }];

export const chargesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/api/school/charges';
  const payments = `${base}/payments`;

  app.get(`${base}/pending`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Cargos pendientes de un alumno o de una familia, con los recargos, descuentos y becas de hoy', querystring: PendingQuery, response: { 200: FeeCounter } },
  }, async (request) => feeCounter(app.db, schoolContext(request), request.query));

  app.post(`${base}/quote`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Calcula el pago de los cargos elegidos (no guarda nada)', body: QuoteBody, response: { 200: Quote } },
  }, async (request) => {
    if (asksConcession(request.body.lines)) await assertMayConcede(app.db, callerOf(request), ROUTES.feeCounter);
    const priced = await quotePayment(app.db, schoolContext(request), { module: MODULE_SCHOOL, lines: request.body.lines });
    return { ...priced.totals, lines: priced.lines, today: priced.today };
  });

  app.post(payments, {
    config: permission(ROUTES.feeCounter, 'crear'),
    schema: { tags, security, summary: 'Cobra cargos del colegio en una transacción (Idempotency-Key recomendado); responde el recibo', headers: IdempotencyHeaders, body: PayBody, response: { 201: Receipt } },
  }, async (request, reply) => {
    const ctx = schoolContext(request);
    if (asksConcession(request.body.lines)) await assertMayConcede(app.db, callerOf(request), ROUTES.feeCounter);
    const result = await collectPayment(app.database, ctx, { module: MODULE_SCHOOL, ...request.body }, request.headers['idempotency-key'] ?? null);
    return reply.status(201).send(result.body);
  });

  app.get(payments, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Historial de pagos del colegio', querystring: PaymentQuery, response: { 200: PaymentPage } },
  }, async (request) => listSchoolPayments(app.db, schoolContext(request), request.query));

  app.get(`${payments}/report-school-payment`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Pagos del colegio de un periodo con totales por forma de pago', querystring: PeriodQuery, response: { 200: PaymentReport } },
  }, async (request) => {
    const ctx = schoolContext(request);
    return app.replicaRead((db) => schoolPaymentReport(db, ctx, request.query));
  });

  app.get(`${payments}/concessions`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Recargos condonados y descuentos concedidos en caja en un periodo, con su motivo y quién los concedió', querystring: PeriodQuery, response: { 200: ConcessionReport } },
  }, async (request) => {
    const companyId = schoolContext(request).companyId;
    return app.replicaRead((db) => concessionReport(db, { companyId }, MODULE_SCHOOL, request.query));
  });

  app.get(`${payments}/report-sale-school`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Conceptos cobrados en un periodo', querystring: PeriodQuery, response: { 200: SaleReport } },
  }, async (request) => {
    const ctx = schoolContext(request);
    return app.replicaRead((db) => schoolSaleReport(db, ctx, request.query));
  });

  app.get(`${payments}/details-invoice`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Estado de facturación de un pago', querystring: InvoiceStateQuery, response: { 200: InvoiceState } },
  }, async (request) => paymentInvoiceState(app.db, schoolContext(request), request.query.paymentId));

  app.get(`${payments}/:id`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Detalle de un pago', params: IdParams, response: { 200: PaymentDetail } },
  }, async (request) => paymentDetail(app.db, schoolContext(request).companyId, MODULE_SCHOOL, request.params.id));

  app.get(`${payments}/:id/receipt`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Recibo imprimible de un pago', params: IdParams, response: { 200: Receipt } },
  }, async (request) => paymentReceipt(app.db, schoolContext(request).companyId, MODULE_SCHOOL, request.params.id));

  app.get(`${payments}/:id/receipt/pdf`, {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: {
      tags,
      security,
      summary: 'Recibo de un pago en PDF (folio, fecha, alumnos, conceptos con recargos y descuentos, formas de pago, total y cambio)',
      params: IdParams,
      produces: ['application/pdf'],
      response: { 200: PdfFile },
    },
  }, async (request, reply) => {
    const pdf = await paymentReceiptPdf(app.db, schoolContext(request).companyId, MODULE_SCHOOL, request.params.id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdf.fileName}"`).send(pdf.body);
  });

  app.post(`${payments}/:id/cancel`, {
    config: permission(ROUTES.feeCounter, 'eliminar'),
    schema: { tags, security, summary: 'Cancela un pago con motivo: sus cargos vuelven a pendientes', params: IdParams, body: CancelBody, response: { 200: PaymentDetail } },
  }, async (request) => cancelPayment(app.db, schoolContext(request), { module: MODULE_SCHOOL, paymentId: request.params.id, reason: request.body.reason }));

  app.post(`${payments}/:id/lines/:lineId/cancel`, {
    config: permission(ROUTES.feeCounter, 'eliminar'),
    schema: { tags, security, summary: 'Cancela un cargo pagado con motivo: vuelve a pendiente', params: PaymentLineParams, body: CancelBody, response: { 200: PaymentDetail } },
  }, async (request) =>
    cancelPaymentLine(app.db, schoolContext(request), { module: MODULE_SCHOOL, paymentId: request.params.id, lineId: request.params.lineId, reason: request.body.reason }),
  );

  app.get('/api/school/school-payments/report-concepts-today', {
    config: permission(ROUTES.feeCounter, 'ver'),
    schema: { tags, security, summary: 'Conceptos cobrados en el día (hoy por omisión)', querystring: ConceptsTodayQuery, response: { 200: ConceptsToday } },
  }, async (request) => conceptsToday(app.db, schoolContext(request), request.query));
};
