// A waiver at the school fee counter: the administrator (who holds «Condonar») waives a late month's surcharge
// with a reason, pays, and the student's statement and the counter's Condonaciones report show it; school staff,
// who do not start with the action, are not offered it.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs } from '../support/session';

// Emilio Garza Ortiz (S2026001), enrolled by the demo at the cycle's start: his past months are late.
const ENROLLMENT = 'S2026001';
const REASON = 'Acuerdo con dirección: aviso de pago no recibido';

async function openCounterFor(page: import('@playwright/test').Page) {
  await page.goto('/colegio/cobros');
  await page.getByLabel('Buscar alumno o familia').fill(ENROLLMENT);
  await expect(page.getByRole('option', { name: new RegExp(ENROLLMENT) })).toBeVisible();
  await page.getByLabel('Buscar alumno o familia').press('Enter');
}

test('school staff are not offered a waiver', async ({ page }) => {
  await loginAs(page, ACCOUNTS.escolar);
  await openCounterFor(page);
  await page.getByTestId('pending-charge').filter({ hasText: 'Con recargo' }).first().click();
  await expect(page.getByTestId('charge-line')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Condonar o descontar…' })).toHaveCount(0);
});

test('a waiver with its reason is charged, and shows in the statement and the report', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openCounterFor(page);
  await page.getByTestId('pending-charge').filter({ hasText: 'Con recargo' }).first().click();
  const line = page.getByTestId('charge-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-adjustment').filter({ hasText: 'Recargo' })).not.toHaveCount(0);

  await page.getByRole('button', { name: 'Condonar o descontar…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Condonar o descontar/ });
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog.getByText('Escriba el motivo (mínimo 5 caracteres)')).toBeVisible();
  await dialog.getByLabel(/^Motivo/).fill(REASON);
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('concession')).toContainText('Condonado: Recargo por pago tardío');
  await expect(line.getByTestId('line-adjustment').filter({ hasText: 'Recargo' })).toHaveCount(0);

  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: /^Cobrar/ });
  await pay.getByRole('button', { name: 'Confirmar cobro' }).click();
  const receipt = page.getByRole('dialog', { name: 'Recibo de pago' });
  const folio = (await receipt.getByTestId('receipt-folio').textContent())!.trim();
  await receipt.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('tab', { name: 'Condonaciones' }).click();
  const report = page.getByRole('table', { name: 'Condonaciones y descuentos del periodo' });
  await expect(report.getByRole('row').filter({ hasText: REASON })).toContainText('Recargo condonado: Recargo por pago tardío');

  await page.goto('/colegio/alumnos/perfil');
  await page.getByLabel('Buscar alumno').fill(ENROLLMENT);
  await page.getByRole('button', { name: new RegExp(ENROLLMENT) }).click();
  await page.getByRole('tab', { name: 'Estado de cuenta' }).click();
  const conceded = page.getByRole('table', { name: 'Condonaciones y descuentos concedidos' }).getByRole('row').filter({ hasText: REASON });
  await expect(conceded).toContainText('Recargo condonado: Recargo por pago tardío');
  await expect(conceded).toContainText(folio);
  await expect(conceded).toContainText('Administrador Mikro');
});
