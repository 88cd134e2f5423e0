// /api/mini-store/stock: manual adjustments and the kardex (permissions of /tienda/productos).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storeContext } from '../shared/context';
import { docs, permission } from '../shared/http';
import { KardexParams, KardexQuery, StockAdjustmentBody, StockAdjustmentResponse, StockMovementPage } from './schemas';
import { adjustStock, kardex } from './stock.service';

export async function stockRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/mini-store/stock/adjustments',
    {
      config: permission('/tienda/productos', 'editar'),
      schema: { ...docs('Ajuste manual de existencia: nueva existencia o un delta, con su motivo (queda en el kardex)'), body: StockAdjustmentBody, response: { 201: StockAdjustmentResponse } },
    },
    async (request, reply) => {
      const adjusted = await adjustStock(app.db, storeContext(request), request.body);
      return reply.status(201).send(adjusted);
    },
  );
  app.get(
    '/api/mini-store/stock/kardex/:productId',
    { config: permission('/tienda/productos', 'ver'), schema: { ...docs('Kardex (movimientos de existencia) de un producto'), params: KardexParams, querystring: KardexQuery, response: { 200: StockMovementPage } } },
    async (request) => kardex(app.db, storeContext(request), request.params.productId, request.query),
  );
}
