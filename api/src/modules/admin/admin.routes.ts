// HTTP for the administration screens: permission editor, route tree editor, actions catalogue.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { saveRolePermissions } from './permissions.service';
import { createRoute, deleteRoute, routeTree, updateRoute } from './route-tree.service';
import { createAction, deleteAction, listActions, renameAction } from './actions.service';
import { ActionCreateBody, ActionRenameBody, IdParams, RolePermissionsBody, RoleParams, RouteTreeInputSchema } from './schemas';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const on = (route: string, action: 'ver' | 'crear' | 'editar' | 'eliminar') => ({ permission: { route, action } });

export const SHARED_REFERENCE_OPERATORS_ONLY = 'Solo el operador de la plataforma puede cambiar el árbol de rutas y el catálogo de acciones, que comparten todas las empresas';
/** The route tree and the actions catalogue are shared by every company: only the platform operator writes them. */
const platformOperatorOnly: onRequestHookHandler = async (request) => {
  if (!callerOf(request).isPlatformOperator) throw forbidden(SHARED_REFERENCE_OPERATORS_ONLY);
};

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/system/permissions/role/:idRole',
    {
      config: on('/roles', 'editar'),
      schema: {
        tags,
        security,
        summary: 'Guarda todos los permisos de un rol (una transacción)',
        params: RoleParams,
        body: RolePermissionsBody,
      },
    },
    async (request, reply) => {
      await saveRolePermissions(app.db, callerOf(request).companyId, request.params.idRole, request.body);
      return reply.status(204).send();
    },
  );

  app.get('/api/system/route-tree', { config: on('/rutas', 'ver'), schema: { tags, security, summary: 'Árbol completo de rutas' } }, () => routeTree(app.db));
  // The permission editor reads the same tree under the roles permission.
  app.get('/api/system/permissions/route-tree', { config: on('/roles', 'ver'), schema: { tags, security, summary: 'Árbol de rutas para el editor de permisos' } }, () =>
    routeTree(app.db),
  );

  app.post('/api/system/route-tree', { config: on('/rutas', 'crear'), onRequest: platformOperatorOnly, schema: { tags, security, body: RouteTreeInputSchema } }, async (request, reply) => {
    const id = await createRoute(app.db, request.body);
    return reply.status(201).send({ id });
  });

  app.put(
    '/api/system/route-tree/:id',
    { config: on('/rutas', 'editar'), onRequest: platformOperatorOnly, schema: { tags, security, params: IdParams, body: RouteTreeInputSchema } },
    async (request, reply) => {
      await updateRoute(app.db, request.params.id, request.body);
      return reply.status(204).send();
    },
  );

  app.delete('/api/system/route-tree/:id', { config: on('/rutas', 'eliminar'), onRequest: platformOperatorOnly, schema: { tags, security, params: IdParams } }, async (request, reply) => {
    await deleteRoute(app.db, request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/system/action-catalog', { config: on('/acciones', 'ver'), schema: { tags, security } }, () => listActions(app.db));

  app.post(
    '/api/system/action-catalog',
    {
      config: on('/acciones', 'crear'),
      onRequest: platformOperatorOnly,
      schema: { tags, security, body: ActionCreateBody },
    },
    async (request, reply) => reply.status(201).send({ id: await createAction(app.db, request.body) }),
  );

  app.patch(
    '/api/system/action-catalog/:id',
    {
      config: on('/acciones', 'editar'),
      onRequest: platformOperatorOnly,
      schema: { tags, security, params: IdParams, body: ActionRenameBody },
    },
    async (request, reply) => {
      await renameAction(app.db, request.params.id, request.body.name);
      return reply.status(204).send();
    },
  );

  app.delete('/api/system/action-catalog/:id', { config: on('/acciones', 'eliminar'), onRequest: platformOperatorOnly, schema: { tags, security, params: IdParams } }, async (request, reply) => {
    await deleteAction(app.db, request.params.id);
    return reply.status(204).send();
  });
};
