// HTTP of self-invoicing. Staff: POST …/:id/self-invoice-link (the link and QR a ticket or receipt prints).
// Public, without a session and limited per client address: GET /api/self-invoice/ticket, POST
// /api/self-invoice/invoice, POST /api/self-invoice/downloads and GET /api/self-invoice/download/:format.
// The code travels in the query string or the body, never in an API path, so the request log (which
// redacts query values and never writes bodies) does not keep it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../plugins/errors';
import { IdParams } from '../../../schemas';
import { clientOf, countAttempt } from '../../../shared/attempt-limit';
import { MODULE } from '../documents';
import { contextOf } from '../routes-common';
import { selfInvoiceDownloads, selfInvoiceFile } from './downloads.service';
import { DownloadQuery, DownloadsBody, ErrorBody, FileBody, FormatParams, InvoiceBody, LinkSchema, ResultSchema, TicketQuery, TicketSchema } from './schemas';
import { issueSelfInvoiceLink, selfInvoice, selfInvoiceTicket } from './self-invoice.service';
import type { SelfInvoiceOptions } from './tickets';

const tags = ['self-invoice'];
const security = [{ bearerAuth: [] }];

/** Requests a client address may make per minute: reading a ticket or a file, and asking for an invoice. */
export const SELF_INVOICE_RATE_LIMITS = { read: 60, write: 20 } as const;
export const SELF_INVOICE_WINDOW_MS = 60_000;
export const TOO_MANY_REQUESTS = 'Demasiadas solicitudes desde su conexión; espere un minuto e intente de nuevo.';

/**
 * Counted on arrival (onRequest), before the body or the query is even checked, per route and client address
 * in the database's attempt counter, so the limit is the same however many API instances serve the page.
 */
const limited = (route: string, max: number) => ({
  config: { public: true },
  onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
    const count = await countAttempt(request.server.db, [{ key: `self-invoice:${route}:ip:${clientOf(request.ip)}`, max }], SELF_INVOICE_WINDOW_MS);
    if (count.exceeded) {
      reply.header('retry-after', String(count.retryAfterSeconds));
      throw new HttpError(429, TOO_MANY_REQUESTS);
    }
  },
});

const SOURCES = [
  { module: MODULE.store, base: '/api/mini-store/sales-payments', screen: '/ventas', noun: 'una venta (ticket)' },
  { module: MODULE.school, base: '/api/school/charges/payments', screen: '/colegio/cobros', noun: 'un pago del colegio (recibo)' },
  { module: MODULE.academy, base: '/api/academies/charges/payments', screen: '/academias/pagos', noun: 'un pago de academia (recibo)' },
] as const;

export const selfInvoiceRoutes: FastifyPluginAsyncTypebox<SelfInvoiceOptions> = async (app, options) => {
  // ---- staff: the link and QR of a ticket or receipt (a new one-time code each call) ----
  for (const { module, base, screen, noun } of SOURCES) {
    app.post(
      `${base}/:id/self-invoice-link`,
      {
        config: { permission: { route: screen, action: 'ver' } },
        schema: {
          tags,
          security,
          summary: `Enlace y código QR de autofacturación de ${noun}`,
          params: IdParams,
          response: { 200: LinkSchema, 404: ErrorBody },
        },
      },
      (request) => issueSelfInvoiceLink(options, contextOf(request), module, request.params.id),
    );
  }

  // ---- public: the customer's page ----
  app.get(
    '/api/self-invoice/ticket',
    {
      ...limited('ticket', SELF_INVOICE_RATE_LIMITS.read),
      schema: {
        tags,
        summary: 'Resumen del ticket de un enlace de autofacturación (sin sesión)',
        querystring: TicketQuery,
        response: { 200: TicketSchema, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    (request) => selfInvoiceTicket(app.db, request.query.code),
  );
  app.post(
    '/api/self-invoice/invoice',
    {
      ...limited('invoice', SELF_INVOICE_RATE_LIMITS.write),
      bodyLimit: 8 * 1024,
      schema: {
        tags,
        summary: 'Timbra la factura del ticket a los datos fiscales del cliente (sin sesión)',
        body: InvoiceBody,
        response: { 201: ResultSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await selfInvoice(options, request.body)),
  );
  app.post(
    '/api/self-invoice/downloads',
    {
      ...limited('downloads', SELF_INVOICE_RATE_LIMITS.write),
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary: 'Vuelve a dar los enlaces de descarga a quien facturó el ticket, con el mismo RFC (sin sesión)',
        body: DownloadsBody,
        response: { 200: ResultSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    (request) => selfInvoiceDownloads(options, request.body),
  );
  app.get(
    '/api/self-invoice/download/:format',
    {
      ...limited('download', SELF_INVOICE_RATE_LIMITS.read),
      schema: {
        tags,
        summary: 'XML o PDF de una factura autoemitida, con el enlace firmado que se dio al timbrarla (sin sesión)',
        params: FormatParams,
        querystring: DownloadQuery,
        response: { 200: FileBody, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await selfInvoiceFile(options, request.params.format, request.query);
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
