// The school's transactional API (/api/school/…): enrolment, fee counter, payments, statement and reports.
// Its catalogues (levels, grades, groups, concepts, payment plans, students, families…) are CRUD resources in modules/catalogs.
import type { FastifyInstance } from 'fastify';
import { attendanceRoutes } from './attendance.routes';
import { chargesRoutes } from './charges.routes';
import { familyStatementRoutes } from './family-statement.routes';
import { inscriptionsRoutes } from './inscriptions.routes';
import { failInterruptedJobs } from './mass.service';
import { studentsRoutes } from './students.routes';

// What the families' portal reads of the school, the same reads the desk's screens use.
export { feeCounter } from './fee-counter.service';
// What the demo seed uses to enrol its students the way the screens do.
export { cycleOf, planConcepts, writeEnrolments } from './enrolment';
export { accountStatement } from './history.service';
export { AttendanceDayQuery, AttendanceSheetBody, AttendanceSheetSchema, FeeCounter, InvoiceState, Payment, PdfFile, Statement } from './schemas';

export async function schoolModule(app: FastifyInstance): Promise<void> {
  // Mass enrolments a stopped process left running are marked rechazado at start-up (each file is written in
  // one transaction, so nothing of them was kept). The embedded database is opened by this process alone: all
  // of its running jobs were left; on PostgreSQL other instances may be running theirs, so only stale ones.
  app.addHook('onReady', async () => {
    try {
      const failed = await failInterruptedJobs(app.db, app.dbKind === 'pglite' ? { all: true } : {});
      if (failed.length > 0) app.log.warn({ jobs: failed.map((job) => job.id) }, 'importaciones interrumpidas marcadas como rechazadas');
    } catch (error) {
      app.log.error({ err: error }, 'no se pudieron revisar las importaciones interrumpidas');
    }
  });
  await app.register(inscriptionsRoutes);
  await app.register(chargesRoutes);
  await app.register(studentsRoutes);
  await app.register(attendanceRoutes);
  await app.register(familyStatementRoutes);
}
