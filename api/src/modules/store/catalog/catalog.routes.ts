// /api/mini-store/price-lists/:id/items, /api/mini-store/products/:id/providers, /menu-order and today's
// automatic charges.
import { institutionToday } from '@mikro/domain';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storeContext } from '../shared/context';
import { docs, permission } from '../shared/http';
import { IdParams } from '../shared/schemas';
import {
  AnyRows,
  MenuOrderBody,
  MenuOrderResponse,
  PriceListItemParams,
  PriceListItemsBody,
  ProductProvidersBody,
  TodaysAutomaticCharges,
} from './schemas';
import { todaysAutomaticCharges } from '../shared/automatic-charges';
import { deletePriceListItem, saveMenuOrder, savePriceListItems, saveProductProviders } from './catalog.service';

export async function storeCatalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.put(
    '/api/mini-store/price-lists/:id/items',
    {
      config: permission('/tienda/listasprecios', 'editar'),
      schema: { ...docs('Guarda el precio propio de estos productos en la lista de precios'), params: IdParams, body: PriceListItemsBody, response: { 200: AnyRows } },
    },
    async (request) => {
      const ctx = storeContext(request);
      return app.db.transaction((tx) => savePriceListItems(tx, ctx, request.params.id, request.body));
    },
  );
  app.delete(
    '/api/mini-store/price-lists/:id/items/:productId',
    { config: permission('/tienda/listasprecios', 'editar'), schema: { ...docs('Quita el precio propio de un producto (vuelve al porcentaje de la lista)'), params: PriceListItemParams } },
    async (request, reply) => {
      await deletePriceListItem(app.db, storeContext(request), request.params.id, request.params.productId);
      return reply.status(204).send();
    },
  );
  app.put(
    '/api/mini-store/products/:id/providers',
    {
      config: permission('/tienda/productos', 'editar'),
      schema: { ...docs('Reemplaza los proveedores del producto y su precio (el primero da el precio de proveedor)'), params: IdParams, body: ProductProvidersBody, response: { 200: AnyRows } },
    },
    async (request) => {
      const ctx = storeContext(request);
      return app.db.transaction((tx) => saveProductProviders(tx, ctx, request.params.id, request.body));
    },
  );
  app.get(
    '/api/mini-store/automatic-charges/today',
    {
      config: permission('/ventas', 'ver'),
      schema: { ...docs('Descuentos y recargos automáticos que toma hoy cada línea de venta'), response: { 200: TodaysAutomaticCharges } },
    },
    async (request) => todaysAutomaticCharges(app.db, storeContext(request), institutionToday()),
  );
  app.put(
    '/api/mini-store/products/menu-order',
    { config: permission('/tienda/menu', 'editar'), schema: { ...docs('Orden de los productos en la vista de tarjetas del punto de venta (el primero es 1)'), body: MenuOrderBody, response: { 200: MenuOrderResponse } } },
    async (request) => {
      const ctx = storeContext(request);
      return app.db.transaction((tx) => saveMenuOrder(tx, ctx, request.body));
    },
  );
}
