import { expect, test } from '@playwright/test';
import { ACCOUNTS, branchHeaders, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

// A scholarship assigned on the student's profile is named and applied at the fee counter, with who granted it.
test('the desk assigns a scholarship on screen and the counter applies it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const headers = await branchHeaders(request, ACCOUNTS.escolar, 'Matriz Centro');
  const students = (await (await request.get(`/api/school/students?filter=${encodeURIComponent('enrollment$$$eq$$A2026003')}&fields=id`, { headers })).json()) as { id: number }[];
  const valeria = students[0]!.id;
  // Valeria starts without the scholarship switched on (a run before this one may have assigned it).
  const becas = (await (await request.get(`/api/system/extra-charges?filter=${encodeURIComponent('name$$$eq$$Beca hermanos 10 %')}&fields=id`, { headers })).json()) as { id: number }[];
  expect((await request.put(`/api/school/students/${valeria}/scholarships`, { headers, data: { extraChargeId: becas[0]!.id, isActive: false } })).ok()).toBeTruthy();
  await loginAs(page, ACCOUNTS.escolar);

  await page.goto(`/colegio/alumnos/perfil/${valeria}`);
  await page.getByRole('tab', { name: 'Becas' }).click();
  await page.getByLabel('Beca por asignar').selectOption({ label: 'Beca hermanos 10 % · 10 %' });
  await page.getByRole('button', { name: 'Asignar beca' }).click();
  const row = page.getByRole('row', { name: /Beca hermanos 10 %/ });
  await expect(row).toContainText('Ernesto Salas');
  await expect(row).toContainText('Activa');
  await page.screenshot({ path: shotPath('scholarship-profile-1366x768.png') });

  await page.goto('/colegio/cobros');
  await page.getByLabel('Buscar alumno o familia').fill('A2026003');
  await expect(page.getByRole('option', { name: /A2026003 · Valeria Martínez Rivera/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Beca: Beca hermanos 10 %')).toBeVisible();
  // The cycle's last tuition ($ 2,800.00): its line carries the scholarship, 10 % of the base, as the server quotes it.
  await page.getByRole('list', { name: 'Cargos pendientes de Valeria Martínez Rivera' }).getByRole('listitem').last().click();
  const lines = page.getByRole('list', { name: 'Conceptos a cobrar' });
  await expect(lines).toContainText('Beca hermanos 10 %');
  await expect(lines).toContainText('-$ 280.00');
});
