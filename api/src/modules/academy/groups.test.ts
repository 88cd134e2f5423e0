import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { MAX_AGE_BELOW_MINIMUM } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { academyGroups, academyInscriptions } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { rowsOf } from '../../db/rows';
import { academySession, createActivity, createExternal, createStudent, createTeacher, groupBody, slot, type AcademySession } from '../../test-support/academy';

forEachDatabase((ctx) => {
  let session: AcademySession;
  let activityId: number;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await academySession(ctx.app);
    activityId = await createActivity(db(), session);
  });

  describe('group schedules', () => {
    it('stores the weekly schedule structurally and as text', async () => {
      const created = await session.send('POST', '/api/academies/groups', groupBody(activityId, { schedules: [slot(3, '16:00', '17:30'), slot(1, '16:00', '17:30')] }));
      expect(created.statusCode).toBe(201);
      const { id, schedule } = created.json<{ id: number; schedule: string }>();
      expect(schedule).toBe('Lun 16:00–17:30, Mié 16:00–17:30');
      const read = await session.send('GET', `/api/academies/groups/${id}?join=schedules`);
      expect(read.json<{ schedules: { dayOfWeek: number; startTime: string }[] }>().schedules.map((s) => [s.dayOfWeek, s.startTime]).sort()).toEqual([
        [1, '16:00:00'],
        [3, '16:00:00'],
      ]);
    });

    it('refuses the same teacher at overlapping hours with 409 and a Spanish reason, writing nothing', async () => {
      const teacherId = await createTeacher(db(), session);
      const first = await session.send('POST', '/api/academies/groups', groupBody(activityId, { name: 'Ballet A', teacherId, schedules: [slot(2, '10:00', '11:00')] }));
      expect(first.statusCode).toBe(201);
      const before = await db().select({ id: academyGroups.id }).from(academyGroups);
      const clash = await session.send('POST', '/api/academies/groups', groupBody(activityId, { teacherId, schedules: [slot(2, '10:30', '11:30')] }));
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('Horario empalmado: El maestro ya imparte el grupo «Ballet A» el martes 10:00–11:00');
      expect(await db().select({ id: academyGroups.id }).from(academyGroups)).toHaveLength(before.length);
      const backToBack = await session.send('POST', '/api/academies/groups', groupBody(activityId, { teacherId, schedules: [slot(2, '11:00', '12:00')] }));
      expect(backToBack.statusCode).toBe(201);
    });

    it('refuses the same room at overlapping hours, also when editing', async () => {
      const a = await session.send('POST', '/api/academies/groups', groupBody(activityId, { name: 'Robótica A', place: 'Laboratorio 1', schedules: [slot(4, '15:00', '16:00')] }));
      const b = await session.send('POST', '/api/academies/groups', groupBody(activityId, { place: 'laboratorio 1 ', schedules: [slot(4, '16:00', '17:00')] }));
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const edited = await session.send('PUT', `/api/academies/groups/${b.json().id}`, groupBody(activityId, { place: 'Laboratorio 1', schedules: [slot(4, '15:30', '16:30')] }));
      expect(edited.statusCode).toBe(409);
      expect(edited.json().message).toMatch(/El salón «Laboratorio 1» ya está ocupado por el grupo «Robótica A» el jueves 15:00–16:00/);
    });

    it('names the bad fields with 400', async () => {
      const bad = await session.send('POST', '/api/academies/groups', groupBody(activityId, { schedules: [slot(1, '17:00', '16:00')], capacity: 0 }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.map((f: { field: string }) => f.field)).toContain('capacity');
      const hours = await session.send('POST', '/api/academies/groups', groupBody(activityId, { schedules: [slot(1, '17:00', '16:00')] }));
      expect(hours.statusCode).toBe(400);
      expect(hours.json().fields).toEqual([{ field: 'schedules.0.endTime', message: 'La hora de fin debe ser posterior a la de inicio' }]);
      const empty = await session.send('POST', '/api/academies/groups', groupBody(activityId, { schedules: [] }));
      expect(empty.statusCode).toBe(400);
    });

    it('gives 404 for another branch office group and 403 without the permission', async () => {
      const created = await session.send('POST', '/api/academies/groups', groupBody(activityId, {}));
      const other = await academySession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
      expect((await other.send('PUT', `/api/academies/groups/${created.json().id}`, groupBody(activityId))).statusCode).toBe(404);
      const cashier = await academySession(ctx.app, 'cajero@mikro.mx');
      expect((await cashier.send('POST', '/api/academies/groups', groupBody(activityId))).statusCode).toBe(403);
    });
  });

  describe('age range', () => {
    const ages = async (id: number) =>
      onlyRow(await db().select({ minAge: academyGroups.minAge, maxAge: academyGroups.maxAge }).from(academyGroups).where(eq(academyGroups.id, id)));

    it('refuses a maximum age below the minimum on create, on maxAge, writing nothing; equal or open bounds pass', async () => {
      const before = await db().select({ id: academyGroups.id }).from(academyGroups);
      const below = await session.send('POST', '/api/academies/groups', groupBody(activityId, { minAge: 10, maxAge: 5 }));
      expect(below.statusCode).toBe(400);
      expect(below.json().fields).toEqual([{ field: 'maxAge', message: MAX_AGE_BELOW_MINIMUM }]);
      expect(await db().select({ id: academyGroups.id }).from(academyGroups)).toHaveLength(before.length);
      for (const [minAge, maxAge] of [[7, 7], [10, null], [null, 5]]) {
        const created = await session.send('POST', '/api/academies/groups', groupBody(activityId, { minAge, maxAge }));
        expect(created.statusCode).toBe(201);
        expect(await ages(created.json<{ id: number }>().id)).toEqual({ minAge, maxAge });
      }
    });

    it('refuses an edit that leaves the maximum below the minimum, keeping the stored range; the edit carries both bounds', async () => {
      const id = (await session.send('POST', '/api/academies/groups', groupBody(activityId, { minAge: 6, maxAge: 12 }))).json<{ id: number }>().id;
      const raiseMinimum = await session.send('PUT', `/api/academies/groups/${id}`, groupBody(activityId, { minAge: 13, maxAge: 12 }));
      expect(raiseMinimum.statusCode).toBe(400);
      expect(raiseMinimum.json().fields).toEqual([{ field: 'maxAge', message: MAX_AGE_BELOW_MINIMUM }]);
      const lowerMaximum = await session.send('PUT', `/api/academies/groups/${id}`, groupBody(activityId, { minAge: 6, maxAge: 5 }));
      expect(lowerMaximum.statusCode).toBe(400);
      expect(lowerMaximum.json().fields).toEqual([{ field: 'maxAge', message: MAX_AGE_BELOW_MINIMUM }]);
      expect(await ages(id)).toEqual({ minAge: 6, maxAge: 12 });
      // An edit cannot send one bound alone and leave the stored other to disagree with it: the body asks for both.
      const { maxAge: _omitted, ...onlyMinimum } = groupBody(activityId, { minAge: 13 });
      expect((await session.send('PUT', `/api/academies/groups/${id}`, onlyMinimum)).statusCode).toBe(400);
      expect(await ages(id)).toEqual({ minAge: 6, maxAge: 12 });
      const opened = await session.send('PUT', `/api/academies/groups/${id}`, groupBody(activityId, { minAge: 13, maxAge: null }));
      expect(opened.statusCode).toBe(200);
      expect(await ages(id)).toEqual({ minAge: 13, maxAge: null });
    });

    // The body coerces types: a bound of 0 must stay 0 (it once arrived as null, "no limit"), and null stay null.
    it('stores an age of 0 as 0, so a maximum of 0 under a minimum of 3 is refused', async () => {
      const zero = await session.send('POST', '/api/academies/groups', groupBody(activityId, { minAge: 0, maxAge: 0 }));
      expect(zero.statusCode).toBe(201);
      const id = zero.json<{ id: number }>().id;
      expect(await ages(id)).toEqual({ minAge: 0, maxAge: 0 });
      const below = await session.send('POST', '/api/academies/groups', groupBody(activityId, { minAge: 3, maxAge: 0 }));
      expect(below.statusCode).toBe(400);
      expect(below.json().fields).toEqual([{ field: 'maxAge', message: MAX_AGE_BELOW_MINIMUM }]);
      const edited = await session.send('PUT', `/api/academies/groups/${id}`, groupBody(activityId, { minAge: 3, maxAge: 0 }));
      expect(edited.statusCode).toBe(400);
      expect(edited.json().fields).toEqual([{ field: 'maxAge', message: MAX_AGE_BELOW_MINIMUM }]);
      expect(await ages(id)).toEqual({ minAge: 0, maxAge: 0 });
    });

    it('refuses a teacher or cycle id of 0 instead of taking it as none', async () => {
      for (const field of ['teacherId', 'cycleId']) {
        const zero = await session.send('POST', '/api/academies/groups', groupBody(activityId, { [field]: 0 }));
        expect(zero.statusCode).toBe(400);
        expect(zero.json().fields.map((error: { field: string }) => error.field)).toEqual([field]);
      }
      const none = await session.send('POST', '/api/academies/groups', groupBody(activityId, { teacherId: null, cycleId: null }));
      expect(none.statusCode).toBe(201);
      const stored = onlyRow(await db().select({ teacherId: academyGroups.teacherId, cycleId: academyGroups.cycleId }).from(academyGroups).where(eq(academyGroups.id, none.json<{ id: number }>().id)));
      expect(stored).toEqual({ teacherId: null, cycleId: null });
    });
  });

  describe('capacity', () => {
    it('50 concurrent enrolments for 10 seats give exactly 10 inscriptions', async () => {
      const created = await session.send('POST', '/api/academies/groups', groupBody(activityId, { capacity: 10 }));
      const groupId = created.json<{ id: number }>().id;
      const people = await Promise.all(Array.from({ length: 50 }, () => createExternal(db(), session)));
      const responses = await Promise.all(people.map((externalId) => session.send('POST', '/api/academies/inscriptions', { groupId, externalId })));
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 409)).toHaveLength(40);
      expect(responses.find((r) => r.statusCode === 409)!.json().message).toMatch(/está lleno \(cupo de 10\)/);
      const { n } = onlyRow(await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from academy_inscriptions where group_id = ${groupId}`));
      expect(n).toBe(10);
      const group = onlyRow(await db().select({ enrolled: academyGroups.enrolled }).from(academyGroups).where(eq(academyGroups.id, groupId)));
      expect(group.enrolled).toBe(10);
      // Capacity cannot go below the seats taken.
      const shrink = await session.send('PUT', `/api/academies/groups/${groupId}`, groupBody(activityId, { capacity: 9 }));
      expect(shrink.statusCode).toBe(409);
    });

    it('frees the seat on a finished inscription and takes it back on reactivation', async () => {
      const groupId = (await session.send('POST', '/api/academies/groups', groupBody(activityId, { capacity: 1 }))).json<{ id: number }>().id;
      const first = await session.send('POST', '/api/academies/inscriptions', { groupId, studentId: await createStudent(db(), session) });
      expect(first.statusCode).toBe(201);
      const secondPerson = await createExternal(db(), session);
      expect((await session.send('POST', '/api/academies/inscriptions', { groupId, externalId: secondPerson })).statusCode).toBe(409);
      expect((await session.send('PATCH', `/api/academies/inscriptions/${first.json().id}/status`, { status: 'terminada' })).statusCode).toBe(200);
      expect((await session.send('POST', '/api/academies/inscriptions', { groupId, externalId: secondPerson })).statusCode).toBe(201);
      const back = await session.send('PATCH', `/api/academies/inscriptions/${first.json().id}/status`, { status: 'activa' });
      expect(back.statusCode).toBe(409);
      const row = onlyRow(await db().select({ status: academyInscriptions.status }).from(academyInscriptions).where(eq(academyInscriptions.id, first.json().id)));
      expect(row.status).toBe('terminada');
    });

    it('refuses someone outside the age range and a second enrolment of the same person', async () => {
      const groupId = (await session.send('POST', '/api/academies/groups', groupBody(activityId, { minAge: 4, maxAge: 6 }))).json<{ id: number }>().id;
      const old = await session.send('POST', '/api/academies/inscriptions', { groupId, externalId: await createExternal(db(), session, '2000-01-01'), inscriptionDate: '2026-03-01' });
      expect(old.statusCode).toBe(409);
      expect(old.json().message).toMatch(/La edad \(26 años\) es mayor a la máxima del grupo \(6\)/);
      const kid = await createExternal(db(), session, '2021-01-01');
      expect((await session.send('POST', '/api/academies/inscriptions', { groupId, externalId: kid, inscriptionDate: '2026-03-01' })).statusCode).toBe(201);
      const again = await session.send('POST', '/api/academies/inscriptions', { groupId, externalId: kid, inscriptionDate: '2026-03-01' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('La persona ya está inscrita en este grupo');
      const group = onlyRow(await db().select({ enrolled: academyGroups.enrolled }).from(academyGroups).where(eq(academyGroups.id, groupId)));
      expect(group.enrolled).toBe(1);
    });

    it('asks for exactly one person', async () => {
      const response = await session.send('POST', '/api/academies/inscriptions', { groupId: 1 });
      expect(response.statusCode).toBe(400);
    });
  });
});
