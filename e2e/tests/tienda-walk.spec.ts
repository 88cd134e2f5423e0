// What a new user found walking the store and its system screens in a real browser at a laptop's and a phone's
// size: each step is a defect that was there.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, branchHeaders, closeOpenRegister, loginAs, PASSWORD } from '../support/session';
import { shotPath } from '../support/shots';

/** The element lies inside the window's width: nothing to scroll sideways to reach it. */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x, 'left edge within the window').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `right edge within the ${width} px window`).toBeLessThanOrEqual(width);
}

/** The element is on one line (an amount that broke between "$" and its figure is two). */
async function expectOneLine(element: Locator): Promise<void> {
  const lines = await element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight) || 20;
    return Math.round(node.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBe(1);
}

/** The id of the one record of a store list whose field matches the value (operator of the CRUD query language). */
async function idOf(request: APIRequestContext, headers: Record<string, string>, path: string, field: string, value: string, operator = '$eq'): Promise<number> {
  const response = await request.get(`/api/mini-store/${path}?filter=${field}$$${operator}$$${encodeURIComponent(value)}&fields=id`, { headers });
  expect(response.ok(), await response.text()).toBeTruthy();
  const rows = (await response.json()) as { id: number }[];
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

test('the cashier reads a credit sale, takes an abono with change and returns part of it on a phone, then closes the register counting each method', async ({ page, request }) => {
  test.setTimeout(150_000);
  await closeOpenRegister(request, ACCOUNTS.cajero, 'Matriz Centro');
  const headers = await branchHeaders(request, ACCOUNTS.cajero, 'Matriz Centro');
  expect((await request.post('/api/mini-store/cash-register', { headers, data: { openingAmount: '500.00' } })).ok()).toBeTruthy();
  const book = await idOf(request, headers, 'products', 'code', 'LIB-001');
  const pencil = await idOf(request, headers, 'products', 'code', 'PAP-002');
  const jorge = await idOf(request, headers, 'clients', 'search_name', 'Jorge Trevi', '$contL');
  const sold = await request.post('/api/mini-store/sales', {
    headers,
    data: { saleType: 'fiado', clientId: jorge, lines: [{ productId: book, quantity: 1 }, { productId: pencil, quantity: 5 }], payments: [{ methodId: 1, amount: '100.00' }] },
  });
  expect(sold.ok(), await sold.text()).toBeTruthy();
  const sale = (await sold.json()) as { serie: string; folio: number; total: string; balance: string };
  // A card sale, so the close has two methods to count.
  const card = await request.post('/api/mini-store/sales', { headers, data: { lines: [{ productId: pencil, quantity: 1 }], payments: [{ methodId: 6, amount: '8.00', reference: '1234' }] } });
  expect(card.ok(), await card.text()).toBeTruthy();

  await loginAs(page, ACCOUNTS.cajero);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sales-history');
  await page.getByRole('row', { name: new RegExp(`${sale.serie}-${sale.folio}\\b`) }).getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: `Venta ${sale.serie}-${sale.folio}` });

  await test.step('the sale type and the payment kinds read in Spanish, and the totals stay inside the phone', async () => {
    await expect(detail.getByText('Tipo: Fiado (a crédito)')).toBeVisible();
    await expect(detail.getByTestId('sale-payment').first()).toContainText('· Pago ·');
    // They used to spill off the left edge, amounts broken after the "$".
    await expectWithinWidth(page, detail.getByTestId('sale-totals'));
    await expectOneLine(detail.getByTestId('sale-balance'));
    await page.screenshot({ path: shotPath('sale-detail-390.png') });
  });

  await test.step('an abono beyond the balance: a card is refused under the amount, cash shows the change', async () => {
    const amount = detail.getByLabel('Importe del abono');
    await detail.getByLabel('Forma de pago del abono').selectOption({ label: 'Tarjeta de débito' });
    await amount.fill('500');
    await expect(detail.getByText(/^Con Tarjeta de débito el abono no puede pasar del saldo de/)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Registrar abono' })).toBeDisabled();
    await detail.getByLabel('Forma de pago del abono').selectOption({ label: 'Efectivo' });
    await expect(detail.getByTestId('abono-change')).toContainText('cambio');
    await detail.getByRole('button', { name: 'Registrar abono' }).click();
    await expect(page.getByText(/^Abono registrado\. Entregue \$ [\d,.]+ de cambio$/)).toBeVisible();
    await expect(detail.getByTestId('sale-balance')).toHaveText('Saldo $ 0.00');
  });

  await test.step('a partial return says what is missing beside the field and asks before giving money back', async () => {
    await detail.getByLabel('Devolver Lápiz del número 2').fill('2');
    await detail.getByRole('button', { name: 'Devolver productos' }).click();
    await expect(detail.getByLabel('Motivo de la devolución')).toHaveAttribute('aria-invalid', 'true');
    await expect(detail.getByText('Escriba el motivo de la devolución')).toBeVisible();
    await detail.getByLabel('Motivo de la devolución').fill('Sobraron');
    await detail.getByRole('button', { name: 'Devolver productos' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Registrar devolución' });
    await expect(confirm).toContainText('2 de Lápiz del número 2');
    await confirm.getByRole('button', { name: 'Devolver' }).click();
    await expect(detail.getByTestId('sale-payment').last()).toContainText('· Devolución ·');
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
  });

  await test.step('the close counts each method; on a phone no amount breaks after the "$"', async () => {
    await page.goto('/ventas');
    await page.getByRole('button', { name: 'Cerrar caja' }).click();
    const close = page.getByRole('dialog', { name: 'Cerrar caja · Corte Z' });
    const amounts = close.getByRole('table', { name: 'Resumen por forma de pago' }).getByText(/^\$ [\d,]+\.\d\d$/);
    await expect(amounts).toHaveCount(3);
    for (const amount of await amounts.all()) await expectOneLine(amount);
    await page.screenshot({ path: shotPath('close-390.png') });
    await close.getByLabel(/Contado · Efectivo/).fill('100');
    await close.getByLabel(/Contado · Tarjeta de débito/).fill('8');
    await close.getByRole('button', { name: 'Revisar y cerrar caja' }).click();
    await close.getByRole('button', { name: 'Confirmar cierre' }).click();
    await expect(page.getByRole('dialog', { name: 'Corte Z' })).toBeVisible();
  });

  await test.step('Movimientos de caja shows the close of each method with what was counted in it', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/mini-store/transactions');
    const closes = page.getByRole('row').filter({ hasText: 'Cierre de caja' });
    // One row per counted method (the sum of cash and card used to be written as Efectivo).
    await expect(closes.filter({ hasText: 'Efectivo' }).first()).toContainText('$ 100.00');
    await expect(closes.filter({ hasText: 'Tarjeta de débito' }).first()).toContainText('$ 8.00');
  });
});

test('a user whose role has only the point of sale, in one branch office, finds what to sell', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  const admin = { Authorization: `Bearer ${token}` };
  const role = await request.post('/api/system/roles', { headers: admin, data: { name: `Mostrador ${Date.now()}`, description: '', isActive: true } });
  expect(role.status()).toBe(201);
  const roleId = ((await role.json()) as { id: number }).id;
  const tree = (await (await request.get('/api/system/permissions/route-tree', { headers: admin })).json()) as { id: number; url: string | null; children: unknown[] }[];
  const flat = (nodes: { id: number; url: string | null; children: unknown[] }[]): { id: number; url: string | null }[] => nodes.flatMap((node) => [node, ...flat(node.children as typeof nodes)]);
  const pos = flat(tree).find((node) => node.url === '/ventas')!;
  expect((await request.put(`/api/system/permissions/role/${roleId}`, { headers: admin, data: [{ routeId: pos.id, actions: ['ver', 'crear'] }] })).ok()).toBeTruthy();
  const login = (await (await request.post('/api/system/auth/login', { data: { email: ACCOUNTS.admin, password: PASSWORD } })).json()) as { branchOffices: { id: number; name: string }[] };
  const centro = login.branchOffices.find((office) => office.name === 'Matriz Centro')!;
  const email = `mostrador-${Date.now()}@mikro.mx`;
  const user = await request.post('/api/system/users/store', { headers: admin, data: { name: 'Vendedor de mostrador', email, password: PASSWORD, passwordConfirm: PASSWORD, roleId, branchOfficeIds: [centro.id] } });
  expect(user.status()).toBe(201);

  await loginAs(page, email);
  await page.goto('/ventas');
  await page.getByLabel('Fondo inicial').fill('100');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  // Every search answered 403 and the counter said Sin coincidencias.
  await page.getByLabel('Buscar producto').fill('agua');
  await expect(page.getByRole('button', { name: 'Agregar Agua natural 600 ml' })).toBeVisible();
  await page.goto('/usuarios');
  await expect(page.getByText('Acceso denegado')).toBeVisible();
});
