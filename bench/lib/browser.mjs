// The Debian Chromium through Playwright (never a downloaded browser), and one fresh page per
// measurement: a new context each time, so nothing comes from the cache.
import { chromium } from '@playwright/test';
import { recordNetwork } from './network-recorder.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The windows a page is measured in: a desktop window (the header shows its navigation links) and
 * a phone's (375 px wide, twice the pixels, a mobile viewport: the `<meta name="viewport">` counts).
 */
export const VIEWPORTS = /** @type {const} */ ({
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
});
/** @typedef {keyof typeof VIEWPORTS} ViewportName */

/**
 * When a page answers clicks: the shell sets `#root[data-live]` once React has taken the page over
 * (shell/src/bootstrap.tsx); the control page once React has rendered its `<h1>`.
 */
export const LIVE_SELECTOR = { app: '#root[data-live]', control: '#root > h1' };
/** The budgets are in gzip bytes: both servers are asked for gzip only (a browser would prefer br). */
const ACCEPT_ENCODING = 'gzip';

export const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

/**
 * Collects LCP and layout shifts from the start of every document (buffered observers).
 * Runs before the page's own scripts; reading it back goes through `readVitals`.
 */
const VITALS_SCRIPT = `(() => {
  const vitals = { lcp: null, lcpElement: null, shifts: [] };
  const onLcp = (entries) => {
    for (const e of entries) {
      vitals.lcp = e.startTime;
      const el = e.element;
      vitals.lcpElement = el ? (el.tagName.toLowerCase() + ': ' + (el.textContent || el.currentSrc || '').trim().slice(0, 60)) : null;
    }
  };
  const onShift = (entries) => {
    for (const e of entries) {
      if (e.hadRecentInput) continue;
      // What moved: each source's element and its box before → after (for results.json).
      const sources = (e.sources || []).map((s) => {
        const el = s.node && s.node.nodeType === 1 ? s.node : s.node && s.node.parentElement;
        const name = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : '') : '#text';
        const box = (r) => [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(',');
        return name + ' ' + box(s.previousRect) + ' → ' + box(s.currentRect);
      });
      vitals.shifts.push([e.startTime, e.value, sources]);
    }
  };
  const lcp = new PerformanceObserver((list) => onLcp(list.getEntries()));
  const cls = new PerformanceObserver((list) => onShift(list.getEntries()));
  lcp.observe({ type: 'largest-contentful-paint', buffered: true });
  cls.observe({ type: 'layout-shift', buffered: true });
  Object.defineProperty(window, '__benchVitals', {
    value: () => {
      onLcp(lcp.takeRecords());
      onShift(cls.takeRecords());
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { ...vitals, fcp: fcp ? fcp.startTime : null };
    },
  });
})();`;

/**
 * Notes the moment (`performance.now()`) the element `selector` matches first appears: a mutation
 * observer from the start of the document. Read back with `readLiveAt` (and `readClickAt`).
 * @param {string} selector
 * @param {string} [clickSelector] clicks (`element.click()`) the first element it matches in that
 *   same moment: a visitor as fast as can be, before anything the page queued for later
 */
const liveScript = (selector, clickSelector) => `(() => {
  let liveAt = null;
  let clickAt = null;
  const check = () => {
    if (liveAt === null && document.querySelector(${JSON.stringify(selector)})) {
      liveAt = performance.now();
      observer.disconnect();
      const target = ${clickSelector ? `document.querySelector(${JSON.stringify(clickSelector)})` : 'null'};
      if (target) {
        clickAt = performance.now();
        target.click();
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live'] });
  Object.defineProperty(window, '__benchLiveAt', { value: () => liveAt });
  Object.defineProperty(window, '__benchClickAt', { value: () => clickAt });
})();`;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ cpuThrottle?: number; viewport?: ViewportName; liveSelector?: string; clickWhenLive?: string;
 *   session?: { token: string; firstName: string; lastName: string; email: string } }} [options]
 *   `liveSelector`: note when the page became interactive (`readLiveAt`); `clickWhenLive`: click
 *   the element this selects in that moment (`readClickAt`)
 */
export const openPage = async (browser, options = {}) => {
  const context = await browser.newContext({
    ...VIEWPORTS[options.viewport ?? 'desktop'],
    locale: 'en-US',
    // The portal's service worker (issue 24) installs once the page is idle; what it fetches after
    // that is the worker's traffic, not the page's, and the page's network log would show those
    // files as 0 bytes. A first visit downloads the same bytes either way: measure them here.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (options.session) {
    // Logged in as the session store would be after the login page (its local storage keys, JSON).
    await page.addInitScript((session) => {
      localStorage.setItem('token', JSON.stringify(session.token));
      localStorage.setItem('isLogin', JSON.stringify(true));
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ firstName: session.firstName, lastName: session.lastName, email: session.email }),
      );
    }, options.session);
  }
  const network = await recordNetwork(page, { acceptEncoding: ACCEPT_ENCODING });
  if (options.cpuThrottle && options.cpuThrottle > 1) {
    await network.cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottle });
  }
  await page.addInitScript(VITALS_SCRIPT);
  if (options.liveSelector) await page.addInitScript(liveScript(options.liveSelector, options.clickWhenLive));
  return { page, network, close: () => context.close() };
};

/**
 * When the page became interactive (ms since navigation start), once `selector` is there.
 * @param {import('@playwright/test').Page} page
 * @param {string} selector the `liveSelector` the page was opened with
 * @returns {Promise<number>}
 */
export const readLiveAt = async (page, selector) => {
  await page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
  return page
    .waitForFunction(() => /** @type {any} */ (window).__benchLiveAt(), undefined, {
      timeout: 5_000,
    })
    .then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()));
};

/**
 * When the page opened with `clickWhenLive` clicked (ms since navigation start), null if it found
 * nothing to click.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number | null>}
 */
export const readClickAt = (page) => page.evaluate(() => /** @type {any} */ (window).__benchClickAt());

/**
 * Waits until the browser has been idle twice after this call: a `requestIdleCallback` the page
 * queued before (the shell's idle load after hydration) has run by then and sent its requests.
 * @param {import('@playwright/test').Page} page
 */
export const idleTwice = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        // A page that is never idle for 10 s is measured as it is then.
        setTimeout(() => resolve(undefined), 10_000);
        requestIdleCallback(() => requestIdleCallback(() => resolve(undefined)));
      }),
  );

/**
 * When each resource's request started and its response ended (ms since navigation start), by URL
 * (the first request of a URL when there were more), from Resource Timing.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<Map<string, { start: number; end: number }>>}
 */
export const readRequestTimings = async (page) => {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => /** @type {[string, number, number]} */ ([e.name, e.startTime, e.responseEnd])),
  );
  const timings = new Map();
  for (const [url, start, end] of entries) if (!timings.has(url)) timings.set(url, { start, end });
  return timings;
};

/**
 * CLS as the web-vitals definition: the largest burst of shifts (gaps < 1 s, window ≤ 5 s).
 * @param {[number, number, ...unknown[]][]} shifts
 */
export const clsOf = (shifts) => {
  let max = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const [time, value] of shifts) {
    if (current > 0 && time - last < 1000 && time - first < 5000) {
      current += value;
    } else {
      current = value;
      first = time;
    }
    last = time;
    max = Math.max(max, current);
  }
  return max;
};

/**
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ lcp: number | null; lcpElement: string | null; fcp: number | null; cls: number; shifts: [number, number, string[]][] }>}
 */
export const readVitals = async (page) => {
  const raw = await page.evaluate(() => /** @type {any} */ (window).__benchVitals());
  return {
    lcp: raw.lcp,
    lcpElement: raw.lcpElement,
    fcp: raw.fcp,
    cls: clsOf(raw.shifts),
    shifts: raw.shifts,
  };
};
