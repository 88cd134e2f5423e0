import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

interface Invoice {
  id: number;
  serie: string;
  folio: number;
  status: string;
  paymentMethod: string;
}

/** A fiado sale of Matriz Centro to a new client with credit, invoiced PPD through the API (as the store does). */
async function ppdInvoice(request: APIRequestContext): Promise<Invoice> {
  const headers = await branchHeaders(request, ACCOUNTS.admin);
  // A register may already be open from another walk (409): either way one is open.
  await request.post('/api/mini-store/cash-register', { headers, data: { openingAmount: '100.00' } });
  const client = await request.post('/api/mini-store/clients', { headers, data: { name: 'Rosa', last_name_father: `Treviño ${Date.now()}`, creditLimit: '1000' } });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  const products = (await (await request.get('/api/mini-store/products?page=1&limit=100', { headers })).json()) as { data: { id: number; code: string }[] };
  const pencil = products.data.find((p) => p.code === 'PAP-002')!;
  const sale = await request.post('/api/mini-store/sales', { headers, data: { lines: [{ productId: pencil.id, quantity: 2 }], payments: [], saleType: 'fiado', clientId } });
  expect(sale.status()).toBe(201);
  const saleId = ((await sale.json()) as { id: number }).id;
  const receiver = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
  const invoiced = await request.post('/api/mini-store/sales-payments/invoice', { headers, data: { saleIds: [saleId], receiver } });
  expect(invoiced.status()).toBe(201);
  const invoice = (await invoiced.json()) as Invoice;
  expect(invoice).toMatchObject({ status: 'timbrada', paymentMethod: 'PPD' });
  return invoice;
}

test('an accountant issues a payment complement for an instalment of a PPD invoice, and one over the balance is refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  const invoice = await ppdInvoice(request);
  const folio = `${invoice.serie}-${invoice.folio}`;
  await loginAs(page, ACCOUNTS.contador);

  await page.goto('/facturas');
  await page.getByRole('row').filter({ hasText: folio }).first().getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: `Factura ${folio}` });
  await detail.getByRole('button', { name: 'Complemento de pago' }).click();

  const form = page.getByRole('dialog', { name: `Complemento de pago de ${folio}` });
  await expect(form).toContainText('Total de la factura: $ 16.00');
  await form.getByRole('button', { name: 'Timbrar complemento' }).click();
  await expect(form.getByText('Este campo es requerido').first()).toBeVisible();
  await form.getByLabel('Importe').fill('10.00');
  await form.getByLabel('Forma de pago').selectOption('01');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('complemento-390x844.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: shotPath('complemento-1366x768.png'), fullPage: true });
  await form.getByRole('button', { name: 'Timbrar complemento' }).click();
  await expect(page.getByText(/Complemento de pago P-\d+ timbrado/)).toBeVisible();
  await expect(form).toBeHidden();

  // The second instalment may not exceed the 6.00 left, which the form reads from the invoice's balance.
  await detail.getByRole('button', { name: 'Complemento de pago' }).click();
  await expect(form).toContainText('Saldo: $ 6.00');
  await form.getByLabel('Importe').fill('7.00');
  await form.getByLabel('Forma de pago').selectOption('03');
  await form.getByRole('button', { name: 'Timbrar complemento' }).click();
  await expect(form.getByText('No puede exceder el saldo de la factura ($ 6.00)')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();

  await page.getByLabel('Tipo de CFDI').selectOption({ label: 'Complemento de pago' });
  await expect(page.getByRole('row').filter({ hasText: 'GODE561231GR8' }).first()).toContainText('Complemento de pago');
});
