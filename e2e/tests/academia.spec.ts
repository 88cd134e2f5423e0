import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

const stamp = Date.now().toString().slice(-6);
const activity = `Ballet E2E ${stamp}`;
const group = `Ballet ${stamp} A`;
const externalName = `Renata${stamp}`;

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('an academy from activity to drop: group, enrolments, payment with a manual discount, drop and history', async ({ page, request }) => {
  // The walk ends with two screenshots of each of the twelve screens at two sizes: time for a loaded machine.
  test.setTimeout(240_000);
  // Set-up through the API: a manual discount and an external participant.
  const token = await apiToken(request);
  const login = await (await request.post('/api/system/auth/login', { data: { email: ACCOUNTS.admin, password: 'Mikro2026!' } })).json();
  const matriz = (login.branchOffices as { id: number; name: string }[]).find((b) => b.name === 'Matriz Centro')!;
  const headers = { Authorization: `Bearer ${token}`, 'X-Branch-Office': String(matriz.id) };
  const types = await (await request.get('/api/system/extra-charges-types', { headers })).json();
  const discountType = (Array.isArray(types) ? types : types.data).find((t: { kind: number }) => t.kind === 1);
  const discount = await request.post('/api/system/extra-charges', {
    headers,
    data: { name: `Descuento hermanos ${stamp}`, quantity: '10', typeApplication: 1, operation: 'subtraction', applicationForm: 1, extraChargesTypeId: discountType.id },
  });
  expect(discount.status()).toBe(201);
  const external = await request.post('/api/academies/externals', { headers, data: { name: externalName, lastNameFather: 'Prueba', birthDate: '2015-02-01' } });
  expect(external.status()).toBe(201);

  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.escolar);

  // Activity.
  await open(page, '/academias/actividades', 'Actividades');
  await page.getByRole('button', { name: 'Nueva actividad' }).click();
  await page.getByLabel('Nombre').fill(activity);
  await page.getByLabel('Categoría').fill('Artes');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('cell', { name: activity })).toBeVisible();

  // Group with a schedule and its concepts.
  await open(page, '/academias/grupos', 'Grupos');
  await page.getByRole('button', { name: 'Nuevo grupo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Actividad').selectOption({ label: activity });
  await dialog.getByLabel('Nombre del grupo').fill(group);
  await dialog.getByLabel('Salón o lugar').fill(`Salón ${stamp}`);
  await dialog.getByLabel('Cupo').fill('10');
  await dialog.getByLabel('Día del horario 1', { exact: true }).selectOption({ label: 'Viernes' });
  await dialog.getByRole('button', { name: 'Agregar concepto' }).click();
  await dialog.getByLabel('Concepto 1', { exact: true }).selectOption({ label: 'Inscripción natación (pago único)' });
  await dialog.getByRole('button', { name: 'Agregar concepto' }).click();
  await dialog.getByLabel('Concepto 2', { exact: true }).selectOption({ label: 'Mensualidad natación (mensual)' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const groupRow = page.getByRole('row').filter({ hasText: group });
  await expect(groupRow).toContainText('Vie 16:00–17:00');
  await expect(groupRow).toContainText('0 / 10');

  // Enrol a school student and the external.
  await open(page, '/academias/inscripciones', 'Inscripciones');
  for (const [kind, search, pick] of [
    ['Alumno del colegio', 'Diego', /Diego/],
    ['Externo', externalName, new RegExp(externalName)],
  ] as const) {
    await page.getByRole('button', { name: 'Nueva inscripción' }).click();
    const enrol = page.getByRole('dialog');
    await enrol.getByLabel('Grupo', { exact: true }).selectOption({ label: `${group} · Vie 16:00–17:00 (${kind === 'Externo' ? 1 : 0}/10)` });
    await enrol.getByRole('button', { name: kind }).click();
    await enrol.getByLabel('Buscar persona').fill(search);
    await enrol.getByRole('button', { name: pick }).first().click();
    await enrol.getByRole('button', { name: 'Inscribir' }).click();
    // The first enrolment's toast may still be on screen: look at the newest one.
    await expect(page.getByText(/Inscripción registrada/).last()).toBeVisible();
    await expect(enrol).toBeHidden();
  }
  await expect(page.getByRole('row').filter({ hasText: externalName })).toContainText(group);

  // Charge the enrolment and the first month, the month with the manual discount.
  await open(page, '/academias/pagos', 'Cobro de academias');
  await page.getByLabel('Buscar alumno o externo').fill(externalName);
  await expect(page.getByRole('button', { name: new RegExp(externalName) })).toBeVisible();
  await page.getByLabel('Buscar alumno o externo').press('Enter');
  await page.getByLabel(/^(Cobrar )?Inscripción natación/).first().check({ force: true });
  await page.getByLabel(/^(Cobrar )?Mensualidad natación/).first().check({ force: true });
  await page.getByLabel(/^Agregar descuento o recargo a Mensualidad natación/).selectOption({ label: `Descuento hermanos ${stamp}` });
  await expect(page.getByText(`Descuento hermanos ${stamp}`).filter({ visible: true }).first()).toBeVisible();
  await page.screenshot({ path: shotPath(`pagos-lines-1366.png`) });
  const charge = page.getByRole('button', { name: /^Cobrar \$/ });
  await expect(charge).toBeEnabled();
  await charge.click();
  await page.getByRole('button', { name: 'Confirmar cobro' }).click();
  await expect(page.getByText('Recibo de pago de academia')).toBeVisible();
  await page.screenshot({ path: shotPath(`pagos-receipt-1366.png`) });
  await page.keyboard.press('Escape');

  // Drop the external.
  await open(page, '/academias/bajas', 'Bajas');
  await page.getByRole('button', { name: 'Registrar baja' }).click();
  await page.getByLabel('Buscar inscripción activa').fill(externalName);
  await page.getByRole('button', { name: 'Dar de baja' }).first().click();
  await page.getByRole('dialog').getByLabel('Motivo').fill('Cambio de horario escolar');
  await page.getByRole('dialog').getByRole('button', { name: 'Dar de baja' }).click();
  await expect(page.getByText(/Baja registrada/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: externalName })).toContainText('Cambio de horario escolar');

  // The history shows the payment.
  await open(page, '/academias/payments', 'Pagos de academia');
  const paymentRow = page.getByRole('row').filter({ hasText: externalName });
  await expect(paymentRow).toContainText('Pagado');
  await paymentRow.getByRole('button', { name: 'Detalle' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Descuento hermanos ${stamp}`);
  await page.keyboard.press('Escape');

  // Every screen, at desktop and phone widths.
  const screens: [string, string][] = [
    ['/academias/actividades', 'Actividades'],
    ['/academias/grupos', 'Grupos'],
    ['/academias/configuracion/grupos', 'Configuración de grupos'],
    ['/academias/conceptos', 'Conceptos de academia'],
    ['/academias/inscripciones', 'Inscripciones'],
    ['/academias/externos', 'Externos'],
    ['/externos', 'Externos'],
    ['/academias/pagos', 'Cobro de academias'],
    ['/academias/payments', 'Pagos de academia'],
    ['/academias/bajas', 'Bajas'],
    ['/academias/Maestro', 'Maestros de academia'],
  ];
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const [path, heading] of screens) {
      await open(page, path, heading);
      await page.waitForTimeout(300);
      await page.screenshot({ path: shotPath(`${path.replace(/\//g, '_').slice(1)}-${width}.png`) });
    }
    const externalId = ((await external.json()) as { id: number }).id;
    await page.goto(`/externos/${externalId}`);
    await expect(page.getByRole('heading', { name: new RegExp(externalName) })).toBeVisible();
    await page.screenshot({ path: shotPath(`externo-ficha-${width}.png`), fullPage: true });
  }
});
