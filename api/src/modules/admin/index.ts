// Administration endpoints of mfe-sistema beyond the generic CRUD engine, and the engine resources of /bancos.
import type { FastifyPluginAsync } from 'fastify';
import { registerResource } from '../../crud/index';
import { adminRoutes } from './admin.routes';
import { banksResource, companyBankAccountsResource } from './bank.resources';
import { branchWizardRoutes } from './branch-wizard.routes';
import { importsRoutes } from './imports/imports.routes';
import { bulkUpdateRoutes } from './bulk-update/bulk-update.routes';

export const adminModule: FastifyPluginAsync = async (app) => {
  registerResource(app, banksResource);
  registerResource(app, companyBankAccountsResource);
  await app.register(adminRoutes);
  await app.register(branchWizardRoutes);
  await app.register(importsRoutes);
  await app.register(bulkUpdateRoutes);
};
