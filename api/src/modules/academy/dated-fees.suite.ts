// Academy lines take the school's dated conditions (the seed's Pronto pago 5 % days 1–5 and $150 surcharge days
// 11–31), and a late enrolment charges from the month chosen, by default the enrolment month, nothing late.
import { afterEach, beforeAll, expect, it, jest } from '@jest/globals';
import { asc, eq, sql } from 'drizzle-orm';
import type { ChargePaymentReceipt, FeeConcessionReport, PaymentQuote } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { charges } from '../../db/schema/index';
import { onlyRow, rowsOf } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { paymentsClock } from '../payments/index';
import { academySession, createActivity, createConcept, createExternal, groupBody, type AcademySession } from '../../test-support/academy';

/** Noon in Mexico City of the given day. */
const at = (day: string) => jest.spyOn(paymentsClock, 'now').mockReturnValue(new Date(`${day}T18:00:00Z`));

forEachDatabase((ctx) => {
  let session: AcademySession;
  let groupId: number;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await academySession(ctx.app);
    const activityId = await createActivity(db(), session);
    const fee = await createConcept(db(), session, { price: '300.00', conceptType: 'OneTime', name: 'Inscripción natación' });
    const monthly = await createConcept(db(), session, { price: '500.00', conceptType: 'Monthly', name: 'Mensualidad natación' });
    const cycle = onlyRow(await rowsOf<{ id: number }>(db(), sql`insert into cycles (company_id, name, start_date, end_date) values (${session.companyId}, 'Ciclo natación', '2025-08-01', '2026-07-31') returning id`));
    const created = await session.send('POST', '/api/academies/groups', groupBody(activityId, { cycleId: cycle.id, concepts: [{ conceptId: fee, dueDay: 5 }, { conceptId: monthly, dueDay: 10 }] }));
    expect(created.statusCode).toBe(201);
    groupId = created.json().id;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const enrolOn = async (day: string, extra: Record<string, unknown> = {}) => {
    const externalId = await createExternal(db(), session);
    at(day);
    const response = await session.send('POST', '/api/academies/inscriptions', { groupId, externalId, inscriptionDate: day, ...extra });
    const written = await db()
      .select({ id: charges.id, name: charges.name, year: charges.year, month: charges.month, dueDate: charges.dueDate })
      .from(charges)
      .where(eq(charges.externalId, externalId))
      .orderBy(asc(charges.year), asc(charges.month), asc(charges.id));
    return { response, written };
  };
  const quoteOn = async (day: string, chargeId: number) => {
    at(day);
    const quote = await session.send('POST', '/api/academies/charges/payments/quote', { lines: [{ chargeId }] });
    expect(quote.statusCode).toBe(200);
    return quote.json<PaymentQuote>().lines[0]!;
  };

  it('charges December’s fee paid on 28/11 its price: no prompt-payment discount, no surcharge', async () => {
    const { written } = await enrolOn('2025-11-28');
    const december = written.find((c) => c.month === 12)!;
    expect(await quoteOn('2025-11-28', december.id)).toMatchObject({ base: '500.00', total: '500.00', adjustments: [] });
  });

  it('applies the surcharge only once a line is late and the discount only within days 1–5, the 5th included', async () => {
    const { written } = await enrolOn('2025-11-28');
    const november = written.find((c) => c.month === 11 && c.name === 'Mensualidad natación')!;
    const december = written.find((c) => c.month === 12)!;
    expect((await quoteOn('2025-11-28', november.id)).total).toBe('500.00');
    expect(await quoteOn('2025-11-29', november.id)).toMatchObject({ total: '650.00', adjustments: [{ name: 'Recargo por pago tardío', amount: '150.00', automatic: true }] });
    // Still late when paid in December, before December's own payment day.
    expect((await quoteOn('2025-12-05', november.id)).total).toBe('650.00');
    expect(await quoteOn('2025-12-05', december.id)).toMatchObject({ total: '475.00', adjustments: [{ name: 'Pronto pago', amount: '-25.00', automatic: true }] });
    expect((await quoteOn('2025-12-06', december.id)).total).toBe('500.00');
    expect((await quoteOn('2025-12-11', december.id)).total).toBe('650.00');
  });

  it('charges from the enrolment month, the enrolment fee due that day, nothing late on day one', async () => {
    const { response, written } = await enrolOn('2025-11-28');
    expect(response.statusCode).toBe(201);
    expect(written.map((c) => [c.name, c.month, c.dueDate]).slice(0, 3)).toEqual([
      ['Inscripción natación', 11, '2025-11-28'],
      ['Mensualidad natación', 11, '2025-11-28'],
      ['Mensualidad natación', 12, '2025-12-10'],
    ]);
    expect(written).toHaveLength(10);
    expect(written.filter((c) => c.dueDate < '2025-11-28')).toEqual([]);
  });

  it('charges earlier months only when chosen, and refuses a start month that is not one, naming the field', async () => {
    const chosen = await enrolOn('2025-11-28', { startMonth: '2025-09' });
    expect(chosen.response.statusCode).toBe(201);
    expect(chosen.written.filter((c) => c.name === 'Mensualidad natación').slice(0, 3).map((c) => [c.month, c.dueDate])).toEqual([
      [9, '2025-11-28'],
      [10, '2025-11-28'],
      [11, '2025-11-28'],
    ]);
    const refused = await enrolOn('2025-11-28', { startMonth: '2026-08' });
    expect({ status: refused.response.statusCode, fields: refused.response.json().fields }).toEqual({
      status: 400,
      fields: [{ field: 'startMonth', message: 'El mes de inicio no puede ser posterior al fin del ciclo (julio 2026)' }],
    });
    expect(refused.written).toEqual([]);
  });

  it('waives a late line’s surcharge for an administrator with a reason, refuses it to the desk, and reports it in this branch office', async () => {
    const { written } = await enrolOn('2025-11-28');
    const november = written.find((c) => c.month === 11 && c.name === 'Mensualidad natación')!;
    at('2025-12-05');
    const line = { chargeId: november.id, concession: { waiveSurcharges: true, reason: 'Error del sistema de avisos' } };
    const refused = await session.send('POST', '/api/academies/charges/payments/quote', { lines: [line] });
    expect(refused.statusCode).toBe(403);

    const admin = await academySession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    const paid = await admin.send('POST', '/api/academies/charges/payments', { lines: [line], methods: [{ methodId: 1, amount: '500.00' }] });
    expect(paid.statusCode).toBe(201);
    expect(paid.json<ChargePaymentReceipt>()).toMatchObject({ total: '500.00', surcharges: '0.00' });
    const day = institutionToday();
    const report = (await admin.send('GET', `/api/academies/charges/payments/concessions?from=${day}&to=${day}`)).json<FeeConcessionReport>();
    expect(report.rows.filter((row) => row.chargeId === november.id).map((row) => [row.kind, row.name, row.amount, row.reason, row.userName])).toEqual([
      ['condonacion', 'Recargo por pago tardío', '150.00', 'Error del sistema de avisos', 'Administrador Mikro'],
    ]);
    const elsewhere = await academySession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
    const other = (await elsewhere.send('GET', `/api/academies/charges/payments/concessions?from=${day}&to=${day}`)).json<FeeConcessionReport>();
    expect(other.rows.filter((row) => row.chargeId === november.id)).toEqual([]);
  });
});
