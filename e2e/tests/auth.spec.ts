import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs, sideMenu } from '../support/session';

test('a wrong password is refused with a message that does not say which part was wrong', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.admin);
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Usuario o contraseña incorrectos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form asks for the required fields in Spanish', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
});

test('an administrator logs in, sees the Spanish menu, the footer and the page title', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(page).toHaveTitle('Mikro ERP');
  await expect(page.getByText('Mikro ERP V2.1.0')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()}`, { exact: false })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: 'Sistema' })).toBeVisible();
});

test('a protected page without a token redirects to /login, and returns there after login', async ({ page }) => {
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(ACCOUNTS.admin);
  await page.getByLabel('Contraseña', { exact: true }).fill('Mikro2026!');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
});

test('logging out goes to /login and the old session no longer works', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.getByRole('button', { name: 'Información de la cuenta' }).click();
  await page.getByRole('button', { name: 'Cerrar Sesion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the forgot-password screen accepts an e-mail without revealing whether it exists', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill('nadie@mikro.mx');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo está registrado, recibirá un enlace para restablecer su contraseña.')).toBeVisible();
});
