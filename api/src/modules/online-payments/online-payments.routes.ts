// Online payments over HTTP: the tutor's (/api/portal/online-payments…, scoped to the caller's family), the desk's
// (/api/online-payments…, with the fee counter's permissions) and the provider's webhook (public, signature-checked).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SANDBOX_CARDS } from '@mikro/domain';
import { callerOf } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { tutorOf } from '../portal/index';
import { WebhookRejected, type PaymentGateway } from './gateway';
import { sandboxPaid, sandboxRefunded } from './sandbox.gateway';
import {
  applyEvent,
  cancelReference,
  companyOnlinePayment,
  companyOnlinePayments,
  familyOnlinePayment,
  familyOnlinePayments,
  onlinePaymentView,
  startOnlinePayment,
} from './online-payments.service';
import {
  DeskQuery,
  OnlinePayment,
  OnlinePaymentOptions,
  OnlinePaymentPage,
  OnlinePaymentParams,
  OnlinePayments,
  RefundBody,
  StartBody,
  WebhookAnswer,
  WebhookParams,
} from './schemas';

const security = [{ bearerAuth: [] }];
/** The portal's children screen: paying its pending charges is part of it (the «Tutor» role sees it). */
const PORTAL = { permission: { route: '/portal', action: 'ver' as const } };
/** The school's fee counter. */
const desk = (action: 'ver' | 'crear' | 'eliminar') => ({ permission: { route: '/colegio/cobros', action } });
export const ONLY_SANDBOX = 'Solo los pagos de la pasarela de prueba se marcan desde la escuela; los de un proveedor real llegan por su aviso';

export const portalPaymentRoutes: FastifyPluginAsyncTypebox<{ gateway: PaymentGateway }> = async (app, { gateway }) => {
  const tags = ['portal'];
  const tutor = (request: Parameters<typeof callerOf>[0]) => tutorOf(app.db, callerOf(request));

  app.get('/api/portal/online-payments/options', {
    config: PORTAL,
    schema: { tags, security, summary: 'Cómo se puede pagar en línea (y las tarjetas de prueba de la pasarela de prueba)', response: { 200: OnlinePaymentOptions } },
  }, async (request) => {
    await tutor(request);
    return { provider: gateway.provider, methods: [...gateway.methods], testCards: gateway.provider === 'sandbox' ? SANDBOX_CARDS.map(({ number, label }) => ({ number, label })) : [] };
  });

  app.post('/api/portal/online-payments', {
    config: PORTAL,
    schema: { tags, security, summary: 'Paga en línea cargos pendientes de la familia (tarjeta, OXXO o SPEI)', body: StartBody, response: { 201: OnlinePayment } },
  }, async (request, reply) => reply.status(201).send(await startOnlinePayment(app.database, gateway, await tutor(request), request.body)));

  app.get('/api/portal/online-payments', {
    config: PORTAL,
    schema: { tags, security, summary: 'Los pagos en línea recientes de la familia', response: { 200: OnlinePayments } },
  }, async (request) => familyOnlinePayments(app.db, await tutor(request)));

  app.get('/api/portal/online-payments/:id', {
    config: PORTAL,
    schema: { tags, security, summary: 'Un pago en línea de la familia', params: OnlinePaymentParams, response: { 200: OnlinePayment } },
  }, async (request) => familyOnlinePayment(app.db, await tutor(request), request.params.id));

  app.post('/api/portal/online-payments/:id/cancel', {
    config: PORTAL,
    schema: { tags, security, summary: 'Cancela una referencia OXXO o SPEI sin pagar', params: OnlinePaymentParams, response: { 200: OnlinePayment } },
  }, async (request) => cancelReference(app.database, gateway, await tutor(request), request.params.id));
};

export const deskPaymentRoutes: FastifyPluginAsyncTypebox<{ gateway: PaymentGateway }> = async (app, { gateway }) => {
  const tags = ['online-payments'];
  const sandboxOnly = (provider: string) => {
    if (provider !== 'sandbox' || gateway.provider !== 'sandbox') throw new HttpError(409, ONLY_SANDBOX);
  };

  app.get('/api/online-payments', {
    config: desk('ver'),
    schema: { tags, security, summary: 'Pagos en línea de las familias de la sucursal (estado, método, periodo, familia o referencia)', querystring: DeskQuery, response: { 200: OnlinePaymentPage } },
  }, async (request) => companyOnlinePayments(app.db, callerOf(request).companyId, request.branchOfficeId, request.query));

  app.post('/api/online-payments/:id/sandbox/paid', {
    config: desk('crear'),
    schema: { tags, security, summary: 'Pasarela de prueba: la familia pagó su referencia OXXO o SPEI', params: OnlinePaymentParams, response: { 200: OnlinePayment } },
  }, async (request) => {
    const row = await companyOnlinePayment(app.db, callerOf(request).companyId, request.params.id);
    sandboxOnly(row.provider);
    if (row.method === 'card' || !row.providerRef) throw new HttpError(409, 'Solo una referencia OXXO o SPEI se marca como pagada');
    await applyEvent(app.database, sandboxPaid(row.providerRef, row.amount));
    return onlinePaymentView(app.db, row.id);
  });

  app.post('/api/online-payments/:id/sandbox/refund', {
    config: desk('eliminar'),
    schema: { tags, security, summary: 'Pasarela de prueba: el proveedor reembolsó el pago a la familia', params: OnlinePaymentParams, body: RefundBody, response: { 200: OnlinePayment } },
  }, async (request) => {
    const row = await companyOnlinePayment(app.db, callerOf(request).companyId, request.params.id);
    sandboxOnly(row.provider);
    if (!row.providerRef) throw new HttpError(409, 'El pago no llegó al procesador');
    await applyEvent(app.database, sandboxRefunded(row.providerRef, row.charged ?? row.amount, `Reembolso: ${request.body.reason.trim()}`));
    return onlinePaymentView(app.db, row.id);
  });
};

/** The provider's notices. The body is kept raw: the signature is over its exact bytes. */
export const webhookRoutes: FastifyPluginAsyncTypebox<{ gateway: PaymentGateway }> = async (app, { gateway }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/api/online-payments/webhooks/:provider', {
    config: { public: true },
    schema: {
      tags: ['online-payments'],
      summary: 'Avisos del procesador de pagos (firmados)',
      // The sandbox takes no notices from outside: its events come from the desk's actions.
      params: WebhookParams,
      response: { 200: WebhookAnswer },
    },
  }, async (request) => {
    if (request.params.provider !== gateway.provider) throw new HttpError(404, 'Procesador de pagos no configurado');
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw new HttpError(400, 'Se espera un cuerpo JSON');
    let event;
    try {
      event = await gateway.readWebhook(raw, request.headers);
    } catch (error) {
      if (error instanceof WebhookRejected) throw new HttpError(400, `Firma del aviso no válida: ${error.message}`);
      throw error;
    }
    if (!event) return { received: true, outcome: 'ignored', duplicate: false };
    const applied = await applyEvent(app.database, event);
    return { received: true, ...applied };
  });
};
