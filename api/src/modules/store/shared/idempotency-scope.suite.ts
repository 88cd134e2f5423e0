// An Idempotency-Key replays its first answer only to the very same request: the same body, notes included,
// sent in the same branch office. A sale or a school payment whose key comes back with other notes or from
// another branch office is refused (422), not answered with the first one's result.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { forEachDatabase } from '../../../test-support/databases';
import { createSchoolSetup, createStudent, enrol, schoolSession } from '../../../test-support/school';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  describe('a store sale', () => {
    let matriz: StoreSession;
    let norte: StoreSession;
    beforeAll(async () => {
      matriz = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
      norte = await storeSession(ctx.app, 'cajero@mikro.mx', 'Sucursal Norte');
      for (const session of [matriz, norte]) expect((await session.send('POST', '/api/mini-store/cash-register', { openingAmount: '100.00' })).statusCode).toBe(201);
    });

    it('replays only the same sale from the same branch office', async () => {
      const productId = await createProduct(ctx.database.db, matriz, { priceWithIVA: '58.00', price: '50.00' });
      const sale = { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '58.00' }], notes: 'Entregar en recepción' };
      const key = { 'idempotency-key': `venta-${productId}` };
      const first = await matriz.send('POST', '/api/mini-store/sales', sale, key);
      expect(first.statusCode).toBe(201);
      const retry = await matriz.send('POST', '/api/mini-store/sales', sale, key);
      expect({ status: retry.statusCode, id: retry.json().id }).toEqual({ status: 201, id: first.json().id });
      for (const [label, session, body] of [
        ['other notes', matriz, { ...sale, notes: 'Otra nota' }],
        ['another branch office', norte, sale],
      ] as const) {
        const answer = await session.send('POST', '/api/mini-store/sales', body, key);
        expect({ label, status: answer.statusCode, field: answer.json().fields?.[0]?.field }).toEqual({ label, status: 422, field: 'idempotency-key' });
      }
    });
  });

  describe('a school payment', () => {
    it('replays only the same payment with the same notes from the same branch office', async () => {
      const matriz = await schoolSession(ctx.app, 'escolar@mikro.mx', 'Matriz Centro');
      const sur = await schoolSession(ctx.app, 'escolar@mikro.mx', 'Campus Sur');
      const setup = await createSchoolSetup(ctx.database.db, matriz.companyId);
      const student = await createStudent(ctx.database.db, matriz.companyId);
      await enrol(matriz, setup, student.id);
      const pending = (await matriz.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<{ students: { charges: { id: number; today: { total: string } }[] }[] }>();
      const charge = pending.students[0]!.charges[0]!;
      const payment = { lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: charge.today.total }], notes: 'Pagó la abuela' };
      const key = { 'idempotency-key': `colegio-${charge.id}` };
      const first = await matriz.send('POST', '/api/school/charges/payments', payment, key);
      expect(first.statusCode).toBe(201);
      const retry = await matriz.send('POST', '/api/school/charges/payments', payment, key);
      expect({ status: retry.statusCode, folio: retry.json().folio }).toEqual({ status: 201, folio: first.json().folio });
      for (const [label, session, body] of [
        ['other notes', matriz, { ...payment, notes: 'Pagó el tío' }],
        ['another branch office', sur, payment],
      ] as const) {
        const answer = await session.send('POST', '/api/school/charges/payments', body, key);
        expect({ label, status: answer.statusCode, field: answer.json().fields?.[0]?.field }).toEqual({ label, status: 422, field: 'idempotency-key' });
      }
    });
  });
});
