// The Debian Chromium through Playwright (never a downloaded browser), and one fresh page per
// measurement: a new context each time, so nothing comes from the cache.
import { chromium } from '@playwright/test';
import { recordNetwork } from './network-recorder.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A desktop window, so the header shows its navigation links. */
const VIEWPORT = { width: 1280, height: 800 };
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
 * @param {import('@playwright/test').Browser} browser
 * @param {{ cpuThrottle?: number }} [options]
 */
export const openPage = async (browser, options = {}) => {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
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
  return { page, network, close: () => context.close() };
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
