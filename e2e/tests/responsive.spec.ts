import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, loginAs, sideMenu } from '../support/session';
import { shotPath } from '../support/shots';


async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function openRegister(page: Page) {
  await page.goto('/ventas');
  await expect(page.getByRole('heading', { name: 'Punto de venta' }).or(page.getByRole('button', { name: 'Abrir caja' })).first()).toBeVisible();
  const open = page.getByRole('button', { name: 'Abrir caja' });
  if (await open.isVisible().catch(() => false)) {
    await page.getByLabel('Fondo inicial').fill('100');
    await open.click();
  }
  await expect(page.getByLabel('Buscar producto')).toBeVisible();
}

async function addLines(page: Page) {
  for (const [text, name] of [
    ['lápiz', 'Lápiz del número 2'],
    ['agua', 'Agua natural 600 ml'],
    ['jugo', 'Jugo de naranja 1 L'],
    ['fruta', 'Fruta picada'],
    ['geometr', 'Juego de geometría'],
  ] as const) {
    await page.getByLabel('Buscar producto').fill(text);
    await page.getByRole('button', { name: `Agregar ${name}` }).click();
    await expect(page.getByRole('group', { name: `Línea ${name}` })).toBeVisible();
  }
}

test('on a 390x844 phone the menu is a drawer holding the selectors and the account, and nothing is wider than the screen', async ({ page }) => {
  await loginAs(page, ACCOUNTS.cajero);
  await page.setViewportSize({ width: 390, height: 844 });

  // The top bar keeps only the menu button, the title and the connection state.
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cambiar sucursal' })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shotPath(`shell-390x844.png`) });

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer.getByRole('button', { name: 'Cambiar sucursal' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: 'Cambiar ciclo' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: 'Cerrar Sesion' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: /Cambiar a modo/ })).toBeInViewport();
  await page.screenshot({ path: shotPath(`shell-menu-390x844.png`) });

  // Choosing a page closes the drawer.
  await sideMenu(page).getByRole('button', { name: 'Tienda' }).click();
  await sideMenu(page).getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/clientes$/);
  await expect(drawer).toHaveCount(0);

  // A catalogue: its table scrolls inside its frame, the page does not.
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Página siguiente' })).toBeInViewport();
  await page.screenshot({ path: shotPath(`catalogue-390x844.png`) });

  // The account drawer (with Cerrar Sesion) opens from the menu drawer too.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('dialog', { name: 'Cuenta' }).getByRole('button', { name: 'Cerrar Sesion' })).toBeInViewport();
});

for (const [width, height] of [
  [390, 844],
  [820, 1180],
] as const) {
  test(`the point of sale at ${width}x${height} stacks the search above the cart and keeps Cobrar on screen`, async ({ page }) => {
    await loginAs(page, ACCOUNTS.cajero);
    await page.setViewportSize({ width, height });
    await openRegister(page);
    await addLines(page);
    const search = await page.getByLabel('Buscar producto').boundingBox();
    const client = await page.getByPlaceholder(/Cliente:/).boundingBox();
    expect(search && client && search.y < client.y).toBe(true);
    await expect(page.getByRole('button', { name: /^Cobrar/ })).toBeInViewport({ ratio: 1 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: shotPath(`pos-${width}x${height}.png`) });
  });
}

test('at 820x1180 the tablet keeps the side menu and the top bar selectors', async ({ page }) => {
  await loginAs(page, ACCOUNTS.cajero);
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar sucursal' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Información de la cuenta' })).toBeInViewport();
  expect(await pageWidth(page)).toBeLessThanOrEqual(820);
  await page.screenshot({ path: shotPath(`shell-820x1180.png`) });
  await page.goto('/clientes');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(820);
  await page.screenshot({ path: shotPath(`catalogue-820x1180.png`) });
});
