import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { ClientCredit, SaleDetail, SaleTicket } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { clients, storeSales } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';
import { FORMAT_MESSAGES } from '../../../plugins/errors';

const INVALID_DAY = FORMAT_MESSAGES.date;

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let admin: StoreSession;
  let clientId: number;
  let productId: number;
  const db = () => ctx.database.db;
  /** The fields a refused request named (it must be a 400). */
  const refusedFields = async (answer: Promise<LightMyRequestResponse>) => {
    const response = await answer;
    expect(response.statusCode).toBe(400);
    return response.json<{ fields?: { field: string; message: string }[] }>().fields;
  };

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    for (const session of [cashier, admin]) expect((await session.send('POST', '/api/mini-store/cash-register', { openingAmount: '0' })).statusCode).toBe(201);
    const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Lucía', last_name_father: 'Cantú', creditLimit: '1500' }).returning({ id: clients.id }));
    clientId = client.id;
    productId = await createProduct(db(), cashier, { stock: '100', priceWithIVA: '290.00', price: '250.00' });
  });

  describe('credit limit', () => {
    it('refuses a fiado sale beyond the limit with 409 stating the balance and the limit, and writes nothing', async () => {
      const before = (await db().select().from(storeSales).where(eq(storeSales.clientId, clientId))).length;
      const refused = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 6 }], payments: [], saleType: 'fiado', clientId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('El cliente excede su límite de crédito: debe $0.00, su límite es $1,500.00 y con esta venta debería $1,740.00');
      expect((await db().select().from(storeSales).where(eq(storeSales.clientId, clientId))).length).toBe(before);

      // Within the limit it sells; the balance counts against the next sale.
      const first = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 4 }], payments: [], saleType: 'fiado', clientId });
      expect(first.statusCode).toBe(201);
      const credit = (await cashier.send('GET', `/api/mini-store/sales/credit?clientId=${clientId}`)).json<ClientCredit>();
      expect(credit).toEqual({ clientId, limit: '1500.00', balance: '1160.00', available: '340.00' });
      const second = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 2 }], payments: [{ methodId: 1, amount: '200' }], saleType: 'fiado', clientId });
      expect(second.statusCode).toBe(409);
      // Paying enough now keeps the unpaid part within the limit.
      const paidDown = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 2 }], payments: [{ methodId: 1, amount: '240' }], saleType: 'fiado', clientId });
      expect(paidDown.statusCode).toBe(201);
      expect((await cashier.send('GET', '/api/mini-store/sales/credit')).statusCode).toBe(400);
    });

    it('lets only an administrator sell beyond the limit, with a reason kept on the sale', async () => {
      const body = { lines: [{ productId, quantity: 1 }], payments: [], saleType: 'fiado', clientId, creditOverride: { reason: 'Cliente con pago de nómina el viernes' } };
      expect((await cashier.send('POST', '/api/mini-store/sales', body)).statusCode).toBe(403);
      expect((await admin.send('POST', '/api/mini-store/sales', { ...body, creditOverride: { reason: ' ' } })).statusCode).toBe(400);
      expect(await refusedFields(admin.send('POST', '/api/mini-store/sales', { ...body, creditOverride: { reason: 'x'.repeat(301) } }))).toEqual([
        { field: 'creditOverride.reason', message: 'Máximo 300 caracteres' },
      ]);
      const allowed = await admin.send('POST', '/api/mini-store/sales', body);
      expect(allowed.statusCode).toBe(201);
      expect(allowed.json<SaleDetail>().notes).toContain('Crédito autorizado por encima del límite (1500.00): Cliente con pago de nómina el viernes');
    });
  });

  describe('deferred payments', () => {
    it('needs an instalment plan, splits what is left unpaid and shows it on the ticket and the sale', async () => {
      await db().update(clients).set({ creditLimit: '100000' }).where(eq(clients.id, clientId));
      const base = { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '90' }], saleType: 'deferred', clientId };
      const missing = await cashier.send('POST', '/api/mini-store/sales', base);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual([{ field: 'instalments', message: 'Este campo es requerido' }]);
      expect((await cashier.send('POST', '/api/mini-store/sales', { ...base, instalments: { count: 0, firstDueDate: '2026-01-31', frequency: 'mensual' } })).statusCode).toBe(400);
      expect((await cashier.send('POST', '/api/mini-store/sales', { ...base, saleType: 'fiado', instalments: { count: 2, firstDueDate: '2026-01-31', frequency: 'mensual' } })).statusCode).toBe(400);
      expect(await refusedFields(cashier.send('POST', '/api/mini-store/sales', { ...base, instalments: { count: 2, firstDueDate: '2026-02-30', frequency: 'mensual' } }))).toEqual([
        { field: 'instalments.firstDueDate', message: INVALID_DAY },
      ]);

      const created = await cashier.send('POST', '/api/mini-store/sales', { ...base, instalments: { count: 3, firstDueDate: '2026-01-31', frequency: 'mensual' } });
      expect(created.statusCode).toBe(201);
      const sale = created.json<SaleDetail>();
      const plan = [
        { number: 1, dueDate: '2026-01-31', amount: '66.66' },
        { number: 2, dueDate: '2026-02-28', amount: '66.66' },
        { number: 3, dueDate: '2026-03-31', amount: '66.68' },
      ];
      expect(sale).toMatchObject({ status: 'pendiente', balance: '200.00', instalments: plan });
      expect((await cashier.send('GET', `/api/mini-store/sales/${sale.id}`)).json<SaleDetail>().instalments).toEqual(plan);
      expect((await cashier.send('GET', `/api/mini-store/sales/${sale.id}/ticket`)).json<SaleTicket>().instalments).toEqual(plan);
      const history = (await admin.send('GET', `/api/mini-store/sales?clientId=${clientId}&limit=100`)).json<{ data: SaleDetail[] }>();
      expect(history.data.find((s) => s.id === sale.id)!.instalments).toEqual(plan);
      // The history finds the sale by its folio as printed.
      const byFolio = (await admin.send('GET', `/api/mini-store/sales?folio=${sale.folio}&serie=${sale.serie}`)).json<{ data: SaleDetail[] }>();
      expect(byFolio.data.map((s) => s.id)).toEqual([sale.id]);
      expect((await admin.send('GET', `/api/mini-store/sales?folio=${sale.folio}&serie=X9`)).json<{ data: SaleDetail[] }>().data).toEqual([]);
      // Dates of the history's filters are real calendar days.
      expect(await refusedFields(admin.send('GET', '/api/mini-store/sales?from=2026-02-30'))).toEqual([{ field: 'from', message: INVALID_DAY }]);
      expect(await refusedFields(admin.send('GET', '/api/mini-store/sales?to=ayer'))).toEqual([{ field: 'to', message: INVALID_DAY }]);
    });
  });

  describe('Idempotency-Key', () => {
    it('refuses an Idempotency-Key longer than 100 characters, naming the header, and sells nothing', async () => {
      const before = (await db().select().from(storeSales).where(eq(storeSales.clientId, clientId))).length;
      const body = { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '290' }], clientId };
      const answer = cashier.send('POST', '/api/mini-store/sales', body, { 'idempotency-key': 'k'.repeat(101) });
      expect(await refusedFields(answer)).toEqual([{ field: 'idempotency-key', message: 'Máximo 100 caracteres' }]);
      expect((await db().select().from(storeSales).where(eq(storeSales.clientId, clientId))).length).toBe(before);
      expect((await cashier.send('POST', '/api/mini-store/sales', body, { 'idempotency-key': 'k'.repeat(100) })).statusCode).toBe(201);
    });
  });
});
