import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { REPORT_CATALOG, type DashboardData, type ReportResult, type SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { clients } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { pdfText } from '../../test-support/pdf';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { addDaysToIsoDate as addDays, institutionToday } from '@mikro/domain';

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let accountant: StoreSession;
  let productA: number;
  let productB: number;
  let fiadoSaleId: number;
  const db = () => ctx.database.db;
  const today = institutionToday();
  const one = async (query: ReturnType<typeof sql>) => onlyRow(((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows);
  const report = async (path: string) => {
    const response = await accountant.send('GET', path);
    expect(response).toHaveStatus(200);
    return response.json<ReportResult>();
  };
  const branchScope = () => sql`s.company_id = ${cashier.companyId} AND s.branch_office_id = ${cashier.branchOfficeId}`;

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'contador@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    productA = await createProduct(db(), cashier, { stock: '50', priceWithIVA: '100.00', price: '86.21' });
    productB = await createProduct(db(), cashier, { stock: '3', priceWithIVA: '25.50', price: '21.98' });
    await db().execute(sql`UPDATE products SET min_stock = 5, max_stock = 40, price_provider = 10 WHERE id = ${productB}`);
    const sell = async (body: object) => {
      const response = await cashier.send('POST', '/api/mini-store/sales', body);
      expect(response).toHaveStatus(201);
      return response.json<SaleDetail>();
    };
    await sell({ lines: [{ productId: productA, quantity: 2 }], payments: [{ methodId: 1, amount: '200.00' }] });
    await sell({ lines: [{ productId: productB, quantity: 1 }, { productId: productA, quantity: 1 }], payments: [{ methodId: 4, bankId: 1, amount: '125.50', reference: 'R1' }] });
    const returned = await sell({ lines: [{ productId: productA, quantity: 3 }], payments: [{ methodId: 1, amount: '300.00' }] });
    const back = await cashier.send('POST', `/api/mini-store/sales/${returned.id}/returns`, { lines: [{ lineId: onlyRow(returned.lines).id, quantity: 1 }], reason: 'Defecto' });
    expect(back).toHaveStatus(200);
    const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '1000.00' }).returning({ id: clients.id }));
    const fiado = await sell({ saleType: 'fiado', clientId: client.id, lines: [{ productId: productA, quantity: 4 }], payments: [{ methodId: 1, amount: '150.00' }] });
    fiadoSaleId = fiado.id;
  });

  describe('the store report endpoints', () => {
    it('answer the reports instead of taking their names for a sale id', async () => {
      for (const path of [
        '/api/mini-store/sales/report-sale-today',
        `/api/mini-store/sales/report-informative?from=${today}&to=${today}`,
        `/api/mini-store/sales/report-sales?from=${today}&to=${today}`,
        `/api/mini-store/sales/report-sales-returns?from=${today}&to=${today}`,
        '/api/mini-store/products/products_list?search=T-',
        `/api/mini-store/sales-payments/report/report-store-payment?from=${today}&to=${today}`,
      ]) {
        const result = await report(path);
        expect({ path, hasColumns: result.columns.length > 0 }).toEqual({ path, hasColumns: true });
      }
      // The sale by id still answers.
      expect((await cashier.send('GET', `/api/mini-store/sales/${fiadoSaleId}`)).statusCode).toBe(200);
    });

    it('sum today’s sales exactly like the database does', async () => {
      const result = await report('/api/mini-store/sales/report-sale-today?limit=100');
      const direct = await one(sql`SELECT count(*)::int AS n, sum(total)::numeric(18,2)::text AS total, sum(returned_total)::numeric(18,2)::text AS returned
        FROM store_sales s WHERE ${branchScope()} AND (s.created_at AT TIME ZONE 'America/Mexico_City')::date = ${today}::date`);
      expect(result.total).toBe(direct.n);
      expect(result.totals.total).toBe(direct.total);
      expect(result.totals.devuelto).toBe(direct.returned);
      expect(result.data.length).toBe(direct.n);
    });

    it('give the same totals on a page past the end, with no rows', async () => {
      const first = await report('/api/mini-store/sales/report-sale-today?limit=1');
      const beyond = await report('/api/mini-store/sales/report-sale-today?limit=1&page=999');
      expect(first.data).toHaveLength(1);
      expect(beyond.data).toHaveLength(0);
      expect(beyond.total).toBe(first.total);
      expect(beyond.totals).toEqual(first.totals);
    });

    it('refuse a bad filter naming the field', async () => {
      const response = await accountant.send('GET', '/api/mini-store/sales/report-sales?from=ayer');
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('from');
      const sort = await accountant.send('GET', '/api/reports/tienda-ventas?sort=nope');
      expect(sort.statusCode).toBe(400);
      expect(sort.json<{ message: string }>().message).toBe('Columna de orden no válida');
    });
  });

  describe('store income', () => {
    it('by method, cashier and day equals the sum of the payments in the database, returns apart', async () => {
      const direct = await one(sql`SELECT
          coalesce(sum(p.amount) FILTER (WHERE p.kind <> 'devolucion'), 0)::numeric(18,2)::text AS income,
          coalesce(-sum(p.amount) FILTER (WHERE p.kind = 'devolucion'), 0)::numeric(18,2)::text AS refunds,
          sum(p.amount)::numeric(18,2)::text AS net
        FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${branchScope()}`);
      expect(Number(direct.refunds)).toBeGreaterThan(0);
      for (const groupBy of ['dia', 'cajero', 'metodo']) {
        const result = await report(`/api/reports/tienda-ingresos-ventas?groupBy=${groupBy}&from=${today}&to=${today}`);
        expect({ groupBy, totals: result.totals }).toMatchObject({ groupBy, totals: { ingresos: direct.income, devoluciones: direct.refunds, neto: direct.net } });
      }
      const byMethod = await report(`/api/reports/tienda-ingresos-ventas?groupBy=metodo&sort=grupo&order=ASC`);
      expect(byMethod.data.map((r) => r.grupo)).toEqual(['Efectivo', 'Tarjeta de crédito']);
      expect(byMethod.data[1]).toMatchObject({ ingresos: '125.50', devoluciones: '0.00' });
    });

    it('counts every sale of the day in Ventas, a fiado with nothing paid too, and those paid in full apart', async () => {
      // In a branch office of its own, so the sales of the other tests stay as they are.
      const norteCashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Sucursal Norte');
      const norteAccountant = await storeSession(ctx.app, 'contador@mikro.mx', 'Sucursal Norte');
      expect((await norteCashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '100.00' })).statusCode).toBe(201);
      const product = await createProduct(db(), norteCashier, { stock: '10', priceWithIVA: '50.00', price: '43.10' });
      const lucia = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Lucía', last_name_father: 'Ibarra', creditLimit: '1000.00' }).returning({ id: clients.id }));
      const sales = [
        { lines: [{ productId: product, quantity: 1 }], payments: [{ methodId: 1, amount: '50.00' }] },
        { lines: [{ productId: product, quantity: 2 }], payments: [{ methodId: 4, bankId: 1, amount: '100.00', reference: 'N1' }] },
        { saleType: 'fiado', clientId: lucia.id, lines: [{ productId: product, quantity: 1 }], payments: [] },
        { saleType: 'fiado', clientId: lucia.id, lines: [{ productId: product, quantity: 2 }], payments: [{ methodId: 1, amount: '20.00' }] },
      ];
      for (const body of sales) expect(await norteCashier.send('POST', '/api/mini-store/sales', body)).toHaveStatus(201);
      for (const groupBy of ['dia', 'cajero']) {
        const response = await norteAccountant.send('GET', `/api/reports/tienda-ingresos-ventas?groupBy=${groupBy}&from=${today}&to=${today}`);
        expect(response).toHaveStatus(200);
        expect({ groupBy, rows: response.json<ReportResult>().data }).toEqual({ groupBy, rows: [expect.objectContaining({ operaciones: 4, pagadas: 2, ingresos: '170.00' })] });
      }
      const byMethod = await norteAccountant.send('GET', `/api/reports/tienda-ingresos-ventas?groupBy=metodo&sort=grupo&order=ASC&from=${today}&to=${today}`);
      expect(byMethod.json<ReportResult>().data).toEqual([
        expect.objectContaining({ grupo: 'Efectivo', operaciones: 2, pagadas: 1, ingresos: '70.00' }),
        expect.objectContaining({ grupo: 'Tarjeta de crédito', operaciones: 1, pagadas: 1, ingresos: '100.00' }),
      ]);
      expect(byMethod.json<ReportResult>().columns.map((column) => column.label)).toEqual(['Forma de pago', 'Ventas', 'Pagadas', 'Ingresos', 'Devoluciones', 'Neto']);
    });

    it('by product and classification equals the sale lines, with the returned value apart', async () => {
      const direct = await one(sql`SELECT sum(l.total)::numeric(18,2)::text AS sold, sum(round(l.total * l.returned_quantity / l.quantity, 2))::numeric(18,2)::text AS back
        FROM store_sale_lines l JOIN store_sales s ON s.id = l.sale_id WHERE ${branchScope()}`);
      for (const groupBy of ['producto', 'clasificacion']) {
        const result = await report(`/api/reports/tienda-ingresos-ventas?groupBy=${groupBy}`);
        expect({ groupBy, totals: result.totals }).toMatchObject({ groupBy, totals: { ventas: direct.sold, devoluciones: direct.back } });
      }
    });

    it('combines filters: a cashier and a method narrow to the same payments as SQL', async () => {
      const result = await report(`/api/reports/tienda-ingresos-ventas?groupBy=metodo&methodId=1&cashierId=${cashier.userId}&from=${today}&to=${today}`);
      const direct = await one(sql`SELECT sum(p.amount)::numeric(18,2)::text AS net FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id
        WHERE ${branchScope()} AND p.method_id = 1 AND p.user_id = ${cashier.userId}`);
      expect(result.data).toHaveLength(1);
      expect(result.totals.neto).toBe(direct.net);
      const none = await report(`/api/reports/tienda-ingresos-ventas?groupBy=metodo&methodId=2`);
      expect(none).toMatchObject({ total: 0, data: [], totals: { neto: '0.00' } });
    });
  });

  describe('store statement and stock', () => {
    it('shows the fiado balance of the client', async () => {
      const result = await report('/api/reports/tienda-estado-cuenta?search=rosa&onlyBalance=true');
      expect(result.data).toEqual([expect.objectContaining({ nombre: 'Rosa Treviño', tipo: 'Cliente', ventas: 1, cargos: '400.00', pagado: '150.00', saldo: '250.00' })]);
      const bySale = await report('/api/reports/tienda-estado-cuenta?groupBy=venta');
      expect(bySale.totals.saldo).toBe('250.00');
    });

    it('lists products below their minimum first, valued at cost and at price', async () => {
      const result = await report('/api/reports/tienda-stock?search=T-');
      expect(result.data[0]).toMatchObject({ estado: 'Bajo mínimo', existencia: '2', minimo: '5', valorCosto: '20.00', valorPrecio: '51.00' });
      const direct = await one(sql`SELECT sum(round(stock * price_with_iva, 2))::numeric(18,2)::text AS v FROM products
        WHERE branch_office_id = ${cashier.branchOfficeId} AND deleted_at IS NULL AND (name ILIKE '%T-%' OR code ILIKE '%T-%')`);
      expect(result.totals.valorPrecio).toBe(direct.v);
      const below = await report('/api/reports/tienda-stock?belowMin=true&search=T-');
      expect(below.total).toBe(1);
    });
  });

  describe('exports', () => {
    it('Excel opens with every row, typed cells and the totals row', async () => {
      const response = await accountant.send('GET', `/api/reports/tienda-pagos/excel?from=${today}&to=${today}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const [sheet] = workbook.worksheets;
      if (!sheet) throw new Error('the workbook has no sheet');
      const page = await report(`/api/reports/tienda-pagos?from=${today}&to=${today}`);
      expect(sheet.getRow(3).getCell(1).value).toBe('Fecha');
      // Title, subtitle, header, rows, totals.
      expect(sheet.rowCount).toBe(3 + page.total + 1);
      const last = sheet.getRow(sheet.rowCount);
      expect(last.getCell(1).value).toBe('Totales');
      expect(last.getCell(8).value).toBe(Number(page.totals.monto));
      expect(sheet.getRow(4).getCell(1).value).toBeInstanceOf(Date);
    });

    it('Excel of more rows than one batch to the writing thread keeps every row in the order of the screen', async () => {
      // 620 products (past two batches of 250 and one partial), named so their order differs from their codes.
      await db().execute(sql`INSERT INTO products (company_id, branch_office_id, name, code, price_with_iva, stock)
        SELECT ${cashier.companyId}, ${cashier.branchOfficeId}, 'Lote excel ' || lpad((620 - n)::text, 4, '0'), 'LX-' || n, 10.5, n
        FROM generate_series(1, 620) AS n`);
      try {
        const response = await accountant.send('GET', '/api/reports/tienda-productos/excel?search=Lote%20excel');
        expect(response).toHaveStatus(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const [sheet] = workbook.worksheets;
        if (!sheet) throw new Error('the workbook has no sheet');
        expect(sheet.rowCount).toBe(3 + 620 + 1);
        const codes = Array.from({ length: 620 }, (_, i) => sheet.getRow(4 + i).getCell(1).value);
        // By name: 'Lote excel 0000' is LX-620, … 'Lote excel 0619' is LX-1.
        expect(codes).toEqual(Array.from({ length: 620 }, (_, i) => `LX-${620 - i}`));
        expect(sheet.getRow(4).getCell(5).value).toBe(10.5);
        const last = sheet.getRow(sheet.rowCount);
        expect(last.getCell(1).value).toBe('Totales');
        // Existencia: 1 + 2 + … + 620.
        expect(last.getCell(6).value).toBe((620 * 621) / 2);
      } finally {
        await db().execute(sql`DELETE FROM products WHERE code LIKE 'LX-%' AND branch_office_id = ${cashier.branchOfficeId}`);
      }
    });

    it('PDF renders to non-empty pages', async () => {
      const response = await accountant.send('GET', '/api/reports/tienda-ingresos-ventas/pdf?groupBy=producto');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const dir = mkdtempSync(join(tmpdir(), 'mikro-pdf-'));
      writeFileSync(join(dir, 'r.pdf'), response.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '40', join(dir, 'r.pdf'), join(dir, 'page')]);
      const pages = readdirSync(dir).filter((f) => f.endsWith('.png'));
      expect(pages.length).toBeGreaterThan(0);
      const [firstPage] = pages;
      if (firstPage === undefined) throw new Error('the PDF rendered no page');
      expect(statSync(join(dir, firstPage)).size).toBeGreaterThan(1000);
      const text = execFileSync('pdftotext', [join(dir, 'r.pdf'), '-']).toString();
      expect(text).toContain('Ingresos por ventas');
      expect(text).toContain('Totales');
    });
  });

  describe('permissions', () => {
    it('guards each report by its menu route and the export by its export action', async () => {
      expect((await cashier.send('GET', '/api/reports/tienda-stock')).statusCode).toBe(403);
      expect((await cashier.send('GET', '/api/reports/tienda-stock/excel')).statusCode).toBe(403);
      const school = await storeSession(ctx.app, 'escolar@mikro.mx');
      expect((await school.send('GET', '/api/mini-store/sales/report-sales')).statusCode).toBe(403);
      expect((await school.send('GET', '/api/reports/dashboard?module=2')).statusCode).toBe(403);
    });
  });

  describe('dashboard', () => {
    it('shows the store’s 30 days with today’s income equal to the payments of today', async () => {
      const response = await accountant.send('GET', '/api/reports/dashboard?module=2');
      expect(response).toHaveStatus(200);
      const data = response.json<DashboardData>();
      expect(data.hasData).toBe(true);
      expect(data.incomeByDay).toHaveLength(30);
      const direct = await one(sql`SELECT sum(p.amount)::numeric(18,2)::text AS net FROM store_sale_payments p JOIN store_sales s ON s.id = p.sale_id WHERE ${branchScope()}`);
      expect(data.incomeByDay[29]).toEqual({ label: today, value: direct.net });
      expect(data.cards.find((c) => c.key === 'incomeToday')?.value).toBe(direct.net);
      expect(data.cards.find((c) => c.key === 'owed')?.value).toBe('250.00');
      expect(data.topItems[0]?.label).toContain('Producto');
    });
  });

  describe('school and academy dashboard', () => {
    /** A payment of `total` (paid with cash and a card) `daysAgo` days ago, its line settling a new charge; `status` cancelled stays out of the income. */
    const pay = async (module: 2 | 3, total: string, daysAgo: number, status = 'paid') => {
      const student = await one(sql`SELECT id FROM students WHERE company_id = ${cashier.companyId} ORDER BY id LIMIT 1`);
      const when = sql`(now() - make_interval(days => ${daysAgo}))`;
      const charge = await one(sql`INSERT INTO charges (company_id, branch_office_id, module, student_id, name, sat_code, unit_code, price, year, month, payment_day, due_date, status)
        VALUES (${cashier.companyId}, ${cashier.branchOfficeId}, ${module}, ${student.id}, 'Mensualidad tablero', '86121500', 'E48', ${total}, 2026, 1, 10, ${addDays(today, -daysAgo)}::date, 'paid') RETURNING id`);
      const payment = await one(sql`INSERT INTO charge_payments (company_id, branch_office_id, module, serie, folio, student_id, cashier_id, gross, discounts, surcharges, subtotal, tax, total, received, change, status, created_at)
        VALUES (${cashier.companyId}, ${cashier.branchOfficeId}, ${module}, 'TAB', (SELECT coalesce(max(folio), 0) + 1 FROM charge_payments WHERE serie = 'TAB'), ${student.id}, ${cashier.userId},
          ${total}, 0, 0, ${total}, 0, ${total}, ${total}, 0, ${status}, ${when}) RETURNING id`);
      await db().execute(sql`UPDATE charges SET payment_id = ${payment.id} WHERE id = ${charge.id}`);
      await db().execute(sql`INSERT INTO charge_payment_lines (payment_id, charge_id, student_id, concept_name, sat_code, unit_code, quantity, price, base, adjustments, subtotal, tax, total, status)
        VALUES (${payment.id}, ${charge.id}, ${student.id}, 'Mensualidad tablero', '86121500', 'E48', 1, ${total}, ${total}, '[]'::jsonb, ${total}, 0, ${total}, ${status === 'cancelled' ? 'cancelled' : 'paid'})`);
      await db().execute(sql`INSERT INTO charge_payment_methods (payment_id, method_id, amount, applied)
        VALUES (${payment.id}, 1, 100, 100), (${payment.id}, 4, ${total}::numeric - 100, ${total}::numeric - 100)`);
    };
    const owe = async (module: 2 | 3, price: string, dueDate: string) => {
      const student = await one(sql`SELECT id FROM students WHERE company_id = ${cashier.companyId} ORDER BY id DESC LIMIT 1`);
      await db().execute(sql`INSERT INTO charges (company_id, branch_office_id, module, student_id, name, sat_code, unit_code, price, year, month, payment_day, due_date, status)
        VALUES (${cashier.companyId}, ${cashier.branchOfficeId}, ${module}, ${student.id}, 'Adeudo tablero', '86121500', 'E48', ${price}, 2026, 1, 10, ${dueDate}::date, 'pending')`);
    };

    it.each([
      [0, 3],
      [1, 2],
    ] as const)('module %i shows today’s income, the 30 days, the methods and the overdue debts equal to direct SQL sums', async (module, feeModule) => {
      await pay(feeModule, '1500.00', 0);
      await pay(feeModule, '820.50', 0);
      await pay(feeModule, '999.00', 0, 'cancelled');
      await pay(feeModule, '2300.00', 6);
      await pay(feeModule, '4000.00', 45);
      await owe(feeModule, '1250.00', addDays(today, -20));
      await owe(feeModule, '700.00', addDays(today, 15));
      const response = await accountant.send('GET', `/api/reports/dashboard?module=${module}`);
      expect(response).toHaveStatus(200);
      const data = response.json<DashboardData>();
      const scope = sql`company_id = ${cashier.companyId} AND branch_office_id = ${cashier.branchOfficeId} AND module = ${feeModule}`;
      const local = sql`(created_at AT TIME ZONE 'America/Mexico_City')::date`;
      const direct = await one(sql`SELECT
          (SELECT coalesce(sum(total), 0)::numeric(18,2)::text FROM charge_payments WHERE ${scope} AND status <> 'cancelled' AND ${local} = ${today}::date) AS today,
          (SELECT count(*)::text FROM charge_payments WHERE ${scope} AND status <> 'cancelled' AND ${local} = ${today}::date) AS n,
          (SELECT coalesce(sum(total), 0)::numeric(18,2)::text FROM charge_payments WHERE ${scope} AND status <> 'cancelled' AND ${local} > ${today}::date - 30) AS month,
          (SELECT coalesce(sum(m.applied), 0)::numeric(18,2)::text FROM charge_payment_methods m JOIN charge_payments p ON p.id = m.payment_id
            WHERE p.company_id = ${cashier.companyId} AND p.branch_office_id = ${cashier.branchOfficeId} AND p.module = ${feeModule} AND p.status <> 'cancelled'
              AND (p.created_at AT TIME ZONE 'America/Mexico_City')::date > ${today}::date - 30 AND m.method_id = 1) AS cash,
          (SELECT coalesce(sum(price * quantity), 0)::numeric(18,2)::text FROM charges WHERE ${scope} AND status = 'pending' AND due_date < ${today}::date) AS owed`);
      const card = (key: string) => data.cards.find((c) => c.key === key)?.value;
      expect(data.module).toBe(module);
      expect(data.hasData).toBe(true);
      expect(card('incomeToday')).toBe(direct.today);
      expect(card('incomeToday')).not.toBe('0.00');
      expect(card('paymentsToday')).toBe(direct.n);
      expect(card('incomeMonth')).toBe(direct.month);
      expect(card('owed')).toBe(direct.owed);
      // The charts add up to the cards: the days to the 30-day income, the methods too, the groups to the debts.
      const sum = (points: { value: string }[]) => points.reduce((acc, p) => acc + Math.round(Number(p.value) * 100), 0) / 100;
      expect(data.incomeByDay).toHaveLength(30);
      expect(data.incomeByDay[29]).toEqual({ label: today, value: direct.today });
      expect(sum(data.incomeByDay)).toBe(Number(direct.month));
      expect(sum(data.incomeByMethod)).toBe(Number(direct.month));
      expect(data.incomeByMethod.find((p) => p.label === 'Efectivo')?.value).toBe(direct.cash);
      expect(sum(data.debtsByGroup)).toBe(Number(direct.owed));
      expect(sum(data.topItems)).toBe(Number(direct.month));
    });
  });

  describe('school and academy reports', () => {
    it('age the pending school charges like a direct sum by days past due', async () => {
      const student = await one(sql`SELECT id FROM students WHERE company_id = ${cashier.companyId} ORDER BY id LIMIT 1`);
      const due = [
        [addDays(today, -45), '1000.00'],
        [addDays(today, -100), '500.00'],
        [addDays(today, 10), '700.00'],
      ];
      for (const [dueDate, price] of due) {
        await db().execute(sql`INSERT INTO charges (company_id, branch_office_id, module, student_id, name, sat_code, unit_code, price, year, month, payment_day, due_date, status)
          VALUES (${cashier.companyId}, ${cashier.branchOfficeId}, 3, ${student.id}, 'Colegiatura', '86121500', 'E48', ${price}, 2026, 1, 10, ${dueDate}::date, 'pending')`);
      }
      const result = await report('/api/reports/colegio-adeudos?groupBy=alumno');
      // The demo school also owes charges: every bucket is compared with the direct sum over the same rows.
      const bucket = (cond: ReturnType<typeof sql>) => sql`coalesce(sum(price * quantity) FILTER (WHERE ${cond}), 0)::numeric(18,2)::text`;
      const late = sql`(${today}::date - due_date)`;
      const direct = await one(sql`SELECT sum(price * quantity)::numeric(18,2)::text AS total, count(*)::text AS n, ${bucket(sql`${late} > 90`)} AS old,
          ${bucket(sql`${late} BETWEEN 31 AND 60`)} AS d60, ${bucket(sql`${late} <= 0`)} AS due, ${bucket(sql`${late} > 0`)} AS late
        FROM charges WHERE company_id = ${cashier.companyId} AND branch_office_id = ${cashier.branchOfficeId} AND module = 3 AND status = 'pending'`);
      expect(result.totals).toMatchObject({ total: direct.total, cargos: direct.n, mas90: direct.old, d60: direct.d60, porVencer: direct.due, vencido: direct.late });
      // The three charges of this test land in their buckets.
      expect(Number(direct.old)).toBeGreaterThanOrEqual(500);
      expect(Number(direct.d60)).toBeGreaterThanOrEqual(1000);
      expect(Number(direct.due)).toBeGreaterThanOrEqual(700);
      // Grouped by grade, the same totals.
      const byGrade = await report('/api/reports/colegio-adeudos?groupBy=grupo');
      expect(byGrade.totals).toEqual(result.totals);
      const statement = await report('/api/reports/colegio-estado-cuenta?status=pending');
      expect(statement.totals.saldo).toBe(direct.total);
    });

    it('answer every report and grouping of the catalogue (empty modules answer zero totals)', async () => {
      for (const meta of REPORT_CATALOG) {
        for (const group of meta.groupBy ?? [{ value: '', label: '' }]) {
          const result = await report(`/api/reports/${meta.key}?limit=5${group.value ? `&groupBy=${group.value}` : ''}`);
          expect({ report: meta.key, hasColumns: result.columns.length > 0 }).toEqual({ report: meta.key, hasColumns: true });
          // Every report sums something (the attendance lists, the attendances, absences and late arrivals).
          expect({ report: meta.key, hasTotals: Object.keys(result.totals).length > 0 }).toEqual({ report: meta.key, hasTotals: true });
        }
      }
    });

    it('titles its files as the screen does, names them with the institution day and says when they were made', async () => {
      expect((await report('/api/reports/colegio-adeudos')).title).toBe('Adeudos por antigüedad');
      const pdf = await accountant.send('GET', '/api/reports/colegio-adeudos/pdf');
      expect(pdf).toHaveStatus(200);
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="colegio-adeudos-${today}.pdf"`);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('Adeudos por antigüedad');
      // The product's DD/MM/YYYY HH:mm:ss (24-hour), not the locale's short «25/11/26, 11:21 p.m.».
      expect(text).toMatch(/Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\n/);

      const excel = await accountant.send('GET', '/api/reports/colegio-adeudos/excel');
      expect(excel).toHaveStatus(200);
      expect(excel.headers['content-disposition']).toBe(`attachment; filename="colegio-adeudos-${today}.xlsx"`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Adeudos por antigüedad');
    });

    it('prints one attendance list per group in the PDF', async () => {
      const response = await accountant.send('GET', '/api/reports/colegio-asistencias/pdf');
      expect(response.statusCode).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), 'mikro-pdf-'));
      writeFileSync(join(dir, 'a.pdf'), response.rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '30', join(dir, 'a.pdf'), join(dir, 'page')]);
      const groups = await one(sql`SELECT count(DISTINCT grade_id)::int AS n FROM school_inscriptions WHERE branch_office_id = ${cashier.branchOfficeId} AND status = 'activa'`);
      expect(readdirSync(dir).filter((f) => f.endsWith('.png')).length).toBeGreaterThanOrEqual(Math.max(1, Number(groups.n)));
    });
  });
});
