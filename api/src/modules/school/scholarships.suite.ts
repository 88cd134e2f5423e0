// A student's scholarships: assigned from the Becas catalogue, with who granted them and when, applied at the
// counter only to the concepts they cover.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FeeCounterResponse, StudentScholarship } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';
import { createSchoolSetup, createStudent, enrol, onDay } from '../../test-support/school';

forEachDatabase((ctx) => {
  let desk: BranchSession;
  let studentId: number;
  let becaId: number;
  let surchargeId: number;
  const idOf = async (query: ReturnType<typeof sql>) => onlyRow(((await ctx.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows).id;

  beforeAll(async () => {
    desk = await branchSession(ctx.app, 'escolar@mikro.mx', 'Matriz Centro');
    studentId = await idOf(sql`SELECT id FROM students WHERE enrollment = 'A2026001'`);
    becaId = await idOf(sql`SELECT id FROM extra_charges WHERE name = 'Beca hermanos 10 %'`);
    surchargeId = await idOf(sql`SELECT id FROM extra_charges WHERE name = 'Recargo por pago tardío'`);
  });

  describe("a student's scholarships", () => {
    it('are granted by the desk, which is recorded with the moment, its value and its period', async () => {
      const assigned = await desk.send('PUT', `/api/school/students/${studentId}/scholarships`, { extraChargeId: becaId });
      expect(assigned.statusCode).toBe(200);
      const [held] = assigned.json<StudentScholarship[]>();
      expect(held).toMatchObject({ extraChargeId: becaId, name: 'Beca hermanos 10 %', quantity: '10.00', typeApplication: 1, isActive: true, catalogueActive: true, grantedBy: 'Ernesto Salas' });
      expect(Number.isNaN(Date.parse(held?.grantedAt ?? ''))).toBe(false);
      expect(held).toHaveProperty('startDate');
      expect(held).toHaveProperty('endDate');
      const listed = await desk.send('GET', `/api/school/students/${studentId}/scholarships`);
      expect(listed.json<StudentScholarship[]>()).toEqual([held]);
    });

    it('keep who granted them when switched off', async () => {
      const off = await desk.send('PUT', `/api/school/students/${studentId}/scholarships`, { extraChargeId: becaId, isActive: false });
      expect(off.json<StudentScholarship[]>()[0]).toMatchObject({ isActive: false, grantedBy: 'Ernesto Salas' });
    });

    it('are chosen from the Becas of the catalogue, which the desk may read', async () => {
      const becas = await desk.send('GET', `/api/system/extra-charges?filter=${encodeURIComponent('extraChargesType.kind$$$eq$$3')}&filter=${encodeURIComponent('isActive$$$eq$$true')}`);
      expect(becas.statusCode).toBe(200);
      expect(becas.json<{ name: string }[]>().map((charge) => charge.name)).toEqual(['Beca hermanos 10 %']);
    });

    it('refuse an extra charge that is not a scholarship, naming the field', async () => {
      const refused = await desk.send('PUT', `/api/school/students/${studentId}/scholarships`, { extraChargeId: surchargeId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('extraChargeId');
    });
  
    it('apply only to the concepts they cover: tuition, not the enrolment fee', async () => {
      const setup = await createSchoolSetup(ctx.database.db, desk.companyId);
      const student = await createStudent(ctx.database.db, desk.companyId);
      await enrol(desk, setup, student.id);
      const tuitionId = await idOf(sql`SELECT id FROM school_concepts WHERE name = ${'Colegiatura ' + setup.planName.slice(5)}`);
      const assigned = await desk.send('PUT', `/api/school/students/${student.id}/scholarships`, { extraChargeId: becaId, conceptIds: [tuitionId] });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json<StudentScholarship[]>()[0]?.concepts).toEqual([{ id: tuitionId, name: expect.stringMatching(/^Colegiatura /) }]);
      const counter = await onDay('2025-08-05', async () => (await desk.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<FeeCounterResponse>());
      const charges = counter.students[0]!.charges;
      const scholarshipOf = (name: RegExp) => charges.find((c) => name.test(c.name))!.today.adjustments.filter((a) => a.name === 'Beca hermanos 10 %');
      expect(scholarshipOf(/^Colegiatura /)).toHaveLength(1);
      expect(scholarshipOf(/^Inscripción /)).toEqual([]);
    });

    it('covering nothing listed, apply to every concept; an unknown concept is refused by field', async () => {
      const student = await createStudent(ctx.database.db, desk.companyId);
      const setup = await createSchoolSetup(ctx.database.db, desk.companyId);
      await enrol(desk, setup, student.id);
      await desk.send('PUT', `/api/school/students/${student.id}/scholarships`, { extraChargeId: becaId, conceptIds: [] });
      const counter = await onDay('2025-08-05', async () => (await desk.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<FeeCounterResponse>());
      expect(counter.students[0]!.charges.every((c) => c.today.adjustments.some((a) => a.name === 'Beca hermanos 10 %'))).toBe(true);
      const unknown = await desk.send('PUT', `/api/school/students/${student.id}/scholarships`, { extraChargeId: becaId, conceptIds: [999999999] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('conceptIds');
    });
  });
});
