// HTTP for the branch-office wizard (/newbranch/:id?).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, IdParams } from '../../schemas';
import { callerOf } from '../../plugins/auth';
import { createBranchOffice, readBranchOffice, updateBranchOffice } from './branch-wizard.service';

const SERIE = Type.String({ maxLength: 25, pattern: '^[A-Za-z0-9-]*$' });
const FOLIO = Type.Integer({ minimum: 1, maximum: 999999999 });

const WizardSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    address: Type.String({ maxLength: 1000 }),
    // Checked by the domain's RFC rule (ownRfcProblem) in the service: SAT's format, never a generic RFC.
    rfc: Type.String({ maxLength: 20 }),
    businessName: Type.String({ maxLength: 300 }),
    zip: Type.String({ pattern: '^(\\d{5})?$' }),
    modules: Type.Array(
      Type.Object({ typeModule: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]), isActive: Type.Boolean() }, { additionalProperties: false }),
      { maxItems: 3 },
    ),
    campuses: Type.Array(
      Type.Object(
        {
          id: Type.Optional(Id),
          name: Type.String({ minLength: 1, maxLength: 200 }),
          cct: Type.String({ pattern: '^(\\d{2}[A-Za-z]{3}\\d{4}[A-Za-z0-9])?$' }),
          rvoe: Type.String({ maxLength: 60 }),
          address: Type.String({ maxLength: 1000 }),
          isActive: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    series: Type.Object(
      {
        serieNota: SERIE,
        folioNota: FOLIO,
        serieFactura: SERIE,
        folioFactura: FOLIO,
        seriePago: SERIE,
        folioPago: FOLIO,
        serieCotizacion: SERIE,
        folioCotizacion: FOLIO,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const on = (action: 'ver' | 'crear' | 'editar') => ({ permission: { route: '/newbranch/:id?', action } });

export const branchWizardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/system/branch-wizard/:id', { config: on('ver'), schema: { tags, security, params: IdParams } }, (request) =>
    readBranchOffice(app.db, callerOf(request), request.params.id),
  );

  app.post('/api/system/branch-wizard', { config: on('crear'), schema: { tags, security, summary: 'Crea una sucursal completa (una transacción)', body: WizardSchema } }, async (request, reply) => {
    const id = await createBranchOffice(app.db, callerOf(request), request.body);
    return reply.status(201).send({ id });
  });

  app.put(
    '/api/system/branch-wizard/:id',
    { config: on('editar'), schema: { tags, security, summary: 'Actualiza una sucursal completa (una transacción)', params: IdParams, body: WizardSchema } },
    async (request, reply) => {
      await updateBranchOffice(app.db, callerOf(request), request.params.id, request.body);
      return reply.status(204).send();
    },
  );
};
