// The store's transactional API (/api/mini-store/…); its catalogues are CRUD resources in modules/catalogs.
import type { FastifyInstance } from 'fastify';
import { cashRegisterRoutes } from './cash-register/routes';
import { storeCatalogRoutes } from './catalog/routes';
import { purchaseOrdersRoutes } from './purchase-orders/routes';
import { quotationsRoutes } from './quotations/routes';
import { salesRoutes } from './sales/routes';
import { stockRoutes } from './stock/routes';

export async function storeModule(app: FastifyInstance): Promise<void> {
  await cashRegisterRoutes(app);
  await salesRoutes(app);
  await quotationsRoutes(app);
  await purchaseOrdersRoutes(app);
  await stockRoutes(app);
  await storeCatalogRoutes(app);
}
