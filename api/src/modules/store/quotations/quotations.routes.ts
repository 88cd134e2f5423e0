// /api/mini-store/quotations.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storeContext } from '../shared/context';
import { docs, permission } from '../shared/http';
import { runIdempotent } from '../../../shared/idempotency';
import { IdempotencyHeaders, IdParams } from '../shared/schemas';
import { SaleDetail } from '../sales/schemas';
import { ConvertQuotationBody, CreateQuotationBody, QuotationDetail, QuotationListQuery, QuotationPage } from './schemas';
import { convertQuotation, createQuotation, getQuotation, listQuotations, prepareConversion } from './quotations.service';

export async function quotationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/mini-store/quotations';
  app.post(
    base,
    { config: permission('/ventas', 'crear'), schema: { ...docs('Crea una cotización con los precios de hoy'), body: CreateQuotationBody, response: { 201: QuotationDetail } } },
    async (request, reply) => {
      const quotation = await createQuotation(app.db, storeContext(request), request.body);
      return reply.status(201).send(quotation);
    },
  );
  app.get(
    base,
    { config: permission('/ventas', 'ver'), schema: { ...docs('Cotizaciones de la sucursal (paginadas; búsqueda, estado y fechas)'), querystring: QuotationListQuery, response: { 200: QuotationPage } } },
    async (request) => listQuotations(app.db, storeContext(request), request.query),
  );
  app.get(
    `${base}/:id`,
    { config: permission('/ventas', 'ver'), schema: { ...docs('Cotización con sus líneas'), params: IdParams, response: { 200: QuotationDetail } } },
    async (request) => getQuotation(app.db, storeContext(request), request.params.id),
  );
  app.post(
    `${base}/:id/convert`,
    {
      config: permission('/ventas', 'crear'),
      schema: { ...docs('Convierte una cotización vigente en venta a sus precios (Idempotency-Key respetada)'), params: IdParams, headers: IdempotencyHeaders, body: ConvertQuotationBody, response: { 201: SaleDetail } },
    },
    async (request, reply) => {
      const ctx = storeContext(request);
      const id = request.params.id;
      const key = request.headers['idempotency-key'] ?? null;
      const conversion = prepareConversion(request.body);
      const result = await runIdempotent(app.db, ctx, key, `quotation:${id}`, 201, request.body, (tx) => convertQuotation(tx, ctx, id, conversion));
      return reply.status(result.statusCode).send(result.body);
    },
  );
}
