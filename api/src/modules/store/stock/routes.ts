// /api/mini-store/stock: manual adjustments and the kardex (permissions of /tienda/productos).
import type { FastifyInstance } from 'fastify';
import type { StockAdjustmentRequest, StoreListQuery } from '@mikro/contracts';
import { storeContext } from '../shared/context';
import { idParam, permission } from '../shared/http';
import { adjustStock, kardex } from './service';

export async function stockRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/mini-store/stock/adjustments', { config: permission('/tienda/productos', 'editar') }, async (request, reply) => {
    const ctx = storeContext(request);
    const adjusted = await adjustStock(app.db, ctx, request.body as StockAdjustmentRequest);
    return reply.status(201).send(adjusted);
  });
  app.get('/api/mini-store/stock/kardex/:productId', { config: permission('/tienda/productos', 'ver') }, async (request) =>
    kardex(app.db, storeContext(request), idParam(request, 'productId'), request.query as StoreListQuery),
  );
}
