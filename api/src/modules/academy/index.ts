// The academies' operations (/api/academies/…); their catalogues are CRUD resources in modules/catalogs.
import type { FastifyPluginAsync } from 'fastify';
import { academyRoutes } from './academy.routes';
import { academyPaymentsRoutes } from './payments.routes';

export const academyModule: FastifyPluginAsync = async (app) => {
  await app.register(academyRoutes);
  await app.register(academyPaymentsRoutes);
};
