import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, createUser, loginAs, sideMenu } from '../support/session';

async function roleIdByName(page: Page, name: string): Promise<number> {
  const token = await apiToken(page.request);
  const response = await page.request.get('/api/system/roles', { headers: { Authorization: `Bearer ${token}` } });
  const roles = (await response.json()) as { id: number; name: string }[];
  const role = roles.find((candidate) => candidate.name === name);
  expect(role).toBeDefined();
  return role!.id;
}

test('a role with a limited permission set: its user sees only those routes and gets 403 elsewhere', async ({ page }) => {
  const roleName = `Consulta ${Date.now()}`;
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/roles');
  await page.getByRole('button', { name: 'Nuevo rol' }).click();
  const form = page.getByRole('form', { name: 'Nuevo rol' });
  await form.getByLabel('Nombre').fill(roleName);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha creado correctamente')).toBeVisible();

  await page.getByPlaceholder('Buscar…').fill(roleName);
  await page.getByRole('row', { name: new RegExp(roleName) }).getByRole('button', { name: 'Permisos' }).click();
  const editor = page.getByRole('dialog', { name: `Permisos de ${roleName}` });
  await editor.getByText('Inicio (/)').click();
  await editor.getByText('Usuarios (/usuarios)').click();
  await editor.getByRole('button', { name: 'Guardar permisos' }).click();
  await expect(page.getByText('El registro se ha actualizado correctamente')).toBeVisible();

  const user = await createUser(page.request, await roleIdByName(page, roleName), [1]);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, user.email);
  const system = sideMenu(page).getByRole('button', { name: 'Sistema' });
  await system.click();
  await expect(sideMenu(page).getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: 'Tienda' })).toHaveCount(0);
  await page.goto('/roles');
  await expect(page.getByText('Acceso denegado')).toBeVisible();
});

test('a branch office created with only the store module changes the menu when chosen', async ({ page }) => {
  const name = `Sucursal Tienda ${Date.now()}`;
  await loginAs(page, ACCOUNTS.admin);
  // The seeded route is '/newbranch/:id' (id required), so the wizard is opened in create mode as /newbranch/nueva.
  await page.goto('/newbranch');
  const wizard = page.getByRole('form', { name: 'Nueva sucursal' });
  await wizard.getByLabel('Nombre de la sucursal').fill(name);
  await wizard.getByLabel('Código postal').fill('64000');
  await wizard.getByRole('button', { name: '2. Módulos' }).click();
  await expect(wizard.getByRole('checkbox', { name: 'Tienda' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Guardar sucursal' }).click();
  await expect(page.getByText('El registro se ha creado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/newbranch\/\d+$/);

  await page.getByRole('button', { name: 'Cambiar sucursal' }).click();
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('button', { name: 'Cambiar sucursal' })).toContainText(name);
  await expect(sideMenu(page).getByRole('button', { name: 'Tienda' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: 'Colegio' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: 'Academias' })).toHaveCount(0);
});

test('an automatic surcharge and a scholarship are created from /system/cargosextra', async ({ page }) => {
  const stamp = Date.now();
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/system/cargosextra');

  await page.getByRole('tab', { name: 'Recargos' }).click();
  await page.getByRole('button', { name: 'Nuevo recargo' }).click();
  const surcharge = page.getByRole('form', { name: 'Nuevo recargo' });
  await surcharge.getByLabel('Nombre').fill(`Recargo día 15 ${stamp}`);
  await surcharge.getByRole('textbox', { name: /^Valor/ }).fill('0');
  await surcharge.getByRole('textbox', { name: /^Valor/ }).blur();
  // Guardar stays enabled: pressing it with a wrong value shows what is wrong instead of saving.
  await expect(surcharge.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  await expect(surcharge.getByText('Escriba una cantidad mayor que cero con hasta 2 decimales')).toBeVisible();
  await surcharge.getByRole('textbox', { name: /^Valor/ }).fill('200');
  await surcharge.getByLabel('Tipo de valor').selectOption({ label: 'Cantidad' });
  await surcharge.getByLabel('Forma de aplicación').selectOption({ label: 'Automático' });
  await surcharge.getByLabel('Día inicial').fill('16');
  await surcharge.getByLabel('Día final').fill('31');
  await surcharge.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha creado correctamente')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Recargo día 15 ${stamp}`) });
  await expect(row).toContainText('Automático');
  await expect(row).toContainText('16 – 31');

  await page.getByRole('tab', { name: 'Becas' }).click();
  await page.getByRole('button', { name: 'Nueva beca' }).click();
  const scholarship = page.getByRole('form', { name: 'Nueva beca' });
  await scholarship.getByLabel('Nombre').fill(`Beca excelencia ${stamp}`);
  await scholarship.getByRole('textbox', { name: /^Valor/ }).fill('50');
  await scholarship.getByLabel('Operación').selectOption({ label: 'Resta' });
  await scholarship.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha creado correctamente').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Beca excelencia ${stamp}`) })).toContainText('50 %');
});

test('Valores predeterminados adds a row, and the wizard’s Siguiente stays on a step with a missing field', async ({ page }) => {
  const key = `e2e.clave${Date.now()}`;
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Nuevo ajuste' }).click();
  const form = page.getByRole('form', { name: 'Nuevo ajuste' });
  await form.getByLabel('Clave').fill(key);
  await form.getByLabel('Valor').fill('10');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha creado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: key })).toBeVisible();

  await page.goto('/newbranch');
  const wizard = page.getByRole('form', { name: 'Nueva sucursal' });
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await expect(wizard.getByRole('button', { name: '1. Datos generales' })).toHaveAttribute('aria-current', 'step');
  await expect(wizard.getByText('Este campo es requerido')).toBeVisible();
  await wizard.getByLabel('Nombre de la sucursal').fill(`Sucursal ${Date.now()}`);
  await wizard.getByRole('button', { name: 'Siguiente' }).click();
  await expect(wizard.getByRole('button', { name: '2. Módulos' })).toHaveAttribute('aria-current', 'step');
});
