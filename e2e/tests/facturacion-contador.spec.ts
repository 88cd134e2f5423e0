// The accountant's month (contador@mikro.mx, the Contador role as seeded): invoices a store sale that mixes
// 16 % and untaxed goods and a school payment from their payment histories, issues a credit note on the mixed-rate
// invoice, invoices a fiado sale PPD from the sales history, follows it on the PPD page and issues the complement
// of the abono it reminds of, and downloads the month's zip. Every PDF is read with pdftotext for the whole seals.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

const stamp = Date.now().toString().slice(-6);
const work = mkdtempSync(path.join(tmpdir(), 'contador-'));
const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', use: 'G03', zip: '64000' };

interface Issued {
  id: number;
  serie: string;
  folio: number;
  uuid: string | null;
  status: string;
  paymentMethod: string | null;
}

async function api(request: APIRequestContext, email: string) {
  const headers = await branchHeaders(request, email);
  const call = async <T,>(method: 'GET' | 'POST', url: string, data?: object): Promise<T> => {
    const response = await request.fetch(url, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  };
  const bytes = async (url: string): Promise<Buffer> => {
    const response = await request.get(url, { headers });
    expect(response.ok(), `GET ${url}: ${response.status()}`).toBeTruthy();
    return response.body();
  };
  return { call, bytes };
}

/** Both sizes, full page, then back to the desktop size. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** «Facturar» on a payment's panel, to the customer; waits for the stamped toast. */
async function invoiceFrom(page: Page, panel: Locator, shot: string): Promise<void> {
  await panel.getByRole('button', { name: 'Facturar' }).click();
  const form = page.getByRole('dialog', { name: 'Facturar a un cliente' });
  await form.getByLabel('RFC', { exact: true }).fill(customer.rfc);
  await form.getByLabel(/Nombre o razón social/).fill(customer.name);
  await form.getByLabel('Régimen fiscal').selectOption(customer.regime);
  await form.getByLabel('Uso del CFDI').selectOption(customer.use);
  await form.getByLabel(/Código postal/).fill(customer.zip);
  await shoot(page, shot);
  await form.getByRole('button', { name: 'Timbrar factura' }).click();
  await expect(page.getByText(/^Factura .+ timbrada$/).last()).toBeVisible({ timeout: 90_000 });
  await expect(form).toBeHidden();
}

const attribute = (xml: string, name: string): string => {
  const value = new RegExp(`\\s${name}="([^"]+)"`).exec(xml)?.[1];
  expect(value, `${name} in the stamped XML`).toBeTruthy();
  return value!;
};

/** The PDF of a stamped CFDI prints its Sello digital, Sello del SAT and the TFD's cadena original whole. */
async function expectWholeSeals(request: APIRequestContext, id: number): Promise<void> {
  const accountant = await api(request, ACCOUNTS.contador);
  const xml = (await accountant.bytes(`/api/billing/invoices/${id}/xml`)).toString('utf8');
  const file = path.join(work, `cfdi-${id}.pdf`);
  writeFileSync(file, await accountant.bytes(`/api/billing/invoices/${id}/pdf`));
  // Long seals wrap over several lines of the page: compare without any whitespace.
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  const tfd = xml.slice(xml.indexOf('TimbreFiscalDigital'));
  const seal = attribute(xml, 'Sello');
  const satSeal = attribute(tfd, 'SelloSAT');
  // SAT's stylesheet: Version, UUID, FechaTimbrado, RfcProvCertif, Leyenda when there is one, SelloCFD, NoCertificadoSAT.
  const legend = /\sLeyenda="([^"]+)"/.exec(tfd)?.[1];
  const tfdCadena = `||1.1|${attribute(tfd, 'UUID')}|${attribute(tfd, 'FechaTimbrado')}|${attribute(tfd, 'RfcProvCertif')}|${legend ? `${legend}|` : ''}${attribute(tfd, 'SelloCFD')}|${attribute(tfd, 'NoCertificadoSAT')}||`.replace(/\s+/g, '');
  expect(seal.length).toBeGreaterThan(300);
  expect(text, `Sello digital of CFDI ${id}`).toContain(seal);
  expect(text, `Sello del SAT of CFDI ${id}`).toContain(satSeal);
  expect(text, `cadena original del complemento de certificación of CFDI ${id}`).toContain(tfdCadena);
}

test("the accountant's month: invoices from the histories, a credit note, a PPD complement and the month's zip", async ({ page, request }) => {
  test.setTimeout(900_000);
  const cashier = await api(request, ACCOUNTS.cajero);
  const admin = await api(request, ACCOUNTS.admin);
  const accountant = await api(request, ACCOUNTS.contador);
  const issued: Issued[] = [];

  // Set-up: the cashier sells a T-shirt (16 %) and a book (no IVA) paid by card, and sells pencils on credit to a
  // client with credit, who pays an abono of 8.00 in cash; the school collects a tuition charge.
  await request.post('/api/mini-store/cash-register', { headers: await branchHeaders(request, ACCOUNTS.cajero), data: { openingAmount: '100.00' } });
  const products = await cashier.call<{ data: { id: number; code: string }[] }>('GET', '/api/mini-store/products?page=1&limit=100');
  const idOf = (code: string) => products.data.find((p) => p.code === code)!.id;
  const mixed = await cashier.call<{ id: number; serie: string; folio: number }>('POST', '/api/mini-store/sales', {
    lines: [
      { productId: idOf('UNI-001'), quantity: 1 },
      { productId: idOf('LIB-001'), quantity: 1 },
    ],
    payments: [{ methodId: 4, bankId: 1, amount: '670.00', reference: `E2E-${stamp}` }],
  });
  const client = await admin.call<{ id: number }>('POST', '/api/mini-store/clients', { name: 'Rosa', last_name_father: `Contador ${stamp}`, creditLimit: '1000' });
  const fiado = await cashier.call<{ id: number; serie: string; folio: number }>('POST', '/api/mini-store/sales', { lines: [{ productId: idOf('PAP-002'), quantity: 3 }], payments: [], saleType: 'fiado', clientId: client.id });
  await cashier.call('POST', `/api/mini-store/sales/${fiado.id}/payments`, { payments: [{ methodId: 1, amount: '8.00' }] });
  const students = await admin.call<{ id: number; enrollment: string }[] | { data: { id: number; enrollment: string }[] }>('GET', `/api/school/students?filter=${encodeURIComponent('enrollment$$$eq$$A2026003')}`);
  const valeria = (Array.isArray(students) ? students : students.data).find((s) => s.enrollment === 'A2026003')!;
  const pending = await admin.call<{ students: { charges: { id: number; today: { total: string } }[] }[] }>('GET', `/api/school/charges/pending?studentId=${valeria.id}`);
  const charge = pending.students[0]!.charges[0]!;
  const schoolPayment = await admin.call<{ id: number; serie: string; folio: number }>('POST', '/api/school/charges/payments', { lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: charge.today.total }] });

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.contador);

  await test.step('the store sale is invoiced from the sales history', async () => {
    await page.goto('/sales-history');
    await page.getByRole('row').filter({ hasText: `${mixed.serie}-${mixed.folio}` }).getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: `Venta ${mixed.serie}-${mixed.folio}` });
    await detail.getByRole('button', { name: 'Facturas' }).click();
    await expect(detail.getByText('Este pago no tiene facturas')).toBeVisible();
    await invoiceFrom(page, detail, 'venta-facturar');
    await expect(detail.getByText('Timbrada')).toBeVisible();
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();
    const panel = await accountant.call<{ invoices: Issued[] }>('GET', `/api/mini-store/sales-payments/details-invoice?id=${mixed.id}`);
    issued.push(panel.invoices[0]!);
  });

  await test.step('the school payment is invoiced from the school payment history', async () => {
    await page.goto('/colegio/cobros/historial');
    await expect(page.getByRole('heading', { name: 'Historial de pagos del colegio' })).toBeVisible();
    await page.getByPlaceholder('Folio (C1-118 o 118)').fill(`${schoolPayment.serie}-${schoolPayment.folio}`);
    const row = page.getByRole('row').filter({ hasText: `${schoolPayment.serie}-${schoolPayment.folio}` });
    await expect(row).toContainText('Sin factura');
    await row.getByRole('button', { name: 'Facturas' }).click();
    const dialog = page.getByRole('dialog', { name: `Facturas del pago ${schoolPayment.serie}-${schoolPayment.folio}` });
    await invoiceFrom(page, dialog, 'colegio-facturar');
    await expect(dialog.getByText('Timbrada')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(row).toContainText('Facturado');
    const panel = await accountant.call<{ invoices: Issued[] }>('GET', `/api/school/charges/payments/${schoolPayment.id}/invoices`);
    issued.push(panel.invoices[0]!);
  });

  await test.step('a credit note on the mixed-rate invoice credits each rate in proportion', async () => {
    const invoice = issued[0]!;
    await page.goto('/facturas');
    await page.getByRole('row').filter({ hasText: `${invoice.serie}-${invoice.folio}` }).getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: `Factura ${invoice.serie}-${invoice.folio}` });
    await detail.getByRole('button', { name: 'Nota de crédito' }).click();
    const form = page.getByRole('dialog', { name: `Nota de crédito de ${invoice.serie}-${invoice.folio}` });
    await form.getByLabel('Importe con IVA').fill('100.00');
    await form.getByLabel('Concepto').fill('Bonificación por pronto pago');
    await form.getByRole('button', { name: 'Timbrar nota de crédito' }).click();
    await expect(page.getByText('Nota de crédito timbrada')).toBeVisible({ timeout: 90_000 });
    const notes = detail.getByRole('group', { name: 'Notas de crédito' });
    await expect(notes).toContainText('$ 100.00');
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
    const full = await accountant.call<{ creditNotes: Issued[] }>('GET', `/api/billing/invoices/${invoice.id}`);
    const note = full.creditNotes[0]!;
    const xml = (await accountant.bytes(`/api/billing/invoices/${note.id}/xml`)).toString('utf8');
    // The T-shirt's 16 % and the book's own treatment (0 % or exempt), never everything as 16 %.
    expect(xml).toContain('TasaOCuota="0.160000"');
    expect(xml).toMatch(/TasaOCuota="0\.000000"|TipoFactor="Exento"/);
    issued.push(note);
  });

  await test.step('the fiado sale is invoiced PPD from the sales history', async () => {
    await page.goto('/sales-history');
    await page.getByRole('row').filter({ hasText: `${fiado.serie}-${fiado.folio}` }).getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: `Venta ${fiado.serie}-${fiado.folio}` });
    await detail.getByRole('button', { name: 'Facturas' }).click();
    await expect(detail.getByText(/se factura en parcialidades \(PPD/)).toBeVisible();
    await invoiceFrom(page, detail, 'fiado-facturar');
    await detail.getByRole('button', { name: 'Cerrar' }).last().click();
    const panel = await accountant.call<{ invoices: Issued[] }>('GET', `/api/mini-store/sales-payments/details-invoice?id=${fiado.id}`);
    expect(panel.invoices[0]).toMatchObject({ status: 'timbrada' });
    const ppd = await accountant.call<Issued>('GET', `/api/billing/invoices/${panel.invoices[0]!.id}`);
    expect(ppd.paymentMethod).toBe('PPD');
    issued.push(ppd);
  });

  await test.step('the PPD page reminds of the abono and its complement is issued from the detail', async () => {
    const ppd = issued[3]!;
    const folio = `${ppd.serie}-${ppd.folio}`;
    await page.goto('/facturas');
    await page.getByRole('link', { name: 'Facturas en parcialidades (PPD)' }).click();
    await expect(page.getByRole('heading', { name: 'Facturas en parcialidades (PPD)' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /su complemento de pago/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: folio });
    await expect(row).toContainText('$ 24.00');
    await expect(row).toContainText(/\$ 8\.00 · (Vence|Vencido)/);
    await shoot(page, 'ppd-lista');
    await row.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: `Factura ${folio}` });
    const balance = detail.getByRole('group', { name: 'Saldo de la factura' });
    await expect(balance).toContainText('sin complemento');
    await balance.scrollIntoViewIfNeeded();
    await shoot(page, 'ppd-detalle');
    await balance.getByRole('button', { name: 'Emitir complemento' }).click();
    const form = page.getByRole('dialog', { name: `Complemento de pago de ${folio}` });
    await expect(form.getByLabel('Importe')).toHaveValue('8.00');
    await expect(form.getByLabel('Forma de pago')).toHaveValue('01');
    await form.getByRole('button', { name: 'Timbrar complemento' }).click();
    await expect(page.getByText(/Complemento de pago P-\d+ timbrado/)).toBeVisible({ timeout: 90_000 });
    await expect(detail.getByRole('group', { name: 'Complementos de pago' })).toContainText('$ 8.00');
    await expect(balance).toContainText('Saldo$ 16.00');
    await expect(balance.getByRole('button', { name: 'Emitir complemento' })).toHaveCount(0);
    await balance.scrollIntoViewIfNeeded();
    await shoot(page, 'ppd-complemento');
    await detail.getByRole('button', { name: 'Cerrar', exact: true }).click();
    const full = await accountant.call<{ complements: Issued[] }>('GET', `/api/billing/invoices/${ppd.id}`);
    issued.push(full.complements[0]!);
  });

  await test.step("the month's zip holds the XML and PDF of every invoice, credit note and payment complement issued", async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    await page.goto('/facturas');
    await page.getByLabel('Desde').fill(`${today.slice(0, 8)}01`);
    await page.getByLabel('Hasta').fill(today);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Zip del periodo (XML + PDF)' }).click();
    const file = path.join(work, 'mes.zip');
    await (await download).saveAs(file);
    const entries = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n');
    for (const document of issued) {
      const name = `${document.serie ? `${document.serie}-` : ''}${document.folio}_${document.uuid}`;
      expect(entries.some((entry) => entry.endsWith(`${name}.xml`)), `${name}.xml in the zip`).toBe(true);
      expect(entries.some((entry) => entry.endsWith(`${name}.pdf`)), `${name}.pdf in the zip`).toBe(true);
    }
  });

  await test.step('every PDF prints the seals whole', async () => {
    for (const document of issued) await expectWholeSeals(request, document.id);
  });

  // The school charge goes back to pending for the other walks: cancel its invoice, then the payment.
  await admin.call('POST', `/api/billing/invoices/${issued[1]!.id}/cancel`, { motive: '02' });
  await admin.call('POST', `/api/school/charges/payments/${schoolPayment.id}/cancel`, { reason: 'Prueba e2e del contador' });
});
