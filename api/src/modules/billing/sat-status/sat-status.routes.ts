// GET /api/billing/status/:uuid/sat: SAT's answer about one of the company's CFDI (the /FacturaStatus screen).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../../db/client';
import { callerOf } from '../../../plugins/auth';
import { satStatusOf } from './sat-status.service';
import type { SatStatusClient } from './consulta';
import { CfdiUuidParams } from './schemas';

export const satStatusRoutes: FastifyPluginAsyncTypebox<{ db: Database; client: SatStatusClient }> = async (app, { db, client }) => {
  app.get(
    '/api/billing/status/:uuid/sat',
    {
      config: { permission: { route: '/FacturaStatus', action: 'ver' } },
      schema: {
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        summary: 'Estado del CFDI según el servicio de consulta del SAT (Vigente, Cancelado, No encontrado)',
        params: CfdiUuidParams,
      },
    },
    (request) => satStatusOf(db, callerOf(request).companyId, request.params.uuid, client),
  );
};
