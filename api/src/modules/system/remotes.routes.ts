import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { badRequest, forbidden, MESSAGES } from '../../plugins/errors';
import { listRemotes, updateRemote } from './remotes.service';
import { ErrorSchema, RemoteParamsSchema, RemoteSchema, RemotesSchema, RemoteUpdateSchema } from './schemas';

export const PLATFORM_OPERATORS_ONLY = 'Solo el operador de la plataforma puede cambiar la configuración de los remotos';
export const ORIGIN_NOT_ALLOWED = 'El manifiesto debe servirse desde este servidor o desde un origen autorizado (REMOTE_ORIGINS)';

/** Stands for this server when a manifest URL is resolved the way the browser will resolve it. */
const THIS_SERVER = 'https://this-server.invalid';

/**
 * A manifest URL is a path on this server, or an absolute URL whose origin the configuration allows. Decided on
 * the URL as a browser parses it (WHATWG), never on its text: "/\attacker.example/x" starts with one slash
 * yet names another host.
 */
export function manifestUrlAllowed(manifestUrl: string, allowedOrigins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(manifestUrl, THIS_SERVER);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === THIS_SERVER) return !/^[a-z][a-z0-9+.-]*:/i.test(manifestUrl.trim());
  return allowedOrigins.includes(url.origin);
}

export const remotesRoutes: FastifyPluginAsyncTypebox<{ remoteOrigins: string[] }> = async (app, options) => {
  app.get(
    '/api/system/remotes',
    {
      schema: {
        tags: ['remotes'],
        summary: 'Configuración de los remotos (micro-frontends)',
        security: [{ bearerAuth: [] }],
        response: { 200: RemotesSchema },
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
        summary: 'Cambiar la URL del manifiesto (misma ruta u origen autorizado) o activar/desactivar un remoto (solo el operador de la plataforma)',
        security: [{ bearerAuth: [] }],
        params: RemoteParamsSchema,
        body: RemoteUpdateSchema,
        response: { 200: RemoteSchema, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    (request) => {
      // The remotes are shared by every company: a company's administrator may not redirect them.
      if (!callerOf(request).isPlatformOperator) throw forbidden(PLATFORM_OPERATORS_ONLY);
      const { manifestUrl } = request.body;
      if (manifestUrl !== undefined && !manifestUrlAllowed(manifestUrl, options.remoteOrigins)) {
        throw badRequest(MESSAGES.invalidData, [{ field: 'manifestUrl', message: ORIGIN_NOT_ALLOWED }]);
      }
      return updateRemote(app.db, request.params.name, request.body);
    },
  );
};
