// The academies' operations (/api/academies/…); their catalogues are CRUD resources in modules/catalogs.
import type { FastifyPluginAsync } from 'fastify';
import { academyRoutes } from './academy.routes';
import { academyPaymentsRoutes } from './payments.routes';

// What the demo seed uses to enrol its academy participants the way the screens do.
export { enrolIn } from './inscriptions.service';
export { replaceGroupConcepts } from './groups.service';

export const academyModule: FastifyPluginAsync = async (app) => {
  await app.register(academyRoutes);
  await app.register(academyPaymentsRoutes);
};
