import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

// The families' portal end to end: the school's desk invites a tutor of the Martínez Rivera family from the
// family's page, the tutor sets a password through the one-time link, logs in, lands on «Mis hijos» with each
// child's pending charges as of today, and reads the family's statement. Online payment is not part of it yet.
const TUTOR_PASSWORD = 'PortalFamilia2026!';

async function noRemoteError(page: Page) {
  await expect(page.getByText(/No se pudo cargar el módulo/)).toHaveCount(0);
}

test('a tutor invited from the family page sees the children’s charges and the statement', async ({ page, browser, request }) => {
  // Two users and a dozen pages in one walk: past the default minute on a loaded 2-core machine (1.1 min seen).
  test.setTimeout(120_000);
  const email = `tutor-${Date.now()}@familia.mx`;
  await page.setViewportSize({ width: 1366, height: 768 });

  let link = '';
  let folio = 0;
  await test.step('the desk invites the tutor from the family’s page', async () => {
    await loginAs(page, ACCOUNTS.escolar);
    await page.goto('/familias');
    await page.getByRole('row').filter({ hasText: 'Familia Martínez Rivera' }).getByRole('button', { name: 'Abrir' }).click();
    await expect(page.getByRole('heading', { name: 'Familia Martínez Rivera' })).toBeVisible();
    // A payment at the counter, so the family has a receipt to read in the portal.
    const familyId = /\/familias\/(?:informacion\/)?(\d+)/.exec(page.url())?.[1];
    expect(familyId, 'the family page names the family').toBeDefined();
    const headers = await branchHeaders(request, ACCOUNTS.escolar);
    const pending = await (await request.get(`/api/school/charges/pending?familyId=${familyId}`, { headers })).json() as { students: { charges: { id: number; today: { total: string } }[] }[] };
    const first = pending.students[0]!.charges[0]!;
    const paid = await request.post('/api/school/charges/payments', { headers, data: { lines: [{ chargeId: first.id }], methods: [{ methodId: 1, amount: first.today.total }] } });
    expect(paid.status(), await paid.text()).toBe(201);
    folio = ((await paid.json()) as { serie: string; folio: number }).folio;
    await page.getByRole('button', { name: 'Invitar tutor' }).click();
    const form = page.getByRole('dialog', { name: 'Invitar tutor al portal' });
    await form.getByRole('textbox', { name: /Nombre del tutor/ }).fill('Laura Rivera');
    await form.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
    await form.getByRole('button', { name: 'Enviar invitación' }).click();
    link = (await page.getByLabel('Enlace de invitación').innerText()).trim();
    expect(link).toMatch(/\/reset-password\/[\w-]+$/);
    await expect(page.getByRole('table', { name: 'Tutores en el portal' })).toContainText('Invitación enviada');
    await page.screenshot({ path: shotPath('invitation-1366x768.png'), fullPage: true });
  });

  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const tutor = await context.newPage();
  await test.step('the tutor sets a password with the link and logs in', async () => {
    await tutor.goto(new URL(link).pathname);
    await tutor.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(TUTOR_PASSWORD);
    await tutor.getByLabel('Repetir nueva contraseña').fill(TUTOR_PASSWORD);
    await tutor.getByRole('button', { name: 'Guardar' }).click();
    await expect(tutor).toHaveURL(/\/login$/);
    await loginAs(tutor, email, TUTOR_PASSWORD);
  });

  await test.step('the tutor lands on «Mis hijos» with each child’s charges as of today', async () => {
    await expect(tutor).toHaveURL(/\/portal$/);
    await expect(tutor.getByRole('heading', { name: 'Mis hijos' })).toBeVisible();
    for (const child of ['Valeria Martínez Rivera', 'Santiago Martínez Rivera']) {
      const card = tutor.getByRole('region', { name: child });
      await expect(card.getByRole('list', { name: `Pendientes de ${child}` }).getByRole('listitem').first()).toBeVisible();
      await expect(card.getByLabel(`Total de ${child}`)).toHaveText(/^\$ [\d,]+\.\d{2}$/);
    }
    await expect(tutor.getByLabel('Total de la familia')).toContainText('Total pendiente de la familia');
    await noRemoteError(tutor);
    await tutor.screenshot({ path: shotPath('mis-hijos-1366x768.png'), fullPage: true });
    await tutor.setViewportSize({ width: 390, height: 844 });
    await expect(tutor.getByRole('region', { name: 'Valeria Martínez Rivera' })).toBeVisible();
    await tutor.screenshot({ path: shotPath('mis-hijos-390x844.png'), fullPage: true });
  });

  await test.step('the statement of the family', async () => {
    await tutor.goto('/portal/estado-de-cuenta');
    await expect(tutor.getByRole('heading', { name: 'Estado de cuenta' })).toBeVisible();
    await expect(tutor.getByLabel('Totales de la familia')).toContainText('Pendiente');
    await expect(tutor.getByRole('region', { name: 'Estado de cuenta de Santiago Martínez Rivera' })).toBeVisible();
    await noRemoteError(tutor);
    await tutor.screenshot({ path: shotPath('estado-de-cuenta-390x844.png'), fullPage: true });
    await tutor.setViewportSize({ width: 1366, height: 768 });
    await tutor.screenshot({ path: shotPath('estado-de-cuenta-1366x768.png'), fullPage: true });
  });

  await test.step('the receipts, and nothing of the school outside the portal', async () => {
    await tutor.goto('/portal/recibos');
    await expect(tutor.getByRole('heading', { name: 'Recibos' })).toBeVisible();
    const download = tutor.waitForEvent('download');
    await tutor.getByRole('button', { name: new RegExp(`^Descargar PDF del recibo C\\d+-${folio}$`) }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^recibo-C\\d+-${folio}\\.pdf$`));
    await tutor.screenshot({ path: shotPath('recibos-1366x768.png'), fullPage: true });
    await tutor.goto('/familias');
    await expect(tutor.getByText('Acceso denegado')).toBeVisible();
  });
  await context.close();

  await test.step('the desk sees the tutor’s account active', async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: 'Tutores en el portal' })).toContainText('Cuenta activa');
  });
});
