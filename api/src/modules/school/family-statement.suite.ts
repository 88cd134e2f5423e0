// The family statement: one total for all the children, every line naming its child, as a PDF, and sent to the
// tutor through the mail outbox.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FamilyStatement } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { families } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { mailsTo } from '../../test-support/outbox';
import { createFamily, createSchoolSetup, createStudents, enrol, schoolSession, type SchoolSession } from '../../test-support/school';

forEachDatabase((ctx) => {
  let desk: SchoolSession;
  let familyId: number;
  let children: { id: number }[];
  beforeAll(async () => {
    desk = await schoolSession(ctx.app);
    const setup = await createSchoolSetup(ctx.database.db, desk.companyId);
    familyId = await createFamily(ctx.database.db, desk.companyId);
    children = await createStudents(ctx.database.db, desk.companyId, 2, familyId);
    for (const child of children) await enrol(desk, setup, child.id);
  });
  const statementOf = async () => {
    const response = await desk.send('GET', `/api/school/families/${familyId}/statement`);
    expect(response.statusCode).toBe(200);
    return response.json<FamilyStatement>();
  };

  describe('a family statement', () => {
    it('adds up every child and names each line’s child, with the family’s running balance', async () => {
      const statement = await statementOf();
      expect(statement.children.map((c) => c.student.id).sort()).toEqual(children.map((c) => c.id).sort());
      const pending = Money.sum(statement.children.map((c) => c.totals.pending)).toFixed2();
      expect(statement.totals.pending).toBe(pending);
      expect(Number(pending)).toBeGreaterThan(0);
      expect(new Set(statement.movements.map((m) => m.studentId))).toEqual(new Set(children.map((c) => c.id)));
      for (const movement of statement.movements) expect(movement.studentName).toBe(statement.children.find((c) => c.student.id === movement.studentId)?.student.name);
      expect(statement.movements.at(-1)?.balance).toBe(Money.sum(statement.movements.map((m) => Money.of(m.charge).minus(m.payment))).toFixed2());
    });

    it('comes as a PDF', async () => {
      const pdf = await desk.send('GET', `/api/school/families/${familyId}/statement/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('is e-mailed to the tutor with the PDF, and asks for an address when the family has none', async () => {
      const none = await desk.send('POST', `/api/school/families/${familyId}/statement/email`, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().fields[0].field).toBe('to');
      const address = `tutor-${randomBytes(4).toString('hex')}@example.com`;
      await ctx.database.db.update(families).set({ email: address }).where(eq(families.id, familyId));
      const sent = await desk.send('POST', `/api/school/families/${familyId}/statement/email`, {});
      expect(sent.statusCode).toBe(202);
      const [mail] = await mailsTo(ctx.database.db, address);
      expect(mail?.kind).toBe('statement');
      expect(mail?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
      expect(mail?.text).toContain('Saldo pendiente');
    });

    it('is not found for another company’s or an unknown family', async () => {
      expect((await desk.send('GET', '/api/school/families/999999999/statement')).statusCode).toBe(404);
    });
  });
});
