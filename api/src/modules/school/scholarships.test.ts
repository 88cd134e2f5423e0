// A student's scholarships: assigned from the Becas catalogue, with who granted them and when.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { StudentScholarship } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';

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
  });
});
