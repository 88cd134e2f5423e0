// The point of sale keeps selling with the network cut — Playwright's offline mode and the API process stopped —
// and, once the API is started again and the network is back, the server records every sale exactly once: 20
// sales with cash, card and a fiado, the page reloaded offline half-way (the service worker serves the
// application); one of a product deleted meanwhile lands in «Ventas sin conexión» (docs/offline-pos.md). The walk
// runs on an API server of its own (support/private-server.ts), since the run's shared one cannot be stopped.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../support/private-server';
import { ACCOUNTS, branchHeaders, closeOpenRegister, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

interface SaleRow {
  id: number;
  serie: string;
  folio: number;
  total: string;
  saleType: string;
  offline: { provisional: string; reviewReason: string | null } | null;
}

const stamp = Date.now() % 1_000_000;
const PRODUCT = `Galleta sin red ${stamp}`;
const DOOMED = `Paleta borrable ${stamp}`;
const CLIENT = `Fiador${stamp}`;

async function create(request: APIRequestContext, headers: Record<string, string>, path: string, data: object): Promise<number> {
  const response = await request.post(path, { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function stockOf(request: APIRequestContext, headers: Record<string, string>, id: number): Promise<number> {
  const response = await request.get(`/api/mini-store/products/${id}`, { headers });
  expect(response.ok()).toBeTruthy();
  return Number(((await response.json()) as { stock: string }).stock);
}

/**
 * The shots are of the banner: the notices on top of it are closed first, with their own close buttons (a notice
 * waits while the page is idle, which on a busy CI host can outlast any wait for it to go by itself).
 */
async function clearToasts(page: Page) {
  const toasts = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(async () => {
    for (const close of await page.locator('[data-scope="toast"][data-part="close-trigger"]').all()) {
      await close.click({ timeout: 1_000 }).catch(() => undefined);
    }
    await expect(toasts).toHaveCount(0, { timeout: 2_500 });
  }).toPass({ timeout: 30_000 });
}

async function addProduct(page: Page, name: string) {
  await page.getByLabel('Buscar producto').fill(name);
  await page.getByRole('button', { name: `Agregar ${name}` }).click();
  await expect(page.getByRole('group', { name: `Línea ${name}` })).toBeVisible();
}

/** Charges the cart; answers the provisional number its offline ticket prints. */
async function charge(page: Page, how: { card?: boolean; fiado?: boolean } = {}): Promise<string> {
  await page.keyboard.press('F9');
  const payment = page.getByRole('dialog', { name: /^Cobrar/ });
  if (how.fiado) await payment.getByRole('combobox', { name: 'Tipo de venta' }).selectOption('fiado');
  if (how.card) await payment.getByLabel('Forma de pago 1').selectOption('4');
  await payment.getByRole('button', { name: 'Confirmar cobro' }).click();
  const ticket = page.getByRole('dialog', { name: 'Ticket de venta' });
  const provisional = (await ticket.getByTestId('provisional-number').textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();
  return provisional.replace('Núm. provisional ', '');
}

test('20 sales made offline, the API stopped and restarted, reach the server once each, in order, with gap-free folios', async ({ page, context, request, privateApi }) => {
  test.setTimeout(420_000);
  const headers = await branchHeaders(request, ACCOUNTS.cajero, 'Matriz Centro');
  const admin = await branchHeaders(request, ACCOUNTS.admin, 'Matriz Centro');
  await closeOpenRegister(request, ACCOUNTS.cajero, 'Matriz Centro');
  const product = await create(request, admin, '/api/mini-store/products', { code: `OFF-${stamp}`, name: PRODUCT, price: '10.00', priceWithIVA: '10.00', IVA: false, stock: '100' });
  const doomed = await create(request, admin, '/api/mini-store/products', { code: `DEL-${stamp}`, name: DOOMED, price: '5.00', priceWithIVA: '5.00', IVA: false, stock: '10' });
  await create(request, admin, '/api/mini-store/clients', { name: CLIENT, last_name_father: 'Sin Red', creditLimit: '500' });

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.cajero);
  await page.goto('/ventas');
  await page.getByLabel('Fondo inicial').fill('100');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
  const register = ((await (await request.get('/api/mini-store/cash-register/current', { headers })).json()) as { id: number }).id;
  // The first visit installs the service worker; from the next load on it keeps what the counter needs.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
  // The counter has cached what it sells from (products, the client with credit, the register opened) before the
  // network goes.
  await expect
    .poll(() =>
      page.evaluate(
        ({ name, registerId }) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('mikro-pos-offline');
            open.onsuccess = () => {
              const read = open.result.transaction('catalog').objectStore('catalog').getAll();
              read.onsuccess = () =>
                resolve((read.result as { data: { register: { id: number } | null } }[]).some((row) => row.data.register?.id === registerId && JSON.stringify(row.data).includes(name)));
              read.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
        { name: CLIENT, registerId: register },
      ),
    )
    .toBe(true);
  const before = (await (await request.get('/api/mini-store/sales?limit=1', { headers })).json()) as { total: number };

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión');

  const provisional: string[] = [];
  for (let sale = 1; sale <= 20; sale++) {
    await addProduct(page, PRODUCT);
    if (sale === 5) await addProduct(page, DOOMED);
    if (sale === 20) {
      await page.getByRole('combobox', { name: 'Buscar cliente' }).fill(CLIENT.slice(0, 8));
      await page.getByRole('option', { name: new RegExp(CLIENT) }).click();
    }
    provisional.push(await charge(page, { card: sale === 18 || sale === 19, fiado: sale === 20 }));
    if (sale === 1) {
      await clearToasts(page);
      await page.screenshot({ path: shotPath('pos-offline-1366x768.png') });
    }
    if (sale === 5) {
      // Meanwhile the product of sale 5 is deleted from the catalogue on the server (the soft delete: its sales and
      // kardex keep it)…
      expect((await request.delete(`/api/mini-store/products/soft-deleted/${doomed}`, { headers: admin })).ok()).toBeTruthy();
      // …and then the API process goes down with five sales waiting on the device.
      await privateApi.stop();
      expect(privateApi.running()).toBe(false);
      await expect.poll(() => request.get('/api/health').then((response) => response.status(), () => 0)).toBe(0);
    }
    if (sale === 10) {
      // Reloaded without network: the counter opens from the service worker and IndexedDB, its queue intact.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toContainText('10 ventas por enviar');
    }
  }
  await expect(page.getByTestId('offline-banner')).toContainText('20 ventas por enviar');
  expect(new Set(provisional).size).toBe(20);
  expect(provisional.map((number) => Number(number.split('-').at(-1)))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  // The register stays open while its sales wait on this device.
  await page.getByRole('button', { name: 'Cerrar caja' }).click();
  await expect(page.getByText('No puede cerrar la caja: hay 20 ventas sin conexión por enviar').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Corte|Cierre|Cerrar/ })).toHaveCount(0);
  // Quotations wait for the network.
  await addProduct(page, PRODUCT);
  await page.getByRole('button', { name: /Cotizar/ }).click();
  await expect(page.getByText('Las cotizaciones esperan a que vuelva la conexión').first()).toBeVisible();
  await clearToasts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('pos-offline-390x844.png') });
  await page.setViewportSize({ width: 1366, height: 768 });

  // The network comes back before the API does: the queue is sent at once, gets no answer, and every sale stays
  // on the device, waiting.
  const noAnswer = page.waitForEvent('requestfailed', { predicate: (failed) => new URL(failed.url()).pathname.startsWith('/api/'), timeout: 30_000 });
  await context.setOffline(false);
  await noAnswer;
  await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión');
  await expect(page.getByTestId('offline-banner')).toContainText('20 ventas por enviar');

  // The API is started again on the same data; the counter finds it within its ten-second check and sends the
  // queue: the banner empties and the server holds the 20 sales (polled through the API).
  await privateApi.start();
  await expect
    .poll(async () => ((await (await request.get('/api/mini-store/sales?limit=1', { headers })).json()) as { total: number }).total - before.total, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(20);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 30_000 });

  const after = (await (await request.get('/api/mini-store/sales?limit=1', { headers })).json()) as { total: number };
  expect(after.total - before.total).toBe(20);
  const offline = ((await (await request.get('/api/mini-store/sales?offline=true&limit=100', { headers })).json()) as { data: SaleRow[] }).data.filter((sale) =>
    provisional.includes(sale.offline!.provisional),
  );
  expect(offline).toHaveLength(20);
  // No sale twice: each provisional number is on exactly one sale of the server.
  expect(new Set(offline.map((sale) => sale.offline!.provisional)).size).toBe(20);
  // In the order they were sold, with consecutive folios.
  const byFolio = [...offline].sort((a, b) => a.folio - b.folio);
  expect(byFolio.map((sale) => sale.offline!.provisional)).toEqual(provisional);
  expect(byFolio.map((sale) => sale.folio - byFolio[0]!.folio)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  expect(await stockOf(request, admin, product)).toBe(80);

  const report = (await (await request.get(`/api/mini-store/cash-register/cash-report?cashRegisterId=${register}`, { headers })).json()) as {
    offlineSalesCount: number;
    methods: { methodId: number; expected: string }[];
  };
  expect(report.offlineSalesCount).toBe(20);
  // 100 opening + 17 cash sales of 10 (one with the 5 of the deleted product); the cards 20, the fiado nothing.
  expect(report.methods.find((method) => method.methodId === 1)?.expected).toBe('275.00');
  expect(report.methods.find((method) => method.methodId === 4)?.expected).toBe('20.00');
  const flagged = offline.find((sale) => sale.offline!.provisional === provisional[4]);
  expect(flagged?.offline?.reviewReason).toBe(`El producto «${DOOMED}» se eliminó del catálogo antes de recibir la venta`);

  await page.goto('/sales-history?vista=sin-conexion');
  await expect(page.getByRole('heading', { name: 'Ventas sin conexión' })).toBeVisible();
  await expect(page.getByText(provisional[4]!)).toBeVisible();
  await page.screenshot({ path: shotPath('ventas-sin-conexion-1366x768.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('ventas-sin-conexion-390x844.png'), fullPage: true });
});
