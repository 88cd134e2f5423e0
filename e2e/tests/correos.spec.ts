import { expect, test } from '@playwright/test';
import { ACCOUNTS, createUser, loginAs, sideMenu } from '../support/session';

// The product started as `npm start` leaves it: no SMTP_URL, so e-mail stays in the outbox. A user who forgot
// the password gets the link from the administrator, who reads it in Sistema › Correos.
test('a forgotten password is reset with the link the administrator reads in Correos', async ({ page, browser, request }) => {
  const user = await createUser(request, 4, [1]);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Si el correo está registrado, recibirá un enlace para restablecer su contraseña.')).toBeVisible();

  await loginAs(page, ACCOUNTS.admin);
  await sideMenu(page).getByRole('button', { name: 'Sistema' }).click();
  await sideMenu(page).getByRole('link', { name: 'Correos' }).click();
  await expect(page).toHaveURL(/\/system\/correos$/);
  await expect(page.getByText(/No hay un servidor de correo configurado/)).toBeVisible();
  await page.getByPlaceholder('Buscar por destinatario o asunto').fill(user.email);
  const open = page.getByRole('button', { name: `Ver el correo Restablecer su contraseña de Mikro ERP a ${user.email}` });
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('En cola')).toBeVisible();
  await expect(dialog.getByText('Este correo no tiene archivos adjuntos.')).toBeVisible();
  const text = await dialog.getByText(/\/reset-password\//).innerText();
  const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(text)?.[0];
  expect(link, 'the message carries the reset link').toBeDefined();

  // The user opens the link in a browser of their own.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await userPage.goto(new URL(link!).pathname);
  await userPage.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('DesdeCorreos2026!');
  await userPage.getByLabel('Repetir nueva contraseña').fill('DesdeCorreos2026!');
  await userPage.getByRole('button', { name: 'Guardar' }).click();
  await expect(userPage).toHaveURL(/\/login$/);
  await loginAs(userPage, user.email, 'DesdeCorreos2026!');
  await context.close();
});
