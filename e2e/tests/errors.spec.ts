import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs, sideMenu } from '../support/session';

test('an unknown URL shows the 404 page with a link home', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/esta-ruta-no-existe');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown URL inside the area of a remote is a 404, not a 403', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/system/no-existe');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  // The remote's 404 goes home inside the application, without reloading the page.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('This page could not be found')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('a route the role does not allow shows the 403 page', async ({ page }) => {
  await loginAs(page, ACCOUNTS.cajero);
  await page.goto('/usuarios');
  await expect(page.getByText('Acceso denegado')).toBeVisible();
});

test.describe('a remote whose manifest is faked', () => {
  // The page's route would not see the service worker's own fetch of the manifest (see remote-load.spec.ts).
  test.use({ serviceWorkers: 'block' });

  test('a remote whose files are missing shows an error panel while the rest keeps working', async ({ page }) => {
    // mfe-facturacion's manifest is missing, as if it was never deployed.
    await page.route('**/remotes/facturacion/mf-manifest.json', (route) => route.fulfill({ status: 404, body: '' }));
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/facturas');
    await expect(page.getByText('Este módulo no está instalado en esta sucursal')).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
    await sideMenu(page).getByRole('button', { name: 'Sistema' }).click();
    await sideMenu(page).getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  });
});
