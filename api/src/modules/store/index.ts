// The store's transactional API (/api/mini-store/…); its catalogues are CRUD resources in modules/catalogs.
import type { FastifyInstance } from 'fastify';
import { cashRegisterRoutes } from './cash-register/cash-register.routes';
import { storeCatalogRoutes } from './catalog/catalog.routes';
import { purchaseOrdersRoutes } from './purchase-orders/purchase-orders.routes';
import { quotationsRoutes } from './quotations/quotations.routes';
import { salesRoutes } from './sales/sales.routes';
import { stockRoutes } from './stock/stock.routes';

export async function storeModule(app: FastifyInstance): Promise<void> {
  await cashRegisterRoutes(app);
  await salesRoutes(app);
  await quotationsRoutes(app);
  await purchaseOrdersRoutes(app);
  await stockRoutes(app);
  await storeCatalogRoutes(app);
}
