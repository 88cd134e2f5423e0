// Self-invoicing: a cashier sells in the point of sale → the ticket prints the self-invoicing link and QR → the
// customer opens the link in a fresh browser (no session), enters fiscal data and gets the stamped (sandbox)
// invoice with its PDF → reopening the link says the ticket is already invoiced.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, closeOpenRegister, loginAs } from '../support/session';
import { shotPath } from '../support/shots';


/** Both sizes, full page, then back to the desktop size. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: shotPath(`${name}-${width}x${height}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a customer invoices a point-of-sale ticket through its link, without logging in', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  await closeOpenRegister(request, ACCOUNTS.cajero, 'Matriz Centro');
  await loginAs(page, ACCOUNTS.cajero);
  await page.goto('/ventas');
  let link = '';

  await test.step('sell in the point of sale; the ticket shows the self-invoicing link and its QR', async () => {
    await page.getByLabel('Fondo inicial').fill('500');
    await page.getByRole('button', { name: 'Abrir caja' }).click();
    await expect(page.getByRole('heading', { name: 'Punto de venta' })).toBeVisible();
    await page.getByLabel('Buscar producto').fill('geometr');
    await page.getByRole('button', { name: 'Agregar Juego de geometría' }).click();
    await expect(page.getByRole('group', { name: 'Línea Juego de geometría' })).toBeVisible();
    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: /^Cobrar \$/ });
    await payment.getByRole('button', { name: 'Confirmar cobro' }).click();
    const ticket = page.getByRole('dialog', { name: 'Ticket de venta' });
    await expect(ticket).toContainText('Juego de geometría');
    const block = ticket.getByTestId('self-invoice');
    await expect(block).toContainText('¿Necesita factura? Facture en línea');
    await expect(block.getByRole('img', { name: 'Código QR para facturar esta compra' })).toBeVisible();
    link = (await ticket.getByTestId('self-invoice-url').textContent())!.trim();
    expect(link).toMatch(/^https?:\/\/[^/]+\/autofactura\/[A-Za-z0-9_-]{24}$/);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`ticket-qr-1366x768.png`) });
    await ticket.getByRole('button', { name: 'Cerrar' }).click();
  });

  // The customer's own browser: no cookies, no session.
  const customer = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City', acceptDownloads: true });
  const guest = await customer.newPage();
  const path = new URL(link).pathname;

  await test.step('the customer opens the link and sees the ticket summary', async () => {
    await guest.goto(path);
    await expect(guest.getByRole('heading', { name: 'Facturación en línea' })).toBeVisible();
    const summary = guest.getByLabel('Resumen del ticket');
    await expect(summary).toContainText('Sucursal Matriz Centro');
    await expect(summary).toContainText(/Ticket V?\S*-\d+/);
    await expect(guest.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await shoot(guest, 'autofactura-ticket');
  });

  await test.step('a wrong RFC is refused on the field; the right fiscal data stamp the invoice and its PDF downloads', async () => {
    await guest.getByLabel(/^RFC/).fill('ABC123');
    await guest.getByRole('button', { name: 'Obtener factura' }).click();
    await expect(guest.getByText('El RFC no tiene el formato del SAT (12 caracteres persona moral, 13 persona física).')).toBeVisible();
    await guest.getByLabel(/^RFC/).fill('GODE561231GR8');
    await guest.getByLabel(/Nombre o razón social/).fill('Daniel Gómez Núñez');
    await guest.getByLabel(/Régimen fiscal/).selectOption('612');
    await guest.getByLabel(/Uso del CFDI/).selectOption('G03');
    await guest.getByLabel(/Código postal/).fill('64000');
    await guest.getByLabel(/Correo electrónico/).fill('daniel@example.com');
    await shoot(guest, 'autofactura-datos');
    await guest.getByRole('button', { name: 'Obtener factura' }).click();
    await expect(guest.getByText(/^Factura F-\d+ timbrada$/)).toBeVisible({ timeout: 30_000 });
    await expect(guest.getByText('Timbre de prueba sin validez fiscal')).toBeVisible();
    await expect(guest.getByText('Enviamos el XML y el PDF a daniel@example.com.')).toBeVisible();
    await shoot(guest, 'autofactura-timbrada');
    const download = guest.waitForEvent('download');
    await guest.getByRole('link', { name: 'Descargar PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('reopening the link says the ticket is already invoiced', async () => {
    await guest.goto(path);
    await expect(guest.getByText(/^Este ticket ya fue facturado/)).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Obtener factura' })).toHaveCount(0);
    await shoot(guest, 'autofactura-ya-facturado');
  });

  await test.step('an unknown link answers that it does not exist or expired', async () => {
    await guest.goto('/autofactura/EsteCodigoNoExiste123456');
    await expect(guest.getByText('Enlace no válido')).toBeVisible();
    await shoot(guest, 'autofactura-no-valido');
  });
  await customer.close();
});
