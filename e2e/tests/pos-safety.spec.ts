import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

async function openRegister(page: Page) {
  await page.goto('/ventas');
  const open = page.getByRole('button', { name: 'Abrir caja' });
  // The screen first shows one or the other (the register's state is read from the API).
  await expect(open.or(page.getByRole('heading', { name: 'Punto de venta' })).first()).toBeVisible();
  if (await open.isVisible()) {
    await page.getByLabel('Fondo inicial').fill('100');
    await open.click();
  }
  await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
}

async function addBySearch(page: Page, text: string, name: string) {
  await page.getByLabel('Buscar producto').fill(text);
  await page.getByRole('button', { name: `Agregar ${name}` }).click();
  await expect(page.getByRole('group', { name: `Línea ${name}` })).toBeVisible();
}

test('at 1366x768 the cart keeps its total and Cobrar in view with many lines, and fiado starts unpaid', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.cajero);
  await openRegister(page);
  for (const [text, name] of [
    ['lápiz', 'Lápiz del número 2'],
    ['geometr', 'Juego de geometría'],
    ['agua', 'Agua natural 600 ml'],
    ['jugo', 'Jugo de naranja 1 L'],
    ['fruta', 'Fruta picada'],
    ['inglés', 'Libro de inglés nivel 1'],
  ] as const) {
    await addBySearch(page, text, name);
    // The newest line is scrolled into view.
    await expect(page.getByRole('group', { name: `Línea ${name}` })).toBeInViewport();
  }
  await expect(page.getByTestId('cart-total')).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Cobrar/ })).toBeInViewport();
  await page.screenshot({ path: shotPath('pos-1366-many-lines.png') });

  // A refused quantity never stays on screen.
  const quantity = page.getByLabel('Cantidad de Agua natural 600 ml');
  await quantity.fill('-3');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');

  // Switching to fiado clears the cash pre-filled with the total and asks for a client.
  await page.keyboard.press('F9');
  const payment = page.getByRole('dialog', { name: /^Cobrar/ });
  await expect(payment.getByLabel('Importe 1')).toBeVisible();
  await payment.getByRole('combobox', { name: 'Tipo de venta' }).selectOption('fiado');
  await expect(payment.getByLabel('Importe 1')).toHaveCount(0);
  await expect(payment.getByTestId('charge-blocker')).toHaveText('Seleccione un cliente para vender fiado o con pagos diferidos.');
  await payment.getByRole('combobox', { name: 'Tipo de venta' }).selectOption('regular');
  await payment.getByLabel('Importe 1').fill('0');
  await expect(payment.getByTestId('charge-blocker')).toContainText('Cada pago necesita un importe mayor que 0');
  await expect(payment.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  await payment.getByRole('button', { name: 'Cancelar' }).click();
});

for (const [width, height] of [
  [390, 844],
  [820, 1180],
] as const) {
  test(`the point of sale at ${width}x${height}`, async ({ page }) => {
    await loginAs(page, ACCOUNTS.cajero);
    // Sized after the login: below 768 px the side menu that loginAs waits for lives in the menu drawer.
    await page.setViewportSize({ width, height });
    await openRegister(page);
    await addBySearch(page, 'lápiz', 'Lápiz del número 2');
    await expect(page.getByRole('button', { name: /^Cobrar/ })).toBeInViewport();
    await page.screenshot({ path: shotPath(`pos-${width}x${height}.png`) });
    await page.goto('/tienda/productos');
    await expect(page.getByRole('heading', { name: /Productos/ }).first()).toBeVisible();
    await page.screenshot({ path: shotPath(`catalogue-${width}x${height}.png`) });
  });
}
