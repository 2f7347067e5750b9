import type { CDPSession, Page } from '@playwright/test';
import { logInViaApi, signUpViaApi } from '../support/accounts';
import { expectNoSeriousViolationsIn } from '../support/axe';
import { dateAhead, T5_LANE } from '../support/fast-track';
import { expect, test } from '../support/fixtures';

/**
 * The booking widget an issuer embeds on its own page (issue 27): `/embed/widget.js` and one call.
 * The demo issuer page is the portal's own (`/embed/demo.html`); the other pages here are an issuer's
 * site on another origin, `issuer.localhost`, which the e2e API has on its allow-list
 * (`EMBED_ORIGINS`), and a site that is not on it, `rogue.localhost`.
 */

const portal = () => String(process.env.E2E_BASE_URL);
const port = () => new URL(portal()).port;
const ISSUER = () => `http://issuer.localhost:${port()}`;
const ROGUE = () => `http://rogue.localhost:${port()}`;
const WIDGET = 'portal-airport-services';

// Pages on the issuer's site reach the portal on this machine's loopback address.
test.use({ permissions: ['local-network-access'] });

/** An issuer's page on `origin`: its own styles and elements, and the portal's loader. */
const servePage = async (page: Page, origin: string, body: string, style = '') => {
  await page.route(`${origin}/benefits.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card benefits</title><style>${style}</style></head><body>${body}<script src="${portal()}/embed/widget.js"></script></body></html>`,
    }),
  );
  await page.goto(`${origin}/benefits.html`);
  await page.waitForFunction(() => 'PortalWidget' in window);
};

interface Handle {
  update(options: object): Promise<void>;
  unmount(): Promise<void>;
}
type Handles = Record<string, Handle>;
/** The one global the loader defines. */
interface WithLoader {
  PortalWidget: { mount(element: Element | null, options?: object): Promise<Handle> };
  handles?: Handles;
}

/** `PortalWidget.mount` on the element `#id`, the handle kept in the page under that id. */
const mount = (page: Page, id: string, options: Record<string, unknown> = {}) =>
  page.evaluate(
    async ({ id, options }) => {
      const w = window as unknown as WithLoader;
      w.handles ??= {};
      w.handles[id] = await w.PortalWidget.mount(document.getElementById(id), options);
    },
    { id, options },
  );
const unmount = (page: Page, id: string) =>
  page.evaluate(async (id) => {
    const w = window as unknown as WithLoader;
    await w.handles?.[id]?.unmount();
  }, id);

/** Presses Tab until `target` has the focus (a date field takes a Tab per part); fails after `most`. */
const tabTo = async (page: Page, target: ReturnType<Page['locator']>, most = 6) => {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab');
    if (
      await target.evaluate(
        (element) =>
          element.getRootNode() instanceof ShadowRoot &&
          (element.getRootNode() as ShadowRoot).activeElement === element,
      )
    )
      return;
  }
  await expect(target).toBeFocused();
};

/** The listeners on the page's window and document, by type (the Chrome DevTools Protocol sees them all). */
const pageListeners = async (cdp: CDPSession) => {
  const types: string[] = [];
  for (const target of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: target });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: String(result.objectId),
    });
    for (const listener of listeners) types.push(`${target}:${listener.type}`);
  }
  return types.sort();
};

/** What a widget may leave on the page: its libraries' one-time hooks (README, "Embedding the booking widget"). */
const LIBRARY_LISTENERS = ['document:selectionchange', 'window:message'];
const LIBRARY_GLOBALS = [
  '__FEDERATION__',
  '__VMOK__',
  '__GLOBAL_LOADING_REMOTE_ENTRY__',
  '_FEDERATION_RUNTIME_CORE',
  '_FEDERATION_RUNTIME_CORE_FROM',
  'mfe-fast-track',
  'rspackChunkmfe_fast_track',
  'rspackChunkportal_embed',
  '__zod_globalConfig',
  '__zod_globalRegistry',
];

test.describe('the booking widget on an issuer’s page', () => {
  test('the demo issuer page shows it; a visitor searches LHR and lands on the portal’s lanes, search kept', async ({
    page,
    consoleErrors,
  }) => {
    const date = dateAhead(12);
    await page.goto('/embed/demo.html');
    const widget = page.locator(WIDGET);
    await expect(widget.getByRole('heading', { level: 2, name: 'Fast Track' })).toBeVisible();
    // The programme offers the other services to visitors: a tile each, leading into the portal.
    await expect(widget.getByRole('link', { name: 'Book Transport' })).toHaveAttribute(
      'href',
      `${portal()}/transport-services`,
    );
    await expect(widget.getByRole('link', { name: 'Book Airport Assistant' })).toBeVisible();
    await expectNoSeriousViolationsIn(page, WIDGET);

    const airport = widget.getByRole('combobox', { name: /^Airport/ });
    await airport.fill('heathrow');
    await widget.getByRole('option', { name: /London Heathrow Airport \(LHR\)/ }).click();
    await widget.getByLabel(/^Date/).fill(date);
    await expectNoSeriousViolationsIn(page, WIDGET);
    await widget.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      `${portal()}/fast-track/result?airport=LHR&date=${date}&direction=departure`,
    );
    await expect(page.getByRole('heading', { level: 1, name: /^Fast Track at .*\(LHR\)$/ })).toBeVisible();
    await expect(page.getByRole('article', { name: T5_LANE.heading })).toBeVisible();
    // A visitor is asked to log in only when booking.
    await expect(page.getByText(/Log in when you book/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('switches language with the page, and goes and comes back with the page’s button', async ({
    page,
  }) => {
    await page.goto('/embed/demo.html');
    const widget = page.locator(WIDGET);
    await expect(widget.getByRole('button', { name: 'Search' })).toBeVisible();

    await page.getByLabel('Language of the booking widget').selectOption('pt-BR');
    await expect(widget.getByRole('button', { name: 'Pesquisar' })).toBeVisible();
    await expect(widget.getByRole('region', { name: 'Serviços de aeroporto' })).toHaveAttribute(
      'lang',
      'pt-BR',
    );
    await expect(widget.getByRole('link', { name: 'Reservar Transporte' })).toBeVisible();
    await page.getByLabel('Language of the booking widget').selectOption('es-ES');
    await expect(widget.getByRole('button', { name: 'Buscar' })).toBeVisible();
    await expectNoSeriousViolationsIn(page, WIDGET);
    // The demo page is the issuer's: its own language and storage are untouched.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Hide the booking widget' }).click();
    await expect(widget).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the booking widget' }).click();
    await expect(widget.getByRole('button', { name: 'Buscar' })).toBeVisible();
  });

  test('works by keyboard alone, and a cardholder logged in at the portal stays logged in on the way', async ({
    page,
  }) => {
    const user = await signUpViaApi(page.request);
    await logInViaApi(page, user);
    await page.goto('/embed/demo.html');
    const widget = page.locator(WIDGET);
    const airport = widget.getByRole('combobox', { name: /^Airport/ });
    await expect(airport).toBeVisible();

    // From the page's last control into the widget, then only keys.
    await page.getByRole('button', { name: 'Hide the booking widget' }).focus();
    await page.keyboard.press('Tab');
    await expect(airport).toBeFocused();
    await page.keyboard.type('LHR');
    await expect(widget.getByRole('option', { name: /London Heathrow Airport \(LHR\)/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(airport).toHaveValue('London Heathrow Airport (LHR)');
    await page.keyboard.press('Tab');
    await expect(widget.getByLabel(/^Date/)).toBeFocused();
    await tabTo(page, widget.getByRole('radio', { name: 'Departing' }));
    await expect(widget.getByRole('radio', { name: 'Departing' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(widget.getByRole('radio', { name: 'Arriving' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(widget.getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(
      /\/fast-track\/result\?airport=LHR&date=\d{4}-\d{2}-\d{2}&direction=arrival$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: /\(LHR\)$/ })).toBeVisible();
    // Still logged in: the header names the cardholder, and the lanes say what the card's uses cover.
    await expect(page.getByRole('banner').getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
    await expect(page.getByText(/complimentary uses left this year/).first()).toBeVisible();
  });

  test('runs twice on one page of another origin, each unmounted on its own', async ({
    page,
    consoleErrors,
  }) => {
    await servePage(page, ISSUER(), '<h1>Card benefits</h1><div id="first"></div><div id="second"></div>');
    await mount(page, 'first', { airport: 'LHR' });
    await mount(page, 'second', { airport: 'GRU', direction: 'arrival', headingLevel: 3 });
    const [first, second] = [page.locator(`#first ${WIDGET}`), page.locator(`#second ${WIDGET}`)];
    await expect(first.getByRole('combobox', { name: /^Airport/ })).toHaveValue(
      'London Heathrow Airport (LHR)',
    );
    await expect(second.getByRole('combobox', { name: /^Airport/ })).toHaveValue(/\(GRU\)$/);
    await expect(second.getByRole('heading', { level: 3, name: 'Fast Track' })).toBeVisible();

    await unmount(page, 'first');
    await expect(page.locator('#first')).toBeEmpty();
    await second.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${portal()}/fast-track/result\\?airport=GRU&date=[\\d-]+&direction=arrival$`),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('unmount leaves the page as it was: its DOM, styles and listeners', async ({ page }) => {
    await servePage(
      page,
      ISSUER(),
      '<main><h1>Card benefits</h1><p class="lead">Skip the queues.</p><div id="slot"></div></main>',
      'body { font-family: Georgia, serif; color: #3b2a1a; } .lead { font-size: 20px; }',
    );
    const cdp = await page.context().newCDPSession(page);
    const snapshot = async () => ({
      html: await page.evaluate(() => document.documentElement.outerHTML),
      sheets: await page.evaluate(() =>
        [...document.styleSheets].map(
          (sheet) => sheet.href ?? [...sheet.cssRules].map((r) => r.cssText).join(),
        ),
      ),
      lead: await page.locator('.lead').evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.fontFamily} ${style.fontSize} ${style.color} ${style.boxSizing}`;
      }),
      listeners: await pageListeners(cdp),
      globals: await page.evaluate(() => Object.getOwnPropertyNames(window)),
    });
    const before = await snapshot();

    await mount(page, 'slot', { lang: 'es-ES', airport: 'LHR' });
    const widget = page.locator(WIDGET);
    await expect(widget.getByRole('combobox', { name: /^Aeropuerto/ })).toHaveValue(/\(LHR\)$/);
    // In use: the airport list open.
    await widget.getByRole('combobox', { name: /^Aeropuerto/ }).click();
    await expect(widget.getByRole('listbox')).toBeVisible();
    // While it is there, nothing of the widget's is in the page's head.
    expect((await snapshot()).sheets).toEqual(before.sheets);
    await unmount(page, 'slot');

    const after = await snapshot();
    expect(after.html).toBe(before.html);
    expect(after.sheets).toEqual(before.sheets);
    expect(after.lead).toBe(before.lead);
    // What stays is the libraries' one-time hooks and globals, each documented; a second widget adds nothing.
    const added = after.listeners.filter(
      (type, i, all) => all.indexOf(type) === i && !before.listeners.includes(type),
    );
    expect(
      added.every((type) => LIBRARY_LISTENERS.includes(type)),
      added.join(),
    ).toBe(true);
    // (`handles` is this test's own.)
    const globals = after.globals.filter((name) => !before.globals.includes(name) && name !== 'handles');
    expect(globals.filter((name) => !LIBRARY_GLOBALS.includes(name))).toEqual([]);

    await mount(page, 'slot', { airport: 'LGW' });
    await expect(widget.getByRole('combobox', { name: /^Airport/ })).toHaveValue(/\(LGW\)$/);
    await unmount(page, 'slot');
    const again = await snapshot();
    expect(again.html).toBe(before.html);
    expect(again.listeners).toEqual(after.listeners);
    expect(again.globals.sort()).toEqual(after.globals.sort());
  });

  test('a host stylesheet with aggressive global rules does not change how the widget looks', async ({
    page,
  }) => {
    const slot =
      '<div id="slot" style="position: absolute !important; left: 0 !important; top: 0 !important; width: 720px !important; margin: 0 !important; padding: 0 !important; border: 0 !important; background: #fff !important;"></div>';
    const aggressive = [
      '* { font: italic 23px/3 "Comic Sans MS", cursive !important; color: #c00 !important; letter-spacing: 2px !important;',
      '  margin: 9px !important; padding: 7px !important; border: 2px dashed green !important; box-sizing: content-box !important;',
      '  background: yellow !important; text-transform: uppercase !important; --color-brand: lime; --space-4: 40px; }',
      'div, section, form, p, h2, h3, label, input, button, ul, li, a { display: inline !important; width: 33% !important; float: left !important; }',
      'input, button { appearance: none !important; border-radius: 0 !important; }',
      'portal-airport-services { display: none; opacity: 0.2 !important; transform: rotate(3deg) !important; }',
    ].join('\n');
    const shoot = async (style: string) => {
      await servePage(page, ISSUER(), slot, style);
      await mount(page, 'slot', { airport: 'LHR', date: dateAhead(30) });
      const widget = page.locator(WIDGET);
      await expect(widget.getByRole('combobox', { name: /^Airport/ })).toHaveValue(
        'London Heathrow Airport (LHR)',
      );
      await expect(widget.getByRole('link', { name: 'Book Airport Assistant' })).toBeVisible();
      return widget.screenshot({ animations: 'disabled', caret: 'hide' });
    };
    const plain = await shoot('');
    const underAttack = await shoot(aggressive);
    expect(underAttack.length).toBeGreaterThan(5000);
    expect(underAttack.equals(plain)).toBe(true);
  });

  test('the API refuses an origin that is not on the allow-list, and answers the issuer’s without credentials', async ({
    page,
    request,
  }) => {
    const refused = await request.get(`${portal()}/api/public/remotes`, { headers: { origin: ROGUE() } });
    expect(refused.status()).toBe(403);
    expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
    const answered = await request.get(`${portal()}/api/public/remotes`, { headers: { origin: ISSUER() } });
    expect(answered.status()).toBe(200);
    expect(answered.headers()['access-control-allow-origin']).toBe(ISSUER());
    expect(answered.headers()['access-control-allow-credentials']).toBeUndefined();

    // A page on a site the portal does not know gets no widget, and is told why.
    await servePage(page, ROGUE(), '<div id="slot"><p>Benefits</p></div>');
    const failure = await page.evaluate(async () => {
      const w = window as unknown as WithLoader;
      try {
        await w.PortalWidget.mount(document.getElementById('slot'));
        return null;
      } catch (error) {
        return String(error);
      }
    });
    expect(failure).not.toBeNull();
    await expect(page.locator('#slot')).toHaveJSProperty('innerHTML', '<p>Benefits</p>');
  });
});
