// A student import names each student's campus (plantel) in its own column; an unknown campus is refused by row.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportCommitResult, ImportPreview, LoginResponse } from '@mikro/contracts';
import { campuses, students } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { bearer, loginAs } from '../../../test-support/session';
import { multipart, xlsxOf } from '../../../test-support/upload-files';

forEachDatabase((ctx) => {
  let admin: LoginResponse;
  beforeAll(async () => {
    admin = await loginAs(ctx.app, 'admin@mikro.mx');
  });
  const upload = (step: 'preview' | 'commit', file: Buffer) => {
    const form = multipart(file, 'alumnos.xlsx', {});
    return ctx.app.inject({
      method: 'POST',
      url: `/api/system/imports/students/${step}`,
      payload: form.payload,
      headers: { ...bearer(admin.token), ...form.headers, 'x-branch-office': String(admin.branchOffices[0]!.id) },
    });
  };

  describe('the campus column of the student import', () => {
    it('puts each student in the campus named, and refuses one that does not exist', async () => {
      const [campus] = await ctx.database.db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(eq(campuses.companyId, admin.company.id)).limit(1);
      expect(campus).toBeDefined();
      const tag = randomBytes(3).toString('hex').toUpperCase();
      const header = ['Matrícula', 'Nombre', 'Apellido paterno', 'Campus'];
      const bad = await xlsxOf([header, [`CAM-${tag}-1`, 'Lucía', 'Hernández', 'Plantel que no existe']]);
      const preview = (await upload('preview', bad)).json<ImportPreview>();
      expect(preview.errors.map((e) => e.field)).toContain('campus');
      const good = await xlsxOf([header, [`CAM-${tag}-1`, 'Lucía', 'Hernández', campus!.name]]);
      const committed = await upload('commit', good);
      expect(committed.json<ImportCommitResult>()).toEqual({ kind: 'students', imported: 1 });
      const [row] = await ctx.database.db.select({ campusId: students.campusId }).from(students).where(eq(students.enrollment, `CAM-${tag}-1`));
      expect(row?.campusId).toBe(campus!.id);
    });
  });
});
