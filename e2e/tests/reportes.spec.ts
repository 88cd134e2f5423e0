import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, branchHeaders, closeOpenRegister, loginAs } from '../support/session';
import { shotPath } from '../support/shots';


/** A cashier of Matriz Centro opens a register and sells two pencils (8.00 each) through the API. */
async function cashierSells(request: APIRequestContext): Promise<void> {
  const headers = await branchHeaders(request, ACCOUNTS.cajero);
  await closeOpenRegister(request, ACCOUNTS.cajero, 'Matriz Centro');
  const opened = await request.post('/api/mini-store/cash-register', { headers, data: { openingAmount: '100.00' } });
  expect(opened.ok()).toBeTruthy();
  const register = (await opened.json()) as { id: number };
  const products = await request.get('/api/mini-store/products?page=1&limit=100', { headers });
  expect(products.ok()).toBeTruthy();
  const list = (await products.json()) as { data: { id: number; code: string }[] };
  const pencil = list.data.find((p) => p.code === 'PAP-002')!;
  const sale = await request.post('/api/mini-store/sales', { headers, data: { lines: [{ productId: pencil.id, quantity: 2 }], payments: [{ methodId: 1, amount: '16.00' }] } });
  expect(sale.status()).toBe(201);
  // Close the register again (counted: the fund plus the sale in cash), so the store walks find it closed.
  const closed = await request.patch(`/api/mini-store/cash-register/${register.id}`, { headers, data: { counted: [{ methodId: 1, amount: '116.00' }] } });
  expect(closed.ok()).toBeTruthy();
}

test.describe('reportes', () => {
  test('a cashier’s sales appear in today’s store income, exported to Excel', async ({ page, request }) => {
    await loginAs(page, ACCOUNTS.contador);
    await page.goto('/reportes/tienda/ingresos-ventas?groupBy=cajero');
    const table = page.getByRole('table', { name: 'Ingresos por ventas' });
    const totals = table.getByRole('row').filter({ hasText: 'Totales' });
    await expect(totals.or(page.getByText(/^No hay (registros|movimientos)/))).toBeVisible();
    // Other walks may already have sold today: the cashier's net income grows by exactly this sale.
    const cashierRow = table.getByRole('row').filter({ hasText: 'Carmen Ruiz' });
    const netOf = async () => ((await cashierRow.count()) ? Number((await cashierRow.getByRole('cell').last().innerText()).replace(/[^\d.]/g, '')) : 0);
    const before = await netOf();
    await cashierSells(request);
    await page.reload();
    await expect(totals).toBeVisible();
    const expected = `$ ${(before + 16).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(cashierRow.getByRole('cell').last()).toHaveText(expected);
    // The filters live in the URL: grouping by method and going back restores the cashier grouping.
    await page.getByLabel('Agrupar').selectOption('metodo');
    await expect(page).toHaveURL(/groupBy=metodo/);
    await expect(table).toContainText('Efectivo');
    await page.goBack();
    await expect(page).toHaveURL(/groupBy=cajero/);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.screenshot({ path: shotPath(`ingresos-ventas-1366.png`), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tienda-ingresos-ventas-.*\.xlsx$/);
    expect((await file.createReadStream()) !== null).toBe(true);
  });

  test('the dashboard shows the income chart of the store and the school’s overdue debts', async ({ page }) => {
    await cashierSells(page.request);
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, ACCOUNTS.admin);
    const dashboard = page.getByTestId('reports-dashboard');
    await expect(dashboard).toBeVisible();
    await dashboard.getByRole('button', { name: 'Tienda' }).click();
    await expect(dashboard.getByRole('img', { name: 'Ingresos por día (30 días)' })).toBeVisible();
    await expect(dashboard.locator('.recharts-surface').first()).toBeVisible();
    await expect(dashboard.getByTestId('dashboard-card-incomeToday')).not.toHaveText('$ 0.00');
    await page.screenshot({ path: shotPath(`dashboard-tienda-1366.png`), fullPage: true });
    // The demo school's students owe the months already due: the school dashboard shows them by level.
    await dashboard.getByRole('button', { name: 'Colegio' }).click();
    await expect(dashboard.getByRole('heading', { name: 'Tablero · Colegio' })).toBeVisible();
    await expect(dashboard.getByTestId('dashboard-card-owed')).not.toHaveText('$ 0.00');
    await expect(dashboard.getByRole('img', { name: 'Adeudos por nivel' })).toBeVisible();
    await page.screenshot({ path: shotPath(`dashboard-colegio-1366.png`), fullPage: true });
    await page.goto('/reportes-old/tienda?reporte=tienda-ventas');
    await expect(page.getByRole('table', { name: 'Ventas' })).toContainText('Totales');
    await page.screenshot({ path: shotPath(`old-tienda-1366.png`), fullPage: true });
  });

  test('the dashboard and the reports at 390x844', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, ACCOUNTS.admin);
    // The phone width from a fresh load, as a phone opens it (the side menu starts closed).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const dashboard = page.getByTestId('reports-dashboard');
    await dashboard.getByRole('button', { name: 'Tienda' }).click();
    await expect(dashboard.getByRole('img', { name: 'Ingresos por día (30 días)' })).toBeVisible();
    await page.screenshot({ path: shotPath(`dashboard-390.png`), fullPage: true });
    await page.goto('/reportes/tienda/stock-productos');
    await expect(page.getByRole('table', { name: 'Existencias de productos' })).toContainText('Totales');
    await page.screenshot({ path: shotPath(`stock-390.png`), fullPage: true });
    await page.goto('/reportes/colegios/adeudos');
    await expect(page.getByRole('heading', { name: 'Adeudos por antigüedad' })).toBeVisible();
    // The demo students owe the months of the cycle.
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Totales' })).toBeVisible();
    await page.screenshot({ path: shotPath(`colegio-adeudos-390.png`), fullPage: true });
  });
});
