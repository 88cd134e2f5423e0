// Headless Chromium and the page actions the measures share.
import { chromium } from '@playwright/test';
import { gzipSize } from './format.mjs';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CONTEXT_OPTIONS = { locale: 'es-MX', timezoneId: 'America/Mexico_City' };
const UI_TIMEOUT_MS = 30_000;

export const ADMIN = { email: 'admin@mikro.mx', password: 'Mikro2026!' };

// Signals are left to run.mjs, which closes the browser and then stops the server cleanly.
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: LAUNCH_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** A context with an empty cache and no cookies, optionally carrying a saved session. */
export function freshContext(browser, baseUrl, storageState) {
  return browser.newContext({ ...CONTEXT_OPTIONS, baseURL: baseUrl, storageState });
}

export function loginForm(page) {
  return {
    email: page.getByLabel('Correo electrónico'),
    password: page.getByLabel('Contraseña', { exact: true }),
    submit: page.getByRole('button', { name: 'Entrar' }),
  };
}

export function mainMenu(page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

export async function waitVisible(locator) {
  await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
}

/**
 * Fills the login form and resolves when the click lands; the caller waits for what follows.
 * `beforeClick` runs right before the click (where a timer starts).
 */
export async function submitLogin(page, { email, password } = ADMIN, beforeClick = () => {}) {
  const form = loginForm(page);
  await waitVisible(form.email);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  beforeClick();
  await form.submit.click();
}

function isJavaScript(response) {
  if (response.request().resourceType() === 'script') return true;
  return /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');
}

/**
 * Records every JavaScript response the page receives while `action` runs (and until the network is
 * idle afterwards), and measures each body: raw bytes and gzip level 9 bytes, largest first.
 */
export async function collectJavaScript(page, action) {
  const pending = new Map();
  const onResponse = (response) => {
    const status = response.status();
    if (status < 200 || status >= 300 || status === 204 || !isJavaScript(response)) return;
    const url = response.url();
    if (pending.has(url)) return;
    pending.set(
      url,
      response.body().then(
        (body) => ({ url, raw: body.length, gzip: gzipSize(body) }),
        (error) => ({ url, error: String(error) }),
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await action();
    await page.waitForLoadState('networkidle', { timeout: UI_TIMEOUT_MS });
  } finally {
    page.off('response', onResponse);
  }
  const files = await Promise.all(pending.values());
  const failed = files.filter((file) => file.error);
  if (failed.length > 0) {
    throw new Error(`Could not read ${failed.length} script bodies: ${failed.map((f) => `${f.url} (${f.error})`).join(', ')}`);
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
