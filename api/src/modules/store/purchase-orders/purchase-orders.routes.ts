// /api/mini-store/purchase-orders (permissions of /tienda/almacen/pedidos; receiving: /tienda/almacen/surtir/:idOrden?).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storeContext } from '../shared/context';
import { docs, permission } from '../shared/http';
import { IdParams } from '../shared/schemas';
import {
  PurchaseOrderDetail,
  PurchaseOrderListQuery,
  PurchaseOrderPage,
  PurchaseOrderStatusBody,
  ReceivePurchaseOrderBody,
  SavePurchaseOrderBody,
} from './schemas';
import { createOrder, getOrder, listOrders, receiveOrder, setOrderStatus, updateOrder } from './purchase-orders.service';

const ORDERS = '/tienda/almacen/pedidos';
const RECEIVE = '/tienda/almacen/surtir/:idOrden?';

export async function purchaseOrdersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/mini-store/purchase-orders';
  app.get(
    base,
    { config: permission(ORDERS, 'ver'), schema: { ...docs('Pedidos a proveedores de la sucursal (paginados; por estado y proveedor)'), querystring: PurchaseOrderListQuery, response: { 200: PurchaseOrderPage } } },
    async (request) => listOrders(app.db, storeContext(request), request.query),
  );
  app.get(
    `${base}/:id`,
    { config: permission(ORDERS, 'ver'), schema: { ...docs('Pedido con sus líneas'), params: IdParams, response: { 200: PurchaseOrderDetail } } },
    async (request) => getOrder(app.db, storeContext(request), request.params.id),
  );
  app.post(
    base,
    { config: permission(ORDERS, 'crear'), schema: { ...docs('Crea un pedido en borrador'), body: SavePurchaseOrderBody, response: { 201: PurchaseOrderDetail } } },
    async (request, reply) => {
      const order = await createOrder(app.db, storeContext(request), request.body);
      return reply.status(201).send(order);
    },
  );
  app.patch(
    `${base}/:id`,
    { config: permission(ORDERS, 'editar'), schema: { ...docs('Edita un pedido en borrador'), params: IdParams, body: SavePurchaseOrderBody, response: { 200: PurchaseOrderDetail } } },
    async (request) => updateOrder(app.db, storeContext(request), request.params.id, request.body),
  );
  app.patch(
    `${base}/:id/status`,
    {
      config: permission(ORDERS, 'editar'),
      schema: { ...docs('Envía (borrador → enviada) o cancela (borrador o enviada) un pedido'), params: IdParams, body: PurchaseOrderStatusBody, response: { 200: PurchaseOrderDetail } },
    },
    async (request) => setOrderStatus(app.db, storeContext(request), request.params.id, request.body),
  );
  app.post(
    `${base}/:id/receive`,
    {
      config: permission(RECEIVE, 'editar'),
      schema: { ...docs('Surte un pedido (sin líneas: todo lo pendiente) y sube las existencias'), params: IdParams, body: ReceivePurchaseOrderBody, response: { 200: PurchaseOrderDetail } },
    },
    async (request) => receiveOrder(app.db, storeContext(request), request.params.id, request.body ?? {}),
  );
}
