// npm run test:faults — invoicing races between two API instances on one database, each sent at the same moment
// through both: a payment invoiced on one while it is cancelled on the other; an invoice cancelled on one while a
// credit note of it is issued on the other; one invoice cancelled on both; one payment invoiced on both. Then,
// with the PAC unreachable, a payment whose invoice waits for it and an invoice whose credit note waits for it
// are refused cancellation by the other instance.
// Invariants: never a 5xx, exactly one side wins each race, no cancelled payment covered by a pending or stamped
// invoice, no cancelled invoice with a pending or stamped credit note, no payment with two live invoices.
// Prints its figures.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { scratchDatabase, startInstance, waitReady, withClient, type Instance } from './instances';

const serverUrl = process.env.DATABASE_URL;
const PORTS: readonly [number, number] = [Number(process.env.FAULTS_RACES_PORT_A ?? 3344), Number(process.env.FAULTS_RACES_PORT_B ?? 3345)];
const ROUNDS = 8;
const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

interface Answer {
  status: number;
  body: { id?: number; message?: string; status?: string };
}

(serverUrl ? describe : describe.skip)('faults: invoicing races between two instances', () => {
  const database = scratchDatabase(serverUrl ?? '', 'mikro_faults_races_');
  let databaseUrl = '';
  const instances: Instance[] = [];

  beforeAll(async () => {
    databaseUrl = await database.create();
  });

  afterAll(async () => {
    for (const instance of instances) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await database.drop();
  });

  it('lets one side win each race and leaves no live document on a cancelled one', async () => {
    // The first instance migrates and seeds; the second starts on the ready database.
    instances.push(startInstance(PORTS[0], databaseUrl));
    await waitReady(instances[0]!);
    instances.push(startInstance(PORTS[1], databaseUrl));
    await waitReady(instances[1]!);
    const bases = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const login = (await (await fetch(`${bases[0]}/api/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@mikro.mx', password: 'Mikro2026!' }),
    })).json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}`, 'x-branch-office': '1' };
    const statuses = new Map<number, number>();
    const send = async (instance: 0 | 1, method: string, path: string, body?: unknown): Promise<Answer> => {
      const { 'content-type': _json, ...bare } = headers;
      const answer = await fetch(`${bases[instance]}${path}`, { method, headers: body === undefined ? bare : headers, body: body === undefined ? undefined : JSON.stringify(body) });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      return { status: answer.status, body: (await answer.json()) as Answer['body'] };
    };

    // Externals of one academy group, each with one pending charge (academy invoices need no IEDU data).
    const chargeIds = await withClient(databaseUrl, async (client) => {
      const activity = (await client.query(`INSERT INTO academy_activities (company_id, branch_office_id, name) VALUES (1, 1, 'Actividad carreras') RETURNING id`)).rows[0].id as number;
      const group = (await client.query(
        `INSERT INTO academy_groups (company_id, branch_office_id, activity_id, name, capacity, enrolled, place, schedule)
         VALUES (1, 1, $1, 'Grupo carreras', 100, 0, 'Salón 2', 'Mar 16:00–17:00') RETURNING id`,
        [activity],
      )).rows[0].id as number;
      await client.query(`INSERT INTO externals (company_id, name, last_name_father) SELECT 1, 'Externo', 'Carreras ' || g FROM generate_series(1, ${ROUNDS * 4 + 4}) g`);
      await client.query(
        `INSERT INTO academy_inscriptions (company_id, branch_office_id, group_id, external_id, status)
         SELECT 1, 1, $1, id, 'activa' FROM externals WHERE last_name_father LIKE 'Carreras%'`,
        [group],
      );
      const { rows } = await client.query(
        `INSERT INTO charges (company_id, branch_office_id, module, external_id, academy_inscription_id, name, sat_code, unit_code, price, year, month, payment_day, due_date)
         SELECT 1, 1, 2, i.external_id, i.id, 'Mensualidad carreras', '86132000', 'E48', 950, 2026, 1, 10, make_date(2026, 1, 10)
         FROM academy_inscriptions i WHERE i.group_id = $1 RETURNING id`,
        [group],
      );
      return rows.map((row) => row.id as number);
    });
    let next = 0;
    const payment = async (): Promise<number> => {
      const chargeId = chargeIds[next++]!;
      const paid = await send(0, 'POST', '/api/academies/charges/payments', { lines: [{ chargeId }], methods: [{ methodId: 1, amount: '5000.00' }] });
      expect(paid.status).toBe(201);
      return paid.body.id!;
    };
    const invoice = (instance: 0 | 1, paymentId: number) => send(instance, 'POST', '/api/academies/charges/payments/invoice', { ids: [paymentId], receiver: customer });
    const invoiced = async (): Promise<number> => {
      const answer = await invoice(0, await payment());
      expect(answer.status).toBe(201);
      return answer.body.id!;
    };
    const outcomes: Record<string, Map<string, number>> = { 'factura × cancelar pago': new Map(), 'cancelar factura × nota de crédito': new Map(), 'cancelar factura × 2': new Map(), 'facturar × 2': new Map() };
    // Four payments a round and one more for the unreachable PAC.
    const tally = (race: string, answers: Answer[]) => {
      const key = answers.map((a) => a.status).join('/');
      outcomes[race]!.set(key, (outcomes[race]!.get(key) ?? 0) + 1);
      return answers.map((a) => a.status);
    };

    for (let round = 0; round < ROUNDS; round++) {
      const paymentId = await payment();
      const first = tally('factura × cancelar pago', await Promise.all([invoice(0, paymentId), send(1, 'POST', `/api/academies/charges/payments/${paymentId}/cancel`, { reason: 'Carrera' })]));
      expect([[201, 409], [409, 200]]).toContainEqual(first);

      const noted = await invoiced();
      const second = tally(
        'cancelar factura × nota de crédito',
        await Promise.all([send(0, 'POST', `/api/billing/invoices/${noted}/cancel`, { motive: '02' }), send(1, 'POST', '/api/billing/credit-notes', { invoiceId: noted, amount: '100.00', description: 'Bonificación' })]),
      );
      expect([[200, 409], [409, 201]]).toContainEqual(second);

      const twice = await invoiced();
      const third = tally('cancelar factura × 2', await Promise.all([send(0, 'POST', `/api/billing/invoices/${twice}/cancel`, { motive: '02' }), send(1, 'POST', `/api/billing/invoices/${twice}/cancel`, { motive: '03' })]));
      expect([...third].sort()).toEqual([200, 409]);

      const doubled = await payment();
      const fourth = tally('facturar × 2', await Promise.all([invoice(0, doubled), invoice(1, doubled)]));
      expect([...fourth].sort()).toEqual([201, 409]);
    }

    // The PAC unreachable: what is issued stays pending, and a pending document holds down what it covers just as
    // a stamped one, whichever instance is asked.
    const pacDown = async (down: boolean) =>
      expect((await send(0, 'PATCH', '/api/billing/company', down ? { pac: 'sw', pacUrl: 'http://127.0.0.1:1', pacUser: 'u', pacPassword: 'p' } : { pac: 'sandbox' })).status).toBe(200);
    const stamped = await invoiced();
    await pacDown(true);
    const waiting = await payment();
    const pending = await invoice(0, waiting);
    expect(pending).toMatchObject({ status: 201, body: { status: 'pendiente' } });
    const refusedPayment = await send(1, 'POST', `/api/academies/charges/payments/${waiting}/cancel`, { reason: 'Factura por timbrar' });
    const note = await send(0, 'POST', '/api/billing/credit-notes', { invoiceId: stamped, amount: '10.00', description: 'Bonificación' });
    expect(note).toMatchObject({ status: 201, body: { status: 'pendiente' } });
    await pacDown(false);
    const refusedInvoice = await send(1, 'POST', `/api/billing/invoices/${stamped}/cancel`, { motive: '02' });
    expect([refusedPayment.status, refusedInvoice.status]).toEqual([409, 409]);
    for (const id of [pending.body.id, note.body.id]) expect((await send(1, 'POST', `/api/billing/invoices/${id}/stamp`)).body).toMatchObject({ status: 'timbrada' });

    const checks = await withClient(databaseUrl, async (client) => {
      const count = async (text: string) => (await client.query(text)).rows[0].n as number;
      return {
        cancelledPaymentsInvoiced: await count(
          `SELECT count(*)::int AS n FROM charge_payments p JOIN cfdi_invoice_sources s ON s.module = p.module AND s.source_id = p.id
             JOIN cfdi_invoices i ON i.id = s.invoice_id WHERE p.status = 'cancelled' AND i.type = 'I' AND i.status IN ('pendiente', 'timbrada')`,
        ),
        cancelledInvoicesWithNotes: await count(
          `SELECT count(*)::int AS n FROM cfdi_invoices i JOIN cfdi_invoices n ON n.related_invoice_id = i.id
            WHERE i.status = 'cancelada' AND n.status IN ('pendiente', 'timbrada')`,
        ),
        paymentsInvoicedTwice: await count(
          `SELECT count(*)::int AS n FROM (SELECT s.source_id FROM cfdi_invoice_sources s JOIN cfdi_invoices i ON i.id = s.invoice_id
            WHERE s.module = 2 AND i.type = 'I' AND i.status IN ('pendiente', 'timbrada') GROUP BY s.source_id HAVING count(*) > 1) t`,
        ),
      };
    });
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const format = (counts: Map<string | number, number>) => [...counts].map(([s, n]) => `${s}×${n}`).join(', ');
    console.log(
      [
        '',
        'test:faults (invoicing races, two instances)',
        ...Object.entries(outcomes).map(([race, counts]) => `  ${race}: ${format(counts)}`),
        `  answers: ${format(statuses)}; 5xx: ${fiveHundreds}`,
        `  cancelled payments with a live invoice: ${checks.cancelledPaymentsInvoiced}; cancelled invoices with a live credit note: ${checks.cancelledInvoicesWithNotes}; payments with two live invoices: ${checks.paymentsInvoicedTwice}`,
        '',
      ].join('\n'),
    );
    expect(fiveHundreds).toBe(0);
    expect(checks).toEqual({ cancelledPaymentsInvoiced: 0, cancelledInvoicesWithNotes: 0, paymentsInvoicedTwice: 0 });
  });
});
