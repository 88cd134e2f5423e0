import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNTS, apiToken, loginAs } from '../support/session';

const MONTHS: readonly string[] = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
const monthName = (index: number) => MONTHS[index] ?? '';
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const shift = (year: number, month: number, by: number) => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Today as the API sees it (Mexico City). */
function today() {
  const [year = 0, month = 1, day = 1] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()).split('-').map(Number);
  return { year, month, day };
}

async function selectIn(scope: Locator, label: RegExp | string, option: string) {
  await scope.getByLabel(label).selectOption({ label: option });
}

test('school: a payment plan, an enrolment, a late enrolment charged from its month with no surcharge on day one, the receipt and the account statement', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const now = today();
  const next = shift(now.year, now.month, 1);
  const cycleStart = shift(now.year, now.month, -1);
  const cycleEnd = shift(now.year, now.month, 10);
  const cycleName = `E2E ${stamp}`;
  const conceptName = `Colegiatura E2E ${stamp}`;
  const planName = `Plan E2E ${stamp}`;
  const enrollment = `E2E${stamp}`;
  const surchargeName = `Recargo E2E ${stamp}`;
  // The rule: a charge is late once today is after its due date; the current month charged by an enrolment
  // written today falls due today (its payment day, the 1st, may have passed), so on day one nothing is late.

  await loginAs(page, ACCOUNTS.escolar);

  await test.step('a cycle around today', async () => {
    await page.goto('/colegio/ctrlescolar/ciclos');
    await page.getByRole('button', { name: 'Nuevo ciclo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo ciclo' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill(cycleName);
    await form.getByLabel('Inicio').fill(iso(cycleStart.year, cycleStart.month, 1));
    await form.getByLabel('Fin').fill(iso(cycleEnd.year, cycleEnd.month, lastDay(cycleEnd.year, cycleEnd.month)));
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row').filter({ hasText: cycleName })).toBeVisible();
  });

  await test.step('an automatic late-payment surcharge for that cycle (set up through the API as the administrator)', async () => {
    const token = await apiToken(request, ACCOUNTS.admin);
    const headers = { Authorization: `Bearer ${token}` };
    const types = (await (await request.get('/api/system/extra-charges-types?limit=100', { headers })).json()) as { id: number; kind: number }[] | { data: { id: number; kind: number }[] };
    const surchargeType = (Array.isArray(types) ? types : types.data).find((type) => type.kind === 2)!;
    const cycles = (await (await request.get(`/api/system/cycles?filter=name$$$eq$$${encodeURIComponent(cycleName)}`, { headers })).json()) as { id: number }[];
    const created = await request.post('/api/system/extra-charges', {
      headers,
      data: { name: surchargeName, quantity: '200', typeApplication: 2, operation: 'sum', startDay: 1, endDay: 31, applicationForm: 2, extraChargesTypeId: surchargeType.id, extraChargesCycleId: cycles[0]?.id },
    });
    expect(created.status()).toBe(201);
  });

  await test.step('a monthly school concept with its SAT key', async () => {
    await page.goto('/colegio/alumnos/planestudios/conceptos');
    await page.getByRole('button', { name: 'Nuevo concepto' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo concepto' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill(conceptName);
    await form.getByRole('textbox', { name: /^Precio/ }).fill('1000');
    await form.getByLabel('Buscar clave sat del concepto').fill('86121500');
    await form.getByRole('button', { name: /^86121500/ }).click();
    await expect(form.getByTestId('satCode-selected')).toContainText('86121500');
    await selectIn(form, /^Tipo de cobro/, 'Mensual');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('row').filter({ hasText: conceptName })).toContainText('$ 1,000.00');
  });

  await test.step('a payment plan charging it this month and next month, due on the 1st', async () => {
    await page.goto('/colegio/ctrlescolar/planes-pago-colegio');
    await page.getByRole('button', { name: 'Nuevo plan de pago' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo plan de pago' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill(planName);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('row').filter({ hasText: planName }).getByRole('button', { name: 'Conceptos' }).click();
    await expect(page.getByRole('heading', { name: `Conceptos · ${planName}` })).toBeVisible();
    await expect(page.getByText('El plan aún no tiene conceptos')).toBeVisible();
    await page.getByRole('button', { name: 'Agregar concepto' }).click();
    const line = page.getByRole('dialog', { name: 'Agregar concepto al plan' });
    await line.getByLabel(/^Concepto/).selectOption({ label: `${conceptName} · $ 1,000.00` });
    await line.getByRole('button', { name: 'Usar el precio del concepto' }).click();
    await line.getByLabel(/^Día de pago/).fill('1');
    await line.getByText(monthName(now.month - 1), { exact: true }).click();
    await line.getByText(monthName(next.month - 1), { exact: true }).click();
    await expect(line.getByRole('checkbox', { name: monthName(next.month - 1), exact: true })).toBeChecked();
    await line.getByRole('button', { name: 'Guardar' }).click();
    const row = page.getByRole('row').filter({ hasText: conceptName });
    await expect(row).toContainText('$ 1,000.00');
    await expect(row.getByLabel(/^Activo/)).toBeChecked();
  });

  await test.step('a new student (the CURP must follow the official pattern)', async () => {
    await page.goto('/colegio/alumnos');
    await page.getByRole('button', { name: 'Nuevo alumno' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo alumno' });
    await form.getByRole('textbox', { name: /^Nombre/ }).fill('Paula');
    await form.getByRole('textbox', { name: 'Apellido paterno' }).fill('Prueba');
    await form.getByRole('textbox', { name: 'Apellido materno' }).fill(stamp);
    await form.getByRole('textbox', { name: /^Matrícula/ }).fill(enrollment);
    await form.getByRole('textbox', { name: 'CURP' }).fill('PAPR101312MNLRRL01');
    await form.getByRole('textbox', { name: 'CURP' }).blur();
    await expect(form.getByText(/La CURP no tiene el formato oficial/)).toBeVisible();
    await form.getByRole('textbox', { name: 'CURP' }).fill('PAPR100512MNLRRL01');
    await form.getByLabel('Grado').selectOption({ label: 'Primaria · 1° Primaria' });
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El registro se ha creado correctamente')).toBeVisible();
  });

  await test.step('enrol the student in the cycle with the plan', async () => {
    await page.getByPlaceholder('Nombre, matrícula o CURP').fill(enrollment);
    await page.getByRole('row').filter({ hasText: enrollment }).getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByRole('heading', { name: `Paula Prueba ${stamp}` })).toBeVisible();
    await page.getByRole('button', { name: 'Inscribir a un ciclo' }).click();
    const form = page.getByRole('dialog', { name: `Inscribir a Paula Prueba ${stamp}` });
    await form.getByLabel(/^Ciclo/).selectOption({ label: cycleName });
    await form.getByLabel(/^Plan de pago/).selectOption({ label: planName });
    // A late enrolment charges from the enrolment month unless another is chosen.
    await expect(form.getByLabel(/^Cobrar desde el mes/)).toHaveValue(iso(now.year, now.month, 1).slice(0, 7));
    await form.getByRole('button', { name: 'Inscribir' }).click();
    await expect(page.getByText(`quedó inscrito en ${cycleName}`)).toBeVisible();
    const inscription = page.getByRole('row').filter({ hasText: cycleName });
    await expect(inscription).toContainText(planName);
    await expect(inscription).toContainText('$ 2,000.00 (2)');
  });

  const currentLabel = `${conceptName} · ${monthName(now.month - 1).toLowerCase()} ${now.year}`;
  const onTimeLabel = `${conceptName} · ${monthName(next.month - 1).toLowerCase()} ${next.year}`;
  let folio = '';

  await test.step('the fee counter shows both charges, neither late on the day of the enrolment: no surcharge', async () => {
    await page.goto('/colegio/cobros');
    await page.getByLabel('Buscar alumno o familia').fill(enrollment);
    await expect(page.getByRole('option', { name: new RegExp(enrollment) })).toBeVisible();
    await page.getByLabel('Buscar alumno o familia').press('Enter');
    const pending = page.getByTestId('pending-charge');
    await expect(pending).toHaveCount(2);
    await pending.filter({ hasText: currentLabel }).click();
    await pending.filter({ hasText: onTimeLabel }).click();
    const lines = page.getByTestId('charge-line');
    await expect(lines).toHaveCount(2);
    const current = lines.filter({ hasText: monthName(now.month - 1).toLowerCase() });
    const onTime = lines.filter({ hasText: monthName(next.month - 1).toLowerCase() });
    await expect(current.getByText(surchargeName)).toHaveCount(0);
    await expect(onTime.getByText(surchargeName)).toHaveCount(0);
    await expect(page.getByTestId('totals-surcharges')).toHaveCount(0);
    // Choosing a charge again removes its line, choosing it once more adds it back.
    await pending.filter({ hasText: onTimeLabel }).click();
    await expect(lines).toHaveCount(1);
    await pending.filter({ hasText: onTimeLabel }).click();
    await expect(lines).toHaveCount(2);
  });

  await test.step('pay with cash (F9), change given, and the receipt', async () => {
    const total = (await page.getByTestId('totals-total').textContent())!.trim();
    await page.keyboard.press('F9');
    const dialog = page.getByRole('dialog', { name: /^Cobrar/ });
    await expect(dialog.getByTestId('payment-total')).toHaveText(total);
    await dialog.getByLabel('Importe 1').fill('5000');
    await expect(dialog.getByTestId('remaining')).toHaveText('$ 0.00');
    await dialog.getByLabel('Importe 1').press('Enter');
    const receipt = page.getByRole('dialog', { name: 'Recibo de pago' });
    await expect(receipt.getByTestId('payment-receipt')).toBeVisible();
    await expect(receipt).toContainText(`Paula Prueba ${stamp}`);
    await expect(receipt).toContainText(total);
    await expect(receipt).not.toContainText(surchargeName);
    folio = (await receipt.getByTestId('receipt-folio').textContent())!.trim();
    await expect(receipt.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await receipt.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByTestId('pending-charge')).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: folio })).toContainText('Pagado');
  });

  await test.step('the account statement shows the payment and nothing pending', async () => {
    await page.getByLabel('Buscar alumno o familia').fill('');
    await page.goto('/colegio/alumnos/perfil');
    await page.getByLabel('Buscar alumno').fill(enrollment);
    await page.getByRole('button', { name: new RegExp(enrollment) }).click();
    await page.getByRole('tab', { name: 'Estado de cuenta' }).click();
    const statement = page.getByTestId('account-statement');
    await expect(statement.getByRole('row').filter({ hasText: `Pago ${folio}` })).toHaveCount(2);
    await expect(statement.getByTestId('statement-pendiente')).toHaveText('$ 0.00');
    await expect(page.getByRole('button', { name: 'Imprimir estado de cuenta' })).toBeVisible();
    await page.getByRole('tab', { name: 'Pagos' }).click();
    await expect(page.getByRole('row').filter({ hasText: folio })).toContainText('Pagado');
  });
});

test('school control catalogues and school screens open for the school staff', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNTS.escolar);
  const screens: [string, string][] = [
    ['/colegio/ctrlescolar/ciclos', 'Ciclos escolares'],
    ['/colegio/ctrlescolar/docentes', 'Docentes'],
    ['/colegio/ctrlescolar/grados', 'Grados'],
    ['/colegio/ctrlescolar/grupos', 'Grupos'],
    ['/colegio/ctrlescolar/materias', 'Materias'],
    ['/colegio/ctrlescolar/MateriasGrupos', 'Materias por grupo'],
    ['/colegio/ctrlescolar/modalidades', 'Modalidades'],
    ['/colegio/ctrlescolar/niveles', 'Niveles'],
    ['/colegio/ctrlescolar/planes', 'Planes de estudio'],
    ['/colegio/ctrlescolar/variantes', 'Variantes de plan de estudio'],
    ['/colegio/ctrlescolar/planes-pago-colegio', 'Planes de pago'],
    ['/colegio/alumnos/planestudios/conceptos', 'Conceptos de cobro del colegio'],
    ['/alumnos', 'Alumnos'],
    ['/familias', 'Familias'],
    ['/prospectos', 'Prospectos'],
    ['/maestros', 'Maestros'],
    ['/maestros/informacion', 'Información de maestros'],
    ['/colegio/inscripcionesMasivas', 'Inscripciones masivas'],
    ['/colegio/alumnos/inscripcion/SelectImports', 'Importar inscripciones o bajas'],
    ['/colegio/importar', 'Importar colegio'],
  ];
  for (const [url, title] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  await test.step('a grade filtered by level, a group with its attendance list', async () => {
    await page.goto('/colegio/ctrlescolar/grupos');
    const group = page.getByRole('row').filter({ hasText: '1° A' }).first();
    await group.getByRole('button', { name: 'Lista de asistencia' }).click();
    const list = page.getByRole('dialog', { name: 'Lista de asistencia' });
    await expect(list.getByTestId('attendance-list')).toContainText('Grupo 1° A');
    await list.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('a family with a business name: the generic RFC is refused', async () => {
    await page.goto('/familias');
    await page.getByRole('row').filter({ hasText: 'Familia López García' }).getByRole('button', { name: 'Abrir' }).click();
    await expect(page.getByRole('heading', { name: 'Familia López García' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Integrantes' })).toContainText('Diego López García');
    await page.getByRole('button', { name: 'Agregar razón social' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva razón social' });
    await form.getByRole('textbox', { name: /^RFC/ }).fill('XAXX010101000');
    await form.getByRole('textbox', { name: /^RFC/ }).blur();
    await expect(form.getByText('El RFC no puede ser XEXX010101000 o XAXX010101000.')).toBeVisible();
    await form.getByRole('button', { name: 'Cancelar' }).click();
  });
});
