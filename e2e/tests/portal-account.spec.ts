import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

// The families' portal beyond reading: the administrator turns payment reminders on for a campus, a tutor of the
// Martínez Rivera family captures the family's fiscal data in «Mis datos» and invoices this month's receipt from
// «Recibos» (XML downloaded), and the desk sees on the family's page the e-mails sent to the family.
const TUTOR_PASSWORD = 'PortalFamilia2026!';

async function noRemoteError(page: Page) {
  await expect(page.getByText(/No se pudo cargar el módulo/)).toHaveCount(0);
}

test('reminder settings, the tutor’s fiscal data, «Facturar» from the portal and the family’s e-mails at the desk', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const email = `tutora-${Date.now()}@familia.mx`;
  await page.setViewportSize({ width: 1366, height: 768 });

  await test.step('the administrator switches reminders on for a campus', async () => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/campus');
    const panel = page.getByRole('region', { name: 'Recordatorios de pago' });
    await expect(panel.getByRole('heading', { name: 'Recordatorios de pago por correo' })).toBeVisible();
    const first = panel.getByRole('listitem').first();
    const campus = (await first.locator('p').first().innerText()).trim();
    const toggle = first.getByRole('checkbox', { name: 'Enviar' });
    // A fresh database starts with the campus not sending; a rerun on the same server finds it on.
    if (!(await toggle.isChecked())) await first.locator('label').filter({ hasText: 'Enviar' }).click();
    await expect(toggle).toBeChecked();
    const days = first.getByLabel(`Días antes del vencimiento: ${campus}`);
    const wanted = (await days.inputValue()) === '5' ? '4' : '5';
    await days.fill(wanted);
    await first.getByRole('button', { name: `Guardar recordatorios de ${campus}` }).click();
    await expect(page.getByText(`${campus}: se enviarán recordatorios ${wanted} días antes del vencimiento`)).toBeVisible();
    await expect(panel.getByRole('listitem').first()).toContainText('Enviando desde');
    await noRemoteError(page);
    await page.screenshot({ path: shotPath('campus-recordatorios-1366x768.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('campus-recordatorios-390x844.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  let link = '';
  let familyId = '';
  let receipt = '';
  await test.step('the desk takes a payment of the family and invites a tutor', async () => {
    const headers = await branchHeaders(request, ACCOUNTS.escolar);
    // Valeria Martínez Rivera (A2026003), whose tuition the demo invoices with its IEDU data.
    const students = (await (await request.get(`/api/school/students?filter=${encodeURIComponent('enrollment$$$eq$$A2026003')}`, { headers })).json()) as { familyId: number }[];
    familyId = String(students[0]!.familyId);
    const pending = (await (await request.get(`/api/school/charges/pending?familyId=${familyId}`, { headers })).json()) as { students: { charges: { id: number; name: string; today: { total: string } }[] }[] };
    const charge = pending.students.flatMap((s) => s.charges).find((c) => c.name.startsWith('Colegiatura')) ?? pending.students[0]!.charges[0]!;
    const paid = await request.post('/api/school/charges/payments', { headers, data: { lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: charge.today.total }] } });
    expect(paid.status(), await paid.text()).toBe(201);
    const body = (await paid.json()) as { serie: string; folio: number };
    receipt = `${body.serie}-${body.folio}`;
    const invited = await request.post(`/api/portal/families/${familyId}/tutors`, { headers, data: { name: 'Laura Rivera', email } });
    expect(invited.status(), await invited.text()).toBe(201);
    link = ((await invited.json()) as { link: string }).link;
  });

  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const tutor = await context.newPage();
  await test.step('the tutor sets a password and captures the family’s fiscal data in «Mis datos»', async () => {
    await tutor.goto(new URL(link).pathname);
    await tutor.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(TUTOR_PASSWORD);
    await tutor.getByLabel('Repetir nueva contraseña').fill(TUTOR_PASSWORD);
    await tutor.getByRole('button', { name: 'Guardar' }).click();
    await expect(tutor).toHaveURL(/\/login$/);
    await loginAs(tutor, email, TUTOR_PASSWORD);
    await expect(tutor).toHaveURL(/\/portal$/);
    await tutor.setViewportSize({ width: 390, height: 844 });
    await tutor.goto('/portal/recibos');
    await tutor.getByRole('button', { name: 'Mis datos fiscales' }).click();
    await expect(tutor.getByRole('heading', { name: 'Mis datos' })).toBeVisible();
    const form = tutor.getByRole('form', { name: 'Datos fiscales' });
    await form.getByRole('textbox', { name: /RFC/ }).fill('gode561231gr8');
    await form.getByRole('textbox', { name: /Código postal fiscal/ }).fill('64000');
    await form.getByRole('textbox', { name: /Nombre o razón social/ }).fill('Daniel Gómez Núñez');
    await form.getByRole('combobox', { name: /Régimen fiscal/ }).selectOption('612');
    await form.getByRole('combobox', { name: /Uso del CFDI/ }).selectOption('D10');
    await form.getByRole('button', { name: 'Guardar datos fiscales' }).click();
    await expect(tutor.getByText('Se guardaron sus datos fiscales')).toBeVisible();
    await noRemoteError(tutor);
    await tutor.screenshot({ path: shotPath('mis-datos-390x844.png'), fullPage: true });
    await tutor.setViewportSize({ width: 1366, height: 768 });
    await tutor.screenshot({ path: shotPath('mis-datos-1366x768.png'), fullPage: true });
  });

  await test.step('the tutor invoices this month’s receipt and downloads its XML', async () => {
    await tutor.goto('/portal/recibos');
    await expect(tutor.getByRole('heading', { name: 'Recibos' })).toBeVisible();
    const card = tutor.getByRole('listitem', { name: `Recibo ${receipt}` });
    await card.getByRole('button', { name: `Facturar el recibo ${receipt}` }).click();
    const dialog = tutor.getByRole('alertdialog');
    await expect(dialog).toContainText('GODE561231GR8 · Daniel Gómez Núñez');
    await tutor.screenshot({ path: shotPath('facturar-1366x768.png') });
    await dialog.getByRole('button', { name: 'Facturar' }).click();
    await expect(tutor.getByText(/Se emitió la factura/)).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('Timbrada');
    await expect(card.getByRole('button', { name: /Facturar/ })).toHaveCount(0);
    const download = tutor.waitForEvent('download');
    await card.getByRole('button', { name: /^Descargar XML de la factura / }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xml$/);
    await tutor.screenshot({ path: shotPath('recibos-facturado-1366x768.png'), fullPage: true });
    await tutor.setViewportSize({ width: 390, height: 844 });
    await tutor.screenshot({ path: shotPath('recibos-facturado-390x844.png'), fullPage: true });
  });
  await context.close();

  await test.step('the desk sees the invitation and the invoice among the family’s e-mails', async () => {
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await desk.newPage();
    await loginAs(page, ACCOUNTS.escolar);
    await page.goto(`/familias/informacion/${familyId}`);
    const messages = page.getByRole('table', { name: 'Correos enviados a la familia' });
    await expect(messages).toContainText('Invitación al portal');
    await expect(messages).toContainText('Factura');
    await expect(page.getByRole('table', { name: 'Tutores en el portal' })).toContainText('Cuenta activa');
    await noRemoteError(page);
    // The family page is long: the wide shot is of the e-mails' panel.
    const panels = page.getByRole('heading', { name: 'Correos enviados a la familia' }).locator('xpath=..');
    await messages.scrollIntoViewIfNeeded();
    await panels.screenshot({ path: shotPath('familia-correos-1366x768.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await messages.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath('familia-correos-390x844.png') });
    await desk.close();
  });
});
