import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { clients, extraCharges, extraChargeTypes, products as productTable, storeAutomaticCharges, storePriceListItems, storePriceLists } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { priceLines, validateLines } from '../shared/pricing';
import { createPriceList, createProduct, storeSession, type StoreSession } from '../../../test-support/store';

/** What a sale line's pricing is made of (ids of the row and of the sale left out). */
type SaleLineAmounts = Pick<SaleDetail['lines'][number], 'productId' | 'price' | 'priceWithIVA' | 'isIva' | 'extraCharges' | 'gross' | 'discounts' | 'surcharges' | 'subtotal' | 'tax' | 'total'>;
const pricedLine = ({ productId, price, priceWithIVA, isIva, extraCharges: applied, gross, discounts, surcharges, subtotal, tax, total }: SaleLineAmounts) => ({
  productId,
  price,
  priceWithIVA,
  isIva,
  extraCharges: applied,
  gross,
  discounts,
  surcharges,
  subtotal,
  tax,
  total,
});

// The checkout reads what pricing needs in its opening statement; these sales must price exactly as the
// drizzle reads of priceLines do (the path quotations take), whatever lists and charges are involved.
forEachDatabase((ctx) => {
  let cashier: StoreSession;
  const db = () => ctx.database.db;
  let products: { plain: number; listed: number; itemised: number; other: number };
  let lists: { percentage: number; itemised: number; inactive: number };
  let charges: { manual: number; automatic: number };

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    lists = {
      percentage: await createPriceList(db(), cashier, '-10'),
      itemised: await createPriceList(db(), cashier, '5'),
      inactive: await createPriceList(db(), cashier, '20'),
    };
    await db().update(storePriceLists).set({ isActive: false }).where(eq(storePriceLists.id, lists.inactive));
    products = {
      plain: await createProduct(db(), cashier, { price: '86.21', priceWithIVA: '100.00' }),
      listed: await createProduct(db(), cashier, { price: '43.10', priceWithIVA: '50.00', priceListId: lists.percentage, unitMeasurement: 'KGM', unity: 1 }),
      itemised: await createProduct(db(), cashier, { price: '17.24', priceWithIVA: '20.00', IVA: true, priceListId: lists.itemised }),
      other: await createProduct(db(), cashier, { price: '12.50', priceWithIVA: '12.50', IVA: false, priceListId: lists.itemised }),
    };
    await db().insert(storePriceListItems).values({
      companyId: cashier.companyId,
      branchOfficeId: cashier.branchOfficeId,
      priceListId: lists.itemised,
      productId: products.itemised,
      price: '15.52',
      priceWithIVA: '18.00',
    });
    const types = await db().select().from(extraChargeTypes).where(eq(extraChargeTypes.companyId, cashier.companyId));
    const kind = (k: number) => types.find((t) => t.kind === k)!.id;
    const base = { companyId: cashier.companyId, typeApplication: 1 } as const;
    const manual = onlyRow(
      await db()
        .insert(extraCharges)
        .values({ ...base, applicationForm: 1, name: 'Recargo manual checkout', quantity: '5', operation: 'sum', extraChargesTypeId: kind(2) })
        .returning(),
    );
    const automatic = onlyRow(
      await db()
        .insert(extraCharges)
        .values({ ...base, applicationForm: 2, name: 'Descuento automático checkout', quantity: '10', operation: 'subtraction', startDate: '2020-01-01', extraChargesTypeId: kind(1) })
        .returning(),
    );
    await db().insert(storeAutomaticCharges).values({ companyId: cashier.companyId, branchOfficeId: cashier.branchOfficeId, extraChargeId: automatic.id });
    charges = { manual: manual.id, automatic: automatic.id };
  });

  const storeCtx = () => ({ companyId: cashier.companyId, userId: cashier.userId, branchOfficeId: cashier.branchOfficeId });

  const cases = () => [
    { name: 'own lists, per-product item, no list', lines: [{ productId: products.plain, quantity: 2 }, { productId: products.listed, quantity: '1.5' }, { productId: products.itemised, quantity: 3 }, { productId: products.other, quantity: 1 }] },
    { name: 'a charge chosen on one line', lines: [{ productId: products.plain, quantity: 1, charges: [charges.manual] }, { productId: products.itemised, quantity: 2, charges: [charges.manual, charges.automatic] }] },
    { name: 'an explicit price list', lines: [{ productId: products.plain, quantity: 1 }, { productId: products.itemised, quantity: 1 }], priceListId: lists.itemised },
  ];

  describe('the checkout prices as the catalogue reads say', () => {
    it('for lists, items and charges (one sale per case, with and without an Idempotency-Key)', async () => {
      for (const [index, sample] of cases().entries()) {
        const expected = await priceLines(db(), storeCtx(), validateLines(sample.lines), sample.priceListId ?? null);
        const headers = index % 2 === 0 ? { 'idempotency-key': randomUUID() } : undefined;
        const response = await cashier.send('POST', '/api/mini-store/sales', { ...sample, payments: [{ methodId: 1, amount: '10000.00' }] }, headers);
        expect(response).toHaveStatus(201);
        const sale = response.json<SaleDetail>();
        const { gross, discounts, surcharges, subtotal, tax, total } = sale;
        expect({ sample: sample.name, totals: { gross, discounts, surcharges, subtotal, tax, total } }).toEqual({ sample: sample.name, totals: expected.totals });
        expect({ sample: sample.name, lines: sale.lines.map(pricedLine) }).toEqual({ sample: sample.name, lines: expected.lines.map(pricedLine) });
        const automaticDiscount = sale.lines.some((line) => line.extraCharges.some((charge) => charge.name === 'Descuento automático checkout'));
        expect({ sample: sample.name, automaticDiscount }).toEqual({ sample: sample.name, automaticDiscount: true });
      }
    });

    it('refuses what the catalogue reads refuse, with the same answer', async () => {
      const refused = [
        { lines: [{ productId: products.plain, quantity: 1, charges: [999_999] }] },
        { lines: [{ productId: products.plain, quantity: 1 }], priceListId: lists.inactive },
        { lines: [{ productId: products.plain, quantity: 1 }], priceListId: 999_999 },
        { lines: [{ productId: 999_999, quantity: 1 }] },
      ];
      for (const body of refused) {
        const direct = await priceLines(db(), storeCtx(), validateLines(body.lines), body.priceListId ?? null).then(
          () => null,
          (error: { statusCode?: number; message: string }) => ({ statusCode: error.statusCode, message: error.message }),
        );
        expect({ body, refusedByDomain: direct !== null }).toEqual({ body, refusedByDomain: true });
        const response = await cashier.send('POST', '/api/mini-store/sales', { ...body, payments: [{ methodId: 1, amount: '100.00' }] });
        expect({ body, answer: { statusCode: response.statusCode, message: response.json<{ message: string }>().message } }).toEqual({ body, answer: direct });
      }
    });
  });

  it('refuses a negative payment amount naming its sign', async () => {
    const response = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId: products.plain, quantity: 1 }], payments: [{ methodId: 1, amount: '-5.00' }] });
    expect(response).toHaveStatus(400);
    expect(response.json<{ fields: { field: string; message: string }[] }>().fields).toEqual([{ field: 'payments.0.amount', message: 'No puede ser negativo' }]);
  });

  describe('an Idempotency-Key sent again', () => {
    const stockOf = async (productId: number) => onlyRow(await db().select({ stock: productTable.stock }).from(productTable).where(eq(productTable.id, productId))).stock;

    it('replays the first sale for the same request (in any key order) and refuses another request (422), making no second sale', async () => {
      const productId = await createProduct(db(), cashier, { stock: '10', price: '86.21', priceWithIVA: '100.00' });
      const headers = { 'idempotency-key': randomUUID() };
      const first = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '100.00' }] }, headers);
      expect(first).toHaveStatus(201);
      const again = await cashier.send('POST', '/api/mini-store/sales', { payments: [{ amount: '100.00', methodId: 1 }], lines: [{ quantity: 1, productId }] }, headers);
      expect(again).toHaveStatus(201);
      expect(again.json<SaleDetail>().id).toBe(first.json<SaleDetail>().id);

      const other = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 3 }], payments: [{ methodId: 1, amount: '300.00' }] }, headers);
      expect(other).toHaveStatus(422);
      expect(other.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['idempotency-key']);
      expect(await stockOf(productId)).toBe('9.000');
    });

    it('refuses an abono of another amount under the key of an earlier abono', async () => {
      const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Irma', last_name_father: 'Salas', creditLimit: '1000' }).returning({ id: clients.id }));
      const productId = await createProduct(db(), cashier, { stock: '10', price: '86.21', priceWithIVA: '100.00' });
      const sale = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 2 }], payments: [], saleType: 'fiado', clientId: client.id });
      expect(sale).toHaveStatus(201);
      const url = `/api/mini-store/sales/${sale.json<SaleDetail>().id}/payments`;
      const headers = { 'idempotency-key': randomUUID() };
      expect(await cashier.send('POST', url, { payments: [{ methodId: 1, amount: '20.00' }] }, headers)).toHaveStatus(201);
      const replay = await cashier.send('POST', url, { payments: [{ methodId: 1, amount: '20.00' }] }, headers);
      expect(replay.json<SaleDetail>().paid).toBe('20.00');
      const other = await cashier.send('POST', url, { payments: [{ methodId: 1, amount: '50.00' }] }, headers);
      expect(other).toHaveStatus(422);
      expect(other.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toEqual(['idempotency-key']);
      expect((await cashier.send('GET', url.replace('/payments', ''))).json<SaleDetail>().paid).toBe('20.00');
    });
  });

  describe('a charge stored before the catalogue refused unusable ones', () => {
    const insertCharge = async (values: { name: string; applicationForm: 1 | 2; quantity: string; operation: 'division' | 'subtraction' }) => {
      const types = await db().select().from(extraChargeTypes).where(eq(extraChargeTypes.companyId, cashier.companyId));
      const kind = types.find((t) => t.kind === (values.operation === 'division' ? 2 : 1))!.id;
      return onlyRow(await db().insert(extraCharges).values({ companyId: cashier.companyId, typeApplication: 2, startDate: '2020-01-01', extraChargesTypeId: kind, ...values }).returning()).id;
    };
    const sell = (lines: object[], headers?: Record<string, string>) => cashier.send('POST', '/api/mini-store/sales', { lines, payments: [{ methodId: 1, amount: '10000.00' }] }, headers);

    it('refuses an automatic one by name (409), at the checkout and in a quotation, instead of failing', async () => {
      const id = await insertCharge({ name: 'Recargo dividido entre cero', applicationForm: 2, quantity: '0', operation: 'division' });
      const listed = onlyRow(await db().insert(storeAutomaticCharges).values({ companyId: cashier.companyId, branchOfficeId: cashier.branchOfficeId, extraChargeId: id }).returning());
      try {
        for (const headers of [undefined, { 'idempotency-key': randomUUID() }]) {
          const response = await sell([{ productId: products.plain, quantity: 1 }], headers);
          expect(response).toHaveStatus(409);
          const answer = response.json<{ message: string; fields: { field: string }[] }>();
          expect(answer.message).toContain('«Recargo dividido entre cero» no se puede aplicar: divide entre cero');
          expect(answer.fields.map((f) => f.field)).toEqual([`extraCharges.${id}.quantity`]);
        }
        const quoted = await priceLines(db(), storeCtx(), validateLines([{ productId: products.plain, quantity: 1 }])).catch((error: { statusCode: number }) => error.statusCode);
        expect(quoted).toBe(409);
      } finally {
        await db().delete(storeAutomaticCharges).where(eq(storeAutomaticCharges.id, listed.id));
      }
    });

    it('refuses a manual one attached to a line (400 naming the line)', async () => {
      const id = await insertCharge({ name: 'Descuento negativo', applicationForm: 1, quantity: '-5', operation: 'subtraction' });
      const response = await sell([{ productId: products.plain, quantity: 1 }, { productId: products.listed, quantity: 1, charges: [id] }]);
      expect(response).toHaveStatus(400);
      const answer = response.json<{ message: string; fields: { field: string }[] }>();
      expect(answer.message).toContain('«Descuento negativo» no se puede aplicar: su cantidad es negativa');
      expect(answer.fields.map((f) => f.field)).toEqual(['lines.1.charges']);
    });
  });
});
