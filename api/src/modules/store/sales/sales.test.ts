import { beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq, sql } from 'drizzle-orm';
import type { SaleDetail, SaleTicket, StockMovement } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { cashRegisterTransactions, clients, products, stockMovements, storeSalePayments, storeSales } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createPriceList, createProduct, storeSession, type StoreSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  const db = () => ctx.database.db;
  const stockOf = async (id: number) => onlyRow(await db().select({ stock: products.stock }).from(products).where(eq(products.id, id))).stock;
  const counts = async () => ({
    sales: onlyRow(await db().select({ n: count() }).from(storeSales)).n,
    payments: onlyRow(await db().select({ n: count() }).from(storeSalePayments)).n,
    transactions: onlyRow(await db().select({ n: count() }).from(cashRegisterTransactions)).n,
    movements: onlyRow(await db().select({ n: count() }).from(stockMovements)).n,
  });
  const sell = (body: object, headers?: Record<string, string>) => cashier.send('POST', '/api/mini-store/sales', body, headers);

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    const opened = await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' });
    expect(opened.statusCode).toBe(201);
  });

  describe('a sale', () => {
    it('recomputes prices, IVA and change on the server, ignoring the amounts the client sent', async () => {
      const productId = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '100.00', price: '86.21' });
      const response = await sell({
        lines: [{ productId, quantity: '2', price: '1.00', total: '2.00' }],
        payments: [{ methodId: 1, amount: '250.00' }],
        total: '2.00',
      });
      expect(response.statusCode).toBe(201);
      const sale = response.json<SaleDetail>();
      expect(sale).toMatchObject({ total: '200.00', subtotal: '172.41', tax: '27.59', change: '50.00', paid: '200.00', balance: '0.00', status: 'pagada' });
      expect(sale.lines[0]).toMatchObject({ productId, quantity: '2', priceWithIVA: '100.00', total: '200.00' });
      expect(sale.miniStoreSalePayments).toMatchObject([{ methodId: 1, methodCode: '01', received: '250.00', amount: '200.00', kind: 'pago' }]);
      expect(Number(await stockOf(productId))).toBe(8);

      // The kardex is read with the products' permission, which the administrator holds whatever the cashier's role.
      const admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
      const kardex = await admin.send('GET', `/api/mini-store/stock/kardex/${productId}`);
      expect(kardex.statusCode).toBe(200);
      expect(kardex.json<{ data: StockMovement[] }>().data[0]).toMatchObject({ type: 'venta', quantity: '-2', stockAfter: '8' });
      const [txRow] = await db().select().from(cashRegisterTransactions).where(eq(cashRegisterTransactions.saleId, sale.id));
      expect(txRow).toMatchObject({ paymentId: sale.miniStoreSalePayments[0]?.id, transactionTypeId: 2, amount: '200.00' });
    });

    it('takes the price from the product’s active price list and applies the extra charges chosen', async () => {
      const list = await createPriceList(db(), cashier, '10');
      const productId = await createProduct(db(), cashier, { priceWithIVA: '50.00', price: '43.10', priceListId: list });
      const response = await sell({ lines: [{ productId, quantity: 3 }], payments: [{ methodId: 4, bankId: 1, amount: '165.00', reference: 'AUT-1' }] });
      expect(response.statusCode).toBe(201);
      expect(response.json<SaleDetail>()).toMatchObject({ total: '165.00', change: '0.00' });
    });

    it('refuses a price list of another branch office, writing nothing', async () => {
      const norte = cashier.login.branchOffices.find((b) => b.name === 'Sucursal Norte')!.id;
      const foreignList = await createPriceList(db(), cashier, '0', norte);
      const productId = await createProduct(db(), cashier, { stock: '5' });
      const before = await counts();
      const explicit = await sell({ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '100' }], priceListId: foreignList });
      expect(explicit.statusCode).toBe(409);
      expect(explicit.json().message).toMatch(/otra sucursal/);
      const ownList = await createProduct(db(), cashier, { stock: '5', priceListId: foreignList });
      expect((await sell({ lines: [{ productId: ownList, quantity: 1 }], payments: [{ methodId: 1, amount: '100' }] })).statusCode).toBe(409);
      expect(await counts()).toEqual(before);
      expect(Number(await stockOf(productId))).toBe(5);
    });

    it('answers 400 with the reason for bad input and writes nothing', async () => {
      const productId = await createProduct(db(), cashier, { stock: '5' });
      const before = await counts();
      const cases: [object, RegExp][] = [
        [{ lines: [{ productId: 999999, quantity: 1 }], payments: [{ methodId: 1, amount: '100' }] }, /no existe/],
        [{ lines: [{ productId, quantity: 0 }], payments: [{ methodId: 1, amount: '100' }] }, /mayor que cero/],
        [{ lines: [{ productId, quantity: -1 }], payments: [{ methodId: 1, amount: '100' }] }, /mayor que cero/],
        [{ lines: [{ productId, quantity: 'dos' }], payments: [{ methodId: 1, amount: '100' }] }, /número/],
        [{ lines: [], payments: [] }, /al menos un (producto|elemento)/],
        [{ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '99.99' }] }, /menor que el total/],
        [{ lines: [{ productId, quantity: 1 }], payments: [] }, /menor que el total/],
        [{ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 9, amount: '100' }] }, /Forma de pago/],
        [{ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: 'diez' }] }, /número/],
        [{ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '100.005' }] }, /decimales/],
        [{ lines: [{ productId, quantity: '1.0005' }], payments: [{ methodId: 1, amount: '100' }] }, /decimales/],
        [{ lines: [{ productId, quantity: 1 }], payments: [], saleType: 'fiado' }, /cliente o alumno/],
        [{ lines: [{ productId, quantity: 1, charges: [999999] }], payments: [{ methodId: 1, amount: '100' }] }, /cargo extra/],
      ];
      for (const [body, reason] of cases) {
        const response = await sell(body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
        // The reason is the message, or the field's reason when the request schema refused it.
        const answer: { message: string; fields?: { message: string }[] } = response.json();
        expect([answer.message, ...(answer.fields ?? []).map((field) => field.message)].join(' | ')).toMatch(reason);
      }
      expect(await counts()).toEqual(before);
      expect(Number(await stockOf(productId))).toBe(5);
    });

    it('sells a piece whole: 2.5 bottles of water are refused naming the line, 1.25 kg of ham are sold', async () => {
      const water = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '10.00', price: '8.62' });
      const ham = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '200.00', price: '172.41', unitMeasurement: 'KGM', unity: 1 });
      const before = await counts();
      const refused = await sell({ lines: [{ productId: ham, quantity: '1.25' }, { productId: water, quantity: '2.5' }], payments: [{ methodId: 1, amount: '500' }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: expect.stringMatching(/^lines\.1\.quantity: .+ debe ser un número entero: se vende por pieza$/),
        fields: [{ field: 'lines.1.quantity', message: 'Debe ser un número entero: se vende por pieza' }],
      });
      expect(await counts()).toEqual(before);
      expect(Number(await stockOf(water))).toBe(10);

      const quoted = await cashier.send('POST', '/api/mini-store/quotations', { lines: [{ productId: water, quantity: '0.5' }] });
      expect(quoted.statusCode).toBe(400);
      expect(quoted.json().fields).toEqual([{ field: 'lines.0.quantity', message: 'Debe ser un número entero: se vende por pieza' }]);

      const sold = await sell({ lines: [{ productId: ham, quantity: '1.25' }, { productId: water, quantity: '3' }], payments: [{ methodId: 1, amount: '500' }] });
      expect(sold.statusCode).toBe(201);
      expect(sold.json<SaleDetail>()).toMatchObject({ total: '280.00' });
    });

    it('needs an open register of the cashier in that branch office', async () => {
      const norte = await storeSession(ctx.app, 'cajero@mikro.mx', 'Sucursal Norte');
      const productId = await createProduct(db(), norte, { stock: '5' });
      const response = await norte.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '100' }] });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^No hay una caja abierta/);
      expect(Number(await stockOf(productId))).toBe(5);
    });

    it('leaves no payment, transaction, kardex row nor stock change when it fails half-way', async () => {
      const plenty = await createProduct(db(), cashier, { stock: '10' });
      const scarce = await createProduct(db(), cashier, { stock: '1' });
      const before = await counts();
      const response = await sell({
        lines: [{ productId: plenty, quantity: 3 }, { productId: scarce, quantity: 2 }],
        payments: [{ methodId: 1, amount: '500' }],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/Stock insuficiente/);
      expect(await counts()).toEqual(before);
      expect(Number(await stockOf(plenty))).toBe(10);
      expect(Number(await stockOf(scarce))).toBe(1);
    });
  });

  describe('under concurrency', () => {
    it('never oversells: 200 concurrent checkouts for the last 37 units', async () => {
      const productId = await createProduct(db(), cashier, { stock: '37', priceWithIVA: '10.00', price: '8.62' });
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => sell({ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '10.00' }] })),
      );
      const sold = responses.filter((r) => r.statusCode === 201).length;
      expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      const remaining = Number(await stockOf(productId));
      expect(remaining).toBeGreaterThanOrEqual(0);
      expect(sold + remaining).toBe(37);
      expect(sold).toBe(37);
    }, 60_000);

    it('gives 500 concurrent sales unique, gap-free folios of the series', async () => {
      const productId = await createProduct(db(), cashier, { stock: '1000', priceWithIVA: '1.00', price: '0.86' });
      const responses = await Promise.all(
        Array.from({ length: 500 }, () => sell({ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '1.00' }] })),
      );
      expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
      const folios = (await db().select({ folio: storeSales.folio }).from(storeSales).where(eq(storeSales.serie, `V${cashier.branchOfficeId}`))).map((r) => r.folio);
      const sorted = [...folios].sort((a, b) => a - b);
      expect(new Set(folios).size).toBe(folios.length);
      expect(sorted).toEqual(Array.from({ length: folios.length }, (_, i) => i + 1));
    }, 120_000);

    it('makes one sale of the same Idempotency-Key sent twice at once, answering both with it', async () => {
      const productId = await createProduct(db(), cashier, { stock: '10' });
      const body = { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '100' }] };
      const headers = { 'idempotency-key': `k-${productId}` };
      const [first, second] = await Promise.all([sell(body, headers), sell(body, headers)]);
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(first.json<SaleDetail>().id).toBe(second.json<SaleDetail>().id);
      const retry = await sell(body, headers);
      expect(retry.json<SaleDetail>().folio).toBe(first.json<SaleDetail>().folio);
      // The stored answer is the first one exactly (its folio filled in by the folio's own statement).
      expect(retry.json()).toEqual(first.json());
      expect(first.json<SaleDetail>().folio).toBeGreaterThan(0);
      expect(Number(await stockOf(productId))).toBe(9);
      const { n } = onlyRow(await db().select({ n: count() }).from(storeSales).where(sql`${storeSales.id} = ${first.json<SaleDetail>().id}`));
      expect(n).toBe(1);
    });
  });

  describe('fiado, abonos and returns', () => {
    let clientId: number;
    beforeAll(async () => {
      const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '1000' }).returning({ id: clients.id }));
      clientId = client.id;
    });

    it('sells on credit, takes abonos until paid, then refunds a returned item', async () => {
      const productId = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '100.00', price: '86.21' });
      const created = await sell({ lines: [{ productId, quantity: 3 }], payments: [], saleType: 'fiado', clientId });
      expect(created.statusCode).toBe(201);
      const sale = created.json<SaleDetail>();
      expect(sale).toMatchObject({ status: 'pendiente', balance: '300.00', paid: '0.00', client: { name: 'Rosa Treviño' } });

      const abono = await cashier.send('POST', `/api/mini-store/sales/${sale.id}/payments`, { payments: [{ methodId: 1, amount: '120.00' }] });
      expect(abono.statusCode).toBe(201);
      expect(abono.json<SaleDetail>()).toMatchObject({ status: 'pendiente', balance: '180.00', paid: '120.00' });
      const rest = await cashier.send('POST', `/api/mini-store/sales/${sale.id}/payments`, { payments: [{ methodId: 1, amount: '200.00' }] });
      expect(rest.json<SaleDetail>()).toMatchObject({ status: 'pagada', balance: '0.00', paid: '300.00' });
      const more = await cashier.send('POST', `/api/mini-store/sales/${sale.id}/payments`, { payments: [{ methodId: 1, amount: '1.00' }] });
      expect(more.statusCode).toBe(409);

      const lineId = onlyRow(sale.lines, 'sale line').id;
      const returned = await cashier.send('POST', `/api/mini-store/sales/${sale.id}/returns`, { lines: [{ lineId, quantity: 1 }], reason: 'Defectuoso' });
      expect(returned.statusCode).toBe(200);
      expect(returned.json()).toMatchObject({ refunded: '100.00', sale: { status: 'devuelta parcial', refunded: '100.00', paid: '200.00', balance: '0.00' } });
      expect(Number(await stockOf(productId))).toBe(8);
      const tooMany = await cashier.send('POST', `/api/mini-store/sales/${sale.id}/returns`, { lines: [{ lineId, quantity: 3 }], reason: 'x' });
      expect(tooMany.statusCode).toBe(409);

      const cancelled = await cashier.send('POST', `/api/mini-store/sales/${sale.id}/returns`, { reason: 'Cancelación' });
      expect(cancelled.json()).toMatchObject({ refunded: '200.00', sale: { status: 'cancelada', refunded: '300.00', paid: '0.00' } });
      expect(Number(await stockOf(productId))).toBe(10);
      expect((await cashier.send('POST', `/api/mini-store/sales/${sale.id}/returns`, { reason: 'otra vez' })).statusCode).toBe(409);
    });

    it('lists the history with filters and prints the ticket data', async () => {
      const productId = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '116.00', price: '100.00' });
      const exempt = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '20.00', price: '20.00', IVA: false, unity: 1, unitMeasurement: 'KGM' });
      const sale = (
        await sell({ lines: [{ productId, quantity: 1 }, { productId: exempt, quantity: '1.5' }], payments: [{ methodId: 6, amount: '50' }, { methodId: 1, amount: '100' }], clientId })
      ).json<SaleDetail>();
      const byClient = await cashier.send('GET', `/api/mini-store/sales?clientId=${clientId}&methodId=6`);
      expect(byClient.json().data.map((s: SaleDetail) => s.id)).toEqual([sale.id]);
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
      const byDay = await cashier.send('GET', `/api/mini-store/sales?from=${today}&to=${today}&status=pagada&limit=5`);
      expect(byDay.json()).toMatchObject({ page: 1, count: 5 });
      expect((await cashier.send('GET', '/api/mini-store/sales?from=ayer')).statusCode).toBe(400);

      const ticket = (await cashier.send('GET', `/api/mini-store/sales/${sale.id}/ticket`)).json<SaleTicket>();
      expect(ticket).toMatchObject({
        folio: sale.folio,
        company: { rfc: expect.any(String) },
        branchOffice: { name: 'Matriz Centro' },
        taxes: { taxedSubtotal: '100.00', iva: '16.00', exempt: '30.00' },
        totals: { total: '146.00' },
        change: '4.00',
        client: 'Rosa Treviño',
      });
      // The unit as SAT names it, by the quantity (the ticket read «1.5 kg(s)» and «1 Lts»).
      expect(ticket.lines.map((line) => [line.quantity, line.unitLabel])).toEqual([['1', 'pieza'], ['1.5', 'kilogramos']]);
      expect(ticket.lines[1]).toMatchObject({ quantity: '1.5', unitPrice: '20.00', total: '30.00' });
      const admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
      expect((await admin.send('GET', `/api/mini-store/sales/${sale.id}/reprint`)).json()).toEqual(ticket);

      const cashiers = await admin.send('GET', '/api/mini-store/sales/cashiers');
      expect(cashiers.statusCode).toBe(200);
      expect(cashiers.json()).toContainEqual({ id: cashier.userId, name: expect.any(String) });
      const byCashier = await admin.send('GET', `/api/mini-store/sales?cashierId=${cashier.userId}&clientId=${clientId}&limit=100`);
      expect(byCashier.json().data.every((s: SaleDetail) => s.cashier.id === cashier.userId && s.client?.id === clientId)).toBe(true);
      expect(byCashier.json().data.map((s: SaleDetail) => s.id)).toContain(sale.id);
    });
  });
});
