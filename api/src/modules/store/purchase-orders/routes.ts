// /api/mini-store/purchase-orders (permissions of /tienda/almacen/pedidos; receiving: /tienda/almacen/surtir/:idOrden?).
import type { FastifyInstance } from 'fastify';
import type { PurchaseOrderListQuery, PurchaseOrderStatusRequest, ReceivePurchaseOrderRequest, SavePurchaseOrderRequest } from '@mikro/contracts';
import { storeContext } from '../shared/context';
import { idParam, permission } from '../shared/http';
import { createOrder, getOrder, listOrders, receiveOrder, setOrderStatus, updateOrder } from './service';

const ORDERS = '/tienda/almacen/pedidos';
const RECEIVE = '/tienda/almacen/surtir/:idOrden?';

export async function purchaseOrdersRoutes(app: FastifyInstance): Promise<void> {
  const base = '/api/mini-store/purchase-orders';
  app.get(base, { config: permission(ORDERS, 'ver') }, async (request) => listOrders(app.db, storeContext(request), request.query as PurchaseOrderListQuery));
  app.get(`${base}/:id`, { config: permission(ORDERS, 'ver') }, async (request) => getOrder(app.db, storeContext(request), idParam(request)));
  app.post(base, { config: permission(ORDERS, 'crear') }, async (request, reply) => {
    const ctx = storeContext(request);
    const order = await createOrder(app.db, ctx, request.body as SavePurchaseOrderRequest);
    return reply.status(201).send(order);
  });
  app.patch(`${base}/:id`, { config: permission(ORDERS, 'editar') }, async (request) =>
    updateOrder(app.db, storeContext(request), idParam(request), request.body as SavePurchaseOrderRequest),
  );
  app.patch(`${base}/:id/status`, { config: permission(ORDERS, 'editar') }, async (request) =>
    setOrderStatus(app.db, storeContext(request), idParam(request), request.body as PurchaseOrderStatusRequest),
  );
  app.post(`${base}/:id/receive`, { config: permission(RECEIVE, 'editar') }, async (request) =>
    receiveOrder(app.db, storeContext(request), idParam(request), (request.body ?? {}) as ReceivePurchaseOrderRequest),
  );
}
