import { beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq, sql } from 'drizzle-orm';
import type { ImportJob } from '@mikro/contracts';
import { buildApp } from '../../app';
import { onlyRow } from '../../db/rows';
import { schoolImportJobs, schoolInscriptions } from '../../db/schema/index';
import { forEachDatabase, testConfig } from '../../test-support/databases';
import { contentHash, failInterruptedJobs, INTERRUPTED, STALE_AFTER_SECONDS } from './mass.service';
import { createSchoolSetup, createStudents, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';

forEachDatabase((ctx) => {
  let session: SchoolSession;
  let setup: SchoolSetup;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await schoolSession(ctx.app);
    setup = await createSchoolSetup(db(), session.companyId);
  });

  /** The list a mass enrolment sends, and the job a process that stopped mid-way left for it. */
  async function leftRunning(status: 'pendiente' | 'procesando', heartbeatSecondsAgo: number) {
    const students = await createStudents(db(), session.companyId, 2);
    const list = students.map((s) => ({ enrollment: s.enrollment, gradeId: setup.gradeId, paymentPlanId: setup.planId }));
    const rows = list.map((row, index) => ({ ...row, row: index + 1 }));
    const job = onlyRow(
      await db()
        .insert(schoolImportJobs)
        .values({
          companyId: session.companyId,
          branchOfficeId: session.branchOfficeId,
          userId: session.userId,
          kind: 'inscripciones',
          status,
          fileHash: contentHash(`inscripciones:${setup.cycleId}:${contentHash(rows)}`),
          cycleId: setup.cycleId,
          rows,
          inscriptionDate: '2025-08-01',
          total: rows.length,
          processed: status === 'procesando' ? 1 : 0,
          heartbeatAt: sql`now() - make_interval(secs => ${heartbeatSecondsAgo})`,
        })
        .returning(),
    );
    return { job, list };
  }
  const poll = async (id: number) => (await session.send('GET', `/api/school/inscriptions/jobs/${id}`)).json<ImportJob>();
  const inscriptionsOf = async (jobId: number) =>
    onlyRow(await db().select({ n: count() }).from(schoolInscriptions).where(eq(schoolInscriptions.importJobId, jobId))).n;

  describe('a mass enrolment whose process stopped', () => {
    it('is rechazado with the reason when polled after its heartbeat went stale; nothing of it was written; sending the list again runs it', async () => {
      const { job, list } = await leftRunning('procesando', STALE_AFTER_SECONDS * 10);
      const polled = await poll(job.id);
      expect(polled).toMatchObject({ id: job.id, status: 'rechazado', created: 0, errors: [{ row: 0, field: 'file', message: INTERRUPTED }] });
      expect(polled.finishedAt).not.toBeNull();
      expect(await inscriptionsOf(job.id)).toBe(0);

      const again = await session.send('POST', '/api/school/inscriptions/mass', { cycleId: setup.cycleId, rows: list, inscriptionDate: '2025-08-01' });
      expect(again.statusCode).toBe(202);
      expect(again.json<ImportJob>()).toMatchObject({ id: job.id, repeated: true });
      let current = again.json<ImportJob>();
      for (let i = 0; i < 200 && (current.status === 'pendiente' || current.status === 'procesando'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        current = await poll(job.id);
      }
      expect(current).toMatchObject({ status: 'terminado', created: 2, errors: [] });
      expect(await inscriptionsOf(job.id)).toBe(2);
    });

    it('stays procesando while its heartbeat is fresh (its process is alive)', async () => {
      const { job } = await leftRunning('procesando', 1);
      expect(await poll(job.id)).toMatchObject({ status: 'procesando', processed: 1 });
    });

    it('a new start marks the jobs its stopped process left: all of them on the embedded database, the stale ones on PostgreSQL', async () => {
      const stale = await leftRunning('pendiente', STALE_AFTER_SECONDS * 2);
      const fresh = await leftRunning('procesando', 1);
      const restarted = await buildApp(testConfig(), ctx.database);
      try {
        await restarted.ready();
      } finally {
        await restarted.close();
      }
      const statusOf = async (id: number) =>
        onlyRow(await db().select({ status: schoolImportJobs.status, errors: schoolImportJobs.errors }).from(schoolImportJobs).where(eq(schoolImportJobs.id, id)));
      expect(await statusOf(stale.job.id)).toEqual({ status: 'rechazado', errors: [{ row: 0, field: 'file', message: INTERRUPTED }] });
      expect((await statusOf(fresh.job.id)).status).toBe(ctx.kind === 'pglite' ? 'rechazado' : 'procesando');
      // A finished job is never touched.
      await db().update(schoolImportJobs).set({ status: 'terminado' }).where(eq(schoolImportJobs.id, fresh.job.id));
      const marked = await failInterruptedJobs(db(), { all: true });
      expect(marked.map((job) => job.id)).not.toContain(fresh.job.id);
      expect((await statusOf(fresh.job.id)).status).toBe('terminado');
    });
  });
});
