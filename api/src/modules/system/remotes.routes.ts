import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerOf } from '../../plugins/auth';
import { forbidden } from '../../plugins/errors';
import { listRemotes, updateRemote } from './remotes.service';
import { ErrorSchema } from './schemas';

const RemoteSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  prefixes: Type.Array(Type.String()),
  manifestUrl: Type.String(),
  typeModule: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Null()]),
  isActive: Type.Boolean(),
});

export const remotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/system/remotes',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Configuración de los remotos (micro-frontends)',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Array(RemoteSchema) },
      },
    },
    () => listRemotes(app.db),
  );

  app.patch(
    '/api/system/remotes/:name',
    {
      config: { permission: { route: '/settings', action: 'editar' } },
      schema: {
        tags: ['remotes'],
        summary: 'Cambiar la URL del manifiesto o activar/desactivar un remoto (solo administradores)',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ name: Type.String({ pattern: '^[a-z0-9_]+$', maxLength: 60 }) }),
        body: Type.Object(
          {
            // A same-origin path or an http(s) URL; nothing a browser would execute.
            manifestUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https?://)\\S+$' })),
            isActive: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: RemoteSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    (request) => {
      if (!callerOf(request).isAdmin) throw forbidden();
      return updateRemote(app.db, request.params.name, request.body);
    },
  );
};
