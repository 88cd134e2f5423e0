import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, branchHeaders, apiToken, loginAs } from '../support/session';
import { shotPath } from '../support/shots';


/** A cashier of Matriz Centro opens a register and sells through the API; returns the sales' totals. */
async function cashierSells(request: APIRequestContext, sales: { code: string; quantity: number; amount: string }[]): Promise<void> {
  const headers = await branchHeaders(request, ACCOUNTS.cajero);
  await request.post('/api/mini-store/cash-register', { headers, data: { openingAmount: '100.00' } });
  const products = (await (await request.get('/api/mini-store/products?page=1&limit=100', { headers })).json()) as { data: { id: number; code: string }[] };
  for (const sale of sales) {
    const product = products.data.find((p) => p.code === sale.code)!;
    const response = await request.post('/api/mini-store/sales', { headers, data: { lines: [{ productId: product.id, quantity: sale.quantity }], payments: [{ methodId: 1, amount: sale.amount }] } });
    expect(response.status()).toBe(201);
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: shotPath(`${name}-${width}x${height}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('an accountant invoices a sale from its panel, issues a credit note, cancels it, checks its state and issues the global invoice', async ({ page, request }) => {
  test.setTimeout(360_000);
  // Two pencils (8.00 each) for the named invoice, then two more tickets for the global invoice.
  await cashierSells(request, [
    { code: 'PAP-002', quantity: 2, amount: '16.00' },
    { code: 'PAP-002', quantity: 1, amount: '8.00' },
    { code: 'PAP-002', quantity: 3, amount: '24.00' },
  ]);
  await loginAs(page, ACCOUNTS.admin);

  // Other walks may have stamped invoices before this one (self-invoicing does): count from where the series is.
  await page.goto('/folios');
  const folioInput = page.getByLabel('Siguiente folio').first();
  await expect(folioInput).toHaveValue(/^\d+$/);
  const firstFolio = Number(await folioInput.inputValue());

  await test.step('the company has the demo CSD and the sandbox PAC', async () => {
    await page.goto('/empresa');
    await expect(page.getByRole('heading', { name: 'Empresa' })).toBeVisible();
    await expect(page.getByText('No. 30001000000500003416')).toBeVisible();
    await shoot(page, 'empresa');
  });

  await test.step('invoice the first sale from its panel in the sales history', async () => {
    await page.goto('/sales-history');
    await page.getByRole('row').filter({ hasText: '$ 16.00' }).first().getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: /^Venta V/ });
    await detail.getByRole('button', { name: 'Facturas' }).click();
    await expect(detail.getByText('Este pago no tiene facturas')).toBeVisible();
    await detail.getByRole('button', { name: 'Facturar' }).click();
    const form = page.getByRole('dialog', { name: 'Facturar a un cliente' });
    await form.getByLabel('RFC', { exact: true }).fill('GODE561231GR8');
    await form.getByLabel(/Nombre o razón social/).fill('Daniel Gómez Núñez');
    await form.getByLabel('Régimen fiscal').selectOption('612');
    await form.getByLabel('Uso del CFDI').selectOption('G03');
    await form.getByLabel(/Código postal/).fill('64000');
    await shoot(page, 'facturar-venta');
    await form.getByRole('button', { name: 'Timbrar factura' }).click();
    await expect(page.getByText(/Factura F-\d+ timbrada/)).toBeVisible();
    await expect(detail.getByText('Timbrada')).toBeVisible();
    await expect(detail.getByText('Sandbox')).toBeVisible();
    await expect(detail.getByText('Facturada', { exact: true })).toBeVisible();
    await shoot(page, 'panel-venta');
    const popup = page.waitForEvent('popup');
    await detail.getByRole('button', { name: 'PDF' }).click();
    const pdf = await popup;
    expect(pdf.url()).toMatch(/^blob:/);
    await pdf.close();
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();
  });

  await test.step('a credit note for a returned pencil, from the invoice', async () => {
    await page.goto('/facturas');
    const row = page.getByRole('row').filter({ hasText: 'GODE561231GR8' }).first();
    await expect(row).toContainText('Timbrada');
    await shoot(page, 'facturas');
    await row.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: /^Factura F-/ });
    await expect(detail).toContainText('Timbre de prueba sin validez fiscal');
    await detail.getByRole('button', { name: 'Nota de crédito' }).click();
    const form = page.getByRole('dialog', { name: /^Nota de crédito de F-/ });
    // A third decimal is refused in the form, before anything is stamped.
    await form.getByLabel('Importe con IVA').fill('8.005');
    await form.getByRole('button', { name: 'Timbrar nota de crédito' }).click();
    await expect(form.getByText('Escriba un importe con hasta 2 decimales, p. ej. 1250.50')).toBeVisible();
    await form.getByLabel('Importe con IVA').fill('8.00');
    await form.getByLabel('Concepto').fill('Devolución de un lápiz');
    await form.getByRole('button', { name: 'Timbrar nota de crédito' }).click();
    await expect(page.getByText('Nota de crédito timbrada')).toBeVisible();
    await expect(detail.getByText('Notas de crédito', { exact: true })).toBeVisible();
    await shoot(page, 'factura-detalle');
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
  });

  let noteUuid = '';
  await test.step('cancel the credit note with motive 03 and see its state by UUID', async () => {
    await page.goto('/notas-credito');
    await page.getByRole('row').filter({ hasText: 'GODE561231GR8' }).first().getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: /^Nota de crédito NC-/ });
    await detail.getByRole('button', { name: 'Cancelar CFDI' }).click();
    const form = page.getByRole('dialog', { name: /^Cancelar NC-/ });
    await form.getByLabel('Motivo de cancelación').selectOption('03');
    await shoot(page, 'cancelar');
    await form.getByRole('button', { name: 'Cancelar ante el SAT' }).click();
    await expect(page.getByText('CFDI cancelado')).toBeVisible();
    await expect(detail.getByText('Cancelada', { exact: true }).first()).toBeVisible();
    noteUuid = (await detail.getByText(/^[0-9A-F]{8}-[0-9A-F]{4}-/).first().textContent())!.trim();
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.goto('/FacturaStatus');
    await page.getByLabel('Folio fiscal (UUID)').fill(noteUuid);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByText('Cancelada', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(noteUuid)).toBeVisible();
    await shoot(page, 'estado');
  });

  await test.step('the global invoice takes the day’s remaining tickets', async () => {
    await page.goto('/facturas/global');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    await page.getByLabel('Desde').fill(today);
    await page.getByLabel('Hasta').fill(today);
    await page.getByLabel('Periodicidad').selectOption('01');
    await page.getByRole('button', { name: 'Ver pagos sin facturar' }).click();
    await expect(page.getByText(/^2 pagos sin facturar · \$ 32\.00$/)).toBeVisible();
    await shoot(page, 'global');
    await page.getByRole('button', { name: 'Emitir factura global' }).click();
    await page.getByRole('button', { name: 'Emitir', exact: true }).click();
    await expect(page.getByText('Factura global timbrada')).toBeVisible();
    await page.getByRole('button', { name: 'Ver pagos sin facturar' }).click();
    await expect(page.getByText('No hay pagos sin facturar en el periodo')).toBeVisible();
    const token = await apiToken(request);
    const list = (await (await request.get('/api/billing/invoices?q=XAXX010101000', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { isGlobal: boolean; status: string; total: string }[] };
    expect(list.data[0]).toMatchObject({ isGlobal: true, status: 'timbrada', total: '32.00' });
  });

  await test.step('folios and SAT keys', async () => {
    await page.goto('/folios');
    // Two invoices of the series were stamped by this walk: the named one and the global one.
    await expect(page.getByLabel('Siguiente folio').first()).toHaveValue(String(firstFolio + 2));
    await shoot(page, 'folios');
    await page.goto('/sat/invoice-keys');
    await expect(page.getByRole('table', { name: 'Claves SAT en uso' })).toBeVisible();
    await shoot(page, 'claves-sat');
  });
});
