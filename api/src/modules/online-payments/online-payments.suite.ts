// Online payments through the sandbox gateway: a tutor pays the family's pending charges with a test card, OXXO or
// SPEI; the payment reaches the payment engine once, with a receipt folio and its method in the school's history;
// amounts are priced again when the money arrives (a difference goes to review); a refund cancels the payment;
// two tabs pay once; another family's charges are out of reach.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { ChargePaymentDetail, OnlinePayment, OnlinePaymentOptions, Paginated } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { chargePaymentLines, chargePayments, charges, companies, grades, levels, onlinePaymentEvents, onlinePayments, students } from '../../db/schema/index';
import { MODULE_SCHOOL, cancelPayment, collectPayment } from '../payments/index';
import { forEachDatabase } from '../../test-support/databases';
import { createFamily, createStudent } from '../../test-support/school';
import { CHARGES_HELD, CHARGE_NOT_FOUND } from './online-payments.service';
import { createSchoolSetup, onDay, payingFamily, pendingOn, schoolSession, type PayingFamily } from '../../test-support/online-payments';
import type { SchoolSession, SchoolSetup } from '../../test-support/school';

const VISA = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Rosa Pérez' };
const DECLINED = { ...VISA, number: '4000 0000 0000 0002' };
const BEFORE_DUE = '2025-08-05';
const LATE = '2025-08-20';

forEachDatabase((ctx) => {
  describe('online payments (sandbox gateway)', () => {
    let desk: SchoolSession;
    let setup: SchoolSetup;
    let family: PayingFamily;
    let other: PayingFamily;

    const pay = (who: PayingFamily, body: object, day = BEFORE_DUE) => onDay(day, () => who.tutor.send('POST', '/api/portal/online-payments', body));
    const chargeStatus = async (id: number) => onlyRow(await ctx.database.db.select({ status: charges.status }).from(charges).where(eq(charges.id, id))).status;
    /** The first pending charge of each of the family's children (the inscription, due 2025-08-10). */
    const firstCharges = async (who: PayingFamily) => {
      const ids: number[] = [];
      for (const child of who.children) {
        const pending = await pendingOn(desk, child, BEFORE_DUE);
        ids.push(pending.find((c) => !ids.includes(c.id))!.id);
      }
      return ids;
    };
    const nthCharge = async (who: PayingFamily, child: number, n: number) => (await pendingOn(desk, who.children[child]!, BEFORE_DUE))[n]!.id;

    beforeAll(async () => {
      desk = await schoolSession(ctx.app);
      setup = await createSchoolSetup(ctx.database.db, desk.companyId);
      family = await payingFamily(ctx.app, ctx.database.db, desk, setup, 'pagos.familia@familia.mx');
      other = await payingFamily(ctx.app, ctx.database.db, desk, setup, 'otra.familia@familia.mx', 1);
    });

    it('offers card, OXXO and SPEI with the sandbox test cards', async () => {
      const options = (await family.tutor.send('GET', '/api/portal/online-payments/options')).json<OnlinePaymentOptions>();
      expect(options.provider).toBe('sandbox');
      expect(options.methods).toEqual(['card', 'oxxo', 'spei']);
      expect(options.testCards.map((c) => c.number)).toContain('4242424242424242');
    });

    it('a test card pays both children’s charges once: a receipt folio, the card in the school’s payment, the charges paid', async () => {
      const ids = await firstCharges(family);
      const today = (await Promise.all(family.children.map((child) => pendingOn(desk, child, BEFORE_DUE)))).flat().filter((c) => ids.includes(c.id));
      const total = Money.sum(today.map((c) => c.today.total)).toFixed2();
      const response = await pay(family, { chargeIds: ids, method: 'card', card: VISA });
      expect(response.statusCode).toBe(201);
      const paid = response.json<OnlinePayment>();
      expect(paid).toMatchObject({ status: 'paid', amount: total, charged: total, cardLast4: '4242', instructions: null });
      expect(paid.receipt).toMatchObject({ serie: `C${desk.branchOfficeId}` });
      expect(paid.receipt!.folio).toBeGreaterThan(0);
      for (const id of ids) expect(await chargeStatus(id)).toBe('paid');

      const detail = (await desk.send('GET', `/api/school/charges/payments/${paid.receipt!.paymentId}`)).json<ChargePaymentDetail>();
      expect(detail.total).toBe(total);
      expect(detail.methods).toEqual([expect.objectContaining({ methodId: 4, amount: total, reference: expect.stringContaining('tarjeta 4242') })]);
      expect(detail.lines.map((l) => l.chargeId).sort()).toEqual([...ids].sort());
      const history = (await desk.send('GET', '/api/school/charges/payments?limit=50')).json<Paginated<{ id: number; folio: number }>>();
      expect(history.data.find((p) => p.id === paid.receipt!.paymentId)?.folio).toBe(paid.receipt!.folio);
      const events = await ctx.database.db.select().from(onlinePaymentEvents).where(eq(onlinePaymentEvents.onlinePaymentId, paid.id));
      expect(events.map((e) => e.outcome)).toEqual(['paid']);

      // Paying them again: the engine says they are paid; nothing is charged.
      const again = await pay(family, { chargeIds: ids, method: 'card', card: VISA });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('El cargo ya fue pagado');
    });

    it('a declined card leaves the charges pending and free to pay again', async () => {
      const id = await nthCharge(family, 0, 0);
      const declined = (await pay(family, { chargeIds: [id], method: 'card', card: DECLINED })).json<OnlinePayment>();
      expect(declined).toMatchObject({ status: 'failed', failureReason: 'El banco rechazó la tarjeta', receipt: null });
      expect(await chargeStatus(id)).toBe('pending');
      const retried = (await pay(family, { chargeIds: [id], method: 'card', card: { ...VISA, number: '4000056655665556' } })).json<OnlinePayment>();
      expect(retried.status).toBe('paid');
      const detail = (await desk.send('GET', `/api/school/charges/payments/${retried.receipt!.paymentId}`)).json<ChargePaymentDetail>();
      expect(detail.methods[0]?.methodId).toBe(6);
    });

    it('an OXXO reference holds its charges until the school marks it paid; marking twice pays once', async () => {
      const id = await nthCharge(family, 0, 0);
      const reference = (await pay(family, { chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      expect(reference).toMatchObject({ status: 'pending', method: 'oxxo', receipt: null });
      expect(reference.instructions).toMatchObject({ kind: 'oxxo', reference: expect.stringMatching(/^\d{14}$/) });
      expect(await chargeStatus(id)).toBe('pending');

      const held = await pay(family, { chargeIds: [id], method: 'card', card: VISA });
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe(CHARGES_HELD);

      const marked = await onDay(BEFORE_DUE, () => desk.send('POST', `/api/online-payments/${reference.id}/sandbox/paid`));
      expect(marked.statusCode).toBe(200);
      expect(marked.json<OnlinePayment>()).toMatchObject({ status: 'paid', charged: reference.amount });
      const again = await onDay(BEFORE_DUE, () => desk.send('POST', `/api/online-payments/${reference.id}/sandbox/paid`));
      expect(again.json<OnlinePayment>().receipt).toEqual(marked.json<OnlinePayment>().receipt);
      const payments = await ctx.database.db.select().from(chargePayments).where(eq(chargePayments.id, marked.json<OnlinePayment>().receipt!.paymentId));
      expect(payments).toHaveLength(1);
      const detail = (await desk.send('GET', `/api/school/charges/payments/${payments[0]!.id}`)).json<ChargePaymentDetail>();
      expect(detail.methods[0]?.methodId).toBe(1);
    });

    it('money that arrives when the charges cost more (a late surcharge started) goes to review, not to the charges', async () => {
      const id = await nthCharge(family, 1, 0);
      const reference = (await pay(family, { chargeIds: [id], method: 'spei' })).json<OnlinePayment>();
      expect(reference.instructions).toMatchObject({ kind: 'spei', clabe: expect.stringMatching(/^646180\d{12}$/) });
      const marked = (await onDay(LATE, () => desk.send('POST', `/api/online-payments/${reference.id}/sandbox/paid`))).json<OnlinePayment>();
      expect(marked.status).toBe('review');
      const late = (await pendingOn(desk, family.children[1]!, LATE)).find((c) => c.id === id)!;
      expect(late.today.total).not.toBe(reference.amount);
      expect(marked.reviewReason).toBe(`Los cargos cuestan hoy ${late.today.total} y se pagaron ${reference.amount}`);
      expect(marked.receipt).toBeNull();
      expect(await chargeStatus(id)).toBe('pending');
      const inReview = (await desk.send('GET', '/api/online-payments?status=review')).json<Paginated<OnlinePayment>>();
      expect(inReview.data.map((p) => p.id)).toContain(reference.id);
    });

    it('a reference paid after the desk collected the charge goes to review', async () => {
      const id = await nthCharge(family, 1, 0);
      const reference = (await pay(family, { chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      const collected = await onDay(BEFORE_DUE, () => desk.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: id }], methods: [{ methodId: 1, amount: reference.amount }] }));
      expect(collected.statusCode).toBe(201);
      const marked = (await onDay(BEFORE_DUE, () => desk.send('POST', `/api/online-payments/${reference.id}/sandbox/paid`))).json<OnlinePayment>();
      expect(marked).toMatchObject({ status: 'review', reviewReason: 'El cargo ya fue pagado', receipt: null });
    });

    it('a notice applied again after an instance paid the charges and stopped before recording it keeps that payment, once', async () => {
      const id = await nthCharge(family, 1, 0);
      const reference = (await pay(family, { chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      // What the stopped instance left: the school payment made under the online payment's key, the online payment
      // still pending.
      const row = onlyRow(await ctx.database.db.select().from(onlinePayments).where(eq(onlinePayments.id, reference.id)));
      const paidBefore = await onDay(BEFORE_DUE, () =>
        collectPayment(ctx.database, { companyId: row.companyId, userId: row.userId, branchOfficeId: row.branchOfficeId }, { module: MODULE_SCHOOL, lines: [{ chargeId: id }], methods: [{ methodId: 1, amount: reference.amount, reference: 'OXXO' }] }, `online-payment-${reference.id}`),
      );
      expect(await chargeStatus(id)).toBe('paid');

      const marked = (await onDay(BEFORE_DUE, () => desk.send('POST', `/api/online-payments/${reference.id}/sandbox/paid`))).json<OnlinePayment>();
      expect(marked).toMatchObject({ status: 'paid', charged: reference.amount, receipt: { paymentId: paidBefore.body.id, folio: paidBefore.body.folio } });
      const payments = await ctx.database.db.select({ id: chargePaymentLines.paymentId }).from(chargePaymentLines).where(eq(chargePaymentLines.chargeId, id));
      expect(payments).toEqual([{ id: paidBefore.body.id }]);
    });

    it('a refund cancels the payment with its reason and the charge is pending again', async () => {
      const id = await nthCharge(family, 0, 0);
      const paid = (await pay(family, { chargeIds: [id], method: 'card', card: VISA })).json<OnlinePayment>();
      const refunded = await desk.send('POST', `/api/online-payments/${paid.id}/sandbox/refund`, { reason: 'pago duplicado' });
      expect(refunded.statusCode).toBe(200);
      expect(refunded.json<OnlinePayment>()).toMatchObject({ status: 'refunded', failureReason: 'Reembolso: pago duplicado' });
      const payment = onlyRow(await ctx.database.db.select().from(chargePayments).where(eq(chargePayments.id, paid.receipt!.paymentId)));
      expect(payment).toMatchObject({ status: 'cancelled', cancelReason: 'Reembolso: pago duplicado' });
      expect(await chargeStatus(id)).toBe('pending');
      // The refund delivered again changes nothing.
      expect((await desk.send('POST', `/api/online-payments/${paid.id}/sandbox/refund`, { reason: 'pago duplicado' })).json<OnlinePayment>().status).toBe('refunded');
    });

    it('a refund applied again after an instance cancelled the receipt and stopped before recording it is a refund, not a review', async () => {
      const id = await nthCharge(family, 1, 0);
      const paid = (await pay(family, { chargeIds: [id], method: 'card', card: VISA })).json<OnlinePayment>();
      // What the stopped instance left: the receipt cancelled with the refund's reason, the online payment still paid.
      const row = onlyRow(await ctx.database.db.select().from(onlinePayments).where(eq(onlinePayments.id, paid.id)));
      await cancelPayment(ctx.database.db, { companyId: row.companyId, userId: row.userId, branchOfficeId: row.branchOfficeId }, { module: MODULE_SCHOOL, paymentId: paid.receipt!.paymentId, reason: 'Reembolso: cobro repetido' });

      const refunded = (await desk.send('POST', `/api/online-payments/${paid.id}/sandbox/refund`, { reason: 'cobro repetido' })).json<OnlinePayment>();
      expect(refunded).toMatchObject({ status: 'refunded', failureReason: 'Reembolso: cobro repetido' });
      expect(await chargeStatus(id)).toBe('pending');
    });

    it('two tabs paying the same charges pay once', async () => {
      const ids = [await nthCharge(family, 0, 0), await nthCharge(family, 1, 0)];
      const answers = await Promise.all([pay(family, { chargeIds: ids, method: 'card', card: VISA }), pay(family, { chargeIds: [...ids].reverse(), method: 'card', card: VISA })]);
      const paid = answers.filter((a) => a.statusCode === 201 && a.json<OnlinePayment>().status === 'paid');
      expect(paid).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(1);
      const lines = await ctx.database.db.select({ paymentId: charges.paymentId }).from(charges).where(and(eq(charges.id, ids[0]!), eq(charges.status, 'paid')));
      expect(lines).toEqual([{ paymentId: paid[0]!.json<OnlinePayment>().receipt!.paymentId }]);
    });

    it('a family cannot pay or read another family’s or another company’s charges and payments', async () => {
      const theirs = await nthCharge(other, 0, 0);
      const mine = await nthCharge(family, 0, 0);
      const answer = await pay(family, { chargeIds: [mine, theirs], method: 'card', card: VISA });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(CHARGE_NOT_FOUND);
      expect(await chargeStatus(theirs)).toBe('pending');
      expect(await chargeStatus(mine)).toBe('pending');

      // Another company's charge, by id.
      const company = onlyRow(await ctx.database.db.insert(companies).values({ name: 'Escuela Ajena Pagos', rfc: 'EAP010101AAA' }).returning({ id: companies.id }));
      const foreignFamily = await createFamily(ctx.database.db, company.id);
      const foreignStudent = await createStudent(ctx.database.db, company.id, foreignFamily);
      const foreignCharge = onlyRow(
        await ctx.database.db
          .insert(charges)
          .values({ companyId: company.id, branchOfficeId: desk.branchOfficeId, module: 3, studentId: foreignStudent.id, name: 'Colegiatura ajena', satCode: '86121500', unitCode: 'E48', price: '100.00', year: 2025, month: 9, paymentDay: 10, dueDate: '2025-09-10' })
          .returning({ id: charges.id }),
      );
      expect((await pay(family, { chargeIds: [foreignCharge.id], method: 'oxxo' })).statusCode).toBe(404);
      expect(await chargeStatus(foreignCharge.id)).toBe('pending');

      const theirPayment = (await pay(other, { chargeIds: [theirs], method: 'oxxo' })).json<OnlinePayment>();
      expect((await family.tutor.send('GET', `/api/portal/online-payments/${theirPayment.id}`)).statusCode).toBe(404);
      expect((await family.tutor.send('POST', `/api/portal/online-payments/${theirPayment.id}/cancel`)).statusCode).toBe(404);
      expect((await family.tutor.send('GET', '/api/portal/online-payments')).json<OnlinePayment[]>().map((p) => p.id)).not.toContain(theirPayment.id);
      // The desk's routes are not the tutor's.
      expect((await family.tutor.send('POST', `/api/online-payments/${theirPayment.id}/sandbox/paid`)).statusCode).toBe(403);
      expect((await family.tutor.send('GET', '/api/online-payments')).statusCode).toBe(403);
      // The other family gives its reference up: the charge is free again.
      expect((await other.tutor.send('POST', `/api/portal/online-payments/${theirPayment.id}/cancel`)).json<OnlinePayment>().status).toBe('cancelled');
      expect((await pay(other, { chargeIds: [theirs], method: 'card', card: VISA })).json<OnlinePayment>().status).toBe('paid');
    });

    it('an online payment is invoiced like any school payment', async () => {
      const db = ctx.database.db;
      const [grade] = await db.select().from(grades).where(eq(grades.id, setup.gradeId));
      await db.update(levels).set({ satLevel: 'Primaria', rvoe: 'RVOE-2015-001' }).where(eq(levels.id, grade!.levelId));
      await db.update(students).set({ curp: 'LOGA150310MNLPRN09' }).where(eq(students.id, family.children[0]!));
      const paid = (await pay(family, { chargeIds: [await nthCharge(family, 0, 0)], method: 'card', card: VISA })).json<OnlinePayment>();
      const admin = await schoolSession(ctx.app, 'admin@mikro.mx');
      const invoiced = await admin.send('POST', '/api/school/charges/payments/invoice', {
        ids: [paid.receipt!.paymentId],
        receiver: { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' },
      });
      expect(invoiced.statusCode).toBe(201);
      expect(invoiced.json()).toMatchObject({ status: 'timbrada', paymentForm: '04' });
      // An invoiced payment is not cancelled by a refund: it goes to review for the school to cancel the invoice first.
      const refunded = (await desk.send('POST', `/api/online-payments/${paid.id}/sandbox/refund`, { reason: 'pago duplicado' })).json<OnlinePayment>();
      expect(refunded).toMatchObject({ status: 'review', reviewReason: 'Reembolso: pago duplicado; el pago no se pudo cancelar: El pago está facturado: cancele primero su factura' });
    });

    it('names the field of a bad card and of a bad request', async () => {
      const id = await nthCharge(family, 0, 0);
      const bad = await pay(family, { chargeIds: [id], method: 'card', card: { ...VISA, number: '4242 4242 4242 4241', expiry: '01/20' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual([
        { field: 'card.number', message: 'Número de tarjeta no válido' },
        { field: 'card.expiry', message: 'La tarjeta está vencida' },
      ]);
      const noCard = await pay(family, { chargeIds: [id], method: 'card' });
      expect(noCard.statusCode).toBe(400);
      expect(noCard.json().fields).toEqual([{ field: 'card', message: 'Este campo es requerido' }]);
      expect((await pay(family, { chargeIds: [], method: 'oxxo' })).statusCode).toBe(400);
      expect((await pay(family, { chargeIds: [id], method: 'bitcoin' })).statusCode).toBe(400);
      // The sandbox takes no notices from outside: a forged "paid" for it finds no endpoint.
      const notice = await ctx.app.inject({ method: 'POST', url: '/api/online-payments/webhooks/stripe', payload: '{"type":"payment_intent.succeeded"}', headers: { 'content-type': 'application/json' } });
      expect(notice.statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/online-payments/webhooks/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    });
  });
});
