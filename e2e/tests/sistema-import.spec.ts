import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function adminSession(request: APIRequestContext): Promise<{ token: string; branchOfficeIds: number[] }> {
  const response = await request.post('/api/system/auth/login', { data: { email: ACCOUNTS.admin, password: PASSWORD } });
  const body = (await response.json()) as { token: string; branchOffices: { id: number }[] };
  return { token: body.token, branchOfficeIds: body.branchOffices.map((office) => office.id) };
}

async function studentsWithEnrollment(request: APIRequestContext, prefix: string): Promise<number> {
  const { token } = await adminSession(request);
  const response = await request.get(`/api/school/students?page=1&limit=1&filter=enrollment$$$starts$$${prefix}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { total: number }).total;
}

test('import a spreadsheet with one bad row: rejected with the row error and nothing imported; fixed, it imports', async ({ page }) => {
  const prefix = `E2E${Date.now() % 1_000_000}-`;
  const header = ['Matrícula', 'Nombre', 'Apellido paterno', 'CURP'];
  const bad = await xlsx([header, [`${prefix}1`, 'Lucía', 'Hernández', 'HELU100512MNLRRC05'], [`${prefix}2`, 'Diego', 'Pérez', 'NO-ES-CURP']]);
  const fixed = await xlsx([header, [`${prefix}1`, 'Lucía', 'Hernández', 'HELU100512MNLRRC05'], [`${prefix}2`, 'Diego', 'Pérez', 'PEDD100101HNLRRG03']]);

  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/importar');
  await expect(page.getByRole('heading', { name: 'Importar datos' })).toBeVisible();
  await page.getByLabel('Tipo de registro').selectOption('students');
  const file = page.getByLabel('Archivo de hoja de cálculo');

  await file.setInputFiles({ name: 'alumnos.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
  const preview = page.getByRole('table', { name: 'Vista previa del archivo' });
  await expect(preview.getByText(/^CURP: La CURP no tiene el formato oficial/)).toBeVisible();
  await expect(page.getByText('1 con errores')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Descargar errores' })).toBeVisible();
  await page.screenshot({ path: shotPath('importar-errores.png'), fullPage: true });
  expect(await studentsWithEnrollment(page.request, prefix)).toBe(0);

  await file.setInputFiles({ name: 'alumnos.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: fixed });
  await expect(page.getByText('2 correctas')).toBeVisible();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Se importaron 2 registros')).toBeVisible();
  expect(await studentsWithEnrollment(page.request, prefix)).toBe(2);
});

test('/update previews one product price from a spreadsheet (old → new, IVA kept) and applies it', async ({ page }) => {
  const code = `E2E-UPD-${Date.now() % 1_000_000}`;
  const { token, branchOfficeIds } = await adminSession(page.request);
  // The product exists in every branch office the admin may enter, so the one the screen has selected finds it.
  const ids = new Map<number, number>();
  for (const branch of branchOfficeIds) {
    const created = await page.request.post('/api/mini-store/products', {
      headers: { Authorization: `Bearer ${token}`, 'X-Branch-Office': String(branch) },
      data: { code, name: 'Cuaderno E2E', price: '100.00', priceWithIVA: '116.00', IVA: true },
    });
    expect(created.status()).toBe(201);
    ids.set(branch, ((await created.json()) as { id: number }).id);
  }

  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/update');
  await expect(page.getByRole('heading', { name: 'Actualización de precios' })).toBeVisible();
  await page.getByLabel('Hoja de precios').setInputFiles({
    name: 'precios.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await xlsx([['Código', 'Precio con IVA'], [code, 127.6]]),
  });
  const row = page.getByRole('table', { name: 'Vista previa de precios' }).getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$ 100.00');
  await expect(row).toContainText('$ 110.00');
  await expect(row).toContainText('$ 127.60');
  await page.screenshot({ path: shotPath('update-preview.png'), fullPage: true });
  await page.getByRole('button', { name: 'Aplicar cambios' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Se actualizó 1 precio')).toBeVisible();

  const prices: string[] = [];
  for (const [branch, id] of ids) {
    const response = await page.request.get(`/api/mini-store/products/${id}`, { headers: { Authorization: `Bearer ${token}`, 'X-Branch-Office': String(branch) } });
    prices.push(((await response.json()) as { priceWithIVA: string }).priceWithIVA);
  }
  expect(prices).toContain('127.60');
});
