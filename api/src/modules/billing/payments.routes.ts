// HTTP of invoicing from the payment desks: the store's sales and the school's and academies' payments —
// invoice to a customer, the not-invoiced candidates and the global invoice, a payment's invoice panel, reports.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../plugins/errors';
import { MODULE } from './documents';
import { globalInvoice, globalStoreInvoice } from './global-invoice.service';
import { invoicePayments, invoiceStoreSales } from './invoice-issue.service';
import { paymentInvoices } from './invoice-queries';
import { notInvoiced, notInvoicedStoreSales, paymentVisible } from './payment-sources';
import { chargeInvoiceReport, storeInvoiceReport } from './reports.service';
import { CHARGE_MODULES, STORE_PAYMENTS as store, contextOf, on, security, tags, type BillingRouteOptions } from './routes-common';
import { GlobalBody, PaymentIdParams, PaymentInvoicesSchema, PaymentsInvoiceBody, Range, SaleIdQuery, StoreInvoiceBody } from './schemas';

export const paymentsRoutes: FastifyPluginAsyncTypebox<BillingRouteOptions> = async (app, { deps }) => {
  const db = app.db;

  // ---- store sales ----
  app.post(`${store}/invoice`, { config: on('/facturas', 'crear'), schema: { tags, security, summary: 'Factura ventas pagadas a un cliente', body: StoreInvoiceBody } }, async (request, reply) =>
    reply.status(201).send(await invoiceStoreSales(deps, contextOf(request), request.body)),
  );
  app.post(`${store}/not-invoiced`, { config: on('/facturas/global', 'ver'), schema: { tags, security, body: Range } }, (request) => {
    if (request.body.from > request.body.to) throw badRequest('La fecha inicial es posterior a la final.', [{ field: 'from', message: 'Debe ser anterior a la fecha final.' }]);
    return notInvoicedStoreSales(db, contextOf(request), request.body);
  });
  app.post(`${store}/global-billing`, { config: on('/facturas/global', 'crear'), schema: { tags, security, body: GlobalBody } }, async (request, reply) =>
    reply.status(201).send(await globalStoreInvoice(deps, contextOf(request), request.body)),
  );
  app.get(`${store}/details-invoice`, { config: on('/sales-history', 'ver'), schema: { tags, security, querystring: SaleIdQuery } }, async (request) => {
    const ctx = contextOf(request);
    // A sale of another branch office is not found here, as for its detail.
    if (!(await paymentVisible(db, ctx, MODULE.store, request.query.id))) throw notFound('La venta no existe.');
    return paymentInvoices(db, ctx, MODULE.store, request.query.id);
  });
  app.get(`${store}/report/report-store-payment-invoice`, { config: on('/facturas', 'ver'), schema: { tags, security, querystring: Range } }, (request) =>
    storeInvoiceReport(db, contextOf(request), request.query),
  );

  // ---- school (module 3) and academy (module 2) payments ----
  for (const { module, base, report, history } of CHARGE_MODULES) {
    app.get(
      `${base}/payments/:id/invoices`,
      {
        config: on(history, 'ver'),
        schema: {
          tags,
          security,
          summary: 'Panel de facturas de un pago: sus facturas con sus notas de crédito y la bandera de timbrado',
          params: PaymentIdParams,
          response: { 200: PaymentInvoicesSchema },
        },
      },
      async (request) => {
        const ctx = contextOf(request);
        if (!(await paymentVisible(db, ctx, module, request.params.id))) throw notFound('El pago no existe.');
        return paymentInvoices(db, ctx, module, request.params.id);
      },
    );
    app.post(`${base}/payments/invoice`, { config: on('/facturas', 'crear'), schema: { tags, security, summary: 'Factura pagos cobrados a un cliente', body: PaymentsInvoiceBody } }, async (request, reply) =>
      reply.status(201).send(await invoicePayments(deps, contextOf(request), module, request.body)),
    );
    app.post(`${base}/payments/not-invoiced`, { config: on('/facturas/global', 'ver'), schema: { tags, security, body: Range } }, (request) =>
      notInvoiced(db, contextOf(request), module, request.body),
    );
    app.post(`${base}/payments/global-billing`, { config: on('/facturas/global', 'crear'), schema: { tags, security, body: GlobalBody } }, async (request, reply) =>
      reply.status(201).send(await globalInvoice(deps, contextOf(request), module, request.body)),
    );
    app.get(`${base}/payments/${report}`, { config: on('/facturas', 'ver'), schema: { tags, security, querystring: Range } }, (request) =>
      chargeInvoiceReport(db, contextOf(request), module, request.query),
    );
  }
};
