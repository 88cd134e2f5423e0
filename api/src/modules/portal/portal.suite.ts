// The families' portal: the desk invites a tutor, the tutor sets a password through the one-time link, and then
// reads only their own family — children with pending charges priced as the fee counter would, the statement, the
// receipts. Abuse: another family's and another company's ids, by path and by filter, are unreachable.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { FamilyMessage, FamilyTutor, FeeCounterResponse, PortalAccount, PortalChildren, PortalProfile, PortalReceipt, PortalStatement, SelfInvoiceResult, TutorInvitation } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import {
  cfdiInvoiceSources,
  cfdiInvoices,
  chargePaymentLines,
  chargePayments,
  companies,
  familyBusinessNames,
  families,
  mailMessages,
  passwordResets,
  roles,
  students,
} from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';
import { createFamily, createSchoolSetup, createStudent, enrol, onDay, paidTuitionWithIedu, schoolSession, type SchoolSession } from '../../test-support/school';
import { NO_FISCAL_DATA } from './account.service';

const PASSWORD = 'TutorPortal1!';

type Answer = { statusCode: number; body: string; json<T>(): T; headers: Record<string, unknown> };
interface Portal {
  get(url: string): Promise<Answer>;
  send(method: 'POST' | 'PUT', url: string, payload?: object): Promise<Answer>;
}

const rosaFiscal = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', zip: '64000', cfdiUse: 'D10', email: 'facturas.gomez@familia.mx' };
const jorgeFiscal = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', zip: '64000', cfdiUse: 'D10', email: '' };

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
      return {
        get: (url) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) }),
        send: (method, url, payload) => ctx.app.inject({ method, url, payload, headers: bearer(token) }),
      };
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

      it('lists the e-mails sent to the family on its page, without their text, and no other family’s', async () => {
        const response = await desk.send('GET', `/api/portal/families/${familyB}/messages`);
        expect(response.statusCode).toBe(200);
        const messages = response.json<FamilyMessage[]>();
        expect(messages.map((m) => m.toAddress).sort()).toEqual(['ana.tutora@familia.mx', 'ana.tutora@familia.mx', 'jorge.tutor@familia.mx']);
        expect(messages.every((m) => m.kind === 'invitation' && m.status === 'queued')).toBe(true);
        expect(response.body).not.toContain('reset-password');
        const ofA = (await desk.send('GET', `/api/portal/families/${familyA}/messages`)).json<FamilyMessage[]>();
        expect(ofA.map((m) => m.toAddress)).toEqual(['rosa.tutora@familia.mx']);
        expect((await desk.send('GET', `/api/portal/families/${otherCompanyFamily}/messages`)).statusCode).toBe(404);
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
          `/api/portal/families/${familyB}/messages`,
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

    describe('«Mis datos» and «Facturar» a receipt', () => {
      let receiptA: number;
      let receiptB: number;
      let jorge: Portal;
      let invoiceA: number;
      let invoiceB: number;

      const receipts = async (who: Portal) => (await who.get('/api/portal/receipts')).json<{ data: PortalReceipt[] }>().data;

      beforeAll(async () => {
        const db = ctx.database.db;
        // Paid today (this month, so still invoiceable) for a child of each family, with what an IEDU invoice needs.
        const paidA = await paidTuitionWithIedu(db, desk);
        const paidB = await paidTuitionWithIedu(db, desk);
        receiptA = paidA.id;
        receiptB = paidB.id;
        const studentOf = async (paymentId: number) => onlyRow(await db.select({ id: chargePaymentLines.studentId }).from(chargePaymentLines).where(eq(chargePaymentLines.paymentId, paymentId))).id!;
        await db.update(students).set({ familyId: familyA }).where(eq(students.id, await studentOf(receiptA)));
        await db.update(students).set({ familyId: familyB }).where(eq(students.id, await studentOf(receiptB)));
        jorge = await signIn('jorge.tutor@familia.mx');
        // The first receipt was collected on the desk's clock of August 2025; its record says so too.
        await db.update(chargePayments).set({ createdAt: new Date('2025-08-05T18:00:00Z') }).where(eq(chargePayments.id, paymentA));
      });

      it('starts without fiscal data, and «Facturar» asks for it first', async () => {
        const account = (await tutor.get('/api/portal/account')).json<PortalAccount>();
        expect(account).toMatchObject({ tutor: { email: 'rosa.tutora@familia.mx' }, family: { id: familyA }, fiscal: null });
        const refused = await tutor.send('POST', `/api/portal/receipts/${receiptA}/invoice`);
        expect(refused.statusCode).toBe(409);
        expect(refused.json<{ message: string }>().message).toBe(NO_FISCAL_DATA);
      });

      it('refuses fiscal data SAT would refuse, naming the field', async () => {
        const generic = await tutor.send('PUT', '/api/portal/account/fiscal-data', { ...rosaFiscal, rfc: 'XAXX010101000' });
        expect(generic.statusCode).toBe(400);
        expect(generic.json<{ fields: unknown }>().fields).toEqual([expect.objectContaining({ field: 'rfc' })]);
        const badUse = await tutor.send('PUT', '/api/portal/account/fiscal-data', { ...rosaFiscal, regime: '605', cfdiUse: 'G03' });
        expect(badUse.statusCode).toBe(400);
        expect(badUse.json<{ fields: unknown }>().fields).toEqual([expect.objectContaining({ field: 'cfdiUse' })]);
        const badZip = await tutor.send('PUT', '/api/portal/account/fiscal-data', { ...rosaFiscal, zip: '640' });
        expect(badZip.json<{ fields: unknown }>().fields).toEqual([expect.objectContaining({ field: 'zip' })]);
      });

      it('saves the fiscal data as the family’s default business name, the one the desk invoices to', async () => {
        const saved = await tutor.send('PUT', '/api/portal/account/fiscal-data', { ...rosaFiscal, rfc: ' gode561231gr8 ' });
        expect(saved.statusCode).toBe(200);
        expect(saved.json<PortalAccount>().fiscal).toEqual(rosaFiscal);
        const rows = await ctx.database.db.select().from(familyBusinessNames).where(eq(familyBusinessNames.familyId, familyA));
        expect(rows).toEqual([expect.objectContaining({ rfc: 'GODE561231GR8', businessName: 'Daniel Gómez Núñez', isDefault: true, companyId: desk.companyId })]);
        expect((await jorge.send('PUT', '/api/portal/account/fiscal-data', jorgeFiscal)).statusCode).toBe(200);
      });

      it('invoices a receipt of this month with the family’s data, once, with its XML and PDF and the e-mail', async () => {
        const before = await receipts(tutor);
        expect(before.find((r) => r.id === receiptA)?.invoiceable).toBe(true);
        // Paid in August 2025: the month to invoice it is over (the self-invoicing flow would refuse it too).
        expect(before.find((r) => r.id === paymentA)?.invoiceable).toBe(false);
        const late = await tutor.send('POST', `/api/portal/receipts/${paymentA}/invoice`);
        expect(late.statusCode).toBe(409);
        expect(late.json<{ message: string }>().message).toContain('El plazo para facturar');
        const response = await tutor.send('POST', `/api/portal/receipts/${receiptA}/invoice`);
        expect(response.statusCode).toBe(200);
        const invoice = response.json<SelfInvoiceResult>();
        expect(invoice).toMatchObject({ status: 'timbrada', receiverRfc: 'GODE561231GR8', emailedTo: 'facturas.gomez@familia.mx' });
        const after = (await receipts(tutor)).find((r) => r.id === receiptA)!;
        expect(after.invoiceable).toBe(false);
        expect(after.invoices).toEqual([expect.objectContaining({ status: 'timbrada', uuid: invoice.uuid })]);
        invoiceA = after.invoices[0]!.id;
        const xml = await tutor.get(`/api/portal/invoices/${invoiceA}/xml`);
        expect(xml.statusCode).toBe(200);
        expect(xml.body).toContain('Rfc="GODE561231GR8"');
        const pdf = await tutor.get(`/api/portal/invoices/${invoiceA}/pdf`);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const mails = await ctx.database.db.select().from(mailMessages).where(and(eq(mailMessages.kind, 'invoice'), eq(mailMessages.toAddress, 'facturas.gomez@familia.mx')));
        expect(mails).toHaveLength(1);
        const again = await tutor.send('POST', `/api/portal/receipts/${receiptA}/invoice`);
        expect(again.statusCode).toBe(409);
        // Family B's tutor invoices theirs to their own data (and, with no fiscal e-mail, receives it themself).
        const theirs = await jorge.send('POST', `/api/portal/receipts/${receiptB}/invoice`);
        expect(theirs.json<SelfInvoiceResult>()).toMatchObject({ receiverRfc: 'LOGR800101AB1', emailedTo: 'jorge.tutor@familia.mx' });
        invoiceB = (await receipts(jorge)).find((r) => r.id === receiptB)!.invoices[0]!.id;
      });

      describe('abuse: another family, another company', () => {
        let foreignPayment: number;
        let foreignInvoice: number;

        beforeAll(async () => {
          // Family B's receipt and invoice copied into the other company, for one of its students.
          const db = ctx.database.db;
          const otherCompany = onlyRow(await db.select({ companyId: families.companyId }).from(families).where(eq(families.id, otherCompanyFamily))).companyId;
          const { id: _payment, ...payment } = onlyRow(await db.select().from(chargePayments).where(eq(chargePayments.id, receiptB)));
          foreignPayment = onlyRow(await db.insert(chargePayments).values({ ...payment, companyId: otherCompany }).returning({ id: chargePayments.id })).id;
          const { id: _line, ...line } = onlyRow(await db.select().from(chargePaymentLines).where(eq(chargePaymentLines.paymentId, receiptB)));
          await db.insert(chargePaymentLines).values({ ...line, paymentId: foreignPayment, chargeId: null, studentId: otherCompanyStudent });
          const { id: _invoice, ...invoice } = onlyRow(await db.select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoiceB)));
          foreignInvoice = onlyRow(await db.insert(cfdiInvoices).values({ ...invoice, companyId: otherCompany, uuid: null }).returning({ id: cfdiInvoices.id })).id;
          await db.insert(cfdiInvoiceSources).values({ invoiceId: foreignInvoice, module: 3, sourceId: foreignPayment, amount: invoice.total });
        });

        it('answers 404 for another family’s or company’s receipt to invoice, invoice files and receipt PDF', async () => {
          const probes: [string, 'GET' | 'POST'][] = [
            [`/api/portal/receipts/${receiptB}/invoice`, 'POST'],
            [`/api/portal/receipts/${foreignPayment}/invoice`, 'POST'],
            [`/api/portal/invoices/${invoiceB}/xml`, 'GET'],
            [`/api/portal/invoices/${invoiceB}/pdf`, 'GET'],
            [`/api/portal/invoices/${foreignInvoice}/xml`, 'GET'],
            [`/api/portal/invoices/${foreignInvoice}/pdf`, 'GET'],
            [`/api/portal/receipts/${foreignPayment}/pdf`, 'GET'],
          ];
          for (const [url, method] of probes) {
            const response = method === 'GET' ? await tutor.get(url) : await tutor.send(method, url);
            expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
            expect(response.body).not.toContain('LOGR800101AB1');
          }
          // Nothing was invoiced or issued for the probes.
          const codes = await ctx.database.db.select({ id: cfdiInvoiceSources.id }).from(cfdiInvoiceSources).where(and(eq(cfdiInvoiceSources.module, 3), eq(cfdiInvoiceSources.sourceId, foreignPayment)));
          expect(codes).toHaveLength(1);
        });

        it('lists neither another family’s nor another company’s receipts, whatever the filter', async () => {
          for (const url of ['/api/portal/receipts', `/api/portal/receipts?familyId=${familyB}`, `/api/portal/receipts?companyId=${desk.companyId + 1}`]) {
            const ids = (await tutor.get(url)).json<{ data: { id: number }[] }>().data.map((r) => r.id);
            expect(ids).not.toContain(receiptB);
            expect(ids).not.toContain(foreignPayment);
          }
        });

        it('keeps fiscal data to the tutor’s own family, whatever family or company the body names', async () => {
          const response = await tutor.send('PUT', '/api/portal/account/fiscal-data', { ...rosaFiscal, familyId: familyB, companyId: desk.companyId + 1 });
          expect(response.statusCode).toBe(200);
          expect(response.json<PortalAccount>().family.id).toBe(familyA);
          const ofB = await ctx.database.db.select().from(familyBusinessNames).where(eq(familyBusinessNames.familyId, familyB));
          expect(ofB.map((r) => r.rfc)).toEqual(['LOGR800101AB1']);
          const account = (await tutor.get(`/api/portal/account?familyId=${familyB}`)).json<PortalAccount>();
          expect(account.fiscal?.rfc).toBe('GODE561231GR8');
        });

        it('refuses the account and invoicing to a staff user, who is no family’s tutor', async () => {
          expect((await desk.send('GET', '/api/portal/account')).statusCode).toBe(403);
          expect((await desk.send('POST', `/api/portal/receipts/${receiptB}/invoice`)).statusCode).toBe(403);
          expect((await desk.send('GET', `/api/portal/invoices/${invoiceB}/xml`)).statusCode).toBe(403);
        });
      });
    });
  });
});
