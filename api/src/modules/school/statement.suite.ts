// A student's account statement adds up — charged − paid = pending, a late surcharge paid being charged too —
// and its movements fall on the institution's day (a payment at 23:30 in Mexico City is not the next day).
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { AccountStatement, ChargePaymentReceipt, FeeCounterResponse } from '@mikro/contracts';
import { Money } from '@mikro/domain';
import { chargePayments } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { paymentsClock } from '../payments/index';
import { createSchoolSetup, createStudent, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';

forEachDatabase((ctx) => {
  let session: SchoolSession;
  let setup: SchoolSetup;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await schoolSession(ctx.app);
    setup = await createSchoolSetup(db(), session.companyId);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('the account statement', () => {
    it('charges the surcharge a payment applied, so that charged − paid = pending, and dates a payment at 23:30 on its local day', async () => {
      const student = await createStudent(db(), session.companyId);
      await enrol(session, setup, student.id);
      // Noon of 15 September in Mexico City: September (due day 10) is late and takes the seed's $150 surcharge.
      jest.spyOn(paymentsClock, 'now').mockReturnValue(new Date('2025-09-15T18:00:00Z'));
      const [counter] = (await session.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<FeeCounterResponse>().students;
      const september = counter!.charges.find((c) => c.month === 9)!;
      expect(september.today).toMatchObject({ base: '2000.00', total: '2150.00' });
      const paid = await session.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: september.id }], methods: [{ methodId: 1, amount: '2150.00' }] });
      expect(paid.statusCode).toBe(201);
      const receipt = paid.json<ChargePaymentReceipt>();
      // Paid at 23:30 of 25 September in Mexico City (05:30 of the 26th in UTC).
      await db().update(chargePayments).set({ createdAt: new Date('2025-09-26T05:30:00Z') }).where(eq(chargePayments.id, receipt.id));

      const statement = (await session.send('GET', `/api/school/students/${student.id}/statement`)).json<AccountStatement>();
      expect(statement.totals).toMatchObject({ charged: '23150.00', paid: '2150.00', pending: '21000.00' });
      expect(Money.of(statement.totals.charged).minus(statement.totals.paid).toFixed2()).toBe(statement.totals.pending);
      expect(statement.movements.at(-1)!.balance).toBe(statement.totals.pending);
      const ofPayment = statement.movements.filter((m) => m.paymentId === receipt.id).map((m) => [m.kind, m.description.startsWith('Ajustes de'), m.charge, m.payment, m.date]);
      expect(ofPayment).toEqual([
        ['cargo', true, '150.00', '0.00', '2025-09-25'],
        ['pago', false, '0.00', '2150.00', '2025-09-25'],
      ]);
    });
  });
});
