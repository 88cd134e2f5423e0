import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { getPreferences, savePreferences } from './preferences.service';
import { ErrorSchema, PreferencesSchema } from './schemas';

export const preferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/system/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Preferencias del usuario (valores por defecto si no hay guardadas)',
        security: [{ bearerAuth: [] }],
        response: { 200: PreferencesSchema },
      },
    },
    (request) => getPreferences(app.db, callerOf(request).userId),
  );

  app.put(
    '/api/system/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Guardar las preferencias del usuario',
        security: [{ bearerAuth: [] }],
        body: PreferencesSchema,
        response: { 200: PreferencesSchema, 400: ErrorSchema },
      },
    },
    (request) => savePreferences(app.db, callerOf(request), request.body),
  );
};
