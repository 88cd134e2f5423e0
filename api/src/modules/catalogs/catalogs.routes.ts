// The routes of every catalogue: each resource definition (one file per area) is served by the generic CRUD
// engine, which builds the routes' TypeBox schemas from the definition's columns, so this module has no
// schemas.ts of its own.
import type { FastifyPluginAsync } from 'fastify';
import { registerResource, type ResourceDefinition } from '../../crud/index';
import { ACADEMY_RESOURCES } from './academy';
import { BILLING_RESOURCES } from './billing';
import { FIXED_ASSETS_RESOURCES } from './fixed-assets';
import { SCHOOL_RESOURCES } from './school';
import { STORE_RESOURCES } from './store';
import { SYSTEM_RESOURCES } from './system';

export const CATALOG_RESOURCES: ResourceDefinition[] = [
  ...SYSTEM_RESOURCES,
  ...STORE_RESOURCES,
  ...SCHOOL_RESOURCES,
  ...ACADEMY_RESOURCES,
  ...BILLING_RESOURCES,
  ...FIXED_ASSETS_RESOURCES,
];

export const catalogsRoutes: FastifyPluginAsync = async (app) => {
  for (const resource of CATALOG_RESOURCES) registerResource(app, resource);
};
