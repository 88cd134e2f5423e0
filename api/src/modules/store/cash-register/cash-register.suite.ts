import { beforeAll, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { CashRegisterDetail, CashRegisterTransaction, CashReport, Paginated, SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { cashRegisters, storeSalePayments } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let register: CashRegisterDetail;
  const base = '/api/mini-store/cash-register';

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Sucursal Norte');
  });

  it('opens one register per cashier and branch office', async () => {
    expect((await cashier.send('POST', base, { openingAmount: '-1' })).statusCode).toBe(400);
    const [first, second] = await Promise.all([
      cashier.send('POST', base, { openingAmount: '1000.00' }),
      cashier.send('POST', base, { openingAmount: '1000.00' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toMatch(/Ya tiene una caja abierta/);
    register = (first.statusCode === 201 ? first : second).json<CashRegisterDetail>();
    expect(register).toMatchObject({ status: 'abierta', openingAmount: '1000.00', cashier: { id: cashier.userId }, closedAt: null });
    expect(register.transactions.map((t) => t.transactionType.key)).toEqual(['apertura']);
    const current = await cashier.send('GET', `${base}/current`);
    expect(current.json<CashRegisterDetail>().id).toBe(register.id);
  });

  it('closes with expected = opening + payments − refunds ± movements per method, to the centavo', async () => {
    const a = await createProduct(ctx.database.db, cashier, { stock: '50', priceWithIVA: '33.33', price: '28.73' });
    const b = await createProduct(ctx.database.db, cashier, { stock: '50', priceWithIVA: '0.01', price: '0.01' });
    const sell = (body: object) => cashier.send('POST', '/api/mini-store/sales', body);
    const s1 = (await sell({ lines: [{ productId: a, quantity: 3 }], payments: [{ methodId: 1, amount: '200.00' }] })).json<SaleDetail>();
    await sell({ lines: [{ productId: a, quantity: 1 }, { productId: b, quantity: 7 }], payments: [{ methodId: 4, amount: '20.00' }, { methodId: 1, amount: '20.00' }] });
    await sell({ lines: [{ productId: b, quantity: 1 }], payments: [{ methodId: 3, amount: '0.01', reference: 'SPEI' }] });
    expect((await cashier.send('POST', `${base}/${register.id}/movements`, { type: 'entrada', amount: '50.50', reason: 'Fondo adicional' })).statusCode).toBe(201);
    expect((await cashier.send('POST', `${base}/${register.id}/movements`, { type: 'salida', amount: '100', reason: 'Pago a proveedor' })).statusCode).toBe(201);
    expect((await cashier.send('POST', `${base}/${register.id}/movements`, { type: 'salida', amount: '99999', reason: 'Demasiado' })).statusCode).toBe(409);
    expect((await cashier.send('POST', `${base}/${register.id}/movements`, { type: 'salida', amount: '10' })).statusCode).toBe(400);
    await cashier.send('POST', `/api/mini-store/sales/${s1.id}/returns`, { lines: [{ lineId: onlyRow(s1.lines, 'sale line').id, quantity: 1 }], reason: 'Cambio' });

    const x = (await cashier.send('GET', `${base}/cash-report`)).json<CashReport>();
    expect(x.kind).toBe('X');
    const payments = await ctx.database.db
      .select({ methodId: storeSalePayments.methodId, sum: sql<string>`sum(${storeSalePayments.amount})::text` })
      .from(storeSalePayments)
      .where(eq(storeSalePayments.cashRegisterId, register.id))
      .groupBy(storeSalePayments.methodId);
    const paid = (methodId: number) => Number(payments.find((p) => p.methodId === methodId)?.sum ?? 0);
    const cash = x.methods.find((m) => m.methodId === 1)!;
    expect(cash.expected).toBe((1000 + paid(1) + 50.5 - 100).toFixed(2));
    expect(x.methods.find((m) => m.methodId === 4)!.expected).toBe(paid(4).toFixed(2));
    expect(x.methods.find((m) => m.methodId === 3)!.expected).toBe('0.01');
    expect(cash.counted).toBeNull();
    expect(x).toMatchObject({ salesCount: 3, refundsTotal: '33.33', cashIn: '50.50', cashOut: '100.00' });
    // What was sold (sale totals) and what was taken in (payments) are told apart.
    expect(x.salesTotal).toBe('133.40');
    expect(x.collectedTotal).toBe((paid(1) + paid(3) + paid(4) + 33.33).toFixed(2));

    // A failed close leaves the register open and unchanged.
    const badClose = await cashier.send('PATCH', `${base}/${register.id}`, { counted: [{ methodId: 1, amount: 'mucho' }] });
    expect(badClose.statusCode).toBe(400);
    const still = onlyRow(await ctx.database.db.select().from(cashRegisters).where(eq(cashRegisters.id, register.id)));
    expect(still.closedAt).toBeNull();
    expect(still.closing).toBeNull();

    const cashCounted = (Number(cash.expected) - 0.5).toFixed(2);
    const counted = [
      { methodId: 1, amount: cashCounted },
      { methodId: 4, amount: x.methods.find((m) => m.methodId === 4)!.expected },
    ];
    // A close must count every method the register handled (the transfer of 0.01 is not counted here).
    const uncounted = await cashier.send('PATCH', `${base}/${register.id}`, { counted });
    expect(uncounted.statusCode).toBe(400);
    expect(uncounted.json().message).toBe('Falta contar Transferencia electrónica antes de cerrar la caja');
    expect((await cashier.send('PATCH', `${base}/${register.id}`, { counted: [] })).statusCode).toBe(400);
    expect(onlyRow(await ctx.database.db.select().from(cashRegisters).where(eq(cashRegisters.id, register.id))).closedAt).toBeNull();
    counted.push({ methodId: 3, amount: '0' });
    const closed = await cashier.send('PATCH', `${base}/${register.id}`, { counted });
    expect(closed.statusCode).toBe(200);
    const z = closed.json<CashReport>();
    expect(z.kind).toBe('Z');
    expect(z.methods.find((m) => m.methodId === 1)).toMatchObject({ expected: cash.expected, counted: cashCounted, difference: '-0.50' });
    expect(z.methods.find((m) => m.methodId === 4)).toMatchObject({ difference: '0.00' });
    expect(z.methods.find((m) => m.methodId === 3)).toMatchObject({ expected: '0.01', counted: '0.00', difference: '-0.01' });
    expect(z.expectedTotal).toBe(x.expectedTotal);

    expect((await cashier.send('PATCH', `${base}/${register.id}`, { counted })).json().message).toBe('La caja ya está cerrada');
    const again = (await cashier.send('GET', `${base}/cash-report?cashRegisterId=${register.id}`)).json<CashReport>();
    expect(again).toMatchObject({ kind: 'Z', methods: z.methods });
    const noRegister = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId: a, quantity: 1 }], payments: [{ methodId: 1, amount: '40' }] });
    expect(noRegister.statusCode).toBe(409);
  });

  it('shows the register with its transactions, payments and movements, and lists registers', async () => {
    const detail = (await cashier.send('GET', `${base}/${register.id}`)).json<CashRegisterDetail>();
    expect(detail.status).toBe('cerrada');
    expect(detail.movements.map((m) => [m.type, m.amount, m.reason])).toEqual([
      ['entrada', '50.50', 'Fondo adicional'],
      ['salida', '100.00', 'Pago a proveedor'],
    ]);
    const keys = detail.transactions.map((t) => t.transactionType.key);
    expect(keys[0]).toBe('apertura');
    expect(keys.at(-1)).toBe('cierre');
    // The close records what was counted per method: cash as cash and the card vouchers as card (their sum used
    // to be written as one Efectivo amount); the transfer counted as 0 adds no row.
    const closes = detail.transactions.filter((t) => t.transactionType.key === 'cierre').map((t) => [t.methodId, t.amount]);
    const z = (await cashier.send('GET', `${base}/cash-report?cashRegisterId=${register.id}`)).json<CashReport>();
    expect(closes).toEqual(
      z.methods.filter((m) => Number(m.counted) !== 0).map((m) => [m.methodId, m.counted]),
    );
    expect(closes.map(([methodId]) => methodId).sort()).toEqual([1, 4]);
    expect(keys.filter((k) => k === 'venta')).toHaveLength(4);
    const card = detail.transactions.find((t) => t.payment?.methodId === 4)!;
    // Sale transactions name the sale by its folio as printed.
    expect(card.saleFolio).toMatch(/^V\d+-\d+$/);
    expect(detail.transactions.find((t) => t.transactionType.key === 'apertura')!.saleFolio).toBeNull();
    expect(card.payment!.miniStoreSaleMethodPayments).toEqual({ methodId: 4, methodName: 'Tarjeta de crédito', code: '04' });

    const list = (await cashier.send('GET', `${base}?status=cerrada&mine=true`)).json<Paginated<CashRegisterDetail>>();
    expect(list.data.map((r) => r.id)).toContain(register.id);
    const transactions = (await cashier.send('GET', `/api/mini-store/cash-register-transactions?cashRegisterId=${register.id}&limit=100`)).json<Paginated<CashRegisterTransaction>>();
    expect(transactions.total).toBe(detail.transactions.length);
    const one = await cashier.send('GET', `/api/mini-store/cash-register-transactions/${card.id}`);
    expect(one.json<CashRegisterTransaction>().agent).toEqual({ id: cashier.userId, name: 'Carmen Ruiz' });
    const edited = await cashier.send('PATCH', `/api/mini-store/cash-register-transactions/${card.id}`, { notes: 'Voucher 123' });
    expect(edited.json<CashRegisterTransaction>().notes).toBe('Voucher 123');
    const wrongWay = await cashier.send('PATCH', `/api/mini-store/cash-register-transactions/${card.id}`, { transactionType: { id: 4 } });
    expect(wrongWay.statusCode).toBe(409);
  });

  it('refuses a payment already recorded, and a closed register, when a transaction is posted by hand', async () => {
    const detail = (await cashier.send('GET', `${base}/${register.id}`)).json<CashRegisterDetail>();
    const payment = detail.transactions.find((t) => t.payment)!.payment!;
    const closedRegister = await cashier.send('POST', '/api/mini-store/cash-register-transactions', {
      cashRegister: { id: register.id },
      payment: { id: payment.id },
      transactionType: { id: 2 },
    });
    expect(closedRegister.statusCode).toBe(409);
    expect((await cashier.send('POST', '/api/mini-store/cash-register-transactions', { cashRegister: { id: register.id } })).statusCode).toBe(400);
  });
});
