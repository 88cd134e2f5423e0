// /api/mini-store/sales: checkout, history, detail, ticket, returns and abonos.
import type { FastifyInstance } from 'fastify';
import type { AddSalePaymentRequest, CreateSaleRequest, SaleReturnRequest, SalesHistoryQuery } from '@mikro/contracts';
import { storeContext } from '../shared/context';
import { idParam, permission } from '../shared/http';
import { idempotencyKeyOf, runIdempotent } from '../shared/idempotency';
import { addAbonos, prepareAbonos } from './abonos';
import { listSales, saleCashiers } from './history';
import { prepareReturn, returnItems } from './returns';
import { clientCredit, loadSaleDetail, prepareSale, writeSale } from './service';
import { callerOf } from '../../../plugins/auth';
import { badRequest, forbidden } from '../../../plugins/errors';
import { optionalIntQuery } from '../shared/http';
import { saleTicket } from './ticket';

export async function salesRoutes(app: FastifyInstance): Promise<void> {
  const base = '/api/mini-store/sales';
  app.post(base, { config: permission('/ventas', 'crear') }, async (request, reply) => {
    const ctx = storeContext(request);
    const key = idempotencyKeyOf(request);
    const sale = prepareSale(request.body as CreateSaleRequest);
    if (sale.creditOverride && !callerOf(request).isAdmin) throw forbidden('Solo un administrador puede vender por encima del límite de crédito');
    const result = await runIdempotent(app.db, ctx, key, 'sale', 201, (tx, claim) => writeSale(tx, ctx, sale, claim));
    return reply.status(result.statusCode).send(result.body);
  });
  app.get(base, { config: permission('/sales-history', 'ver') }, async (request) =>
    listSales(app.db, storeContext(request), request.query as SalesHistoryQuery),
  );
  app.get(`${base}/credit`, { config: permission('/ventas', 'ver') }, async (request) => {
    const clientId = optionalIntQuery((request.query as { clientId?: string }).clientId, 'clientId');
    if (clientId === undefined) throw badRequest('Indique el cliente', [{ field: 'clientId', message: 'Este campo es requerido' }]);
    return clientCredit(app.db, storeContext(request), clientId);
  });
  app.get(`${base}/cashiers`, { config: permission('/sales-history', 'ver') }, async (request) => saleCashiers(app.db, storeContext(request)));
  app.get(`${base}/:id`, { config: permission('/sales-history', 'ver') }, async (request) => loadSaleDetail(app.db, storeContext(request), idParam(request)));
  app.get(`${base}/:id/ticket`, { config: permission('/ventas', 'ver') }, async (request) => saleTicket(app.db, storeContext(request), idParam(request)));
  // The same ticket reprinted from the sales history (whose users may not have the point of sale).
  app.get(`${base}/:id/reprint`, { config: permission('/sales-history', 'ver') }, async (request) => saleTicket(app.db, storeContext(request), idParam(request)));
  app.post(`${base}/:id/returns`, { config: permission('/sales-history', 'editar') }, async (request) => {
    const ctx = storeContext(request);
    const id = idParam(request);
    const prepared = prepareReturn(request.body as SaleReturnRequest);
    return app.db.transaction((tx) => returnItems(tx, ctx, id, prepared));
  });
  app.post(`${base}/:id/payments`, { config: permission('/sales-history', 'editar') }, async (request, reply) => {
    const ctx = storeContext(request);
    const id = idParam(request);
    const key = idempotencyKeyOf(request);
    const payments = prepareAbonos(request.body as AddSalePaymentRequest);
    const result = await runIdempotent(app.db, ctx, key, `abono:${id}`, 201, (tx) => addAbonos(tx, ctx, id, payments));
    return reply.status(result.statusCode).send(result.body);
  });
}
