// A subject is assigned only to groups of its own grade (a subject without a grade fits every group): the API
// refuses any other assignment, on every kind of write, naming the subject field and writing nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';

interface Created {
  id: number;
}
interface FieldErrors {
  fields: { field: string; message: string }[];
}
const MISMATCH = 'La materia es de 1° Primaria y el grupo de 3° Primaria';

forEachDatabase((ctx) => {
  let admin: BranchSession;
  let first: { subject: number; group: number; otherGroup: number };
  let third: { subject: number; group: number };
  let common: number;

  const created = async (url: string, payload: object): Promise<number> => {
    const response = await admin.send('POST', url, payload);
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<Created>().id;
  };
  const assignments = async () =>
    ((await ctx.database.db.execute(sql`SELECT id, subject_id AS "subjectId", classroom_id AS "classroomId", teacher_id AS "teacherId" FROM subject_assignments ORDER BY id`)) as unknown as {
      rows: { id: number; subjectId: number; classroomId: number; teacherId: number | null }[];
    }).rows;

  beforeAll(async () => {
    admin = await branchSession(ctx.app, 'admin@mikro.mx');
    const grades = (await admin.send('GET', '/api/school/grades?sort=order,ASC')).json<{ id: number; name: string }[]>();
    const gradeId = (name: string) => grades.find((grade) => grade.name === name)!.id;
    const firstGrade = gradeId('1° Primaria');
    const thirdGrade = gradeId('3° Primaria');
    first = {
      subject: await created('/api/school/subjects', { name: 'Conocimiento del medio 1', gradeId: firstGrade }),
      group: await created('/api/school/classrooms', { name: 'Prueba 1A', gradeId: firstGrade }),
      otherGroup: await created('/api/school/classrooms', { name: 'Prueba 1B', gradeId: firstGrade }),
    };
    third = {
      subject: await created('/api/school/subjects', { name: 'Historia de mi comunidad 3', gradeId: thirdGrade }),
      group: await created('/api/school/classrooms', { name: 'Prueba 3A', gradeId: thirdGrade }),
    };
    common = await created('/api/school/subjects', { name: 'Educación socioemocional' });
  });

  describe('assigning a subject to a group', () => {
    it('refuses a 1° subject in a 3° group, naming the subject and writing nothing', async () => {
      const before = await assignments();
      const response = await admin.send('POST', '/api/school/subject-assignments', { subjectId: first.subject, classroomId: third.group });
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrors>().fields).toEqual([{ field: 'subjectId', message: MISMATCH }]);
      expect(await assignments()).toEqual(before);
    });

    it('assigns a subject to a group of its grade, and a subject without a grade to any group', async () => {
      const same = await admin.send('POST', '/api/school/subject-assignments', { subjectId: third.subject, classroomId: third.group });
      expect(same.statusCode).toBe(201);
      const shared = await admin.send('POST', '/api/school/subject-assignments', { subjectId: common, classroomId: first.group });
      expect(shared.statusCode).toBe(201);
    });

    it('refuses a bulk create with one mismatched row, naming that row, and writes none of them', async () => {
      const before = await assignments();
      const response = await admin.send('POST', '/api/school/subject-assignments/bulk', {
        bulk: [
          { subjectId: first.subject, classroomId: first.otherGroup },
          { subjectId: first.subject, classroomId: third.group },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrors>().fields).toEqual([{ field: 'bulk.1.subjectId', message: MISMATCH }]);
      expect(await assignments()).toEqual(before);
    });
  });

  describe('changing an assignment', () => {
    let id: number;
    beforeAll(async () => {
      id = await created('/api/school/subject-assignments', { subjectId: first.subject, classroomId: first.group });
    });

    it('refuses moving it to a group of another grade (PATCH of the group alone) and keeps the stored row', async () => {
      const before = await assignments();
      const response = await admin.send('PATCH', `/api/school/subject-assignments/${id}`, { classroomId: third.group });
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrors>().fields).toEqual([{ field: 'subjectId', message: MISMATCH }]);
      expect(await assignments()).toEqual(before);
    });

    it('refuses replacing it (PUT) with a subject of another grade', async () => {
      const before = await assignments();
      const response = await admin.send('PUT', `/api/school/subject-assignments/${id}`, { subjectId: third.subject, classroomId: first.group });
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrors>().fields).toEqual([{ field: 'subjectId', message: 'La materia es de 3° Primaria y el grupo de 1° Primaria' }]);
      expect(await assignments()).toEqual(before);
    });

    it('takes a change that keeps the grades matching: another group of the grade, then the teacher alone', async () => {
      const moved = await admin.send('PATCH', `/api/school/subject-assignments/${id}`, { classroomId: first.otherGroup });
      expect(moved.statusCode).toBe(200);
      const teacher = onlyRow((await admin.send('GET', '/api/school/teachers?limit=1')).json<Created[]>());
      const taught = await admin.send('PATCH', `/api/school/subject-assignments/${id}`, { teacherId: teacher.id });
      expect(taught.statusCode).toBe(200);
      expect((await assignments()).find((row) => row.id === id)).toMatchObject({ subjectId: first.subject, classroomId: first.otherGroup, teacherId: teacher.id });
    });
  });

  describe('the list the form asks for', () => {
    it('holds the subjects of the group\'s grade and the common ones, and no other grade\'s', async () => {
      const { gradeId } = onlyRow(((await ctx.database.db.execute(sql`SELECT grade_id AS "gradeId" FROM classrooms WHERE id = ${third.group}`)) as unknown as { rows: { gradeId: number }[] }).rows);
      const search = encodeURIComponent(JSON.stringify({ $or: [{ gradeId }, { gradeId: { $isnull: true } }] }));
      const names = (await admin.send('GET', `/api/school/subjects?s=${search}&fields=name`)).json<{ name: string }[]>().map((row) => row.name);
      expect(names).toContain('Historia de mi comunidad 3');
      expect(names).toContain('Educación socioemocional');
      expect(names).not.toContain('Conocimiento del medio 1');
    });
  });

  describe('changing a grade under its assignments (after the ones above: the 1° subject in 1B, the 3° one in 3A, the common one in 1A)', () => {
    const gradeOf = async (table: 'subjects' | 'classrooms', id: number) =>
      onlyRow(((await ctx.database.db.execute(sql`SELECT grade_id AS "gradeId" FROM ${sql.identifier(table)} WHERE id = ${id}`)) as unknown as { rows: { gradeId: number | null }[] }).rows).gradeId;

    it('refuses moving an assigned subject to another grade, naming the groups that hold it', async () => {
      const gradeId = await gradeOf('subjects', third.subject);
      const response = await admin.send('PATCH', `/api/school/subjects/${first.subject}`, { gradeId });
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrors>().fields).toEqual([
        { field: 'gradeId', message: 'La materia está asignada a grupos de otro grado (1° Primaria Prueba 1B); quite esas asignaciones antes de cambiar su grado' },
      ]);
      expect(await gradeOf('subjects', first.subject)).not.toBe(gradeId);
    });

    it("refuses moving a group to another grade while it has that grade's subjects, and takes it when it has only common ones", async () => {
      const firstGrade = await gradeOf('classrooms', first.group);
      const refused = await admin.send('PATCH', `/api/school/classrooms/${third.group}`, { gradeId: firstGrade });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<FieldErrors>().fields).toEqual([
        { field: 'gradeId', message: 'El grupo tiene asignadas materias de otro grado (Historia de mi comunidad 3); quítelas antes de cambiar su grado' },
      ]);
      expect(await gradeOf('classrooms', third.group)).not.toBe(firstGrade);
      const thirdGrade = await gradeOf('classrooms', third.group);
      const common = await admin.send('PATCH', `/api/school/classrooms/${first.group}`, { gradeId: thirdGrade });
      expect(common.statusCode).toBe(200);
    });

    it('lets an assigned subject become common to every grade', async () => {
      const response = await admin.send('PATCH', `/api/school/subjects/${first.subject}`, { gradeId: null });
      expect(response.statusCode).toBe(200);
      expect(await gradeOf('subjects', first.subject)).toBeNull();
    });
  });
});
