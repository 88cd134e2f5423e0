import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs, sideMenu } from '../support/session';

test('a reload that finds the token without its user and menu recovers the session from /me', async ({ page, context }) => {
  await loginAs(page, ACCOUNTS.cajero);
  // The state a reload mid-login leaves behind: the token is stored, the user and the menu are not yet.
  await context.clearCookies({ name: 'user' });
  await page.evaluate(() => window.localStorage.removeItem('mikro:menu'));
  await page.goto('/');
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hola, / })).not.toHaveText('Hola, ');
  await expect(page.getByText('Sin sucursal')).toHaveCount(0);
  await page.goto('/ventas');
  await expect(page.getByText(/403|No tienes permiso/)).toHaveCount(0);
});
