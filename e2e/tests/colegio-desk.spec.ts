import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

// The school desk's everyday screens: a group's attendance taken from the keyboard and counted by the attendance
// report, and a family's statement with each line's child.
test('attendance is recorded on the group sheet and the attendance report counts it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNTS.escolar);
  await page.goto('/colegio/ctrlescolar/grupos');
  await page.getByRole('row').filter({ hasText: '1° A' }).first().getByRole('button', { name: 'Tomar asistencia' }).click();
  await expect(page.getByRole('heading', { name: /Asistencia · Grupo/ })).toBeVisible();
  await expect(page.getByTestId('attendance-state')).toContainText('Sin guardar');
  const rows = page.getByRole('radiogroup');
  await expect(rows.first()).toBeVisible();
  // Everyone starts present; the first is absent and the second late, from the keyboard.
  await rows.first().focus();
  await page.keyboard.press('f');
  await page.keyboard.press('r');
  await expect(rows.nth(0).getByRole('radio', { name: 'Falta' })).toHaveAttribute('aria-checked', 'true');
  await expect(rows.nth(1).getByRole('radio', { name: 'Retardo' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('attendance-summary')).toContainText('Faltas 1 · Retardos 1');
  await page.getByRole('button', { name: 'Guardar asistencia' }).click();
  await expect(page.getByText('Asistencia guardada')).toBeVisible();
  await expect(page.getByTestId('attendance-state')).toContainText('Guardada por');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: shotPath('attendance-1366x768.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('attendance-390x844.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // Saved: a reload shows the marks.
  await page.reload();
  await expect(page.getByRole('radiogroup').nth(0).getByRole('radio', { name: 'Falta' })).toHaveAttribute('aria-checked', 'true');

  await page.goto('/reportes/colegios/grupos-asistencias');
  const table = page.getByRole('table', { name: 'Listas de asistencia por grupo' });
  await expect(table.getByRole('columnheader', { name: 'Faltas' })).toBeVisible();
  const totals = table.getByRole('row').filter({ hasText: 'Totales' });
  await expect(totals).toContainText('1');
  await page.screenshot({ path: shotPath('attendance-report-1366x768.png') });
});

test('a family statement adds up the children and names each line’s child', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNTS.escolar);
  await page.goto('/familias');
  await page.getByRole('row').filter({ hasText: 'Familia Martínez Rivera' }).getByRole('button', { name: 'Abrir' }).click();
  await expect(page.getByRole('heading', { name: 'Estado de cuenta de la familia' })).toBeVisible();
  const statement = page.getByTestId('family-statement');
  await expect(statement.getByTestId('family-total-pendiente')).toContainText('$');
  const movements = statement.getByRole('table', { name: 'Movimientos de la familia' });
  await expect(movements).toContainText('Valeria Martínez Rivera');
  await statement.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('family-statement-1366x768.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await statement.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('family-statement-390x844.png') });
  await page.setViewportSize({ width: 1366, height: 768 });

  const download = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Descargar PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^estado-de-cuenta-familia-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);

  await statement.getByRole('button', { name: 'Enviar al tutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar el estado de cuenta al tutor' });
  await expect(dialog.getByLabel(/Correo del tutor/)).toHaveValue('familia.martinez@example.mx');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Estado de cuenta enviado a familia.martinez@example.mx')).toBeVisible();
});
