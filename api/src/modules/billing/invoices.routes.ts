// HTTP of the documents themselves: lists, detail, retry of a pending stamp, cancellation and substitution,
// credit notes, payment complements, and the state by UUID.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '../../schemas';
import { cancelInvoice, substituteInvoice } from './cancellation.service';
import { issueCreditNote } from './credit-notes.service';
import { summary } from './documents';
import { invoiceDetail, invoiceRow, listInvoices, statusByUuid } from './invoice-queries';
import { issuePaymentComplement } from './payment-complements.service';
import { listPpdInvoices } from './ppd.service';
import { contextOf, on, security, tags, type BillingRouteOptions } from './routes-common';
import { CancelBody, CreditNoteBody, ListQuery, PaymentComplementBody, PpdListQuery, SubstituteBody, UuidParams } from './schemas';
import { stampInvoice } from './stamping';

export const invoicesRoutes: FastifyPluginAsyncTypebox<BillingRouteOptions> = async (app, { deps }) => {
  const db = app.db;
  app.get('/api/billing/invoices', { config: on('/facturas', 'ver'), schema: { tags, security, querystring: ListQuery } }, (request) =>
    listInvoices(db, contextOf(request), request.query),
  );
  app.get(
    '/api/billing/ppd-invoices',
    {
      config: on('/facturas', 'ver'),
      schema: {
        tags,
        security,
        summary: 'Facturas en parcialidades (PPD): saldo, complementos de pago y pagos cuyo complemento se debe (vence el día 5 del mes siguiente)',
        querystring: PpdListQuery,
      },
    },
    (request) => listPpdInvoices(db, contextOf(request).companyId, request.query, summary),
  );
  app.get('/api/billing/credit-notes', { config: on('/notas-credito', 'ver'), schema: { tags, security, querystring: ListQuery } }, (request) =>
    listInvoices(db, contextOf(request), { ...request.query, type: 'E' }),
  );
  app.get('/api/billing/invoices/:id', { config: on('/facturas', 'ver'), schema: { tags, security, params: IdParams } }, (request) =>
    invoiceDetail(db, contextOf(request), request.params.id),
  );
  app.post('/api/billing/invoices/:id/stamp', { config: on('/facturas', 'editar'), schema: { tags, security, params: IdParams, summary: 'Reintenta timbrar un CFDI pendiente' } }, async (request) => {
    const ctx = contextOf(request);
    await invoiceRow(db, ctx, request.params.id);
    await stampInvoice(deps, request.params.id);
    return invoiceDetail(db, ctx, request.params.id);
  });
  app.post('/api/billing/invoices/:id/cancel', { config: on('/facturas', 'editar'), schema: { tags, security, params: IdParams, body: CancelBody } }, (request) =>
    cancelInvoice(deps, contextOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/billing/invoices/:id/substitute',
    {
      config: on('/facturas', 'editar'),
      schema: { tags, security, summary: 'Sustituye una factura: emite la sustituta (relación 04) y cancela la original con motivo 01', params: IdParams, body: SubstituteBody },
    },
    async (request, reply) => reply.status(201).send(await substituteInvoice(deps, contextOf(request), request.params.id, request.body)),
  );
  app.post('/api/billing/credit-notes', { config: on('/notas-credito', 'crear'), schema: { tags, security, body: CreditNoteBody } }, async (request, reply) =>
    reply.status(201).send(await issueCreditNote(deps, contextOf(request), request.body)),
  );
  app.post(
    '/api/billing/invoices/:id/payment-complement',
    { config: on('/facturas', 'crear'), schema: { tags, security, summary: 'Complemento de pago (Pagos 2.0) de un abono a una factura PPD', params: IdParams, body: PaymentComplementBody } },
    async (request, reply) => reply.status(201).send(await issuePaymentComplement(deps, contextOf(request), request.params.id, request.body)),
  );
  app.get('/api/billing/status/:uuid', { config: on('/FacturaStatus', 'ver'), schema: { tags, security, params: UuidParams } }, (request) =>
    statusByUuid(db, contextOf(request), request.params.uuid),
  );
};
