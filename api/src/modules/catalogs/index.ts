// Every catalogue resource, served by the generic CRUD engine.
import type { FastifyPluginAsync } from 'fastify';
import { registerResource, type ResourceDefinition } from '../../crud/index';
import { ACADEMY_RESOURCES } from './academy';
import { BILLING_RESOURCES } from './billing';
import { FIXED_ASSETS_RESOURCES } from './fixed-assets';
import { SCHOOL_RESOURCES } from './school';
import { STORE_RESOURCES } from './store';
import { SYSTEM_RESOURCES } from './system';

// The resources other modules write through (spreadsheet imports, prospect conversion).
export { familiesResource, prospectsResource, studentsResource, teachersResource } from './school';
export { clientsResource, productsResource } from './store';

export const CATALOG_RESOURCES: ResourceDefinition[] = [
  ...SYSTEM_RESOURCES,
  ...STORE_RESOURCES,
  ...SCHOOL_RESOURCES,
  ...ACADEMY_RESOURCES,
  ...BILLING_RESOURCES,
  ...FIXED_ASSETS_RESOURCES,
];

export const catalogsModule: FastifyPluginAsync = async (app) => {
  for (const resource of CATALOG_RESOURCES) registerResource(app, resource);
};
