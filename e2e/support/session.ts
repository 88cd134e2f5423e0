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

/** The headers of direct API set-up calls made by `email` working in the named branch office. */
export async function branchHeaders(request: APIRequestContext, email: string, branchOfficeName = 'Matriz Centro'): Promise<Record<string, string>> {
  const login = await request.post('/api/system/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const body = (await login.json()) as { token: string; branchOffices: { id: number; name: string }[] };
  const branch = body.branchOffices.find((office) => office.name === branchOfficeName);
  expect(branch, `${email} works in ${branchOfficeName}`).toBeTruthy();
  return { Authorization: `Bearer ${body.token}`, 'X-Branch-Office': String(branch!.id) };
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

/**
 * Closes the cashier's open register in a branch office, if there is one, counting exactly what the X report
 * expects: walks that need to open the register themselves start from a closed one, whatever ran before.
 */
export async function closeOpenRegister(request: APIRequestContext, email: string, branchOfficeName: string): Promise<void> {
  const headers = await branchHeaders(request, email, branchOfficeName);
  const current = await request.get('/api/mini-store/cash-register/current', { headers });
  expect(current.ok()).toBeTruthy();
  const register = (await current.json()) as { id: number } | null;
  if (!register) return;
  const report = await request.get(`/api/mini-store/cash-register/cash-report?cashRegisterId=${register.id}`, { headers });
  expect(report.ok()).toBeTruthy();
  const { methods } = (await report.json()) as { methods: { methodId: number; expected: string }[] };
  const counted = methods.map((method) => ({ methodId: method.methodId, amount: method.expected.startsWith('-') ? '0.00' : method.expected }));
  const closed = await request.patch(`/api/mini-store/cash-register/${register.id}`, { headers, data: { counted } });
  expect(closed.ok(), await closed.text()).toBeTruthy();
}
