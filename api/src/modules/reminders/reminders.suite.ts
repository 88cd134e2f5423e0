// Payment reminders: a campus that sends them e-mails each family's tutors some days before a due date and once a
// charge is overdue, with the amount the fee counter would charge that day and the portal's link; a charge is
// reminded once per stage, however many runs (restarts, instances) there are.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import type { CampusReminderSettings, FeeCounterResponse, TutorInvitation } from '@mikro/contracts';
import { formatMoney } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { branchOffices, campuses, chargeReminders, charges, companies, mailMessages, students } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';
import { createFamily, createSchoolSetup, createStudent, enrol, onDay, schoolSession, type SchoolSession } from '../../test-support/school';
import { runReminders } from './index';

const PUBLIC_URL = 'https://escuela.example';

forEachDatabase((ctx) => {
  describe('payment reminders', () => {
    let desk: SchoolSession;
    let admin: BranchSession;
    let sending: number;
    let silent: number;
    let familyA: number;
    let childrenA: number[];
    let familyWithoutTutor: number;
    let familyElsewhere: number;
    let otherCompanyCampus: number;

    const remindersTo = async (email: string) =>
      ctx.database.db.select().from(mailMessages).where(and(eq(mailMessages.kind, 'reminder'), eq(mailMessages.toAddress, email))).orderBy(mailMessages.id);
    const invite = async (familyId: number, email: string) => {
      const response = await desk.send('POST', `/api/portal/families/${familyId}/tutors`, { name: 'Tutora Prueba', email });
      expect(response.statusCode).toBe(201);
      return response.json<TutorInvitation>();
    };
    const remindedCharges = async (familyId: number) =>
      ctx.database.db.select().from(chargeReminders).where(eq(chargeReminders.familyId, familyId)).orderBy(chargeReminders.chargeId, chargeReminders.stage);
    const run = (day: string) => onDay(day, () => runReminders(ctx.database.db, { publicUrl: PUBLIC_URL }));
    const settings = (campusId: number, body: object) => admin.send('PUT', `/api/reminders/settings/${campusId}`, body);

    beforeAll(async () => {
      const db = ctx.database.db;
      desk = await schoolSession(ctx.app);
      admin = await branchSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
      const setup = await createSchoolSetup(db, desk.companyId);
      const newCampus = async (companyId: number, branchOfficeId: number, name: string) =>
        onlyRow(await db.insert(campuses).values({ companyId, branchOfficeId, name }).returning({ id: campuses.id })).id;
      sending = await newCampus(desk.companyId, desk.branchOfficeId, 'Campus Recordatorios');
      silent = await newCampus(desk.companyId, desk.branchOfficeId, 'Campus Silencioso');
      familyA = await createFamily(db, desk.companyId);
      familyWithoutTutor = await createFamily(db, desk.companyId);
      familyElsewhere = await createFamily(db, desk.companyId);
      childrenA = [(await createStudent(db, desk.companyId, familyA)).id, (await createStudent(db, desk.companyId, familyA)).id];
      const lonely = (await createStudent(db, desk.companyId, familyWithoutTutor)).id;
      const elsewhere = (await createStudent(db, desk.companyId, familyElsewhere)).id;
      for (const id of [...childrenA, lonely, elsewhere]) await enrol(desk, setup, id);
      await db.update(students).set({ campusId: sending }).where(inArray(students.id, [...childrenA, lonely]));
      await db.update(students).set({ campusId: silent }).where(eq(students.id, elsewhere));
      await invite(familyA, 'rosa.recordatorios@familia.mx');
      await invite(familyElsewhere, 'otro.campus@familia.mx');
      const company = onlyRow(await db.insert(companies).values({ name: 'Escuela Ajena', rfc: 'EAJ010101AAA' }).returning({ id: companies.id }));
      const branch = onlyRow(await db.insert(branchOffices).values({ companyId: company.id, name: 'Ajena' }).returning({ id: branchOffices.id }));
      otherCompanyCampus = await newCampus(company.id, branch.id, 'Campus Ajeno');
    });

    describe('settings per campus', () => {
      it('lists the branch office’s campuses, not sending until the administrator switches them on', async () => {
        const list = (await admin.send('GET', '/api/reminders/settings')).json<CampusReminderSettings[]>();
        expect(list.find((c) => c.campusId === sending)).toEqual({ campusId: sending, campusName: 'Campus Recordatorios', enabled: false, daysBefore: 3, enabledSince: null });
        expect(list.map((c) => c.campusId)).not.toContain(otherCompanyCampus);
        expect((await run('2025-09-07')).messages).toBe(0);
      });

      it('refuses days out of range naming the field, another company’s campus, and a desk without the campus screen', async () => {
        const bad = await settings(sending, { enabled: true, daysBefore: 31 });
        expect(bad.statusCode).toBe(400);
        expect(JSON.stringify(bad.json())).toContain('daysBefore');
        expect((await settings(otherCompanyCampus, { enabled: true, daysBefore: 3 })).statusCode).toBe(404);
        expect((await desk.send('PUT', `/api/reminders/settings/${sending}`, { enabled: true, daysBefore: 3 })).statusCode).toBe(403);
      });

      it('records the day sending was switched on', async () => {
        const saved = await onDay('2025-09-01', () => settings(sending, { enabled: true, daysBefore: 3 }));
        expect(saved.statusCode).toBe(200);
        expect(saved.json<CampusReminderSettings>()).toMatchObject({ enabled: true, daysBefore: 3, enabledSince: '2025-09-01' });
        // Saving again while on keeps the day.
        const again = await onDay('2025-09-02', () => settings(sending, { enabled: true, daysBefore: 3 }));
        expect(again.json<CampusReminderSettings>().enabledSince).toBe('2025-09-01');
      });
    });

    describe('a run', () => {
      it('waits until the set number of days before the due date', async () => {
        expect((await run('2025-09-06')).messages).toBe(0);
        expect(await remindersTo('rosa.recordatorios@familia.mx')).toEqual([]);
      });

      it('e-mails the tutor the family’s charges due soon, priced as the fee counter prices them that day, with the portal’s link', async () => {
        const result = await run('2025-09-07');
        expect(result).toMatchObject({ today: '2025-09-07', families: 1, charges: 2, messages: 1 });
        const [mail, ...more] = await remindersTo('rosa.recordatorios@familia.mx');
        expect(more).toEqual([]);
        expect(mail).toMatchObject({ companyId: desk.companyId, status: 'queued', subject: expect.stringContaining('recordatorio de pago') });
        expect(mail!.text).toContain(`${PUBLIC_URL}/portal`);
        expect(mail!.text).toContain('vence el 10/09/2025');
        const counter = await onDay('2025-09-07', async () => (await desk.send('GET', `/api/school/charges/pending?familyId=${familyA}`)).json<FeeCounterResponse>());
        const september = counter.students.flatMap((s) => s.charges).filter((c) => c.dueDate === '2025-09-10');
        expect(september).toHaveLength(2);
        for (const charge of september) expect(mail!.text).toContain(formatMoney(charge.today.total));
        // The August inscription was already overdue when sending was switched on: not announced.
        expect(mail!.text).not.toContain('Vencidos');
        const rows = await remindedCharges(familyA);
        expect(rows.map((r) => [r.chargeId, r.stage, r.day])).toEqual(september.map((c) => [c.id, 'antes', '2025-09-07']).sort((a, b) => Number(a[0]) - Number(b[0])));
      });

      it('sends nothing more for the same charges and stage on a later run (a restart reads the same rows)', async () => {
        expect((await run('2025-09-07')).messages).toBe(0);
        expect((await run('2025-09-09')).messages).toBe(0);
        expect(await remindersTo('rosa.recordatorios@familia.mx')).toHaveLength(1);
      });

      it('leaves a family without tutors and a campus that does not send alone', async () => {
        expect(await remindedCharges(familyWithoutTutor)).toEqual([]);
        expect(await remindedCharges(familyElsewhere)).toEqual([]);
        expect(await remindersTo('otro.campus@familia.mx')).toEqual([]);
      });

      it('two runs at once (two instances) send each charge’s overdue and upcoming reminder once', async () => {
        const [first, second] = await onDay('2025-10-08', () =>
          Promise.all([runReminders(ctx.database.db, { publicUrl: PUBLIC_URL }), runReminders(ctx.database.db, { publicUrl: PUBLIC_URL })]),
        );
        expect(first!.messages + second!.messages).toBe(1);
        expect(first!.charges + second!.charges).toBe(4);
        const mails = await remindersTo('rosa.recordatorios@familia.mx');
        expect(mails).toHaveLength(2);
        const latest = mails[1]!;
        expect(latest.subject).toContain('pagos vencidos');
        expect(latest.text).toContain('Vencidos:');
        expect(latest.text).toContain('vence el 10/09/2025');
        expect(latest.text).toContain('vence el 10/10/2025');
        const rows = await remindedCharges(familyA);
        expect(rows.filter((r) => r.stage === 'vencido')).toHaveLength(2);
        expect(rows.filter((r) => r.stage === 'antes')).toHaveLength(4);
      });

      it('does not remind a charge no longer pending, nor anything once the campus stops sending', async () => {
        const november = await ctx.database.db
          .select({ id: charges.id })
          .from(charges)
          .where(and(inArray(charges.studentId, childrenA), eq(charges.dueDate, '2025-11-10')));
        expect(november).toHaveLength(2);
        await ctx.database.db.update(charges).set({ status: 'cancelled' }).where(eq(charges.id, november[0]!.id));
        const result = await run('2025-11-08');
        // The other child's November charge, and October's two now overdue.
        expect(result).toMatchObject({ charges: 3, messages: 1 });
        expect((await remindedCharges(familyA)).map((r) => r.chargeId)).not.toContain(november[0]!.id);
        expect((await settings(sending, { enabled: false, daysBefore: 3 })).statusCode).toBe(200);
        expect((await run('2025-12-09')).messages).toBe(0);
      });
    });
  });
});
