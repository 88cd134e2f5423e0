import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs, sideMenu } from '../support/session';

test('the menu follows the role: a cashier sees the store, not the system area', async ({ page }) => {
  await loginAs(page, ACCOUNTS.cajero);
  await expect(sideMenu(page).getByRole('button', { name: 'Tienda' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: 'Sistema' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: 'Facturación' })).toHaveCount(0);
});

test('an accountant sees invoicing and reports, and of the store only the sales history to invoice from', async ({ page }) => {
  await loginAs(page, ACCOUNTS.contador);
  await expect(sideMenu(page).getByRole('button', { name: 'Facturación' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: 'Reportes' })).toBeVisible();
  await sideMenu(page).getByRole('button', { name: 'Tienda' }).click();
  await expect(sideMenu(page).getByRole('link', { name: 'Historial de ventas' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Punto de venta' })).toHaveCount(0);
});

test('groups expand into their routes and the menu collapses', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const system = sideMenu(page).getByRole('button', { name: 'Sistema' });
  await system.click();
  await expect(system).toHaveAttribute('aria-expanded', 'true');
  await expect(sideMenu(page).getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar u ocultar menú' }).click();
  await expect(sideMenu(page)).toHaveAttribute('data-collapsed', 'true');
});

test('switching branch office changes the menu without a reload', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Cambiar sucursal' }).click();
  await expect(page.getByRole('heading', { name: 'Cambio de sucursales' })).toBeVisible();
  await page.getByRole('button', { name: 'Matriz Centro' }).click();
  await expect(sideMenu(page).getByRole('button', { name: 'Tienda' })).toBeVisible();

  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.getByRole('button', { name: 'Cambiar sucursal' }).click();
  await page.getByRole('button', { name: 'Campus Sur' }).click();
  await expect(page.getByRole('button', { name: 'Cambiar sucursal' })).toContainText('Campus Sur');
  await expect(sideMenu(page).getByRole('button', { name: 'Tienda' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: 'Colegio' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('switching cycle updates the top bar', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Cambiar ciclo' }).click();
  await expect(page.getByRole('heading', { name: 'Cambio de ciclo' })).toBeVisible();
  await page.getByRole('button', { name: '2025-2026' }).click();
  await expect(page.getByRole('button', { name: 'Cambiar ciclo' })).toContainText('2025-2026');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cambiar ciclo' })).toContainText('2025-2026');
});
