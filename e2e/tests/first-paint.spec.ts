import type { APIRequestContext, Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { waitForLivePage } from '../support/live-page';

/**
 * Issue 15: the page the API serves already holds the shell's frame (prerendered at build time),
 * and React takes it over without replacing or moving anything.
 */

/**
 * Records, from the first parsed node on, whether the page ever showed `selector` (with `text`,
 * if given) while it started, and remembers the first heading the parser produced.
 */
const watchStartUp = async (page: Page, watch: { selector: string; text?: string }) => {
  await page.addInitScript(({ selector, text }) => {
    const w = window as unknown as { __seen: boolean; __firstH1: Element | null; __shift: number };
    w.__seen = false;
    w.__firstH1 = null;
    w.__shift = 0;
    const check = () => {
      w.__firstH1 ??= document.querySelector('h1');
      for (const element of document.querySelectorAll(selector)) {
        if (!text || (element.textContent ?? '').includes(text)) w.__seen = true;
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, watch);
};

const startUpReport = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __seen: boolean; __firstH1: Element | null; __shift: number };
    return {
      seen: w.__seen,
      sameHeading: w.__firstH1 !== null && w.__firstH1 === document.querySelector('h1'),
      shift: w.__shift,
    };
  });

test.describe('first paint from the HTML', () => {
  test('the first HTML shows the header, the hero and the Fast Track tile before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Fast Track' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Airport services for cardholders' }),
    ).toBeVisible();
    const tile = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Fast Track' }) });
    await expect(tile.getByRole('link', { name: 'Book Fast Track' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

    // Every other page gets the header and the footer around a spinner.
    await page.goto('/help');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Help & FAQs' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await context.close();
  });

  test('start-up takes the frame over: the same nodes, nothing shifts, no errors', async ({
    page,
    consoleErrors,
  }) => {
    await watchStartUp(page, { selector: 'never-present' });
    await page.goto('/');
    // Started: the header's links are router links now (the live state rendered).
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Fast Track' })).toBeVisible();
    const report = await startUpReport(page);
    expect(report.sameHeading).toBe(true);
    expect(report.shift).toBeLessThanOrEqual(0.01);
    expect(consoleErrors).toEqual([]);
  });

  test('the inline start-up styles are not loaded again: no second request, a restyled shared component stays put', async ({
    browser,
    page,
  }) => {
    // The home notice is a shared Alert whose margin the shell's own stylesheet overrides.
    const noticeBox = (target: Page) =>
      target
        .getByRole('status')
        .filter({ hasText: 'Access to these services may be lost' })
        .evaluate((alert) => {
          const style = getComputedStyle(alert);
          return { marginTop: style.marginTop, marginBottom: style.marginBottom };
        });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const frameOnly = await context.newPage();
    await frameOnly.goto('/');
    const before = await noticeBox(frameOnly);
    await context.close();

    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForLivePage(page);
    await page.waitForLoadState('networkidle');
    expect(stylesheets.filter((file) => /^\/(?:main|portal-shared)\.[\w.]+\.css$/.test(file))).toEqual([]);
    expect(await noticeBox(page)).toEqual(before);
    expect(before.marginBottom).toBe('0px');
  });

  test('tiles keep their widths while the parser is still adding them (no shift when the last arrives)', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const list = page.getByRole('region', { name: 'Our services' }).getByRole('list');
    const widths = () =>
      list.evaluate((ul) => [...ul.children].map((tile) => Math.round(tile.getBoundingClientRect().width)));
    const whole = await widths();
    expect(whole).toHaveLength(3);
    // The first paint may come when only two tiles are parsed: they must not be wider then.
    await list.evaluate((ul) => ul.lastElementChild?.remove());
    expect(await widths()).toEqual(whole.slice(0, 2));
    await page.setViewportSize({ width: 375, height: 800 });
    expect((await widths())[0]).toBeGreaterThan(300);
    await context.close();
  });

  test('a logged-in cardholder sees their name without a flash of the logged-out header', async ({
    page,
    consoleErrors,
  }) => {
    const user = await signUpViaApi(page.request, { firstName: 'Ines', lastName: 'Frame' });
    // The first start after logging in stores the session hint; from then on the page is right.
    await logInViaApi(page, user);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ines Frame' })).toBeVisible();
    await watchStartUp(page, { selector: 'header a[href="/login"], header a[href^="/sign-up"]' });
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Ines Frame' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Ines' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const report = await startUpReport(page);
    expect(report.seen).toBe(false);
    expect(report.sameHeading).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('Portuguese shows no English on the way', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await watchStartUp(page, { selector: 'h1, header a, footer a', text: 'Help' });
    for (const path of ['/', '/help']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Ajuda', exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect((await startUpReport(page)).seen).toBe(false);
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Serviços aeroportuários para titulares de cartão',
    );
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Issue 22: a remote's public first screen is prerendered by that remote's own build, and the API
 * puts it into the page of its path, so a cold load paints the screen before any script runs.
 */
test.describe("a remote's first screen in the page", () => {
  const HELP_INTRO = {
    'en-US': 'Find answers about your account, bookings and our services, or send us a query.',
    'pt-BR': 'Encontre respostas sobre sua conta, reservas e nossos serviços, ou envie uma consulta.',
    'es-ES':
      'Encuentre respuestas sobre su cuenta, sus reservas y nuestros servicios, o envíenos una consulta.',
  } as const;
  const SLOT = '<div data-remote-slot="" inert="" aria-busy="true">';

  /** The page the API serves (no script runs), as a browser asks for it. */
  const servedHtml = async (request: APIRequestContext, url: string, cookie = '') =>
    (await request.get(url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).text();

  test('the HTML of a cold /help already holds the intro, in each language, with its stylesheet', async ({
    request,
  }) => {
    for (const [language, intro] of Object.entries(HELP_INTRO)) {
      const html = await servedHtml(request, '/help', `portal-lang=${language}`);
      expect(html).toContain(`<html lang="${language}">`);
      const slot = html.slice(html.indexOf(SLOT));
      expect(slot).toContain(intro);
      expect(html.slice(0, html.indexOf('</head>'))).toMatch(
        /<link rel="stylesheet" href="\/remotes\/mfe-help\/[\w.]+\.css">/,
      );
    }
    // The other remotes' public first screens too.
    expect(await servedHtml(request, '/fast-track/search')).toContain(
      'Skip the queue at airport security or immigration.',
    );
    expect(await servedHtml(request, '/login', 'portal-lang=es-ES')).toMatch(
      /data-remote-slot[\s\S]*<h1[^>]*>Iniciar sesión<\/h1>/,
    );
    // A visitor hinted as logged in gets the frame as before (the screens are a visitor's).
    expect(await servedHtml(request, '/help', 'portal-session=in')).not.toContain(SLOT);
  });

  test('the prerendered screen shows at once, inert, then the live one takes its place: nothing moves, no errors', async ({
    page,
    consoleErrors,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await watchStartUp(page, { selector: 'main [data-remote-slot] p', text: HELP_INTRO['en-US'] });
    await page.goto('/help');
    // Live: the remote's screen with the questions it read.
    await expect(page.getByRole('list', { name: 'Popular questions' }).getByRole('link')).not.toHaveCount(0);
    await expect(page.locator('[data-remote-slot]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const report = await startUpReport(page);
    // The screen was in the page as it was parsed, and the live one replaced it in place.
    expect(report.seen).toBe(true);
    expect(report.shift).toBeLessThanOrEqual(0.01);
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('refund');
    await expect(
      page
        .getByRole('list', { name: 'Search results' })
        .getByRole('link', { name: 'How long does a refund take?' }),
    ).toBeVisible();
    // Its stylesheet, linked by the page, is the one the remote's screen loads: downloaded once.
    const helpCss = stylesheets.filter((path) => path.startsWith('/remotes/mfe-help/'));
    expect(helpCss.length).toBeGreaterThan(0);
    expect(new Set(helpCss).size).toBe(helpCss.length);
    expect(consoleErrors).toEqual([]);
  });

  test('after it: the language switches, and leaving and coming back shows the live screen only', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/help');
    await waitForLivePage(page);
    await expect(page.locator('[data-remote-slot]')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await expect(page.getByRole('main').getByText(HELP_INTRO['pt-BR'])).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Fast Track' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fast Track' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Ajuda', exact: true }).click();
    await expect(page.getByRole('main').getByText(HELP_INTRO['pt-BR'])).toBeVisible();
    await expect(page.locator('[data-remote-slot]')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Pesquisar nas perguntas' }).fill('reembolso');
    await expect(page.getByRole('list', { name: 'Resultados da pesquisa' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a remote that does not load: its prerendered screen gives way to Try again', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/mfe-help/**', (route) =>
      blocked ? route.abort('failed') : route.continue(),
    );
    await page.goto('/help');
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-remote-slot]')).toHaveCount(0);
    await expect(page.getByText(HELP_INTRO['en-US'])).toHaveCount(0);
    blocked = false;
    await retry.click();
    await expect(page.getByRole('searchbox', { name: 'Search the questions' })).toBeEditable();
    await expect(page.locator('[data-remote-slot]')).toHaveCount(0);
  });

  test('a remote switched off by operations: its page holds no prerendered screen', async ({
    page,
    isolatedPortal,
  }) => {
    const { baseURL } = isolatedPortal;
    await isolatedPortal.setRemoteEnabled('mfe-help', false);
    try {
      const html = await servedHtml(page.request, `${baseURL}/help`);
      expect(html).not.toContain(SLOT);
      expect(html).not.toContain(HELP_INTRO['en-US']);
      expect(html).not.toContain('/remotes/mfe-help/');
      await page.goto(`${baseURL}/help`);
      await expect(page.getByRole('heading', { name: /service is unavailable/i })).toBeVisible();
    } finally {
      await isolatedPortal.setRemoteEnabled('mfe-help', true);
    }
    expect(await servedHtml(page.request, `${baseURL}/help`)).toContain(HELP_INTRO['en-US']);
  });
});
