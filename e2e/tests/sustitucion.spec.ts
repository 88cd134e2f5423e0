import { expect, test } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

// SAT's substitution: an invoice issued with a wrong name is replaced from its detail. The replacement is stamped
// first (related 04 to the original), then the original is cancelled with motive 01 naming it.
test('an accountant substitutes an invoice with a corrected name: the replacement is stamped and the original cancelled with 01', async ({ page, request }) => {
  test.setTimeout(180_000);
  const cashier = await branchHeaders(request, ACCOUNTS.cajero);
  await request.post('/api/mini-store/cash-register', { headers: cashier, data: { openingAmount: '100.00' } });
  const products = (await (await request.get('/api/mini-store/products?page=1&limit=100', { headers: cashier })).json()) as { data: { id: number; code: string }[] };
  const pencil = products.data.find((p) => p.code === 'PAP-002')!;
  const sold = await request.post('/api/mini-store/sales', { headers: cashier, data: { lines: [{ productId: pencil.id, quantity: 1 }], payments: [{ methodId: 1, amount: '8.00' }] } });
  expect(sold.status()).toBe(201);
  const saleId = ((await sold.json()) as { id: number }).id;

  const accountant = await branchHeaders(request, ACCOUNTS.admin);
  const rfc = 'MARR850315KL9';
  const issued = await request.post('/api/mini-store/sales-payments/invoice', {
    headers: accountant,
    data: { saleIds: [saleId], receiver: { rfc, name: 'RAUL MARTINES RUIZ', regime: '612', cfdiUse: 'G03', zip: '64000' } },
  });
  expect(issued.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/facturas');
  await page.getByRole('row').filter({ hasText: 'RAUL MARTINES RUIZ' }).first().getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: /^Factura F-/ });
  await detail.getByRole('button', { name: 'Sustituir' }).click();
  const form = page.getByRole('dialog', { name: /^Sustituir F-/ });
  await expect(form.getByRole('textbox', { name: /RFC/ })).toHaveValue(rfc);
  await form.getByRole('textbox', { name: /Nombre o razón social/ }).fill('RAUL MARTINEZ RUIZ');
  await page.screenshot({ path: shotPath('sustituir-1366x768.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole('button', { name: 'Timbrar sustituta y cancelar' })).toBeInViewport();
  await page.screenshot({ path: shotPath('sustituir-390x844.png') });
  await page.setViewportSize({ width: 1366, height: 768 });
  await form.getByRole('button', { name: 'Timbrar sustituta y cancelar' }).click();
  await expect(page.getByText(/^Se timbró F-\d+ y se canceló F-\d+ con motivo 01$/)).toBeVisible();

  await page.goto('/facturas');
  await expect(page.getByRole('row').filter({ hasText: 'RAUL MARTINES RUIZ' }).first()).toContainText('Cancelada');
  const replacement = page.getByRole('row').filter({ hasText: 'RAUL MARTINEZ RUIZ' }).first();
  await expect(replacement).toContainText('Timbrada');
  await replacement.getByRole('button', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('dialog', { name: /^Factura F-/ }).getByText('CFDI relacionado')).toBeVisible();
});
