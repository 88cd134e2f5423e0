import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD, loginAs, sideMenu } from '../support/session';
import { shotPath } from '../support/shots';

interface MenuNode {
  url: string | null;
  children: MenuNode[];
}

/** Every route of the role's menu (entries and the routes that only carry permissions) that opens without an id. */
async function routesOf(request: APIRequestContext, email: string): Promise<string[]> {
  const login = await request.post('/api/system/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { menu } = (await login.json()) as { menu: MenuNode[] };
  const urls: string[] = [];
  const visit = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      // An optional id ('/newbranch/:id?') opens the screen without it; a route that needs one is left out.
      const url = node.url?.replace(/\/:\w+\?/g, '');
      if (url && url.startsWith('/') && !url.includes(':')) urls.push(url);
      visit(node.children);
    }
  };
  visit(menu);
  return [...new Set(urls)];
}

/**
 * Every box that scrolls by itself and holds more than its width (sideways scrolling, or cut by a box that scrolls
 * up and down), and the document itself: `<main>` scrolls on its own, so the document's width alone stays 390 while a screen inside
 * it is wider. Each is named by its tag, label or test id and how far it overflows.
 */
async function overflowingContainers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.getAttribute('aria-label') ?? element.getAttribute('data-testid') ?? element.id ?? '',
        element.className && typeof element.className === 'string' ? element.className.split(' ').slice(0, 2).join('.') : '',
        (element.textContent ?? '').trim().slice(0, 40),
      ]
        .filter(Boolean)
        .join(' · ');
    const found: string[] = [];
    for (const element of [document.documentElement, ...Array.from(document.body.querySelectorAll('*'))]) {
      const style = getComputedStyle(element);
      // A box that scrolls sideways, or one that scrolls up and down and cuts what is wider than itself (the
      // text cut short on purpose, with an ellipsis, is not counted).
      const scrollsX = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const cutsX = (style.overflowX === 'hidden' || style.overflowX === 'clip') && (style.overflowY === 'auto' || style.overflowY === 'scroll') && style.textOverflow !== 'ellipsis';
      const scrolls = element === document.documentElement || scrollsX || cutsX;
      if (scrolls && element.scrollWidth > element.clientWidth + 1) found.push(`${name(element)}: ${element.scrollWidth} > ${element.clientWidth}`);
    }
    return found;
  });
}


/**
 * Opens `route` through single-spa's router without reloading the page, and waits for the screen to change: a
 * heading the previous screen did not have, or one of its headings saying something else (the same element kept
 * by the router). False when neither happens (two screens with the same heading), for a full load instead.
 */
async function navigateInside(page: Page, route: string): Promise<boolean> {
  const headings = 'main h1, main h2, main h3, main h4, main [role="heading"]';
  await page.evaluate(
    ({ url, selector }) => {
      for (const heading of document.querySelectorAll(selector)) heading.setAttribute('data-previous-screen', heading.textContent ?? '');
      (window as unknown as { singleSpaNavigate: (url: string) => void }).singleSpaNavigate(url);
    },
    { url: route, selector: headings },
  );
  return page
    .waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].some(
          (heading) => heading.getAttribute('data-previous-screen') !== heading.textContent && heading.getClientRects().length > 0,
        ),
      headings,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function openRegister(page: Page) {
  await page.goto('/ventas');
  await expect(page.getByRole('heading', { name: 'Punto de venta' }).or(page.getByRole('button', { name: 'Abrir caja' })).first()).toBeVisible();
  const open = page.getByRole('button', { name: 'Abrir caja' });
  if (await open.isVisible().catch(() => false)) {
    await page.getByLabel('Fondo inicial').fill('100');
    await open.click();
  }
  await expect(page.getByLabel('Buscar producto')).toBeVisible();
}

async function addLines(page: Page) {
  for (const [text, name] of [
    ['lápiz', 'Lápiz del número 2'],
    ['agua', 'Agua natural 600 ml'],
    ['jugo', 'Jugo de naranja 1 L'],
    ['fruta', 'Fruta picada'],
    ['geometr', 'Juego de geometría'],
  ] as const) {
    await page.getByLabel('Buscar producto').fill(text);
    await page.getByRole('button', { name: `Agregar ${name}` }).click();
    await expect(page.getByRole('group', { name: `Línea ${name}` })).toBeVisible();
  }
}

test('on a 390x844 phone the menu is a drawer holding the selectors and the account, and nothing is wider than the screen', async ({ page }) => {
  await loginAs(page, ACCOUNTS.cajero);
  await page.setViewportSize({ width: 390, height: 844 });

  // The top bar keeps only the menu button, the title and the connection state.
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cambiar sucursal' })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shotPath(`shell-390x844.png`) });

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer.getByRole('button', { name: 'Cambiar sucursal' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: 'Cambiar ciclo' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: 'Cerrar Sesion' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: /Cambiar a modo/ })).toBeInViewport();
  await page.screenshot({ path: shotPath(`shell-menu-390x844.png`) });

  // Choosing a page closes the drawer.
  await sideMenu(page).getByRole('button', { name: 'Tienda' }).click();
  await sideMenu(page).getByRole('link', { name: 'Clientes' }).click();
  await expect(page).toHaveURL(/\/clientes$/);
  await expect(drawer).toHaveCount(0);

  // A catalogue: its table scrolls inside its frame, the page does not.
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  // The cards run below the fold; the pager under them is reached by scrolling down, never off to the side.
  const nextPage = page.getByRole('button', { name: 'Página siguiente' });
  await nextPage.scrollIntoViewIfNeeded();
  await expect(nextPage).toBeInViewport();
  await page.screenshot({ path: shotPath(`catalogue-390x844.png`) });

  // The account drawer (with Cerrar Sesion) opens from the menu drawer too.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('dialog', { name: 'Cuenta' }).getByRole('button', { name: 'Cerrar Sesion' })).toBeInViewport();
});

for (const [width, height] of [
  [390, 844],
  [820, 1180],
] as const) {
  test(`the point of sale at ${width}x${height} stacks the search above the cart and keeps Cobrar on screen`, async ({ page }) => {
    await loginAs(page, ACCOUNTS.cajero);
    await page.setViewportSize({ width, height });
    await openRegister(page);
    await addLines(page);
    const search = await page.getByLabel('Buscar producto').boundingBox();
    const client = await page.getByPlaceholder(/Cliente:/).boundingBox();
    expect(search && client && search.y < client.y).toBe(true);
    await expect(page.getByRole('button', { name: /^Cobrar/ })).toBeInViewport({ ratio: 1 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    // The newest line shows above the sticky bar: what the window has at its place is the line, not Cobrar.
    const newest = page.getByRole('group', { name: 'Línea Juego de geometría' });
    await expect(newest).toBeInViewport({ ratio: 1 });
    const covered = await newest.evaluate((line) => {
      const box = line.getBoundingClientRect();
      const atBottom = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
      return atBottom !== null && !line.contains(atBottom);
    });
    expect(covered).toBe(false);
    await page.screenshot({ path: shotPath(`pos-${width}x${height}.png`) });
    // The search has scrolled away above the cart; one press in the bar brings it back, ready to type.
    await page.getByRole('button', { name: 'Ir a la búsqueda de productos' }).click();
    await expect(page.getByLabel('Buscar producto')).toBeFocused();
    await expect(page.getByLabel('Buscar producto')).toBeInViewport({ ratio: 1 });
  });
}

test('at 820x1180 the tablet keeps the side menu and the top bar selectors', async ({ page }) => {
  await loginAs(page, ACCOUNTS.cajero);
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(sideMenu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar sucursal' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Información de la cuenta' })).toBeInViewport();
  expect(await pageWidth(page)).toBeLessThanOrEqual(820);
  await page.screenshot({ path: shotPath(`shell-820x1180.png`) });
  await page.goto('/clientes');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(820);
  await page.screenshot({ path: shotPath(`catalogue-820x1180.png`) });
});

test('at 390x844 no route of any role holds a box wider than itself, the document or any scrolling container', async ({ page, request }) => {
  test.setTimeout(900_000);
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const email of [ACCOUNTS.admin, ACCOUNTS.cajero, ACCOUNTS.escolar, ACCOUNTS.contador]) {
    const routes = (await routesOf(request, email)).filter((route) => !seen.has(route));
    if (routes.length === 0) continue;
    await page.setViewportSize({ width: 1366, height: 768 });
    await loginAs(page, email);
    await page.setViewportSize({ width: 390, height: 844 });
    let loaded = false;
    for (const route of routes) {
      seen.add(route);
      // The first route of a role loads the page; the others are reached inside it, as a user moves between screens
      // (a full load per route made this walk take minutes). A screen that keeps the previous one's heading element
      // is loaded afresh.
      if (!loaded || !(await navigateInside(page, route))) await page.goto(route);
      loaded = true;
      // The screen has drawn once its heading (or the shell's 403/404 panel) is there and nothing is loading; a
      // screen that never draws is a problem of its own, and the walk goes on to the next route.
      const drawn = await expect(page.locator('main').getByRole('heading').first())
        .toBeVisible()
        .then(() => expect(page.locator('main [aria-busy="true"], main [data-testid="skeleton-row"]')).toHaveCount(0))
        .then(
          () => true,
          () => false,
        );
      if (!drawn) problems.push(`${route} (${email}): the screen did not finish drawing`);
      await page.waitForTimeout(250);
      const overflowing = await overflowingContainers(page);
      for (const box of overflowing) problems.push(`${route} (${email}): ${box}`);
      await page.screenshot({ path: shotPath(`routes-390/${route.slice(1).replace(/\//g, '_') || 'inicio'}.png`) });
    }
  }
  expect(seen.size).toBeGreaterThan(40);
  expect(problems).toEqual([]);
});
