import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Mikro2026!';
export const ACCOUNTS = {
  admin: 'admin@mikro.mx',
  cajero: 'cajero@mikro.mx',
  escolar: 'escolar@mikro.mx',
  contador: 'contador@mikro.mx',
} as const;

/** Logs in through the login page, as a person does, and waits for the side menu. */
export async function loginAs(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
}

/** A bearer token for direct API set-up calls. */
export async function apiToken(request: APIRequestContext, email: string = ACCOUNTS.admin, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/system/auth/login', { data: { email, password } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

let sequence = 0;
/** Creates a fresh user through the API so a test can change it without touching the demo accounts. */
export async function createUser(request: APIRequestContext, roleId: number, branchOfficeIds: number[]): Promise<{ id: number; email: string }> {
  const token = await apiToken(request);
  sequence += 1;
  const email = `e2e-${Date.now()}-${sequence}@mikro.mx`;
  const response = await request.post('/api/system/users/store', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `Prueba E2E ${sequence}`, email, password: PASSWORD, passwordConfirm: PASSWORD, roleId, branchOfficeIds },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id, email };
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}
