import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs, sideMenu } from '../support/session';

const FACTURACION_MANIFEST = '**/remotes/facturacion/mf-manifest.json';

// The production build's service worker fetches the remotes itself (network first), and a page's routes do not
// see a service worker's requests: once it has taken control — a race with the login — the faked manifest
// answers would be bypassed. These tests are about the shell's loader, so the page runs without it.
test.use({ serviceWorkers: 'block' });

test('a remote that is not deployed says it is not installed, not that it is down', async ({ page }) => {
  // The server has no manifest for the remote: it was never deployed.
  await page.route(FACTURACION_MANIFEST, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404}' }));
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/facturas');
  await expect(page.getByText('Este módulo no está instalado en esta sucursal')).toBeVisible();
  await expect(page.getByText(/no está disponible en este momento/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  await expect(sideMenu(page)).toBeVisible();
});

test('a remote that failed to load loads on Reintentar, without reloading the page', async ({ page }) => {
  await page.route(FACTURACION_MANIFEST, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/facturas');
  await expect(page.getByText(/No se pudo cargar el módulo Facturación/)).toBeVisible();
  // A marker on window survives only if Reintentar does not reload the page.
  await page.evaluate(() => Object.assign(window, { __sinRecargar: true }));
  await page.unroute(FACTURACION_MANIFEST);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText(/No se pudo cargar el módulo/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Facturas' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sinRecargar?: boolean }).__sinRecargar)).toBe(true);
});

test('Campus Sur, without a store, lists no store report and a store report there is not installed', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Cambiar sucursal' }).click();
  await page.getByRole('option', { name: 'Campus Sur' }).getByRole('button').click();
  await expect(page.getByRole('button', { name: 'Cambiar sucursal' })).toContainText('Campus Sur');
  // The home dashboard offers only the modules Campus Sur runs.
  const dashboard = page.getByTestId('reports-dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Tablero · Colegio' })).toBeVisible();
  await expect(dashboard.getByRole('button')).toHaveText(['Colegio']);
  await sideMenu(page).getByRole('button', { name: 'Reportes', exact: true }).click();
  const reports = sideMenu(page).getByRole('group', { name: 'Reportes' });
  await expect(reports.getByRole('button', { name: 'Colegio', exact: true })).toBeVisible();
  await expect(reports.getByRole('button', { name: 'Tienda', exact: true })).toHaveCount(0);
  await page.goto('/reportes/tienda/facturado');
  await expect(page.getByText('Este módulo no está instalado en esta sucursal')).toBeVisible();
  await expect(page.getByText('El módulo Tienda no forma parte de esta sucursal.', { exact: false })).toBeVisible();
});
