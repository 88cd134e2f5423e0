// /api/mini-store/price-lists/:id/items, /api/mini-store/products/:id/providers and /menu-order.
import type { FastifyInstance } from 'fastify';
import type { SaveMenuOrderRequest, SavePriceListItemsRequest, SaveProductProvidersRequest } from '@mikro/contracts';
import { storeContext } from '../shared/context';
import { idParam, permission } from '../shared/http';
import { todaysAutomaticCharges } from '../shared/automatic-charges';
import { storeToday } from '../shared/calendar';
import { deletePriceListItem, saveMenuOrder, savePriceListItems, saveProductProviders } from './service';

export async function storeCatalogRoutes(app: FastifyInstance): Promise<void> {
  app.put('/api/mini-store/price-lists/:id/items', { config: permission('/tienda/listasprecios', 'editar') }, async (request) => {
    const ctx = storeContext(request);
    const id = idParam(request);
    return app.db.transaction((tx) => savePriceListItems(tx, ctx, id, request.body as SavePriceListItemsRequest));
  });
  app.delete('/api/mini-store/price-lists/:id/items/:productId', { config: permission('/tienda/listasprecios', 'editar') }, async (request, reply) => {
    await deletePriceListItem(app.db, storeContext(request), idParam(request), idParam(request, 'productId'));
    return reply.status(204).send();
  });
  app.put('/api/mini-store/products/:id/providers', { config: permission('/tienda/productos', 'editar') }, async (request) => {
    const ctx = storeContext(request);
    const id = idParam(request);
    return app.db.transaction((tx) => saveProductProviders(tx, ctx, id, request.body as SaveProductProvidersRequest));
  });
  app.get('/api/mini-store/automatic-charges/today', { config: permission('/ventas', 'ver') }, async (request) =>
    todaysAutomaticCharges(app.db, storeContext(request), storeToday()),
  );
  app.put('/api/mini-store/products/menu-order', { config: permission('/tienda/menu', 'editar') }, async (request) => {
    const ctx = storeContext(request);
    return app.db.transaction((tx) => saveMenuOrder(tx, ctx, request.body as SaveMenuOrderRequest));
  });
}
