import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs } from '../support/session';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function buildSistema(release?: string) {
  execFileSync('npm', ['run', 'build', '-w', '@mikro/mfe-sistema'], {
    cwd: repo,
    stdio: 'pipe',
    env: { ...process.env, ...(release ? { MIKRO_RELEASE: release } : {}) },
  });
}

test('mfe-sistema is redeployed alone and the running shell shows the new build without a rebuild or restart', async ({ page }) => {
  test.setTimeout(240_000);
  const release = `e2e-${Date.now()}`;
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/usuarios');
  await expect(page.getByText(/Sistema v2\.1\.0/)).toBeVisible();

  try {
    buildSistema(release);
    await page.reload();
    await expect(page.getByText(`Sistema v${release}`)).toBeVisible();
  } finally {
    buildSistema();
  }
  await page.reload();
  await expect(page.getByText(/Sistema v2\.1\.0/)).toBeVisible();
});
