// The browser measurements: JS bytes of a page, extra JS to enter a remote, React copies on a
// journey, and LCP/CLS under CPU throttling.
import { openPage, readVitals } from './browser.mjs';
import { scriptsOf, sumBody, sumTransfer } from './network-recorder.mjs';
import { countReactCopies } from './react-markers.mjs';

/** @param {import('./network-recorder.mjs').Entry[]} entries */
const requestList = (entries) =>
  entries.map((e) => ({
    url: e.url,
    type: e.type,
    status: e.status ?? null,
    encoding: e.encoding ?? '',
    transferBytes: e.transferBytes ?? 0,
    bodyBytes: e.bodyBytes,
    ...(e.failed ? { failed: e.failed } : {}),
  }));

/** Requests that failed or answered 4xx/5xx (the browser's own favicon probe aside). */
const failuresOf = (/** @type {import('./network-recorder.mjs').Entry[]} */ entries) =>
  entries
    .filter((e) => e.failed || (e.status !== undefined && e.status >= 400))
    .filter((e) => new URL(e.url).pathname !== '/favicon.ico')
    .map((e) => `${e.url} (${e.failed ?? e.status})`);

/**
 * JS of one page load: all script files, bytes on the wire and compressed bodies.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export const measurePageJs = async (browser, url) => {
  const { page, network, close } = await openPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await network.settle();
    const scripts = scriptsOf(network.entries);
    return {
      url,
      files: scripts.length,
      transferBytes: sumTransfer(scripts),
      bodyBytes: sumBody(scripts),
      notGzip: scripts.filter((e) => e.encoding !== 'gzip').map((e) => e.url),
      /** Any request to a remote's files while on this page (none expected before navigation). */
      remoteRequests: network.entries.filter((e) => new URL(e.url).pathname.startsWith('/remotes/')).length,
      failures: failuresOf(network.entries),
      requests: requestList(network.entries),
    };
  } finally {
    await close();
  }
};

/**
 * Loads `homeUrl`, then follows in-page links one after another (client-side navigation) and
 * reports what each step downloaded, and how many copies of React's packages the whole journey
 * downloaded.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} startUrl
 * @param {{ link: string; path: string }[]} steps `link`: CSS selector of the link to click
 * @param {{ session?: { token: string; firstName: string; lastName: string; email: string } }} [options]
 *   `session`: start logged in (for the remotes that need a login).
 */
export const measureJourney = async (browser, startUrl, steps, options = {}) => {
  const { page, network, close } = await openPage(browser, { session: options.session });
  try {
    await page.goto(startUrl, { waitUntil: 'load' });
    await network.settle();
    const results = [];
    for (const step of steps) {
      const from = network.mark();
      await page.locator(step.link).filter({ visible: true }).first().click();
      await page.waitForURL((url) => url.pathname === step.path, { timeout: 30_000 });
      await network.settle();
      const added = network.entries.slice(from);
      const scripts = scriptsOf(added);
      results.push({
        path: step.path,
        jsFiles: scripts.length,
        jsTransferBytes: sumTransfer(scripts),
        jsBodyBytes: sumBody(scripts),
        allRequests: added.length,
        /** False when the click loaded a new document instead of navigating inside the page. */
        clientSide: !added.some((e) => e.type === 'Document'),
        heading:
          (
            await page
              .locator('h1')
              .first()
              .textContent({ timeout: 5_000 })
              .catch(() => null)
          )?.trim() ?? null,
        failures: failuresOf(added),
        requests: requestList(added),
      });
    }
    const bodies = await Promise.all(scriptsOf(network.entries).map((e) => e.body ?? Promise.resolve(null)));
    return {
      startUrl,
      steps: results,
      reactCopies: countReactCopies(bodies),
      failures: failuresOf(network.entries),
    };
  } finally {
    await close();
  }
};

/**
 * One cold load with the CPU throttled; LCP, FCP and CLS once the network is quiet.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} cpuThrottle
 */
export const measureVitals = async (browser, url, cpuThrottle) => {
  const { page, network, close } = await openPage(browser, { cpuThrottle });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await network.settle(1000);
    return await readVitals(page);
  } finally {
    await close();
  }
};
