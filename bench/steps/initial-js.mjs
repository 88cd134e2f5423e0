// Issue 2, measure 2: the JavaScript a user downloads before the first useful render, gzip level 9.
import { collectJavaScript, freshContext, loginForm, mainMenu, submitLogin, waitVisible } from '../lib/browser.mjs';
import { KIB, kib, table } from '../lib/format.mjs';

// Issue 15: the login page's first load (the shell's own JS and the shared modules it pulls) ≤ 250 KiB gzip.
const BUDGET_KIB = 250;

function fileTable(baseUrl, measured) {
  const rows = measured.files.map((file) => [file.url.replace(baseUrl, ''), kib(file.raw), kib(file.gzip)]);
  rows.push(['total', kib(measured.raw), kib(measured.gzip)]);
  return table(['File', 'Raw', 'Gzip -9'], rows);
}

function summarise(measured) {
  return { files: measured.files.length, raw: measured.raw, gzip: measured.gzip };
}

export const initialJs = {
  name: 'initial-js',
  title: 'Initial JavaScript (gzip -9) until idle',
  async run({ server, browser, print }) {
    const { baseUrl } = await server();
    const chromium = await browser();

    const loginContext = await freshContext(chromium, baseUrl);
    let onLogin;
    let session;
    try {
      const page = await loginContext.newPage();
      onLogin = await collectJavaScript(page, async () => {
        await page.goto('/login');
        await waitVisible(loginForm(page).email);
      });
      await submitLogin(page);
      await waitVisible(mainMenu(page));
      session = await loginContext.storageState();
    } finally {
      await loginContext.close();
    }
    print(`/login (before login), ${onLogin.files.length} files:`);
    print(fileTable(baseUrl, onLogin));

    // An empty cache that still carries the session: what a returning, logged-in user downloads at `/`.
    const homeContext = await freshContext(chromium, baseUrl, session);
    let onHome;
    try {
      const page = await homeContext.newPage();
      onHome = await collectJavaScript(page, async () => {
        await page.goto('/');
        await waitVisible(mainMenu(page));
      });
    } finally {
      await homeContext.close();
    }
    print(`\n/ (after login, shell + session), ${onHome.files.length} files:`);
    print(fileTable(baseUrl, onHome));

    return {
      rows: [
        {
          measure: 'Shell initial JS, /login (gzip)',
          value: kib(onLogin.gzip),
          budget: `≤ ${BUDGET_KIB} KiB`,
          within: onLogin.gzip <= BUDGET_KIB * KIB,
        },
        { measure: 'Initial JS, / after login (gzip)', value: kib(onHome.gzip) },
      ],
      data: { login: summarise(onLogin), home: summarise(onHome), loginFiles: onLogin.files, homeFiles: onHome.files },
    };
  },
};
