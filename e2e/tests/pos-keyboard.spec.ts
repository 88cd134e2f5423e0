import { expect, test } from '@playwright/test';
import { ACCOUNTS, closeOpenRegister, loginAs } from '../support/session';
import { shotPath } from '../support/shots';

// A recess at the counter: ten sales from the search to the ticket with the keyboard alone.
test('a cashier sells ten times by keyboard alone, from the search to the ticket, with no mouse', async ({ page, request }) => {
  test.setTimeout(240_000);
  await closeOpenRegister(request, ACCOUNTS.cajero, 'Matriz Centro');
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAs(page, ACCOUNTS.cajero);
  await page.goto('/ventas');
  await page.getByLabel('Fondo inicial').fill('500');
  await page.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(page.getByText(/^Caja #\d+ abierta con un fondo inicial de \$ 500\.00$/)).toBeVisible();

  // From here on every pointer press is counted; the keys never make one.
  await page.evaluate(() => {
    const counted = window as unknown as { pointerPresses: number };
    counted.pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown']) document.addEventListener(type, () => (counted.pointerPresses += 1), true);
  });

  const search = page.getByLabel('Buscar producto');
  await search.focus();
  for (let sale = 1; sale <= 10; sale += 1) {
    await test.step(`sale ${sale}`, async () => {
    await expect(search).toBeFocused();
    // The code as a cashier enters it in the search, then Enter (typed key by key on a loaded machine, part of
    // it can come at a scanner's pace and be taken for a scan of its own).
    await page.keyboard.insertText('7501031311309');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Línea Cuaderno profesional raya' })).toBeVisible();

    await page.keyboard.press('F9');
    const payment = page.getByRole('dialog', { name: /^Cobrar \$/ });
    const amount = payment.getByLabel('Importe 1');
    await expect(amount).toBeFocused();
    // The whole total is selected: what the cashier types replaces it.
    expect(await amount.evaluate((input: HTMLInputElement) => input.value.length > 0 && input.selectionStart === 0 && input.selectionEnd === input.value.length)).toBe(true);
    if (sale === 1) await page.screenshot({ path: shotPath('charge-by-keyboard-1366x768.png') });
    await page.keyboard.press('Enter');

    const ticket = page.getByRole('dialog', { name: 'Ticket de venta' });
    await expect(ticket).toContainText('Cuaderno profesional raya');
    await expect(page.getByText(/^Venta V\d+-\d+ registrada por \$ [\d,.]+$/).last()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ticket).toBeHidden();
    await expect(page.getByTestId('cart-total')).toHaveText('$ 0.00');
    });
  }
  await expect(search).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { pointerPresses: number }).pointerPresses)).toBe(0);
});
