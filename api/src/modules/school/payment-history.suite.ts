// The school payment history screen (/colegio/cobros/historial): the desk finds a payment by folio, student or
// day and reprints its receipt; the route reaches whoever works the fee counter, in new and existing databases.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ChargePayment, ChargePaymentReceipt, MenuItem, Paginated } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { grantAddedRoutes } from '../../db/seed/added-routes';
import { forEachDatabase } from '../../test-support/databases';
import { paidTuitionWithIedu, schoolSession, type SchoolSession } from '../../test-support/school';

const urlsOf = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.children ?? [])]);

forEachDatabase((ctx) => {
  let desk: SchoolSession;
  let receipt: ChargePaymentReceipt;
  beforeAll(async () => {
    desk = await schoolSession(ctx.app);
    receipt = await paidTuitionWithIedu(ctx.database.db, desk);
  });
  const list = async (query: string) => {
    const response = await desk.send('GET', `/api/school/charges/payments?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Paginated<ChargePayment>>();
  };

  describe('the school payment history', () => {
    it('is in the menu of the school staff, who work the fee counter', async () => {
      const menu = urlsOf((await desk.send('GET', '/api/system/auth/menu')).json<MenuItem[]>());
      expect(menu).toEqual(expect.arrayContaining(['/colegio/cobros', '/colegio/cobros/historial']));
    });

    it('finds a payment by folio, by student and by day, paged', async () => {
      const byFolio = await list(`folio=${receipt.folio}&page=1&limit=10`);
      expect(byFolio.data.map((payment) => `${payment.serie}-${payment.folio}`)).toContain(`${receipt.serie}-${receipt.folio}`);
      const studentId = receipt.payer.studentId;
      expect((await list(`studentId=${studentId}&page=1&limit=10`)).data.map((payment) => payment.id)).toEqual([receipt.id]);
      const today = institutionToday();
      expect((await list(`from=${today}&to=${today}&page=1&limit=50`)).data.map((payment) => payment.id)).toContain(receipt.id);
      expect((await list(`from=2000-01-01&to=2000-01-31&page=1&limit=10`)).total).toBe(0);
    });

    it('reprints its receipt as the server PDF', async () => {
      const pdf = await desk.send('GET', `/api/school/charges/payments/${receipt.id}/receipt/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    });

    it('reaches, in a database made before it, the roles that hold the fee counter', async () => {
      const { db } = ctx.database;
      await db.execute(sql`DELETE FROM role_permissions WHERE route_id = 142`);
      await db.transaction((tx) => grantAddedRoutes(tx));
      const held = (await db.execute(sql`SELECT count(*)::int AS n FROM role_permissions WHERE route_id = 142 AND role_id IN (SELECT role_id FROM role_permissions WHERE route_id = 140)`)) as unknown as { rows: { n: number }[] };
      expect(held.rows[0]?.n).toBeGreaterThan(0);
    });
  });
});
