// The extra-charges catalogue refuses a charge no price could be made with, on every kind of write.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { forEachDatabase } from '../../test-support/databases';
import { storeSession, type StoreSession } from '../../test-support/store';

interface FieldsAnswer {
  fields?: { field: string; message: string }[];
}

forEachDatabase((ctx) => {
  let admin: StoreSession;
  let typeId: number;
  beforeAll(async () => {
    admin = await storeSession(ctx.app, 'admin@mikro.mx');
    typeId = (await admin.send('GET', '/api/system/extra-charges-types')).json<{ id: number }[]>()[0]!.id;
  });
  const charge = (extra: object) => ({ name: `Cargo ${Math.random().toString(36).slice(2, 8)}`, quantity: '10', typeApplication: 1, operation: 'sum', extraChargesTypeId: typeId, ...extra });
  const quantityReason = (body: string) => (JSON.parse(body) as FieldsAnswer).fields?.find((f) => f.field === 'quantity')?.message;

  describe('extra charges catalogue', () => {
    it('refuses creating a division by zero or a negative quantity, naming quantity', async () => {
      for (const [extra, reason] of [
        [{ operation: 'division', quantity: '0' }, 'No se puede aplicar: divide entre cero'],
        [{ operation: 'division', quantity: 0 }, 'No se puede aplicar: divide entre cero'],
        [{ operation: 'subtraction', quantity: '-5.00' }, 'No se puede aplicar: su cantidad es negativa'],
        [{ quantity: '-1' }, 'No se puede aplicar: su cantidad es negativa'],
      ] as const) {
        const response = await admin.send('POST', '/api/system/extra-charges', charge(extra));
        expect({ extra, status: response.statusCode, reason: quantityReason(response.body) }).toEqual({ extra, status: 400, reason });
      }
      const bulk = await admin.send('POST', '/api/system/extra-charges/bulk', { bulk: [charge({}), charge({ operation: 'division', quantity: '0.00' })] });
      expect(bulk.statusCode).toBe(400);
      expect((JSON.parse(bulk.body) as FieldsAnswer).fields?.map((f) => f.field)).toEqual(['bulk.1.quantity']);
    });

    it('still takes a quantity of 0 for any other operation, and a division by a positive quantity', async () => {
      for (const extra of [{ quantity: '0' }, { operation: 'subtraction', quantity: '0' }, { operation: 'division', quantity: '2' }]) {
        expect({ extra, status: (await admin.send('POST', '/api/system/extra-charges', charge(extra))).statusCode }).toEqual({ extra, status: 201 });
      }
    });

    it('judges an update by the quantity and operation the charge would have after it', async () => {
      const created = await admin.send('POST', '/api/system/extra-charges', charge({ operation: 'sum', quantity: '0' }));
      expect(created.statusCode).toBe(201);
      const url = `/api/system/extra-charges/${created.json<{ id: number }>().id}`;
      const toDivision = await admin.send('PATCH', url, { operation: 'division' });
      expect([toDivision.statusCode, quantityReason(toDivision.body)]).toEqual([400, 'No se puede aplicar: divide entre cero']);
      const negative = await admin.send('PUT', url, charge({ quantity: '-2' }));
      expect([negative.statusCode, quantityReason(negative.body)]).toEqual([400, 'No se puede aplicar: su cantidad es negativa']);
      expect((await admin.send('PATCH', url, { operation: 'division', quantity: '4' })).statusCode).toBe(200);
      const toZero = await admin.send('PATCH', url, { quantity: '0' });
      expect([toZero.statusCode, quantityReason(toZero.body)]).toEqual([400, 'No se puede aplicar: divide entre cero']);
      expect((await admin.send('GET', url)).json<{ quantity: string; operation: string }>()).toMatchObject({ quantity: '4.00', operation: 'division' });
    });
  });
});
