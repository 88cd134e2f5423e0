import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiToken, loginAs } from '../support/session';

test('a manager gives a product its own price in a price list and provider prices; the POS sells at that price and the history reprints the ticket', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNTS.admin);

  await test.step('a price list with a 10 % discount', async () => {
    await page.goto('/tienda/listasprecios');
    await page.getByRole('button', { name: 'Nueva lista de precios' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva lista de precios' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Mayoreo E2E');
    await form.getByRole('textbox', { name: /^Porcentaje/ }).fill('-10');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Mayoreo E2E' })).toContainText('-10.00 % sobre el precio');
  });

  await test.step('a product in that list, with two providers and their prices', async () => {
    await page.goto('/tienda/productos');
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo producto' });
    await form.getByRole('textbox', { name: 'Código', exact: true }).fill('E2E-PL-1');
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Marcador E2E');
    await form.getByLabel('Buscar clave SAT').fill('14111514');
    await form.getByRole('button', { name: /^14111514/ }).click();
    await form.getByLabel('Precio con IVA').fill('20');
    await form.getByLabel('Existencia inicial').fill('10');
    await form.getByLabel('Lista de precios').selectOption({ label: 'Mayoreo E2E' });
    await form.getByRole('button', { name: 'Agregar proveedor' }).click();
    await form.getByLabel('Proveedor 1', { exact: true }).selectOption({ label: 'Distribuidora Escolar del Norte' });
    await form.getByLabel('Precio del proveedor 1', { exact: true }).fill('11.50');
    await form.getByRole('button', { name: 'Agregar proveedor' }).click();
    await form.getByLabel('Proveedor 2', { exact: true }).selectOption({ label: 'Uniformes Regios' });
    await form.getByLabel('Precio del proveedor 2', { exact: true }).fill('12');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El registro se ha creado correctamente')).toBeVisible();

    await page.getByPlaceholder('Buscar por nombre, código o código de barras').fill('E2E-PL-1');
    await page.getByRole('row').filter({ hasText: 'Marcador E2E' }).getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar producto' });
    await expect(edit.getByLabel('Precio del proveedor 1', { exact: true })).toHaveValue('11.50');
    await expect(edit.getByLabel('Precio del proveedor 2', { exact: true })).toHaveValue('12.00');
    await expect(edit.getByLabel('Precio de proveedor', { exact: true })).toHaveValue('11.50');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('the list sells it at its own price instead of the percentage', async () => {
    await page.goto('/tienda/listasprecios');
    await page.getByRole('row').filter({ hasText: 'Mayoreo E2E' }).getByRole('button', { name: 'Precios por producto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Precios por producto · Mayoreo E2E' });
    await dialog.getByPlaceholder(/^Buscar producto/).fill('E2E-PL-1');
    const row = dialog.getByRole('row').filter({ hasText: 'Marcador E2E' });
    await expect(row).toContainText('$ 18.00');
    await expect(row).toContainText('Porcentaje');
    await row.getByLabel('Precio con IVA de Marcador E2E en la lista').fill('15');
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect(row).toContainText('Precio propio');
    await expect(row).toContainText('$ 15.00');
    await page.screenshot({ path: test.info().outputPath('tienda-price-list-items.png') });
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('the point of sale charges the list price', async () => {
    await page.goto('/ventas');
    const openButton = page.getByRole('button', { name: 'Abrir caja' });
    await expect(openButton.or(page.getByRole('heading', { name: 'Punto de venta' }))).toBeVisible();
    if (await openButton.isVisible()) {
      await page.getByLabel('Fondo inicial').fill('100');
      await openButton.click();
    }
    await page.getByLabel('Buscar producto').fill('E2E-PL-1');
    await page.getByRole('button', { name: 'Agregar Marcador E2E' }).click();
    await expect(page.getByTestId('cart-total')).toHaveText('$ 15.00');
    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: 'Cobrar $ 15.00' });
    await payment.getByRole('button', { name: 'Confirmar cobro' }).click();
    const ticket = page.getByRole('dialog', { name: 'Ticket de venta' });
    await expect(ticket.getByText('TOTAL', { exact: true }).locator('..')).toContainText('$ 15.00');
    await ticket.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('the history finds it by cashier and reprints its ticket', async () => {
    await page.goto('/sales-history');
    await page.getByLabel('Cajero').selectOption({ label: 'Administrador Mikro' });
    const row = page.getByRole('row').filter({ hasText: 'Administrador Mikro' }).filter({ hasText: '$ 15.00' }).first();
    await row.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: /^Venta V/ });
    await detail.getByRole('button', { name: 'Reimprimir ticket' }).click();
    const ticket = page.getByRole('dialog', { name: 'Ticket de venta' });
    await expect(ticket).toContainText('REIMPRESIÓN');
    await expect(ticket).toContainText('Marcador E2E');
    await page.screenshot({ path: test.info().outputPath('tienda-reprint.png') });
  });
});

test('a manager orders the menu of the cards view', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/tienda/menu');
  const table = page.getByRole('table', { name: /^Productos de / });
  await expect(table).toBeVisible();
  const names = async () => (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((text) => text.replace('Favorito', '').trim());
  const before = await names();
  expect(before.length).toBeGreaterThan(1);
  await page.getByRole('button', { name: `Bajar ${before[0]}` }).click();
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  await page.reload();
  await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
  await page.screenshot({ path: test.info().outputPath('tienda-menu.png') });
});

test('an automatic discount chosen for the store shows in the cart and is charged, until it is removed', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await apiToken(page.request);
  const headers = { authorization: `Bearer ${token}`, 'x-branch-office': '1' };
  const types = (await (await page.request.get('/api/system/extra-charges-types', { headers })).json()) as { id: number; kind: number }[];
  const created = await page.request.post('/api/system/extra-charges', {
    headers,
    data: { name: 'Promoción tienda E2E', quantity: '10', typeApplication: 1, operation: 'subtraction', applicationForm: 2, extraChargesTypeId: types.find((t) => t.kind === 1)!.id },
  });
  expect(created.status()).toBe(201);

  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/tienda/listasprecios');
  await page.getByLabel('Cargo automático').selectOption({ label: 'Promoción tienda E2E · 10 %' });
  await page.getByRole('button', { name: 'Aplicar en la tienda' }).click();
  const listed = page.getByRole('table', { name: 'Descuentos y recargos automáticos' }).getByRole('row').filter({ hasText: 'Promoción tienda E2E' });
  await expect(listed).toContainText('Descuento');
  await page.screenshot({ path: test.info().outputPath('tienda-automatic-charges.png') });

  try {
    await page.goto('/ventas');
    const openButton = page.getByRole('button', { name: 'Abrir caja' });
    await expect(openButton.or(page.getByRole('heading', { name: 'Punto de venta' }))).toBeVisible();
    if (await openButton.isVisible()) {
      await page.getByLabel('Fondo inicial').fill('100');
      await openButton.click();
    }
    await page.getByLabel('Buscar producto').fill('agua');
    await page.getByRole('button', { name: 'Agregar Agua natural 600 ml' }).click();
    const line = page.getByRole('group', { name: 'Línea Agua natural 600 ml' });
    await expect(line).toContainText('Promoción tienda E2E (automático)');
    await expect(line.getByRole('button', { name: /^Quitar Promoción tienda E2E/ })).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText('$ 13.50');
    await page.keyboard.press('F9');
    await page.getByRole('dialog', { name: 'Cobrar $ 13.50' }).getByRole('button', { name: 'Confirmar cobro' }).click();
    const ticket = page.getByRole('dialog', { name: 'Ticket de venta' });
    await expect(ticket.getByText('TOTAL', { exact: true }).locator('..')).toContainText('$ 13.50');
    await ticket.getByRole('button', { name: 'Cerrar' }).click();
  } finally {
    await page.goto('/tienda/listasprecios');
    await listed.getByRole('button', { name: 'Quitar' }).click();
    await expect(listed).toHaveCount(0);
  }
});
