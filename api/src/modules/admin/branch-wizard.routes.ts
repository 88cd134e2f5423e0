// HTTP for the branch-office wizard (/newbranch/:id?).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { createBranchOffice, readBranchOffice, updateBranchOffice } from './branch-wizard.service';
import { IdParams, WizardSchema } from './schemas';

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
