// The school's transactional API (/api/school/…): enrolment, fee counter, payments, statement and reports.
// Its catalogues (levels, grades, groups, concepts, payment plans, students, families…) are CRUD resources in modules/catalogs.
import type { FastifyInstance } from 'fastify';
import { chargesRoutes } from './charges.routes';
import { inscriptionsRoutes } from './inscriptions.routes';
import { studentsRoutes } from './students.routes';

export async function schoolModule(app: FastifyInstance): Promise<void> {
  await app.register(inscriptionsRoutes);
  await app.register(chargesRoutes);
  await app.register(studentsRoutes);
}
