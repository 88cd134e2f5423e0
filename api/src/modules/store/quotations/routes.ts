// /api/mini-store/quotations.
import type { FastifyInstance } from 'fastify';
import type { ConvertQuotationRequest, CreateQuotationRequest, QuotationListQuery } from '@mikro/contracts';
import { storeContext } from '../shared/context';
import { idParam, permission } from '../shared/http';
import { idempotencyKeyOf, runIdempotent } from '../shared/idempotency';
import { convertQuotation, createQuotation, getQuotation, listQuotations, prepareConversion } from './service';

export async function quotationsRoutes(app: FastifyInstance): Promise<void> {
  const base = '/api/mini-store/quotations';
  app.post(base, { config: permission('/ventas', 'crear') }, async (request, reply) => {
    const ctx = storeContext(request);
    const quotation = await createQuotation(app.db, ctx, request.body as CreateQuotationRequest);
    return reply.status(201).send(quotation);
  });
  app.get(base, { config: permission('/ventas', 'ver') }, async (request) => listQuotations(app.db, storeContext(request), request.query as QuotationListQuery));
  app.get(`${base}/:id`, { config: permission('/ventas', 'ver') }, async (request) => getQuotation(app.db, storeContext(request), idParam(request)));
  app.post(`${base}/:id/convert`, { config: permission('/ventas', 'crear') }, async (request, reply) => {
    const ctx = storeContext(request);
    const id = idParam(request);
    const key = idempotencyKeyOf(request);
    const conversion = prepareConversion(request.body as ConvertQuotationRequest);
    const result = await runIdempotent(app.db, ctx, key, `quotation:${id}`, 201, (tx) => convertQuotation(tx, ctx, id, conversion));
    return reply.status(result.statusCode).send(result.body);
  });
}
