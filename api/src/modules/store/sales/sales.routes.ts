// /api/mini-store/sales: checkout, history, detail, ticket, returns and abonos.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storeContext } from '../shared/context';
import { docs, permission } from '../shared/http';
import { requestHashIn, runIdempotent } from '../../../shared/idempotency';
import { IdempotencyHeaders, IdParams } from '../shared/schemas';
import {
  AddSalePaymentBody,
  Cashiers,
  ClientCredit,
  CreateSaleBody,
  CreditQuery,
  SaleDetail,
  SalePage,
  SaleReturnBody,
  SaleReturnResponse,
  SaleReviewBody,
  SalesHistoryQuery,
  SaleTicket,
} from './schemas';
import { addAbonos, prepareAbonos } from './abonos';
import { listSales, markReviewed, saleCashiers } from './history';
import { prepareReturn, returnItems } from './returns';
import { checkoutTransaction } from './checkout';
import { clientCredit, loadSaleDetail, prepareSale, writeSaleWith } from './sales.service';
import { callerOf } from '../../../plugins/auth';
import { forbidden } from '../../../plugins/errors';
import { saleTicket } from './ticket';

export async function salesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/mini-store/sales';
  app.post(
    base,
    {
      config: permission('/ventas', 'crear'),
      schema: {
        ...docs('Cobra una venta en una transacción (precios, existencias, folio y pagos); la cabecera Idempotency-Key hace que un reintento devuelva la primera venta (422 si la clave vuelve con otra solicitud)'),
        headers: IdempotencyHeaders,
        body: CreateSaleBody,
        response: { 201: SaleDetail },
      },
    },
    async (request, reply) => {
      const ctx = storeContext(request);
      const key = request.headers['idempotency-key'] ?? null;
      const sale = prepareSale(request.body);
      if (sale.creditOverride && !callerOf(request).isAdmin) throw forbidden('Solo un administrador puede vender por encima del límite de crédito');
      // The key's hash leaves out `offline`: a sale whose online attempt lost its answer is queued offline with the
      // same key, and must replay the first sale if that attempt did land (docs/offline-pos.md).
      const { offline: _offline, ...hashed } = request.body;
      const result = await checkoutTransaction(app.database, ctx, key === null ? null : { key, hash: requestHashIn(ctx, hashed) }, 201, sale, (statements, register, claim, flagged) =>
        writeSaleWith(statements, ctx, sale, register, claim, flagged),
      );
      return reply.status(result.statusCode).send(result.body);
    },
  );
  app.get(
    base,
    { config: permission('/sales-history', 'ver'), schema: { ...docs('Historial de ventas de la sucursal (paginado, con filtros)'), querystring: SalesHistoryQuery, response: { 200: SalePage } } },
    async (request) => listSales(app.db, storeContext(request), request.query),
  );
  app.get(
    `${base}/credit`,
    { config: permission('/ventas', 'ver'), schema: { ...docs('Lo que debe un cliente y lo que aún puede comprar a crédito'), querystring: CreditQuery, response: { 200: ClientCredit } } },
    async (request) => clientCredit(app.db, storeContext(request), request.query.clientId),
  );
  app.get(
    `${base}/cashiers`,
    { config: permission('/sales-history', 'ver'), schema: { ...docs('Quién ha vendido en la sucursal (filtro de cajero del historial)'), response: { 200: Cashiers } } },
    async (request) => saleCashiers(app.db, storeContext(request)),
  );
  app.get(
    `${base}/:id`,
    { config: permission('/sales-history', 'ver'), schema: { ...docs('Detalle de una venta con sus líneas y pagos'), params: IdParams, response: { 200: SaleDetail } } },
    async (request) => loadSaleDetail(app.db, storeContext(request), request.params.id),
  );
  app.get(
    `${base}/:id/ticket`,
    { config: permission('/ventas', 'ver'), schema: { ...docs('Ticket de 80 mm de una venta'), params: IdParams, response: { 200: SaleTicket } } },
    async (request) => saleTicket(app.db, storeContext(request), request.params.id),
  );
  // The same ticket reprinted from the sales history (whose users may not have the point of sale).
  app.get(
    `${base}/:id/reprint`,
    { config: permission('/sales-history', 'ver'), schema: { ...docs('Reimpresión del ticket desde el historial de ventas'), params: IdParams, response: { 200: SaleTicket } } },
    async (request) => saleTicket(app.db, storeContext(request), request.params.id),
  );
  app.post(
    `${base}/:id/review`,
    {
      config: permission('/ventas', 'supervisar'),
      schema: { ...docs('Un supervisor marca como revisada una venta sin conexión señalada para revisión'), params: IdParams, body: SaleReviewBody, response: { 200: SaleDetail } },
    },
    async (request) => markReviewed(app.db, storeContext(request), request.params.id, request.body.notes),
  );
  app.post(
    `${base}/:id/returns`,
    {
      config: permission('/sales-history', 'editar'),
      schema: { ...docs('Devuelve productos de una venta (sin líneas: cancela la venta completa) y reembolsa lo pagado'), params: IdParams, body: SaleReturnBody, response: { 200: SaleReturnResponse } },
    },
    async (request) => {
      const ctx = storeContext(request);
      const prepared = prepareReturn(request.body);
      return app.db.transaction((tx) => returnItems(tx, ctx, request.params.id, prepared));
    },
  );
  app.post(
    `${base}/:id/payments`,
    {
      config: permission('/sales-history', 'editar'),
      schema: { ...docs('Abono a una venta fiada o con pagos diferidos (Idempotency-Key respetada)'), params: IdParams, headers: IdempotencyHeaders, body: AddSalePaymentBody, response: { 201: SaleDetail } },
    },
    async (request, reply) => {
      const ctx = storeContext(request);
      const id = request.params.id;
      const key = request.headers['idempotency-key'] ?? null;
      const payments = prepareAbonos(request.body);
      const result = await runIdempotent(app.db, ctx, key, `abono:${id}`, 201, request.body, (tx) => addAbonos(tx, ctx, id, payments));
      return reply.status(result.statusCode).send(result.body);
    },
  );
}
