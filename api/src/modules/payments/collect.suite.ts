// The payment engine's transaction (ADR 0013): the receipt is the payment as stored and priced as the counter
// quotes it, one payment per charge and per Idempotency-Key under concurrency, and nothing written (no folio
// taken) when the writing or the folio statement fails.
import { beforeAll, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { ChargePaymentReceipt, FeeCounterResponse } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { families } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { academySession, createActivity, createConcept, createExternal, groupBody, type AcademySession } from '../../test-support/academy';
import { onDay } from '../../test-support/school';
import { rowsOf } from '../../db/rows';

forEachDatabase((ctx) => {
  let session: AcademySession;
  let groupId: number;
  const db = () => ctx.database.db;
  const pay = (body: object, headers?: Record<string, string>) => session.send('POST', '/api/academies/charges/payments', body, headers);

  beforeAll(async () => {
    session = await academySession(ctx.app);
    const activityId = await createActivity(db(), session);
    const monthly = await createConcept(db(), session, { price: '800.00', conceptType: 'Monthly' });
    const created = await session.send('POST', '/api/academies/groups', groupBody(activityId, { capacity: 30, concepts: [{ conceptId: monthly, dueDay: 10 }] }));
    expect(created.statusCode).toBe(201);
    groupId = created.json<{ id: number }>().id;
  });

  /** The pending academy charges of a new external enrolled in the test group on 2026-03-15 (written that day: March is late since). */
  const pendingCharges = async () => {
    const externalId = await createExternal(db(), session);
    const enrolled = await onDay('2026-03-15', () => session.send('POST', '/api/academies/inscriptions', { groupId, externalId, inscriptionDate: '2026-03-15' }));
    expect(enrolled.statusCode).toBe(201);
    return rowsOf<{ id: number }>(db(), sql`select id from charges where external_id = ${externalId} and status = 'pending' order by id`);
  };
  const quoted = async (chargeId: number) => (await session.send('POST', '/api/academies/charges/payments/quote', { lines: [{ chargeId }] })).json<{ total: string }>().total;
  const paymentsOf = async (chargeId: number) =>
    onlyRow(await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from charge_payment_lines where charge_id = ${chargeId}`)).n;
  const counter = async (serie: string) =>
    (await rowsOf<{ next: number }>(db(), sql`select next from store_folio_counters where company_id = ${session.companyId} and serie = ${serie}`))[0]?.next ?? 1;

  it('a family paid at the school counter: the receipt is priced as the counter quotes (automatic charges, scholarship) and is the payment as stored', async () => {
    const family = onlyRow(await db().select({ id: families.id, name: families.name }).from(families).where(eq(families.name, 'Familia Martínez Rivera')));
    const counterAnswer = (await session.send('GET', `/api/school/charges/pending?familyId=${family.id}`)).json<FeeCounterResponse>();
    const firsts = counterAnswer.students.map((student) => student.charges[0]!);
    expect(firsts).toHaveLength(3);
    const total = firsts.reduce((sum, charge) => sum + Math.round(Number(charge.today.total) * 100), 0);
    const body = {
      lines: firsts.map((charge) => ({ chargeId: charge.id })),
      methods: [{ methodId: 3, bankId: 2, amount: '100.00', reference: 'SPEI 7' }, { methodId: 1, amount: ((total + 40_000) / 100).toFixed(2) }],
      notes: " pago d'O'Brien \\ familiar ",
    };
    const key = { 'idempotency-key': `familia-${family.id}` };
    const paid = await session.send('POST', '/api/school/charges/payments', body, key);
    expect(paid.statusCode).toBe(201);
    const receipt = paid.json<ChargePaymentReceipt>();
    expect(receipt).toMatchObject({ payer: { familyId: family.id, studentId: null, name: family.name }, notes: "pago d'O'Brien \\ familiar", change: '500.00', status: 'paid' });
    // Priced by the opening statement's reads exactly as the fee counter priced them by queries.
    expect(receipt.lines.map((line) => ({ chargeId: line.chargeId, price: line.price, adjustments: line.adjustments, subtotal: line.subtotal, tax: line.tax, total: line.total }))).toEqual(
      firsts.map((charge) => ({ chargeId: charge.id, price: charge.today.price, adjustments: charge.today.adjustments, subtotal: charge.today.subtotal, tax: charge.today.tax, total: charge.today.total })),
    );
    expect(receipt.lines.flatMap((line) => line.adjustments.map((a) => a.name))).toContain('Beca hermanos 10 %');
    // The answer is the payment as stored, and a retry with the key answers it again.
    expect((await session.send('GET', `/api/school/charges/payments/${receipt.id}/receipt`)).json()).toEqual(receipt);
    const retry = await session.send('POST', '/api/school/charges/payments', body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(receipt);
  });

  it('the same academy charge paid by eight requests at once, and one key sent twice at once: one payment each', async () => {
    const [charge, other] = await pendingCharges();
    if (!charge || !other) throw new Error('expected two pending charges');
    const cash = [{ methodId: 1, amount: '1000.00' }];
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => pay({ lines: [{ chargeId: charge.id }], methods: cash }, { 'idempotency-key': `ocho-${charge.id}-${i}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await paymentsOf(charge.id)).toBe(1);

    const key = { 'idempotency-key': `doble-${other.id}` };
    const twice = await Promise.all([pay({ lines: [{ chargeId: other.id }], methods: cash }, key), pay({ lines: [{ chargeId: other.id }], methods: cash }, key)]);
    expect(twice.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(twice[1]!.json()).toEqual(twice[0]!.json());
    expect(await paymentsOf(other.id)).toBe(1);
  });

  it('academy folios stay gap-free under concurrent payments', async () => {
    const charges = [...(await pendingCharges()), ...(await pendingCharges()), ...(await pendingCharges())];
    const serie = `A${session.branchOfficeId}`;
    const before = await counter(serie);
    const answers = await Promise.all(charges.map((c) => pay({ lines: [{ chargeId: c.id }], methods: [{ methodId: 1, amount: '1000.00' }] })));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const folios = answers.map((a) => a.json<ChargePaymentReceipt>().folio).sort((x, y) => x - y);
    expect(folios).toEqual(charges.map((_, i) => before + i));
    expect(await counter(serie)).toBe(before + charges.length);
  });

  it('a failing writing or folio statement leaves nothing: charge pending, no folio taken, key free for the retry', async () => {
    const [charge] = await pendingCharges();
    if (!charge) throw new Error('expected a pending charge');
    const serie = `A${session.branchOfficeId}`;
    const before = await counter(serie);
    const total = await quoted(charge.id);
    const key = { 'idempotency-key': `falla-${charge.id}` };
    const body = (reference: string, notes = '') => ({ lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: total, reference }], notes });
    // Refused by the writing statement (a method), then by the folio statement after it took the counter (the folio set).
    await db().execute(sql.raw(`CREATE FUNCTION refuse_test_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'charge_payment_methods' AND NEW.reference = 'falla' THEN RAISE EXCEPTION 'método rechazado por la prueba'; END IF;
        IF TG_TABLE_NAME = 'charge_payments' AND NEW.notes = 'falla' AND NEW.folio > 0 THEN RAISE EXCEPTION 'folio rechazado por la prueba'; END IF;
        RETURN NEW;
      END $$`));
    await db().execute(sql.raw('CREATE TRIGGER refuse_test_payment BEFORE INSERT ON charge_payment_methods FOR EACH ROW EXECUTE FUNCTION refuse_test_payment()'));
    await db().execute(sql.raw('CREATE TRIGGER refuse_test_payment BEFORE UPDATE ON charge_payments FOR EACH ROW EXECUTE FUNCTION refuse_test_payment()'));
    try {
      expect((await pay(body('falla'), key)).statusCode).toBe(500);
      expect((await pay(body('bien', 'falla'), key)).statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER refuse_test_payment ON charge_payment_methods'));
      await db().execute(sql.raw('DROP TRIGGER refuse_test_payment ON charge_payments'));
      await db().execute(sql.raw('DROP FUNCTION refuse_test_payment()'));
    }
    expect(onlyRow(await rowsOf<{ status: string; payment_id: number | null }>(db(), sql`select status, payment_id from charges where id = ${charge.id}`))).toEqual({ status: 'pending', payment_id: null });
    expect(await paymentsOf(charge.id)).toBe(0);
    expect(await counter(serie)).toBe(before);
    expect(await rowsOf(db(), sql`select key from idempotency_keys where key = ${key['idempotency-key']}`)).toEqual([]);
    const paid = await pay(body('bien'), key);
    expect(paid.statusCode).toBe(201);
    expect(paid.json<ChargePaymentReceipt>().folio).toBe(before);
  });
  it('a key sent again with other charges or other methods is refused (422) and pays nothing; the same body answers its receipt', async () => {
    const [first, second] = await pendingCharges();
    if (!first || !second) throw new Error('expected two pending charges');
    const key = { 'idempotency-key': `otra-${first.id}` };
    const cash = [{ methodId: 1, amount: '1000.00' }];
    const paid = await pay({ lines: [{ chargeId: first.id }], methods: cash }, key);
    expect(paid.statusCode).toBe(201);
    for (const other of [
      { lines: [{ chargeId: second.id }], methods: cash },
      { lines: [{ chargeId: first.id }, { chargeId: second.id }], methods: [{ methodId: 1, amount: '2000.00' }] },
      { lines: [{ chargeId: first.id }], methods: [{ methodId: 1, amount: '900.00' }] },
      { lines: [{ chargeId: first.id }], methods: [{ methodId: 3, bankId: 2, amount: '1000.00' }] },
    ]) {
      const refused = await pay(other, key);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ fields: [{ field: 'idempotency-key' }] });
    }
    expect(onlyRow(await rowsOf<{ status: string }>(db(), sql`select status from charges where id = ${second.id}`)).status).toBe('pending');
    expect(await paymentsOf(second.id)).toBe(0);
    const again = await pay({ lines: [{ chargeId: first.id }], methods: cash }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(paid.json());
  });

  it('a negative or three-decimal method amount is refused by the request schema, naming the method', async () => {
    const [charge] = await pendingCharges();
    if (!charge) throw new Error('expected a pending charge');
    for (const amount of ['-5.00', '-0.01', '5.001']) {
      const refused = await pay({ lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: '2000.00' }, { methodId: 1, amount }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Los datos enviados no son válidos', fields: [{ field: 'methods.1.amount' }] });
    }
    expect(await paymentsOf(charge.id)).toBe(0);
  });

  it('an extra charge the catalogue holds with a negative quantity or a division by zero is refused by name, never a 500: 400 on the line that asks for it, 409 while it applies automatically', async () => {
    const [charge] = await pendingCharges();
    if (!charge) throw new Error('expected a pending charge');
    const typeOf = async (kind: number) =>
      onlyRow(await rowsOf<{ id: number }>(db(), sql`select id from extra_charge_types where company_id = ${session.companyId} and kind = ${kind} order by id limit 1`)).id;
    const insertExtra = async (name: string, quantity: string, operation: string, applicationForm: number, kind: number) =>
      onlyRow(
        await rowsOf<{ id: number }>(
          db(),
          sql`insert into extra_charges (company_id, name, quantity, type_application, operation, application_form, extra_charges_type_id)
              values (${session.companyId}, ${name}, ${quantity}, 2, ${operation}, ${applicationForm}, ${await typeOf(kind)}) returning id`,
        ),
      ).id;
    const body = (manualChargeIds: number[] = []) => ({ lines: [{ chargeId: charge.id, manualChargeIds }], methods: [{ methodId: 1, amount: '5000.00' }] });

    const divides = await insertExtra('Divide entre cero', '0', 'division', 1, 1);
    const negative = await insertExtra('Descuento negativo', '-50', 'subtraction', 1, 1);
    for (const id of [divides, negative]) {
      for (const answer of [await session.send('POST', '/api/academies/charges/payments/quote', { lines: [{ chargeId: charge.id, manualChargeIds: [id] }] }), await pay(body([id]))]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ fields: [{ field: 'lines.0.manualChargeIds', message: expect.stringMatching(id === divides ? /divide entre cero/ : /cantidad es negativa/) }] });
      }
    }

    const automatic = await insertExtra('Recargo mal capturado', '-10', 'sum', 2, 2);
    try {
      const quote = await session.send('POST', '/api/academies/charges/payments/quote', { lines: [{ chargeId: charge.id }] });
      expect(quote.statusCode).toBe(409);
      expect(quote.json()).toMatchObject({ message: expect.stringContaining('«Recargo mal capturado»'), fields: [{ field: `extraCharges.${automatic}.quantity` }] });
      expect((await pay(body())).statusCode).toBe(409);
      const family = onlyRow(await db().select({ id: families.id }).from(families).where(eq(families.name, 'Familia Martínez Rivera')));
      expect((await session.send('GET', `/api/school/charges/pending?familyId=${family.id}`)).statusCode).toBe(409);
    } finally {
      await db().execute(sql`update extra_charges set is_active = false where id in (${divides}, ${negative}, ${automatic})`);
    }
    expect(onlyRow(await rowsOf<{ status: string }>(db(), sql`select status from charges where id = ${charge.id}`)).status).toBe('pending');
    expect(await paymentsOf(charge.id)).toBe(0);
    expect((await pay(body())).statusCode).toBe(201);
  });
});
