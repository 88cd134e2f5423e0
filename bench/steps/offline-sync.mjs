// Issue 29 "Speed": syncing 500 sales queued by the point of sale offline, sent as its queue sends them (one at a
// time, in order, each with its Idempotency-Key and offline metadata) to the server `npm start` runs (PGlite).
// The in-page time of an offline sale (scan → charge → ticket, budget 50 ms) is the `offline-sale` step.
import { randomUUID } from 'node:crypto';
import { ms } from '../lib/format.mjs';

const SALES = 500;
const BUDGET_MS = 30_000;
/** Sales sent a second time with their keys, as after answers lost mid-sync. */
const RESENT = 50;

async function call(url, method, body, headers) {
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

export const offlineSync = {
  name: 'offline-sync',
  title: 'Point of sale offline: sync of 500 queued sales (PGlite)',
  async run({ server, print }) {
    const { baseUrl } = await server();
    const login = await call(`${baseUrl}/api/system/auth/login`, 'POST', { email: 'admin@mikro.mx', password: 'Mikro2026!' });
    const headers = { authorization: `Bearer ${login.token}`, 'x-branch-office': '1' };
    const register = (await call(`${baseUrl}/api/mini-store/cash-register/current`, 'GET', undefined, headers)) ?? (await call(`${baseUrl}/api/mini-store/cash-register`, 'POST', { openingAmount: '0' }, headers));
    const stamp = Date.now();
    const product = await call(`${baseUrl}/api/mini-store/products`, 'POST', { code: `SYNC-${stamp}`, name: `Producto sync ${stamp}`, price: '10.00', priceWithIVA: '10.00', IVA: false, stock: String(SALES * 2) }, headers);
    const device = `BENCH${String(stamp).slice(-8)}`;
    const queue = Array.from({ length: SALES }, (_, index) => ({
      key: randomUUID(),
      body: {
        lines: [{ productId: product.id, quantity: 1 }],
        payments: [{ methodId: 1, amount: '10.00' }],
        offline: { cashRegisterId: register.id, deviceId: device, number: index + 1, soldAt: new Date(stamp + index * 1000).toISOString(), total: '10.00' },
      },
    }));
    const offlineSales = () => call(`${baseUrl}/api/mini-store/sales?offline=true&limit=1`, 'GET', undefined, headers);
    const before = (await offlineSales()).total;
    const started = performance.now();
    const folios = [];
    for (const sale of queue) folios.push((await call(`${baseUrl}/api/mini-store/sales`, 'POST', sale.body, { ...headers, 'idempotency-key': sale.key })).folio);
    const elapsed = performance.now() - started;
    const gaps = folios.some((folio, index) => index > 0 && folio !== folios[index - 1] + 1);
    if (gaps) throw new Error('the synced sales did not take consecutive folios');
    // A device whose answers were lost sends again with the same keys: it must get the first sales back, and the
    // server must hold no second copy.
    const resent = queue.slice(0, RESENT);
    const replayStarted = performance.now();
    for (const [index, sale] of resent.entries()) {
      const again = await call(`${baseUrl}/api/mini-store/sales`, 'POST', sale.body, { ...headers, 'idempotency-key': sale.key });
      if (again.folio !== folios[index]) throw new Error(`a resent sale answered folio ${again.folio} instead of ${folios[index]}`);
    }
    const replay = performance.now() - replayStarted;
    const after = (await offlineSales()).total;
    if (after !== before + SALES) throw new Error(`the server holds ${after - before} offline sales of the ${SALES} sent (resent ${RESENT})`);
    print(`${SALES} offline sales synced in ${ms(elapsed)} (${ms(elapsed / SALES)} each); ${RESENT} resent with their keys answered their first folios in ${ms(replay)}, no copy recorded`);
    return {
      rows: [{ measure: `Sync of ${SALES} offline sales, one at a time`, value: ms(elapsed), budget: ms(BUDGET_MS), within: elapsed <= BUDGET_MS }],
      data: { sales: SALES, elapsedMs: elapsed, resent: RESENT, replayMs: replay },
    };
  },
};
