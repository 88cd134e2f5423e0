// What a new user found walking the school staff's academy screens, the accountant's invoices and the
// reports in a real browser at a laptop's and a phone's size: each step is a defect that was there.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

/** The element lies inside the window's width: nothing to scroll sideways to reach it. */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x + box!.width, `right edge within the ${width} px window`).toBeLessThanOrEqual(width);
}

/** The element is on one line (an amount that broke between "$" and its figure is two). */
async function expectOneLine(element: Locator): Promise<void> {
  const lines = await element.evaluate((node) => {
    const lineHeight = parseFloat(getComputedStyle(node).lineHeight) || 20;
    return Math.round(node.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBe(1);
}

test('the academy counter keeps the keys of the other counters, fits a phone and never prices what it has just been paid', async ({ page }) => {
  test.setTimeout(120_000);
  const refusedQuotes: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/charges/payments/quote') && response.status() >= 400) refusedQuotes.push(`${response.status()} ${response.url()}`);
  });
  await loginAs(page, ACCOUNTS.escolar);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/academias/pagos');
  await expect(page.getByRole('heading', { name: 'Cobro de academias', level: 1 })).toBeVisible();
  await expect(page.getByText('F2 buscar · marca los cargos a cobrar · F9 cobrar · Esc limpiar la selección')).toBeVisible();

  const search = page.getByLabel('Buscar alumno o externo');
  await search.fill('Valeria Trev');
  const result = page.getByRole('button', { name: /Valeria Treviño Salinas/ });
  await expect(result).toBeVisible();
  // The pending count used to run off the right edge of the phone.
  await expectWithinWidth(page, result.getByText(/pendientes/));
  await search.press('Enter');

  const firstCharge = page.getByLabel(/^(Cobrar )?Inscripción natación/).first();
  await firstCharge.check({ force: true });
  // On the phone the total and Cobrar stay at the bottom of the window, above the list of pending months.
  const bar = page.getByRole('button', { name: 'Cobrar', exact: true });
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: shotPath('academy-counter-390.png') });

  await page.setViewportSize({ width: 1366, height: 768 });
  const pay = page.getByRole('button', { name: /^Cobrar \$ .+ \(F9\)$/ });
  await expect(pay).toBeEnabled();
  // F9 pays here as at the school counter and the store (F2 used to pay here and to search there).
  await page.keyboard.press('F9');
  const dialog = page.getByRole('dialog', { name: /^Cobrar \$/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(page.getByText('Recibo de pago de academia')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Marque los cargos a cobrar', { exact: true })).toBeVisible();
  expect(refusedQuotes, 'no quote of the charges just paid').toEqual([]);

  await page.keyboard.press('F2');
  await expect(search).toBeFocused();
});

test('academy inscriptions: the actions are in view at 1366 px and Terminar asks first', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.escolar);
  await page.goto('/academias/inscripciones');
  const row = page.getByRole('table', { name: 'Inscripciones' }).getByRole('row').filter({ hasText: 'Mariana López García' });
  await expect(row).toBeVisible();
  await expectWithinWidth(page, row.getByRole('button', { name: 'Dar de baja' }));
  await expectOneLine(row.getByText(/^\$ /));
  await page.screenshot({ path: shotPath('inscriptions-1366.png') });

  await row.getByRole('button', { name: 'Terminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Terminar inscripción' });
  await expect(confirm).toContainText('Mariana López García deja Robótica');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText('Activa')).toBeVisible();
});

/** An academy charge of Mariana's paid by the administrator through the API. */
async function paidAcademyPayment(request: APIRequestContext, admin: Record<string, string>): Promise<{ id: number; serie: string; folio: number }> {
  const payers = (await (await request.get('/api/academies/payers?search=Mariana', { headers: admin })).json()) as { kind: string; id: number }[];
  const mariana = payers.find((p) => p.kind === 'alumno')!;
  const charges = (await (await request.get(`/api/academies/charges?studentId=${mariana.id}&status=pending`, { headers: admin })).json()) as { id: number }[];
  const quote = await request.post('/api/academies/charges/payments/quote', { headers: admin, data: { lines: [{ chargeId: charges[0]!.id }] } });
  expect(quote.ok(), await quote.text()).toBeTruthy();
  const { total } = (await quote.json()) as { total: string };
  const paid = await request.post('/api/academies/charges/payments', {
    headers: { ...admin, 'Idempotency-Key': `walk-${Date.now()}` },
    data: { lines: [{ chargeId: charges[0]!.id }], methods: [{ methodId: 1, bankId: null, amount: total, reference: '' }] },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return (await paid.json()) as { id: number; serie: string; folio: number };
}

test('school staff see a payment’s invoices without a Facturar the API would refuse them', async ({ page, request }) => {
  const payment = await paidAcademyPayment(request, await branchHeaders(request, ACCOUNTS.admin));
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.escolar);
  await page.goto('/academias/payments');
  await page.getByRole('row').filter({ hasText: `${payment.serie}-${payment.folio}` }).getByRole('button', { name: 'Detalle' }).click();
  const detail = page.getByRole('dialog', { name: `Pago ${payment.serie}-${payment.folio}` });
  await detail.getByRole('button', { name: 'Facturas' }).click();
  await expect(detail.getByText('Sin facturar')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Facturar' })).toHaveCount(0);
});

test('the accountant reads CFDI dates as DD/MM/YYYY, reaches Ver detalle at 1366 px and credits tuition as a discount', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await branchHeaders(request, ACCOUNTS.admin);
  const payment = await paidAcademyPayment(request, admin);
  const invoiced = await request.post('/api/academies/charges/payments/invoice', {
    headers: admin,
    data: { ids: [payment.id], receiver: { rfc: 'LOGR800101AB1', name: 'ROBERTO LOPEZ GARZA', regime: '605', cfdiUse: 'D10', zip: '64000' } },
  });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const invoice = (await invoiced.json()) as { serie: string; folio: number };

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.contador);
  await page.goto('/facturas');
  const row = page.getByRole('table', { name: 'Facturas' }).getByRole('row').filter({ hasText: `${invoice.serie}-${invoice.folio}` });
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await expectWithinWidth(page, row.getByRole('button', { name: 'Ver detalle' }));
  await expectOneLine(row.getByText(/^\$ /));
  await page.screenshot({ path: shotPath('facturas-1366.png') });
  await row.getByRole('button', { name: 'Ver detalle' }).click();
  await page.getByRole('button', { name: 'Nota de crédito' }).click();
  await expect(page.getByRole('dialog', { name: /^Nota de crédito de/ }).getByLabel(/Concepto/)).toHaveValue('Descuento o bonificación');
});

test('the reports home offers the older format only where there is one', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.contador);
  await page.goto('/reportes');
  const card = (title: string) => page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card('Reportes de tienda').getByRole('link', { name: 'Formato anterior' })).toBeVisible();
  await expect(card('Reportes de colegio').getByRole('link', { name: 'Adeudos por antigüedad' })).toBeVisible();
  await expect(card('Reportes de colegio').getByRole('link', { name: 'Formato anterior' })).toHaveCount(0);

  // The school's older section lays out the legacy report calls in their own format.
  await page.goto('/reportes-old/colegio');
  await expect(page.getByRole('heading', { name: 'Reportes anteriores · Colegio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagos del colegio' })).toBeVisible();
});
