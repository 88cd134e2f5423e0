import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listChildRoutes, listFatherRoutes, listKnownRouteUrls } from './routes.service';
import { ChildRoutesQuerySchema, KnownRouteUrlsSchema, PagingQuerySchema, SystemRoutePageSchema } from './schemas';

const view = { permission: { route: '/rutas', action: 'ver' as const } };

export const routesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Any signed-in user: the shell tells an unknown URL (404) from one the role may not open (403).
  app.get(
    '/api/system/routes/known',
    {
      schema: {
        tags: ['routes'],
        summary: 'URLs de todas las rutas activas (para distinguir 404 de 403)',
        security: [{ bearerAuth: [] }],
        response: { 200: KnownRouteUrlsSchema },
      },
    },
    () => listKnownRouteUrls(app.db),
  );

  app.get(
    '/api/system/routes/fathers',
    {
      config: view,
      schema: {
        tags: ['routes'],
        summary: 'Rutas de primer nivel (paginadas)',
        security: [{ bearerAuth: [] }],
        querystring: PagingQuerySchema,
        response: { 200: SystemRoutePageSchema },
      },
    },
    (request) => listFatherRoutes(app.db, request.query),
  );

  app.get(
    '/api/system/routes/childs',
    {
      config: view,
      schema: {
        tags: ['routes'],
        summary: 'Rutas hijas de las rutas indicadas (paginadas)',
        security: [{ bearerAuth: [] }],
        querystring: ChildRoutesQuerySchema,
        response: { 200: SystemRoutePageSchema },
      },
    },
    (request) => listChildRoutes(app.db, request.query.ids.split(',').map(Number), request.query),
  );
};
