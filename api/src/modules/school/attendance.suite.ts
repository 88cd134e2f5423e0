// Attendance sheets: the desk marks a school group's and an academy group's students present, absent or late on a
// day, the day's marks can be corrected, and the attendance reports count them (externals named).
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AttendanceSheet, ReportResult } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { forEachDatabase } from '../../test-support/databases';
import { academySession, createActivity, createExternal, createStudent as createAcademyStudent, groupBody } from '../../test-support/academy';
import { createSchoolSetup, createStudents, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';

forEachDatabase((ctx) => {
  let desk: SchoolSession;
  let setup: SchoolSetup;
  let pupils: { id: number }[];
  const day = '2025-09-15';
  beforeAll(async () => {
    desk = await schoolSession(ctx.app);
    setup = await createSchoolSetup(ctx.database.db, desk.companyId);
    pupils = await createStudents(ctx.database.db, desk.companyId, 3);
    for (const pupil of pupils) await enrol(desk, setup, pupil.id);
  });
  const sheetOf = async (query: string) => {
    const response = await desk.send('GET', `/api/school/attendance/${setup.classroomId}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AttendanceSheet>();
  };

  describe('a school group’s attendance', () => {
    it('lists the group’s students with no mark until the day is taken', async () => {
      const sheet = await sheetOf(`day=${day}`);
      expect(sheet.people.map((p) => p.id).sort()).toEqual(pupils.map((p) => p.id).sort());
      expect(sheet.people.every((p) => p.status === null)).toBe(true);
      expect(sheet.recorded).toBeNull();
    });

    it('records present, absent and late, and a second save replaces the day', async () => {
      const [a, b, c] = pupils.map((p) => p.id) as [number, number, number];
      const first = await desk.send('PUT', `/api/school/attendance/${setup.classroomId}`, { day, records: [{ id: a, status: 'presente' }, { id: b, status: 'ausente' }, { id: c, status: 'retardo' }] });
      expect(first.statusCode).toBe(200);
      expect(first.json<AttendanceSheet>().summary).toEqual({ present: 1, absent: 1, late: 1, recorded: 3, rate: 67 });
      await desk.send('PUT', `/api/school/attendance/${setup.classroomId}`, { day, records: [{ id: a, status: 'presente' }, { id: b, status: 'presente' }, { id: c, status: 'retardo' }] });
      const again = await sheetOf(`day=${day}`);
      expect(Object.fromEntries(again.people.map((p) => [p.id, p.status]))).toEqual({ [a]: 'presente', [b]: 'presente', [c]: 'retardo' });
      expect(again.recorded?.by).not.toBe('');
    });

    it('refuses a student of another group, a day to come and a status it does not know, naming the field', async () => {
      const [outsider] = await createStudents(ctx.database.db, desk.companyId, 1);
      const stranger = await desk.send('PUT', `/api/school/attendance/${setup.classroomId}`, { day, records: [{ id: outsider!.id, status: 'presente' }] });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().fields).toEqual([{ field: 'records.0.id', message: 'No está inscrito en el grupo ese día' }]);
      const tomorrow = new Date(Date.parse(`${institutionToday()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const future = await desk.send('PUT', `/api/school/attendance/${setup.classroomId}`, { day: tomorrow, records: [] });
      expect(future.statusCode).toBe(400);
      expect(future.json().fields[0].field).toBe('day');
      const unknown = await desk.send('PUT', `/api/school/attendance/${setup.classroomId}`, { day, records: [{ id: pupils[0]!.id, status: 'justificada' }] });
      expect(unknown.statusCode).toBe(400);
    });

    it('is counted by the school attendance report in the period', async () => {
      const report = (await desk.send('GET', `/api/reports/colegio-asistencias?from=2025-09-01&to=2025-09-30&search=${encodeURIComponent(setup.gradeName)}&limit=50`)).json<ReportResult>();
      expect(report.data).toHaveLength(3);
      expect(report.totals).toMatchObject({ presentes: '2', faltas: '0', retardos: '1' });
      const before = (await desk.send('GET', `/api/reports/colegio-asistencias?from=2025-10-01&to=2025-10-31&search=${encodeURIComponent(setup.gradeName)}&limit=50`)).json<ReportResult>();
      expect(before.totals).toMatchObject({ presentes: '0', retardos: '0' });
    });
  });

  describe('an academy group’s attendance', () => {
    it('marks a student and an external, and the report names the external', async () => {
      const academy = await academySession(ctx.app);
      const db = ctx.database.db;
      const activityId = await createActivity(db, academy);
      const group = (await academy.send('POST', '/api/academies/groups', groupBody(activityId))).json<{ id: number }>();
      const externalId = await createExternal(db, academy);
      const studentId = await createAcademyStudent(db, academy);
      const today = institutionToday();
      for (const person of [{ externalId }, { studentId }]) {
        expect((await academy.send('POST', '/api/academies/inscriptions', { groupId: group.id, inscriptionDate: today, ...person })).statusCode).toBe(201);
      }
      const sheet = (await academy.send('GET', `/api/academies/groups/${group.id}/attendance?day=${today}`)).json<AttendanceSheet>();
      expect(sheet.people.map((p) => p.kind).sort()).toEqual(['alumno', 'externo']);
      const external = sheet.people.find((p) => p.kind === 'externo')!;
      expect(external.name).toMatch(/^Prueba Externo /);
      const saved = await academy.send('PUT', `/api/academies/groups/${group.id}/attendance`, { day: today, records: sheet.people.map((p) => ({ id: p.id, status: p.kind === 'externo' ? 'ausente' : 'presente' })) });
      expect(saved.statusCode).toBe(200);
      const report = (await academy.send('GET', `/api/reports/academia-asistencias?from=${today}&to=${today}&limit=2000`)).json<ReportResult>();
      const row = report.data.find((r) => String(r.alumno).startsWith('Prueba') && String(r.alumno).includes(external.name.split(' ').at(-1)!));
      expect(row).toMatchObject({ faltas: 1, presentes: 0 });
      const yesterday = await academy.send('GET', `/api/academies/groups/${group.id}/attendance?day=2000-01-03`);
      expect(yesterday.json<AttendanceSheet>().people).toEqual([]);
    });
  });
});
