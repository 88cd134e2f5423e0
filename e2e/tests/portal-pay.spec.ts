import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

// Online payment from the families' portal with the sandbox gateway: the tutor of the Martínez Rivera family (invited
// and activated through the API, as portal.spec.ts does through the screens) opens «Pagar en línea» from «Mis hijos»
// on a phone, pays one charge of each child with the test card and gets the receipt; the school's desk finds that
// receipt in the payment history. Then an OXXO reference, which the desk marks paid, becomes a receipt as well.
const TUTOR_PASSWORD = 'PagoEnLinea2026!';

async function noRemoteError(page: Page) {
  await expect(page.getByText(/No se pudo cargar el módulo/)).toHaveCount(0);
}

test('a tutor pays two children’s charges with the sandbox card and the receipt reaches the desk', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const email = `pago-${Date.now()}@familia.mx`;
  const desk = await branchHeaders(request, ACCOUNTS.escolar);

  await test.step('the desk invites a tutor of the family and the tutor sets a password', async () => {
    const families = (await (await request.get('/api/school/families?s=' + encodeURIComponent(JSON.stringify({ name: 'Familia Martínez Rivera' })), { headers: desk })).json()) as { data: { id: number }[] } | { id: number }[];
    const familyId = (Array.isArray(families) ? families : families.data)[0]!.id;
    const invited = await request.post(`/api/portal/families/${familyId}/tutors`, { headers: desk, data: { name: 'Carlos Martínez', email } });
    expect(invited.status(), await invited.text()).toBe(201);
    const key = ((await invited.json()) as { link: string }).link.split('/').at(-1);
    const reset = await request.post('/api/system/auth/reset-password', { data: { key, password: TUTOR_PASSWORD, passwordConfirm: TUTOR_PASSWORD } });
    expect(reset.status(), await reset.text()).toBe(200);
  });

  // Signed in at a desk width (the phone's menu is folded away), then used as a phone.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const tutor = await context.newPage();
  let receipt = '';
  await test.step('on a phone, «Pagar en línea» from «Mis hijos», one charge of each child, the test card', async () => {
    await loginAs(tutor, email, TUTOR_PASSWORD);
    await tutor.setViewportSize({ width: 390, height: 844 });
    await expect(tutor.getByRole('heading', { name: 'Mis hijos' })).toBeVisible();
    await tutor.getByRole('link', { name: 'Pagar en línea' }).click();
    await expect(tutor).toHaveURL(/\/portal\/pagar$/);
    await expect(tutor.getByRole('heading', { name: 'Pagar en línea' })).toBeVisible();
    await expect(tutor.getByText('Modo de prueba: no se cobra dinero real.')).toBeVisible();
    const children = tutor.getByRole('region', { name: /^Cargos de / });
    await expect(children.nth(1)).toBeVisible();
    for (const index of [0, 1]) await children.nth(index).locator('label').first().click();
    await expect(tutor.getByText('2 cargos')).toBeVisible();
    await tutor.getByLabel('Número de tarjeta').fill('4242424242424242');
    await tutor.getByLabel('Vencimiento').fill('12/30');
    await tutor.getByLabel('Código de seguridad').fill('123');
    await tutor.getByLabel('Nombre del titular').fill('Carlos Martínez');
    await noRemoteError(tutor);
    await tutor.screenshot({ path: shotPath('pagar-390x844.png'), fullPage: true });
    const total = (await tutor.getByLabel('Total a pagar').innerText()).trim();
    await tutor.getByRole('button', { name: 'Pagar', exact: true }).click();
    const result = tutor.getByLabel('Resultado del pago');
    await expect(result).toContainText('Pago recibido');
    await expect(result).toContainText(total);
    await expect(result).toContainText('Tarjeta terminación 4242');
    receipt = /Recibo (C\d+-\d+)/.exec(await result.innerText())?.[1] ?? '';
    expect(receipt).toMatch(/^C\d+-\d+$/);
    const download = tutor.waitForEvent('download');
    await result.getByRole('button', { name: 'Descargar recibo' }).click();
    expect((await download).suggestedFilename()).toBe(`recibo-${receipt}.pdf`);
    await tutor.screenshot({ path: shotPath('pagado-390x844.png'), fullPage: true });
  });

  await test.step('the school’s desk finds the receipt in the payment history', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, ACCOUNTS.escolar);
    await page.goto('/colegio/cobros/historial');
    await page.getByPlaceholder('Folio (C1-118 o 118)').fill(receipt);
    const row = page.getByRole('row').filter({ hasText: receipt });
    await expect(row).toContainText('Pagado');
    await expect(row).toContainText('Familia Martínez Rivera');
    await page.screenshot({ path: shotPath('historial-escuela-1366x768.png'), fullPage: true });
  });

  await test.step('an OXXO reference, marked paid by the desk, becomes a receipt too', async () => {
    await tutor.setViewportSize({ width: 1366, height: 768 });
    await tutor.reload();
    await tutor.getByRole('region', { name: /^Cargos de / }).nth(1).locator('label').first().click();
    await tutor.getByRole('radio', { name: 'OXXO' }).click();
    await tutor.getByRole('button', { name: 'Generar referencia' }).click();
    const result = tutor.getByLabel('Resultado del pago');
    await expect(result).toContainText('Referencia lista para pagar');
    await expect(result.getByLabel('Datos para pagar')).toContainText(/Referencia \d{14}/);
    await tutor.screenshot({ path: shotPath('oxxo-1366x768.png'), fullPage: true });

    const pending = (await (await request.get('/api/online-payments?status=pending', { headers: desk })).json()) as { data: { id: number; familyName: string }[] };
    const reference = pending.data.find((p) => p.familyName === 'Familia Martínez Rivera');
    expect(reference).toBeDefined();
    const marked = await request.post(`/api/online-payments/${reference!.id}/sandbox/paid`, { headers: desk });
    expect(marked.status(), await marked.text()).toBe(200);
    expect(((await marked.json()) as { status: string }).status).toBe('paid');

    await tutor.reload();
    const recent = tutor.getByRole('region', { name: 'Pagos en línea recientes' });
    await expect(recent).toContainText('Efectivo en OXXO');
    await expect(recent.getByText('Pagado').first()).toBeVisible();
    await expect(tutor.getByRole('region', { name: 'Referencias pendientes' })).toHaveCount(0);
    await tutor.setViewportSize({ width: 390, height: 844 });
    await tutor.screenshot({ path: shotPath('recientes-390x844.png'), fullPage: true });
  });
  await context.close();
});
