// Days of school records: an enrolment of a year outside 1900–2199 is refused (a year 1 would enrol for year 1),
// and a drop cannot be dated before its enrolment — one by one and from a drops list.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportJob, InscriptionDetail } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { createSchoolSetup, createStudent, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';

forEachDatabase((ctx) => {
  let session: SchoolSession;
  let setup: SchoolSetup;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await schoolSession(ctx.app);
    setup = await createSchoolSetup(db(), session.companyId);
  });

  const finished = async (started: ImportJob) => {
    let state = started;
    for (let i = 0; i < 100 && (state.status === 'pendiente' || state.status === 'procesando'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await session.send('GET', `/api/school/inscriptions/jobs/${state.id}`)).json<ImportJob>();
    }
    return state;
  };

  describe('school record days', () => {
    it('refuses an enrolment dated in a year outside 1900–2199, naming inscriptionDate', async () => {
      const student = await createStudent(db(), session.companyId);
      for (const inscriptionDate of ['0001-01-01', '9999-12-31']) {
        const refused = await session.send('POST', '/api/school/inscriptions', { studentId: student.id, cycleId: setup.cycleId, gradeId: setup.gradeId, classroomId: setup.classroomId, paymentPlanId: setup.planId, inscriptionDate });
        expect({ inscriptionDate, status: refused.statusCode, fields: refused.json().fields }).toEqual({ inscriptionDate, status: 400, fields: [{ field: 'inscriptionDate', message: 'El año debe estar entre 1900 y 2199' }] });
      }
    });

    it('refuses a drop dated before the enrolment, naming date; the enrolment day itself is a drop', async () => {
      const student = await createStudent(db(), session.companyId);
      const inscription: InscriptionDetail = await enrol(session, setup, student.id);
      const early = await session.send('PATCH', `/api/school/inscriptions/${inscription.id}/status`, { status: 'baja', reason: 'Fecha equivocada', date: '2025-07-31' });
      expect(early.statusCode).toBe(400);
      expect(early.json().fields).toEqual([{ field: 'date', message: 'No puede ser anterior a la fecha de inscripción (01/08/2025)' }]);
      expect((await session.send('GET', `/api/school/inscriptions/${inscription.id}`)).json<InscriptionDetail>().status).toBe('activa');
      const sameDay = await session.send('PATCH', `/api/school/inscriptions/${inscription.id}/status`, { status: 'baja', reason: 'No se presentó', date: '2025-08-01' });
      expect(sameDay.statusCode).toBe(200);
    });

    it('rejects a drops list with a row dated before its enrolment or in a year 1, and drops nobody', async () => {
      const [first, second] = [await createStudent(db(), session.companyId), await createStudent(db(), session.companyId)];
      const inscriptions = [await enrol(session, setup, first.id), await enrol(session, setup, second.id)];
      const started = await session.send('POST', '/api/school/inscriptions/drops', {
        cycleId: setup.cycleId,
        rows: [
          { enrollment: first.enrollment, date: '2025-07-15', reason: 'Cambio de ciudad' },
          { enrollment: second.enrollment, date: '0001-09-01', reason: 'Cambio de escuela' },
        ],
      });
      expect(started.statusCode).toBe(202);
      const state = await finished(started.json<ImportJob>());
      expect(state).toMatchObject({ status: 'rechazado', created: 0 });
      expect(state.errors).toEqual([
        { row: 1, field: 'date', message: 'No puede ser anterior a la fecha de inscripción (01/08/2025)' },
        { row: 2, field: 'date', message: 'El año debe estar entre 1900 y 2199' },
      ]);
      for (const inscription of inscriptions) expect((await session.send('GET', `/api/school/inscriptions/${inscription.id}`)).json<InscriptionDetail>().status).toBe('activa');
    });
  });
});
