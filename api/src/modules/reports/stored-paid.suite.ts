// What payments leave on the charges and the store's sales (ADR 0043): a charge's paid amount and a sale's net
// paid are written by the payment, abono, refund and cancellation that change them, equal what their payments
// and lines add up to, and the reports that read them answer exactly what the same reports computed from the
// payments answer (the account statement walked by debtor name included, with nameless and same-name debtors).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ChargePaymentReceipt, ClientCredit, FeeCounterResponse, Paginated, ReportQuery, Sale, SaleDetail } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { onlyRow, rowsOf } from '../../db/rows';
import { clients, externals } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createSchoolSetup, createStudent, createStudents, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';
import { insertCharges, paidAmountDifferences } from '../payments/index';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { runReport } from './engine';
import { income, statement } from './fees.reports';
import { dashboard } from './dashboard';
import { storeIncomeFrom } from './store.reports';

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  const today = institutionToday();

  describe('charges.paid_amount and the account statement', () => {
    let school: SchoolSession;
    let setup: SchoolSetup;
    beforeAll(async () => {
      school = await schoolSession(ctx.app);
      setup = await createSchoolSetup(db(), school.companyId);
    });
    const pending = async (studentId: number) => {
      const response = await school.send('GET', `/api/school/charges/pending?studentId=${studentId}`);
      expect(response).toHaveStatus(200);
      return response.json<FeeCounterResponse>().students.flatMap((s) => s.charges);
    };
    const pay = async (chargeIds: number[]) => {
      const response = await school.send('POST', '/api/school/charges/payments', { lines: chargeIds.map((chargeId) => ({ chargeId })), methods: [{ methodId: 1, amount: '99999.00' }] });
      expect(response).toHaveStatus(201);
      return response.json<ChargePaymentReceipt>();
    };
    const paidAmounts = async (ids: number[]) =>
      rowsOf<{ id: number; status: string; paid: string | null }>(db(), sql`SELECT id, status, paid_amount::text AS paid FROM charges WHERE id IN ${ids} ORDER BY id`);

    it('follows payments and cancellations, and the statement reads from it what it read from the lines', async () => {
      // Two students of the same name (each createStudents call numbers its own from 0), one more.
      const [first] = await createStudents(db(), school.companyId, 1);
      const [namesake] = await createStudents(db(), school.companyId, 1);
      const alone = await createStudent(db(), school.companyId);
      if (!first || !namesake) throw new Error('expected two students');
      for (const id of [first.id, namesake.id, alone.id]) await enrol(school, setup, id);
      const [f1, f2, f3, f4] = await pending(first.id);
      const [n1] = await pending(namesake.id);
      const [a1, a2] = await pending(alone.id);
      if (!f1 || !f2 || !f3 || !f4 || !n1 || !a1 || !a2) throw new Error('expected pending charges');

      // Part of a student's charges in one payment, then another; the lines carry their late surcharges, so what
      // was paid is not the charge's price.
      const firstTwo = await pay([f1.id, f2.id]);
      const single = await pay([f3.id]);
      await pay([n1.id]);
      const other = await pay([a1.id, a2.id]);
      expect(await paidAmountDifferences(db(), school.companyId)).toEqual([]);
      const paidLine = firstTwo.lines.find((l) => l.chargeId === f1.id);
      expect(await paidAmounts([f1.id, f4.id])).toEqual([
        { id: f1.id, status: 'paid', paid: paidLine?.total },
        { id: f4.id, status: 'pending', paid: null },
      ]);

      // A line cancelled and a whole payment cancelled: their charges are pending again, with no paid amount; one
      // of them paid again.
      const line = other.lines.find((l) => l.chargeId === a2.id);
      if (!line) throw new Error('expected the line of a2');
      expect(await school.send('POST', `/api/school/charges/payments/${other.id}/lines/${line.id}/cancel`, { reason: 'Cobro duplicado' })).toHaveStatus(200);
      expect(await school.send('POST', `/api/school/charges/payments/${single.id}/cancel`, { reason: 'Error de cobro' })).toHaveStatus(200);
      expect(await paidAmounts([f3.id, a2.id])).toEqual([
        { id: f3.id, status: 'pending', paid: null },
        { id: a2.id, status: 'pending', paid: null },
      ]);
      await pay([a2.id]);
      expect(await paidAmountDifferences(db(), school.companyId)).toEqual([]);

      // Debtors the walk by name must place as debtorName does: a nameless student (alone, and with a named
      // external on the charge), a nameless external, a charge of neither, and a student named 'Sin nombre'.
      const nameless = await createStudent(db(), school.companyId);
      await db().execute(sql`UPDATE students SET name = ' ', last_name_father = '', last_name_mother = '' WHERE id = ${nameless.id}`);
      const sinNombre = await createStudent(db(), school.companyId);
      await db().execute(sql`UPDATE students SET name = 'Sin', last_name_father = 'nombre', last_name_mother = '' WHERE id = ${sinNombre.id}`);
      const [named, blank] = await db()
        .insert(externals)
        .values([
          { companyId: school.companyId, name: 'Zoe', lastNameFather: 'Externa' },
          { companyId: school.companyId, name: '', lastNameFather: ' ' },
        ])
        .returning({ id: externals.id });
      if (!named || !blank) throw new Error('expected two externals');
      const charge = (studentId: number | null, externalId: number | null, month: number, price: string) => ({
        companyId: school.companyId,
        branchOfficeId: school.branchOfficeId,
        module: 3,
        studentId,
        externalId,
        name: 'Cargo manual',
        satCode: '86121500',
        unitCode: 'E48',
        price,
        year: 2025,
        month,
        paymentDay: 10,
        dueDate: `2025-${String(month).padStart(2, '0')}-10`,
      });
      await insertCharges(db(), [
        charge(nameless.id, null, 9, '10.00'),
        charge(nameless.id, named.id, 10, '20.00'),
        charge(null, blank.id, 11, '30.00'),
        charge(null, null, 12, '40.00'),
        charge(null, null, 9, '50.00'),
        charge(sinNombre.id, null, 10, '60.00'),
        charge(null, named.id, 8, '70.00'),
      ]);
      // A charge of several units (the totals sum a one-unit charge's price as it is, the others' product).
      await db().execute(sql`UPDATE charges SET quantity = 3 WHERE company_id = ${school.companyId} AND price = 70`);
      // A charge paid with no line of its payment (a legacy row) counts its amount, as it did.
      await db().execute(sql`UPDATE charges SET status = 'paid', payment_id = ${firstTwo.id} WHERE company_id = ${school.companyId} AND price = 50`);

      // Income by cashier (grouped by the cashier's id and payer first, then named): what the payments say.
      const scopeOf = { companyId: school.companyId, branchOfficeId: school.branchOfficeId };
      const byCashier = await runReport(db(), income(3, 'colegio-ingresos', ['cajero']), scopeOf, { groupBy: 'cajero', page: 1, limit: 10 } as ReportQuery);
      const direct = await rowsOf(db(), sql`SELECT u.name AS grupo, count(*)::int AS pagos,
          count(DISTINCT coalesce(p.student_id::bigint, -p.external_id::bigint, -2147483648 - p.id::bigint))::int AS alumnos, sum(p.total)::text AS importe
        FROM charge_payments p JOIN users u ON u.id = p.cashier_id
        WHERE p.company_id = ${school.companyId} AND p.branch_office_id = ${school.branchOfficeId} AND p.module = 3 AND p.status <> 'cancelled' GROUP BY 1`);
      expect(byCashier.data).toEqual(direct);

      const queries: Partial<ReportQuery>[] = [
        {},
        { limit: 100 },
        { limit: 3, page: 2 },
        { limit: 4, page: 3 },
        { search: 'alumno 0', limit: 100 },
        { search: 'nombre', limit: 100 },
        { status: 'paid', limit: 100 },
        { status: 'pending', limit: 5, page: 2 },
        { from: '2025-09-01', to: '2025-12-31', limit: 100 },
        { sort: 'vence', order: 'DESC', limit: 100 },
        { sort: 'alumno', order: 'DESC', limit: 100 },
      ];
      const scope = { companyId: school.companyId, branchOfficeId: school.branchOfficeId };
      for (const filters of queries) {
        const query = { page: 1, limit: 10, ...filters } as ReportQuery;
        const stored = await runReport(db(), statement(3), scope, query);
        const fromLines = await runReport(db(), statement(3, true), scope, query);
        expect({ query, data: stored.data, totals: stored.totals, total: stored.total }).toEqual({ query, data: fromLines.data, totals: fromLines.totals, total: fromLines.total });
      }
      // The walk's names, in order, as the statement shows them.
      const names = (await runReport(db(), statement(3), scope, { page: 1, limit: 100 } as ReportQuery)).data.map((row) => row.alumno);
      expect(names.filter((name) => name === 'Sin nombre')).toHaveLength(5);
      expect(names).toContain('Zoe Externa');
      expect([...names]).toEqual([...names].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)));
    });
  });

  describe('store_sales.paid and the store income', () => {
    let cashier: StoreSession;
    let product: number;
    beforeAll(async () => {
      cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
      expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
      product = await createProduct(db(), cashier, { stock: '100', priceWithIVA: '100.00', price: '86.21' });
    });
    const sell = async (body: object) => {
      const response = await cashier.send('POST', '/api/mini-store/sales', body);
      expect(response).toHaveStatus(201);
      return response.json<SaleDetail>();
    };
    const differences = async () =>
      rowsOf(db(), sql`SELECT s.id, s.paid::text AS stored, coalesce(sum(p.amount), 0)::text AS payments
        FROM store_sales s LEFT JOIN store_sale_payments p ON p.sale_id = s.id
        WHERE s.company_id = ${cashier.companyId} GROUP BY s.id HAVING s.paid <> coalesce(sum(p.amount), 0)`);

    it('follows checkouts, abonos, returns and cancellations, and "paid in full" is what the payments say', async () => {
      const cash = await sell({ lines: [{ productId: product, quantity: 2 }], payments: [{ methodId: 1, amount: '200.00' }] });
      await sell({ lines: [{ productId: product, quantity: 1 }], payments: [{ methodId: 4, bankId: 1, amount: '60.00', reference: 'R1' }, { methodId: 1, amount: '40.00' }] });
      const returned = await sell({ lines: [{ productId: product, quantity: 3 }], payments: [{ methodId: 1, amount: '300.00' }] });
      const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '5000.00' }).returning({ id: clients.id }));
      const fiado = await sell({ saleType: 'fiado', clientId: client.id, lines: [{ productId: product, quantity: 4 }], payments: [{ methodId: 1, amount: '150.00' }] });
      const settled = await sell({ saleType: 'fiado', clientId: client.id, lines: [{ productId: product, quantity: 2 }], payments: [{ methodId: 1, amount: '50.00' }] });
      expect(await differences()).toEqual([]);

      // Abonos: one leaves the fiado owing, two settle the other sale.
      const abono = (saleId: number, amount: string) => cashier.send('POST', `/api/mini-store/sales/${saleId}/payments`, { payments: [{ methodId: 1, amount }] });
      expect(await abono(fiado.id, '100.00')).toHaveStatus(201);
      // Two abonos of one sale at once (on PostgreSQL, two connections): each adds its own, in the database.
      const [first, second] = await Promise.all([abono(settled.id, '100.00'), abono(settled.id, '50.00')]);
      expect(first).toHaveStatus(201);
      expect(second).toHaveStatus(201);
      // A return with a refund, one of a sale still owing (nothing refunded), and a whole sale cancelled.
      const lineOf = (sale: SaleDetail) => onlyRow(sale.lines).id;
      expect(await cashier.send('POST', `/api/mini-store/sales/${returned.id}/returns`, { lines: [{ lineId: lineOf(returned), quantity: 1 }], reason: 'Defecto' })).toHaveStatus(200);
      expect(await cashier.send('POST', `/api/mini-store/sales/${fiado.id}/returns`, { lines: [{ lineId: lineOf(fiado), quantity: 1 }], reason: 'Defecto' })).toHaveStatus(200);
      expect(await cashier.send('POST', `/api/mini-store/sales/${cash.id}/returns`, { reason: 'Venta cancelada' })).toHaveStatus(200);
      expect(await differences()).toEqual([]);
      const paid = await rowsOf(db(), sql`SELECT id, paid::text AS paid FROM store_sales WHERE id IN ${[returned.id, fiado.id, settled.id, cash.id]} ORDER BY id`);
      expect(paid).toEqual([
        { id: cash.id, paid: '0.00' },
        { id: returned.id, paid: '200.00' },
        { id: fiado.id, paid: '250.00' },
        { id: settled.id, paid: '200.00' },
      ]);

      // What reads the stored amount where it summed each sale's payments — the sales list's paid and balance
      // (/api/mini-store/sales), a client's credit balance (/sales/credit), the store dashboard's owed card and its debtors' chart — answers
      // what the payments say.
      const bySale = await rowsOf<{ id: number; paid: string }>(
        db(),
        sql`SELECT s.id, coalesce(sum(p.amount), 0)::numeric(14,2)::text AS paid FROM store_sales s LEFT JOIN store_sale_payments p ON p.sale_id = s.id
          WHERE s.company_id = ${cashier.companyId} GROUP BY s.id ORDER BY s.id`,
      );
      expect(bySale.length).toBeGreaterThanOrEqual(5);
      const history = await cashier.send('GET', '/api/mini-store/sales?limit=100');
      expect(history).toHaveStatus(200);
      const listed = new Map(history.json<Paginated<Sale>>().data.map((sale) => [sale.id, sale.paid]));
      expect(bySale.map((r) => ({ id: r.id, paid: listed.get(r.id) }))).toEqual(bySale);
      const owedByClient = await rowsOf<{ clientId: number; balance: string }>(
        db(),
        sql`SELECT s.client_id AS "clientId", sum(greatest(s.total - s.returned_total - coalesce(p.paid, 0), 0))::numeric(18,2)::text AS balance
          FROM store_sales s LEFT JOIN (SELECT sale_id, sum(amount) AS paid FROM store_sale_payments GROUP BY sale_id) p ON p.sale_id = s.id
          WHERE s.company_id = ${cashier.companyId} AND s.branch_office_id = ${cashier.branchOfficeId} AND s.sale_type <> 'regular' AND s.status <> 'cancelada'
          GROUP BY s.client_id`,
      );
      // The fiado still owes 400 − 100 returned − 250 paid; the settled one nothing.
      expect(owedByClient).toEqual([{ clientId: client.id, balance: '50.00' }]);
      const credit = await cashier.send('GET', `/api/mini-store/sales/credit?clientId=${client.id}`);
      expect(credit).toHaveStatus(200);
      expect(credit.json<ClientCredit>()).toMatchObject({ balance: '50.00', available: '4950.00' });
      const board = await dashboard(db(), { companyId: cashier.companyId, branchOfficeId: cashier.branchOfficeId }, 2);
      expect(board.cards.find((c) => c.key === 'owed')?.value).toBe('50.00');
      expect(board.debtsByGroup).toEqual([{ label: 'Rosa Treviño', value: '50.00' }]);

      const scope = { companyId: cashier.companyId, branchOfficeId: cashier.branchOfficeId };
      for (const groupBy of ['dia', 'cajero', 'metodo']) {
        for (const filters of [{}, { from: today, to: today }, { methodId: 1 }, { cashierId: cashier.userId }] as Partial<ReportQuery>[]) {
          const query = { groupBy, page: 1, limit: 100, ...filters } as ReportQuery;
          const stored = await runReport(db(), storeIncomeFrom(false), scope, query);
          const fromPayments = await runReport(db(), storeIncomeFrom(true), scope, query);
          expect({ query, data: stored.data, totals: stored.totals }).toEqual({ query, data: fromPayments.data, totals: fromPayments.totals });
        }
      }
      // Today: four sales besides the cancelled one, three paid in full (by card, the one partly returned and
      // refunded, the settled fiado); the other fiado still owes.
      const byDay = await runReport(db(), storeIncomeFrom(false), scope, { groupBy: 'dia', from: today, to: today, page: 1, limit: 10 } as ReportQuery);
      expect(byDay.data[0]).toMatchObject({ grupo: today, operaciones: 4, pagadas: 3 });
    });
  });
});
