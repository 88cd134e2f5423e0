import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq, like } from 'drizzle-orm';
import type { ConvertProspectResponse } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { families, prospects, students } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { schoolSession, type SchoolSession } from '../../test-support/school';

forEachDatabase((ctx) => {
  let admin: SchoolSession;
  let school: SchoolSession;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    admin = await schoolSession(ctx.app, 'admin@mikro.mx');
    school = await schoolSession(ctx.app);
  });

  async function newProspect(): Promise<number> {
    const row = onlyRow(
      await db()
        .insert(prospects)
        .values({ companyId: admin.companyId, name: 'Lía', lastNameFather: 'Prospecto', curp: '', status: 'contactado' })
        .returning({ id: prospects.id }),
    );
    return row.id;
  }
  const statusOf = async (id: number) => onlyRow(await db().select({ status: prospects.status }).from(prospects).where(eq(prospects.id, id))).status;
  const studentsWith = async (prefix: string) => onlyRow(await db().select({ n: count() }).from(students).where(like(students.enrollment, `${prefix}%`))).n;
  const convert = (session: SchoolSession, id: number, body: object) => session.send('POST', `/api/school/prospects/${id}/convert`, body);
  const enrollment = () => `PR${randomBytes(4).toString('hex').toUpperCase()}`;

  describe('prospect → student in one call', () => {
    it('creates the student and marks the prospect inscrito in one transaction', async () => {
      const id = await newProspect();
      const family = onlyRow(await db().select({ id: families.id }).from(families).where(eq(families.companyId, admin.companyId)).limit(1), 'seeded family');
      const number = enrollment();
      const response = await convert(school, id, { enrollment: number, name: 'Lía', lastNameFather: 'Prospecto', curp: 'LOGA100512MNLPRN09', birthDate: '2019-05-12', familyId: family.id });
      expect(response.statusCode).toBe(201);
      const body = response.json<ConvertProspectResponse>();
      expect(body).toMatchObject({ student: { enrollment: number, name: 'Lía Prospecto' }, prospect: { id, status: 'inscrito' } });
      const [student] = await db().select().from(students).where(eq(students.id, body.student.id));
      expect(student).toMatchObject({ companyId: admin.companyId, familyId: family.id, curp: 'LOGA100512MNLPRN09', searchName: 'LÍA PROSPECTO' });
      expect(await statusOf(id)).toBe('inscrito');
      // Converting it again: 409, no second student.
      const again = await convert(school, id, { enrollment: enrollment(), name: 'Lía' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('El prospecto ya se convirtió en alumno');
    });

    it('a failure writes nothing: the prospect stays as it was and no student is created', async () => {
      const id = await newProspect();
      const taken = onlyRow(await db().select({ enrollment: students.enrollment }).from(students).where(eq(students.companyId, admin.companyId)).limit(1), 'seeded student');
      const duplicate = await convert(school, id, { enrollment: taken.enrollment, name: 'Lía' });
      expect(duplicate.statusCode).toBeGreaterThanOrEqual(400);
      expect(duplicate.statusCode).toBeLessThan(500);
      const badFamily = await convert(school, id, { enrollment: 'PRXFAM001', name: 'Lía', familyId: 999_999 });
      expect(badFamily.statusCode).toBe(400);
      expect(badFamily.json().fields).toEqual([{ field: 'familyId', message: 'El registro relacionado no existe' }]);
      // An id of 0 is refused, not taken as "no family" (the body coerces types, and 0 once became null).
      const zeroFamily = await convert(school, id, { enrollment: 'PRXFAM002', name: 'Lía', familyId: 0 });
      expect(zeroFamily.statusCode).toBe(400);
      expect(zeroFamily.json().fields.map((f: { field: string }) => f.field)).toEqual(['familyId']);
      const badCurp = await convert(school, id, { enrollment: 'PRXCURP01', name: 'Lía', curp: 'NO-ES-CURP' });
      expect(badCurp.statusCode).toBe(400);
      expect(badCurp.json().fields.map((f: { field: string }) => f.field)).toEqual(['curp']);
      const missing = await convert(school, id, { name: 'Lía' });
      expect(missing.statusCode).toBe(400);
      expect(await statusOf(id)).toBe('contactado');
      expect(await studentsWith('PRX')).toBe(0);
      expect((await convert(school, 999_999, { enrollment: enrollment(), name: 'Nadie' })).statusCode).toBe(404);
    });

    it('two conversions of one prospect at once make one student', async () => {
      const id = await newProspect();
      const prefix = `PRC${randomBytes(3).toString('hex').toUpperCase()}`;
      const answers = await Promise.all([convert(school, id, { enrollment: `${prefix}1`, name: 'Lía' }), convert(school, id, { enrollment: `${prefix}2`, name: 'Lía' })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await studentsWith(prefix)).toBe(1);
    });

    it('needs the right to create students and to edit prospects', async () => {
      const cashier = await schoolSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
      const id = await newProspect();
      expect((await convert(cashier, id, { enrollment: enrollment(), name: 'Lía' })).statusCode).toBe(403);
      expect(await statusOf(id)).toBe('contactado');
    });
  });
});
