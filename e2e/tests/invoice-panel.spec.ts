// The invoice panel of an academy payment and of a school payment: charge → open the payment's panel →
// "Facturar" to a customer → the panel shows the stamped invoice (sandbox PAC) and the payment reads
// "Facturada". The walk cancels what it invoiced and paid at the end, leaving the shared database as it was.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

const stamp = Date.now().toString().slice(-6);

async function adminApi(request: APIRequestContext) {
  const headers = await branchHeaders(request, ACCOUNTS.admin);
  const call = async <T,>(method: 'GET' | 'POST', url: string, data?: object): Promise<T> => {
    const response = await request.fetch(url, { method, headers, data });
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  };
  return { call };
}

const rowsOf = <T,>(answer: T[] | { data: T[] }): T[] => (Array.isArray(answer) ? answer : answer.data);

/** Both sizes, full page (with `focus` scrolled into view), then back to the desktop size. */
async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await focus?.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shotPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** Fills the "Facturar a un cliente" dialog and stamps; the panel then shows the stamped invoice. */
async function invoiceTo(page: Page, panel: Locator, receiver: { rfc: string; name: string; regime: RegExp; use: RegExp; zip: string }, shot: string): Promise<void> {
  await panel.getByRole('button', { name: 'Facturar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Facturar a un cliente' });
  await dialog.getByLabel('RFC', { exact: true }).fill(receiver.rfc);
  await dialog.getByLabel(/Nombre o razón social/).fill(receiver.name);
  await dialog.getByLabel(/Régimen fiscal/).selectOption({ label: (await optionLabel(dialog.getByLabel(/Régimen fiscal/), receiver.regime)) });
  await dialog.getByLabel(/Uso del CFDI/).selectOption({ label: (await optionLabel(dialog.getByLabel(/Uso del CFDI/), receiver.use)) });
  await dialog.getByLabel(/Código postal/).fill(receiver.zip);
  await shoot(page, `${shot}-facturar`);
  await dialog.getByRole('button', { name: 'Timbrar factura' }).click();
  await expect(page.getByText(/^Factura .+ timbrada$/).last()).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
}

async function optionLabel(select: Locator, pattern: RegExp): Promise<string> {
  const labels = await select.locator('option').allTextContents();
  const label = labels.find((text) => pattern.test(text));
  expect(label, `an option matching ${pattern} among ${labels.join(' | ')}`).toBeTruthy();
  return label!;
}

test('an academy payment is invoiced from its panel in the payment history', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = await adminApi(request);
  // Set-up through the API: an activity, a group with the swimming monthly fee, an external enrolled in it.
  const activity = await api.call<{ id: number }>('POST', '/api/academies/activities', { name: `Robótica factura ${stamp}` });
  const concepts = rowsOf(await api.call<{ id: number; name: string }[] | { data: { id: number; name: string }[] }>('GET', '/api/academies/concepts?limit=100'));
  const monthly = concepts.find((c) => c.name === 'Mensualidad natación')!;
  const group = await api.call<{ id: number }>('POST', '/api/academies/groups', {
    activityId: activity.id,
    name: `Robótica ${stamp}`,
    teacherId: null,
    cycleId: null,
    place: `Laboratorio ${stamp}`,
    capacity: 5,
    minAge: null,
    maxAge: null,
    gradeIds: [],
    isActive: true,
    schedules: [{ dayOfWeek: 6, startTime: '09:00', endTime: '10:00' }],
    concepts: [{ conceptId: monthly.id, dueDay: 10 }],
  });
  const externalName = `Factura${stamp}`;
  const external = await api.call<{ id: number }>('POST', '/api/academies/externals', { name: externalName, lastNameFather: 'Panel', birthDate: '2014-06-01' });
  // The institution's today (Mexico City): after 18:00 there the UTC date is already tomorrow's.
  await api.call('POST', '/api/academies/inscriptions', { groupId: group.id, externalId: external.id, inscriptionDate: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' }) });

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.admin);

  // Charge the month at the academy counter.
  await page.goto('/academias/pagos');
  await expect(page.getByRole('heading', { name: 'Cobro de academias', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar alumno o externo').fill(externalName);
  await expect(page.getByRole('button', { name: new RegExp(externalName) })).toBeVisible();
  await page.getByLabel('Buscar alumno o externo').press('Enter');
  await page.getByLabel(/^(Cobrar )?Mensualidad natación/).first().check({ force: true });
  const charge = page.getByRole('button', { name: /^Cobrar \$/ });
  await expect(charge).toBeEnabled();
  await charge.click();
  await page.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(page.getByText('Recibo de pago de academia')).toBeVisible();
  await page.keyboard.press('Escape');

  // The history: the payment has no invoice yet; its detail holds the panel, closed until toggled.
  await page.goto('/academias/payments');
  await expect(page.getByRole('heading', { name: 'Pagos de academia', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: externalName });
  await expect(row).toContainText('Sin factura');
  await row.getByRole('button', { name: 'Detalle' }).click();
  const detail = page.getByRole('dialog');
  const toggle = detail.getByRole('button', { name: 'Facturas' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(detail.getByText(/Este pago no tiene facturas/)).toBeVisible();
  await expect(detail.getByText('Sin facturar')).toBeVisible();
  await shoot(page, 'academia-panel-abierto');

  await invoiceTo(page, detail, { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: /^612 /, use: /^G03 /, zip: '64000' }, 'academia');
  await expect(detail.getByText(/^Factura (\S+-)?\d+$/)).toBeVisible();
  await expect(detail.getByText('Timbrada')).toBeVisible();
  await expect(detail.getByText('Sandbox')).toBeVisible();
  await expect(detail.getByText('Facturada')).toBeVisible();
  await expect(detail.getByText(/GODE561231GR8 · DANIEL GÓMEZ NÚÑEZ/)).toBeVisible();
  // A stamped invoice covers the payment: no second "Facturar".
  await expect(detail.getByRole('button', { name: 'Facturar' })).toHaveCount(0);
  await shoot(page, 'academia-panel-timbrada');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Facturado');

  // Leave the database as found: cancel the invoice (motive 02) and the payment.
  const payments = await api.call<{ data: { id: number; payer: { name: string } }[] }>('GET', `/api/academies/charges/payments?search=${externalName}`);
  const payment = payments.data.find((p) => p.payer.name.includes(externalName))!;
  const panel = await api.call<{ invoices: { id: number }[] }>('GET', `/api/academies/charges/payments/${payment.id}/invoices`);
  await api.call('POST', `/api/billing/invoices/${panel.invoices[0]?.id}/cancel`, { motive: '02' });
  await api.call('POST', `/api/academies/charges/payments/${payment.id}/cancel`, { reason: 'Prueba de facturación e2e' });
});

test('a school payment is invoiced (with the IEDU complement) from the fee counter history', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = await adminApi(request);
  // Valeria Martínez Rivera (demo, with CURP; her level has its RVOE): pay her first pending charge through the API.
  const students = rowsOf(await api.call<{ id: number; enrollment: string }[] | { data: { id: number; enrollment: string }[] }>('GET', `/api/school/students?filter=${encodeURIComponent('enrollment$$$eq$$A2026003')}`));
  const valeria = students.find((s) => s.enrollment === 'A2026003')!;
  const pending = await api.call<{ students: { charges: { id: number; today: { total: string } }[] }[] }>('GET', `/api/school/charges/pending?studentId=${valeria.id}`);
  const first = pending.students[0]?.charges[0];
  const paid = await api.call<{ id: number; serie: string; folio: number }>('POST', '/api/school/charges/payments', { lines: [{ chargeId: first?.id }], methods: [{ methodId: 1, amount: first?.today.total }] });

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/colegio/cobros');
  await page.getByLabel('Buscar alumno o familia').fill('A2026003');
  await expect(page.getByRole('option', { name: /A2026003/ })).toBeVisible();
  await page.getByLabel('Buscar alumno o familia').press('Enter');
  const row = page.getByRole('row').filter({ hasText: `${paid.serie}-${paid.folio}` });
  await expect(row).toContainText('Sin factura');
  await row.getByRole('button', { name: 'Facturas' }).click();
  const dialog = page.getByRole('dialog', { name: `Facturas del pago ${paid.serie}-${paid.folio}` });
  await expect(dialog.getByRole('button', { name: 'Facturas' })).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByText(/Este pago no tiene facturas/)).toBeVisible();
  await shoot(page, 'colegio-panel-abierto');

  await invoiceTo(page, dialog, { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: /^605 /, use: /^D10 /, zip: '64000' }, 'colegio');
  await expect(dialog.getByText('Timbrada')).toBeVisible();
  await expect(dialog.getByText('Sandbox')).toBeVisible();
  await expect(dialog.getByText('Facturada')).toBeVisible();
  await expect(dialog.getByText(/LOGR800101AB1 · ROBERTO LÓPEZ MARTÍNEZ/)).toBeVisible();
  await shoot(page, 'colegio-panel-timbrada');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row).toContainText('Facturado');
  await shoot(page, 'colegio-historial', row);

  const panel = await api.call<{ invoices: { id: number }[] }>('GET', `/api/school/charges/payments/${paid.id}/invoices`);
  await api.call('POST', `/api/billing/invoices/${panel.invoices[0]?.id}/cancel`, { motive: '02' });
  await api.call('POST', `/api/school/charges/payments/${paid.id}/cancel`, { reason: 'Prueba de facturación e2e' });
});
