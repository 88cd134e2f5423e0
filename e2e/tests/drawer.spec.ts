import { expect, test } from '@playwright/test';
import { ACCOUNTS, createUser, loginAs, PASSWORD } from '../support/session';

const CAJERO_ROLE_NAME = 'Cajero';

async function roleId(request: import('@playwright/test').APIRequestContext, name: string): Promise<number> {
  const login = await request.post('/api/system/auth/login', { data: { email: ACCOUNTS.admin, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const roles = (await (await request.get('/api/system/roles', { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number; name: string }[];
  return roles.find((role) => role.name === name)!.id;
}

async function openDrawer(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Información de la cuenta' }).click();
  await expect(page.getByText('Bienvenido a Mikro ERP')).toBeVisible();
}

test('the drawer greets the user with the default avatar when there is no image', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openDrawer(page);
  const avatar = page.getByRole('dialog').getByRole('img').first();
  await expect(avatar).toHaveAttribute('src', /default-avatar|data:image/);
});

test('a non-admin changes their password: mismatch message, then success and the new password works', async ({ page, request }) => {
  const user = await createUser(request, await roleId(request, CAJERO_ROLE_NAME), [1]);
  await loginAs(page, user.email);
  await openDrawer(page);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual').fill(PASSWORD);
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026!');
  await form.getByLabel('Repetir nueva contraseña').fill('OtraClave2026!');
  await form.getByLabel('Repetir nueva contraseña').blur();
  await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  await form.getByLabel('Repetir nueva contraseña').fill('NuevaClave2026!');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Sesion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, user.email, 'NuevaClave2026!');
});

test('an administrator is not asked for the old password', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openDrawer(page);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await expect(form.getByLabel('Nueva contraseña', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Contraseña actual')).toHaveCount(0);
});

test('preferences are saved, survive a reload, and can be reset to the defaults', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await openDrawer(page);
  await page.getByRole('button', { name: 'Preferencias' }).click();
  const form = page.getByRole('form', { name: 'Preferencias' });
  await form.getByLabel('Tipo de venta').selectOption({ label: 'Pagos diferidos' });
  await form.getByLabel('Banco').selectOption({ label: 'Banorte' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha actualizado correctamente')).toBeVisible();

  await page.reload();
  await openDrawer(page);
  await page.getByRole('button', { name: 'Preferencias' }).click();
  await expect(form.getByLabel('Tipo de venta')).toHaveValue('2');
  await form.getByRole('button', { name: 'Restablecer valores' }).click();
  await expect(form.getByLabel('Tipo de venta')).toHaveValue('1');
  await expect(form.getByLabel('Banco')).toHaveValue('');
  // Save the defaults again: the point of sale starts with the saved sale type, and later walks sell as this user.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha actualizado correctamente').last()).toBeVisible();
});
