// The desk's list of online payments: filtered by state, method, the day they started and a text (the family's name
// without minding accents, or the OXXO/SPEI reference), paged, within the branch office the desk works in.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { OnlinePayment, Paginated } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { families } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createSchoolSetup, onDay, payingFamily, pendingOn, schoolSession, type PayingFamily } from '../../test-support/online-payments';
import type { SchoolSession } from '../../test-support/school';

const VISA = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Rosa Pérez' };
const DAY = '2025-08-05';

forEachDatabase((ctx) => {
  describe('the desk’s list of online payments', () => {
    let desk: SchoolSession;
    let peña: PayingFamily;
    let ruiz: PayingFamily;
    let card: OnlinePayment;
    let oxxo: OnlinePayment;
    let spei: OnlinePayment;

    const list = async (query: string) => {
      const response = await desk.send('GET', `/api/online-payments${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<Paginated<OnlinePayment>>();
    };
    const ids = (page: Paginated<OnlinePayment>) => page.data.map((p) => p.id).sort((a, b) => a - b);
    const start = async (who: PayingFamily, child: number, body: object) => {
      const [charge] = await pendingOn(desk, who.children[child]!, DAY);
      const response = await onDay(DAY, () => who.tutor.send('POST', '/api/portal/online-payments', { chargeIds: [charge!.id], ...body }));
      expect(response.statusCode).toBe(201);
      return response.json<OnlinePayment>();
    };

    beforeAll(async () => {
      desk = await schoolSession(ctx.app);
      const setup = await createSchoolSetup(ctx.database.db, desk.companyId);
      peña = await payingFamily(ctx.app, ctx.database.db, desk, setup, 'lista.pena@familia.mx');
      ruiz = await payingFamily(ctx.app, ctx.database.db, desk, setup, 'lista.ruiz@familia.mx', 1);
      await ctx.database.db.update(families).set({ name: 'Familia Peña Núñez' }).where(eq(families.id, peña.familyId));
      await ctx.database.db.update(families).set({ name: 'Familia Ruiz Soto' }).where(eq(families.id, ruiz.familyId));
      card = await start(peña, 0, { method: 'card', card: VISA });
      oxxo = await start(peña, 1, { method: 'oxxo' });
      spei = await start(ruiz, 0, { method: 'spei' });
    });

    it('filters by method and state, and pages', async () => {
      expect(card.status).toBe('paid');
      expect(ids(await list('?method=oxxo&limit=100'))).toContain(oxxo.id);
      expect((await list('?method=oxxo&limit=100')).data.every((p) => p.method === 'oxxo')).toBe(true);
      const pending = await list('?status=pending&limit=100');
      expect(ids(pending)).toEqual(expect.arrayContaining([oxxo.id, spei.id]));
      expect(ids(pending)).not.toContain(card.id);
      const first = await list('?search=pena nunez&limit=1');
      expect(first.total).toBe(2);
      expect(first.pageCount).toBe(2);
      const second = await list('?search=pena nunez&limit=1&page=2');
      expect([...ids(first), ...ids(second)].sort((a, b) => a - b)).toEqual([card.id, oxxo.id]);
    });

    it('finds a family without minding accents, or a payment by its reference', async () => {
      expect(ids(await list('?search=PEÑA&limit=100'))).toEqual([card.id, oxxo.id]);
      expect(ids(await list(`?search=${encodeURIComponent(spei.instructions!.reference)}`))).toEqual([spei.id]);
      expect((await list('?search=Familia que no existe')).total).toBe(0);
    });

    it('filters by the day the payment started, and refuses a period that ends before it starts', async () => {
      // The day it was started on the institution's calendar, and the days either side.
      const started = institutionToday(new Date(spei.createdAt));
      const shift = (days: number) => new Date(Date.parse(`${started}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      expect(ids(await list(`?search=ruiz&from=${started}&to=${started}`))).toEqual([spei.id]);
      expect((await list(`?search=ruiz&from=${shift(1)}`)).total).toBe(0);
      expect((await list(`?search=ruiz&to=${shift(-1)}`)).total).toBe(0);
      const backwards = await desk.send('GET', `/api/online-payments?from=${shift(1)}&to=${started}`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json<{ message: string }>().message).toBe('Periodo no válido');
    });

    it('shows only the payments of the branch office the desk works in', async () => {
      const elsewhere = await schoolSession(ctx.app, 'escolar@mikro.mx', 'Campus Sur');
      const page = (await elsewhere.send('GET', '/api/online-payments?search=pena nunez')).json<Paginated<OnlinePayment>>();
      expect(page.total).toBe(0);
    });
  });
});
