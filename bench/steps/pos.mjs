// Issue 5 "Speed": the point of sale with 20,000 products (fresh PostgreSQL database), in headless Chromium,
// median of 5: /ventas ready to search after opening it, search-as-you-type results after the last key, and a
// product in the cart after the click on «Agregar». Key and click times are taken inside the page (capture
// listeners) and the end is the first animation frame after the DOM shows the outcome, so Node ↔ browser
// round trips are not counted.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ADMIN, freshContext, mainMenu, submitLogin, waitVisible } from '../lib/browser.mjs';
import { median, ms, table } from '../lib/format.mjs';
import { ensureOutDir } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';
import { createScratchDatabase, withClient } from '../lib/postgres.mjs';

const PRODUCTS = 20_000;
const FAVORITES = 24;
const RUNS = 5;
const PORT = Number(process.env.BENCH_POS_PORT ?? 3393);
const BUDGET = { readyMs: 1500, searchMs: 50, addMs: 50 };

/** 20,000 products of company 1, branch office 1 ('POS-<n>' codes, 13-digit barcodes), the first ones favourites. */
async function seedProducts(url) {
  await withClient(url, async (client) => {
    await client.query(
      `INSERT INTO products (company_id, branch_office_id, name, code, code_bar, price, price_with_iva, stock, min_stock, is_active, iva, is_favorite)
       SELECT 1, 1, 'Producto ' || substr(md5(g::text), 1, 10), 'POS-' || g, (7500000000000 + g)::text,
              ((g % 900) + 0.5)::numeric(14,2), (((g % 900) + 0.5) * 1.16)::numeric(14,2), 1000, 5, true, g % 3 <> 0, g <= ${FAVORITES}
       FROM generate_series(1, ${PRODUCTS}) g`,
    );
    await client.query('VACUUM ANALYZE products');
  });
}

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Resolves in the page with performance.now() at the first animation frame where `check()` holds. */
function armOutcome(page, name, check) {
  return page.evaluate(
    ({ name, source }) => {
      const test = new Function(`return (${source})();`);
      window[name] = new Promise((resolve) => {
        const done = () => requestAnimationFrame(() => resolve(performance.now()));
        if (test()) return done();
        const observer = new MutationObserver(() => {
          if (test()) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      });
    },
    { name, source: check.toString() },
  );
}

/** Records in the page the time of the next event of this type (capture phase, before React sees it). */
function armStart(page, name, type) {
  return page.evaluate(
    ({ name, type }) => {
      window[name] = new Promise((resolve) => document.addEventListener(type, () => resolve(performance.now()), { capture: true, once: true }));
    },
    { name, type },
  );
}

const elapsedInPage = (page, start, end) => page.evaluate(async ({ start, end }) => (await window[end]) - (await window[start]), { start, end });

async function oneRun(page, run) {
  const search = page.getByLabel('Buscar producto');
  // 1. Open /ventas: from the navigation until the search field takes input.
  await page.goto('about:blank');
  const opened = performance.now();
  await page.goto('/ventas', { waitUntil: 'commit' });
  await search.waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => {
    const input = document.querySelector('input[aria-label="Buscar producto"]');
    return input && !input.disabled && document.activeElement === input;
  }, undefined, { polling: 'raf', timeout: 30_000 });
  const readyMs = performance.now() - opened;
  await page.waitForLoadState('networkidle');

  // 2. Search as you type: the prefix is typed first; the measure is the last key until only its product shows.
  const n = 10_000 + run * 1_111;
  const code = `POS-${n}`;
  await search.fill(code.slice(0, -1));
  await page.getByRole('table', { name: 'Resultados de productos' }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await armStart(page, '__keyAt', 'keydown');
  await armOutcome(page, '__resultsAt', () => {
    const rows = document.querySelectorAll('table[aria-label="Resultados de productos"] tbody tr');
    return rows.length === 1 && rows[0].textContent.includes(window.__code);
  });
  await page.evaluate((value) => {
    window.__code = value;
  }, code);
  await search.press(code.at(-1));
  const searchMs = await elapsedInPage(page, '__keyAt', '__resultsAt');

  // 3. Add to the cart: the click on «Agregar» until the cart shows the line.
  const addButton = page.getByRole('table', { name: 'Resultados de productos' }).getByRole('button', { name: /^Agregar / });
  const productName = (await addButton.getAttribute('aria-label')).replace(/^Agregar /, '');
  await page.evaluate((value) => {
    window.__line = `Línea ${value}`;
  }, productName);
  await armStart(page, '__clickAt', 'click');
  await armOutcome(page, '__lineAt', () => document.querySelector(`[role="region"][aria-label="Carrito"] [aria-label="${window.__line}"]`) !== null);
  await addButton.click();
  const addMs = await elapsedInPage(page, '__clickAt', '__lineAt');
  return { readyMs, searchMs, addMs };
}

export const pos = {
  name: 'pos',
  title: `Point of sale with ${PRODUCTS.toLocaleString('en-US')} products in headless Chromium (median of ${RUNS})`,
  async run({ browser, print }) {
    const scratch = await createScratchDatabase();
    const databaseUrl = scratch.url;
    let server;
    let context;
    try {
      server = await startServer({ port: PORT, databaseUrl, env: { LOG_LEVEL: 'warn' }, logName: 'server-pos.log' });
      await seedProducts(databaseUrl);
      const login = await postJson(`${server.baseUrl}/api/system/auth/login`, ADMIN);
      await postJson(`${server.baseUrl}/api/mini-store/cash-register`, { openingAmount: '1000.00' }, { authorization: `Bearer ${login.token}`, 'x-branch-office': '1' });

      const chromium = await browser();
      context = await freshContext(chromium, server.baseUrl);
      const page = await context.newPage();
      await page.goto('/login');
      await submitLogin(page);
      await waitVisible(mainMenu(page));
      // One visit first: the runs measure a cashier's browser (scripts cached), not a first install.
      const warm = await oneRun(page, 0).catch(async (error) => {
        const screenshot = join(ensureOutDir(), 'pos-failure.png');
        await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
        throw new Error(`${error.message}\nScreenshot: ${screenshot}`);
      });
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await oneRun(page, run);
        runs.push(result);
        print(`Run ${run}: ready ${ms(result.readyMs)}, search ${result.searchMs.toFixed(1)} ms, add ${result.addMs.toFixed(1)} ms`);
      }
      const figures = {
        readyMs: median(runs.map((r) => r.readyMs)),
        searchMs: median(runs.map((r) => r.searchMs)),
        addMs: median(runs.map((r) => r.addMs)),
      };
      print(
        table(
          ['Measure', 'Median', 'Budget'],
          [
            ['/ventas ready to search', ms(figures.readyMs), `≤ ${BUDGET.readyMs} ms`],
            ['Search-as-you-type results', `${figures.searchMs.toFixed(1)} ms`, `≤ ${BUDGET.searchMs} ms`],
            ['Add to cart', `${figures.addMs.toFixed(1)} ms`, `≤ ${BUDGET.addMs} ms`],
          ],
        ),
      );
      return {
        rows: [
          { measure: 'POS /ventas ready to search', value: ms(figures.readyMs), budget: `≤ ${BUDGET.readyMs} ms`, within: figures.readyMs <= BUDGET.readyMs, note: `first visit ${ms(warm.readyMs)}` },
          { measure: 'POS search results', value: `${figures.searchMs.toFixed(1)} ms`, budget: `≤ ${BUDGET.searchMs} ms`, within: figures.searchMs <= BUDGET.searchMs },
          { measure: 'POS add to cart', value: `${figures.addMs.toFixed(1)} ms`, budget: `≤ ${BUDGET.addMs} ms`, within: figures.addMs <= BUDGET.addMs },
        ],
        data: { products: PRODUCTS, runs, firstVisit: warm, ...figures },
      };
    } finally {
      await context?.close();
      await server?.stop();
      await scratch.drop();
    }
  },
};
