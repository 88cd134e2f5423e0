import { expect, test } from '@playwright/test';
import { ACCOUNTS, closeOpenRegister, loginAs } from '../support/session';

// The desk types without accents: the student list, the fee counter and the point of sale find López, Lápiz.
test('searches ignore accents in the student list, the fee counter and the point of sale', async ({ page, request }) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNTS.admin);

  await page.goto('/alumnos');
  await page.getByPlaceholder('Nombre, matrícula o CURP').fill('lopez');
  await expect(page.getByRole('cell', { name: 'A2026001' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'A2026002' })).toBeVisible();

  await page.goto('/colegio/cobros');
  await page.getByLabel('Buscar alumno o familia').fill('mariana LOPEZ');
  await expect(page.getByRole('option', { name: /A2026001 · Mariana López García/ })).toBeVisible();

  await closeOpenRegister(request, ACCOUNTS.admin, 'Matriz Centro');
  await page.goto('/ventas');
  await page.getByLabel('Fondo inicial').fill('500');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  const search = page.getByLabel('Buscar producto');
  const products: [string, string][] = [['lapiz', 'Lápiz del número 2'], ['sandwich', 'Sándwich de jamón'], ['geometria', 'Juego de geometría']];
  for (const [typed, product] of products) {
    await search.fill(typed);
    await expect(page.getByText(product).first()).toBeVisible();
  }
});
