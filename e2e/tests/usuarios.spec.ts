import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs, PASSWORD } from '../support/session';

test('an administrator creates, finds, edits, deactivates a user and sets its password', async ({ page }) => {
  const stamp = Date.now();
  const email = `nuevo-${stamp}@mikro.mx`;
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ACCOUNTS.cajero })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('form', { name: 'Nuevo usuario' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Este campo es requerido').first()).toBeVisible();

  await form.getByLabel('Nombre').fill(`Laura Prueba ${stamp}`);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repetir contraseña').fill(PASSWORD);
  await form.getByLabel('Rol').selectOption({ label: 'Contador' });
  await form.getByText('Matriz Centro').click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha creado correctamente')).toBeVisible();

  await page.getByPlaceholder('Buscar…').fill(`Laura Prueba ${stamp}`);
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('form', { name: 'Editar usuario' });
  await edit.getByLabel('Nombre').fill(`Laura Editada ${stamp}`);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El registro se ha actualizado correctamente')).toBeVisible();

  await page.getByPlaceholder('Buscar…').fill(`Laura Editada ${stamp}`);
  const edited = page.getByRole('row', { name: new RegExp(email) });
  await edited.getByRole('button', { name: 'Contraseña' }).click();
  const passwordForm = page.getByRole('form', { name: 'Asignar contraseña' });
  await passwordForm.getByLabel('Nueva contraseña', { exact: true }).fill('Asignada2026!');
  await passwordForm.getByLabel('Repetir nueva contraseña').fill('Asignada2026!');
  await passwordForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Contraseña actualizada')).toBeVisible();

  await edited.getByRole('button', { name: 'Desactivar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(edited.getByText('Inactivo')).toBeVisible();

  // The deactivated user cannot log in any more.
  const response = await page.request.post('/api/system/auth/login', { data: { email, password: 'Asignada2026!' } });
  expect(response.status()).toBe(401);
});

test('a duplicate e-mail is refused with a Spanish message on the field', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/usuarios');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('form', { name: 'Nuevo usuario' });
  await form.getByLabel('Nombre').fill('Duplicado');
  await form.getByLabel('Correo electrónico').fill(ACCOUNTS.cajero);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Repetir contraseña').fill(PASSWORD);
  await form.getByLabel('Rol').selectOption({ label: 'Cajero' });
  await form.getByText('Matriz Centro').click();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El correo ya está registrado')).toBeVisible();
});
