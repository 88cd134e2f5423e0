// The families' portal: the desk invites a tutor, the tutor sets a password through the one-time link, and then
// reads only their own family — children with pending charges priced as the fee counter would, the statement, the
// receipts. Abuse: another family's and another company's ids, by path and by filter, are unreachable.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { FamilyTutor, FeeCounterResponse, PortalChildren, PortalProfile, PortalStatement, TutorInvitation } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { companies, families, mailMessages, passwordResets, roles } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';
import { createFamily, createSchoolSetup, createStudent, enrol, onDay, schoolSession, type SchoolSession } from '../school/test-fixture';

const PASSWORD = 'TutorPortal1!';

interface Portal {
  get(url: string): Promise<{ statusCode: number; body: string; json<T>(): T; headers: Record<string, unknown> }>;
}

forEachDatabase((ctx) => {
  describe('families portal', () => {
    let desk: SchoolSession;
    let familyA: number;
    let familyB: number;
    let childrenA: number[];
    let childB: number;
    let paymentA: number;
    let paymentB: number;
    let otherCompanyStudent: number;
    let otherCompanyFamily: number;
    let tutor: Portal;

    const invite = (familyId: number, body: object) => desk.send('POST', `/api/portal/families/${familyId}/tutors`, body);
    const keyOf = (link: string) => {
      const key = /\/reset-password\/([\w-]+)$/.exec(link)?.[1];
      if (key === undefined) throw new Error(`not an invitation link: ${link}`);
      return key;
    };
    const setPassword = (key: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/system/auth/reset-password', payload: { key, password: PASSWORD, passwordConfirm: PASSWORD } });
    const signIn = async (email: string): Promise<Portal> => {
      const { token } = await loginAs(ctx.app, email, PASSWORD);
      return { get: (url) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) }) };
    };
    const payFirstCharge = async (studentId: number): Promise<number> => {
      const pending = (await desk.send('GET', `/api/school/charges/pending?studentId=${studentId}`)).json<FeeCounterResponse>();
      const first = pending.students[0]?.charges[0];
      if (!first) throw new Error('no pending charge');
      const paid = await desk.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: first.id }], methods: [{ methodId: 1, amount: first.today.total }] });
      if (paid.statusCode !== 201) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
      return paid.json<{ id: number }>().id;
    };

    beforeAll(async () => {
      const db = ctx.database.db;
      desk = await schoolSession(ctx.app);
      const setup = await createSchoolSetup(db, desk.companyId);
      familyA = await createFamily(db, desk.companyId);
      familyB = await createFamily(db, desk.companyId);
      childrenA = [(await createStudent(db, desk.companyId, familyA)).id, (await createStudent(db, desk.companyId, familyA)).id];
      childB = (await createStudent(db, desk.companyId, familyB)).id;
      for (const id of [...childrenA, childB]) await enrol(desk, setup, id);
      await onDay('2025-08-05', async () => {
        paymentA = await payFirstCharge(childrenA[0]!);
        paymentB = await payFirstCharge(childB);
      });
      const company = onlyRow(await db.insert(companies).values({ name: 'Escuela Ajena', rfc: 'EAJ010101AAA' }).returning({ id: companies.id }));
      otherCompanyFamily = await createFamily(db, company.id);
      otherCompanyStudent = (await createStudent(db, company.id, otherCompanyFamily)).id;

      const invited = await invite(familyA, { name: 'Rosa Tutora', email: 'rosa.tutora@familia.mx' });
      expect(invited.statusCode).toBe(201);
      expect((await setPassword(keyOf(invited.json<TutorInvitation>().link))).statusCode).toBe(200);
      tutor = await signIn('rosa.tutora@familia.mx');
    });

    describe('invitations from a family', () => {
      it('queues the invitation e-mail with a one-time link that sets the password and then fails', async () => {
        const response = await invite(familyB, { name: '  Jorge Tutor ', email: 'jorge.tutor@familia.mx' });
        expect(response.statusCode).toBe(201);
        const invitation = response.json<TutorInvitation>();
        expect(invitation.tutor).toMatchObject({ name: 'Jorge Tutor', email: 'jorge.tutor@familia.mx', state: 'pendiente' });
        const mail = onlyRow(await ctx.database.db.select().from(mailMessages).where(eq(mailMessages.id, invitation.mailId)));
        expect(mail).toMatchObject({ kind: 'invitation', toAddress: 'jorge.tutor@familia.mx', companyId: desk.companyId, status: 'queued' });
        expect(mail.text).toContain(invitation.link);
        // Only the key's hash is stored.
        const stored = await ctx.database.db.select({ keyHash: passwordResets.keyHash }).from(passwordResets).where(eq(passwordResets.userId, invitation.tutor.userId));
        expect(stored.map((s) => s.keyHash)).not.toContain(keyOf(invitation.link));

        expect((await setPassword(keyOf(invitation.link))).statusCode).toBe(200);
        expect((await setPassword(keyOf(invitation.link))).statusCode).toBe(400);
        const listed = (await desk.send('GET', `/api/portal/families/${familyB}/tutors`)).json<FamilyTutor[]>();
        expect(listed).toEqual([expect.objectContaining({ email: 'jorge.tutor@familia.mx', state: 'activa', expiresAt: null })]);
        expect((await invite(familyB, { name: 'Jorge Tutor', email: 'JORGE.tutor@familia.mx' })).statusCode).toBe(409);
      });

      it('replaces a pending link when the desk invites again; an expired one shows as vencida', async () => {
        const first = (await invite(familyB, { name: 'Ana Tutora', email: 'ana.tutora@familia.mx' })).json<TutorInvitation>();
        const second = (await invite(familyB, { name: 'Ana Tutora', email: 'ana.tutora@familia.mx' })).json<TutorInvitation>();
        expect(second.tutor.id).toBe(first.tutor.id);
        expect((await setPassword(keyOf(first.link))).statusCode).toBe(400);
        await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, second.tutor.userId));
        const listed = (await desk.send('GET', `/api/portal/families/${familyB}/tutors`)).json<FamilyTutor[]>();
        expect(listed.find((t) => t.email === 'ana.tutora@familia.mx')?.state).toBe('vencida');
        expect((await setPassword(keyOf(second.link))).statusCode).toBe(400);
      });

      it('refuses a staff e-mail, another family’s tutor, a bad e-mail and another company’s family', async () => {
        const staff = await invite(familyA, { name: 'Ernesto', email: 'escolar@mikro.mx' });
        expect(staff.statusCode).toBe(409);
        expect(staff.json().fields).toEqual([{ field: 'email', message: expect.stringContaining('usuario de la escuela') }]);
        const taken = await invite(familyB, { name: 'Rosa Tutora', email: 'rosa.tutora@familia.mx' });
        expect(taken.statusCode).toBe(409);
        expect(taken.json().message).toContain('otra familia');
        const bad = await invite(familyA, { name: 'Sin correo', email: 'no-es-correo' });
        expect(bad.statusCode).toBe(400);
        expect(JSON.stringify(bad.json())).toContain('email');
        expect((await invite(otherCompanyFamily, { name: 'Ajeno', email: 'ajeno@familia.mx' })).statusCode).toBe(404);
        expect((await desk.send('GET', `/api/portal/families/${otherCompanyFamily}/tutors`)).statusCode).toBe(404);
      });

      it('creates one «Tutor» role per company, holding only the portal screens', async () => {
        const tutorRoles = await ctx.database.db.select().from(roles).where(and(eq(roles.companyId, desk.companyId), eq(roles.isTutor, true)));
        expect(tutorRoles.map((r) => r.name)).toEqual(['Tutor']);
        const menu = (await tutor.get('/api/system/auth/menu')).json<unknown>();
        const urls = JSON.stringify(menu).match(/"url":"[^"]*"/g) ?? [];
        expect([...new Set(urls)].sort()).toEqual(['"url":"/portal"', '"url":"/portal/estado-de-cuenta"', '"url":"/portal/recibos"']);
      });
    });

    describe('what the tutor reads', () => {
      it('names the tutor and the family', async () => {
        const me = (await tutor.get('/api/portal/me')).json<PortalProfile>();
        expect(me.family.id).toBe(familyA);
        expect(me.tutor.email).toBe('rosa.tutora@familia.mx');
      });

      it('shows both children with their pending charges priced today exactly as the fee counter prices them', async () => {
        await onDay('2025-10-20', async () => {
          const portal = (await tutor.get('/api/portal/children')).json<PortalChildren>();
          const counter = (await desk.send('GET', `/api/school/charges/pending?familyId=${familyA}`)).json<FeeCounterResponse>();
          expect(portal.today).toBe('2025-10-20');
          expect(portal.children.map((c) => c.id).sort()).toEqual([...childrenA].sort());
          for (const child of portal.children) {
            const atDesk = counter.students.find((s) => s.id === child.id);
            expect(child.charges.map((c) => [c.id, c.today.total])).toEqual(atDesk?.charges.map((c) => [c.id, c.today.total]));
          }
          const first = portal.children.find((c) => c.id === childrenA[0]);
          expect(first?.charges.map((c) => c.id)).not.toContain(undefined);
          expect(first?.charges.some((c) => c.paymentId !== null)).toBe(false);
          const sum = (values: string[]) => values.reduce((a, b) => a + Math.round(Number(b) * 100), 0);
          expect(sum(portal.children.map((c) => c.total))).toBe(sum(portal.children.flatMap((c) => c.charges.map((x) => x.today.total))));
          expect(sum([portal.total])).toBe(sum(portal.children.map((c) => c.total)));
        });
      });

      it('gives the family statement, or one child’s', async () => {
        const all = (await tutor.get('/api/portal/statement')).json<PortalStatement>();
        expect(all.children.map((c) => c.student.id).sort()).toEqual([...childrenA].sort());
        expect(all.children.flatMap((c) => c.payments.map((p) => p.id))).toEqual([paymentA]);
        const one = (await tutor.get(`/api/portal/statement?studentId=${childrenA[1]}`)).json<PortalStatement>();
        expect(one.children.map((c) => c.student.id)).toEqual([childrenA[1]]);
      });

      it('lists the family’s receipts and downloads their PDF', async () => {
        const receipts = (await tutor.get('/api/portal/receipts')).json<{ data: { id: number; invoices: unknown[] }[]; total: number }>();
        expect(receipts.data.map((r) => r.id)).toEqual([paymentA]);
        expect(receipts.data[0]?.invoices).toEqual([]);
        const pdf = await tutor.get(`/api/portal/receipts/${paymentA}/pdf`);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
      });
    });

    describe('abuse: another family, another company', () => {
      it('answers 404 for another family’s or company’s child or receipt, by path and by filter', async () => {
        const probes = [
          `/api/portal/statement?studentId=${childB}`,
          `/api/portal/statement?studentId=${otherCompanyStudent}`,
          `/api/portal/receipts?studentId=${childB}`,
          `/api/portal/receipts?studentId=${otherCompanyStudent}`,
          `/api/portal/receipts/${paymentB}/pdf`,
        ];
        for (const url of probes) {
          const response = await tutor.get(url);
          expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
          expect(response.body).not.toContain(String(paymentB));
        }
      });

      it('ignores a family asked for in the query: the family is never chosen by the request', async () => {
        const response = await tutor.get(`/api/portal/receipts?familyId=${familyB}`);
        expect(response.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual([paymentA]);
        const children = (await tutor.get(`/api/portal/children?familyId=${familyB}`)).json<PortalChildren>();
        expect(children.children.map((c) => c.id)).not.toContain(childB);
      });

      it('keeps the tutor out of the school’s API, whatever the id', async () => {
        const probes = [
          `/api/school/charges/pending?familyId=${familyB}`,
          `/api/school/students/${childB}/statement`,
          `/api/school/charges/payments/${paymentB}/receipt/pdf`,
          `/api/portal/families/${familyB}/tutors`,
          '/api/system/branch-offices',
          '/api/system/users',
        ];
        for (const url of probes) {
          const response = await tutor.get(url);
          expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
        }
        const familyName = onlyRow(await ctx.database.db.select({ name: families.name }).from(families).where(eq(families.id, familyB))).name;
        const asked = await tutor.get(`/api/portal/families/${familyB}/tutors`);
        expect(asked.body).not.toContain(familyName);
      });

      it('refuses the portal to a staff user, who is no family’s tutor', async () => {
        const admin = await loginAs(ctx.app, 'admin@mikro.mx');
        const response = await ctx.app.inject({ method: 'GET', url: '/api/portal/children', headers: bearer(admin.token) });
        expect(response.statusCode).toBe(403);
      });
    });
  });
});
