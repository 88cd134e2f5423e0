import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs } from '../support/session';

// The shell page's Content-Security-Policy lets the shell and the remotes load and draw (scripts from this
// server, emotion's injected styles, tables, charts) without a single violation, and it is in force: an
// inline script does not run.
test('the shell and the remotes load under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const policy = (await page.request.get('/login')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');

  await loginAs(page, ACCOUNTS.admin);
  const screens: [string, string][] = [
    ['/usuarios', 'Usuarios'],
    ['/facturas', 'Facturas'],
    ['/reportes/colegios/adeudos', 'Adeudos por antigüedad'],
    ['/importar', 'Importar datos'],
  ];
  for (const [url, heading] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.goto('/ventas');
  await expect(page.getByRole('heading', { name: 'Punto de venta' }).or(page.getByRole('button', { name: 'Abrir caja' })).first()).toBeVisible();
  await expect(page.getByText(/No se pudo cargar el módulo/)).toHaveCount(0);
  expect(violations).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.inlineRan = "yes"';
    document.body.appendChild(script);
    return document.body.dataset.inlineRan === 'yes';
  });
  expect(ran).toBe(false);
});
