// The browser measurements: JS bytes of a page (all of it until the network is quiet, and what it
// needs before it is interactive), extra JS to enter a remote (after the idle load, and by a click
// before it), copies of the shared packages on a journey, and LCP/CLS under CPU throttling.
import { idleTwice, openPage, readLiveAt, readRequestStarts, readVitals } from './browser.mjs';
import { scriptsOf, sumBody, sumTransfer } from './network-recorder.mjs';
import { countCopies } from './react-markers.mjs';

/** How long the network must be quiet to end a step. */
const QUIET_MS = 1000;

/** @typedef {import('./network-recorder.mjs').Entry} Entry */
/** @typedef {Awaited<ReturnType<typeof openPage>>['network']} Network */

/**
 * Waits until the page is done, including what it loads when the browser is idle: quiet, idle
 * twice (the shell's `requestIdleCallback` after hydration has run), quiet, and once more for what
 * that load may start.
 * @param {import('@playwright/test').Page} page
 * @param {Network} network
 */
const settleAfterIdle = async (page, network) => {
  await network.settle(QUIET_MS);
  for (let round = 0; round < 2; round += 1) {
    await idleTwice(page);
    await network.settle(QUIET_MS);
  }
};

/**
 * @param {Entry[]} entries
 * @param {Map<string, number>} [starts] request start (ms since navigation) by URL
 */
const requestList = (entries, starts) =>
  entries.map((e) => ({
    url: e.url,
    type: e.type,
    status: e.status ?? null,
    encoding: e.encoding ?? '',
    transferBytes: e.transferBytes ?? 0,
    bodyBytes: e.bodyBytes,
    ...(starts?.has(e.url) ? { startMs: Math.round(/** @type {number} */ (starts.get(e.url))) } : {}),
    ...(e.failed ? { failed: e.failed } : {}),
  }));

/** Requests that failed or answered 4xx/5xx (the browser's own favicon probe aside). */
const failuresOf = (/** @type {Entry[]} */ entries) =>
  entries
    .filter((e) => e.failed || (e.status !== undefined && e.status >= 400))
    .filter((e) => new URL(e.url).pathname !== '/favicon.ico')
    .map((e) => `${e.url} (${e.failed ?? e.status})`);

/** `<script src>` and script preloads in an HTML page, as absolute URLs. */
const scriptsNamedBy = (/** @type {string} */ html, /** @type {string} */ base) => {
  const urls = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = tag.match(/\bsrc=["']?([^"' >]+)/i)?.[1];
    if (src) urls.add(new URL(src, base).href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = tag.match(/\brel=["']?([^"'>]+)/i)?.[1] ?? '';
    const as = tag.match(/\bas=["']?([^"' >]+)/i)?.[1] ?? '';
    const href = tag.match(/\bhref=["']?([^"' >]+)/i)?.[1];
    if (href && (/\bmodulepreload\b/.test(rel) || (/\bpreload\b/.test(rel) && as === 'script')))
      urls.add(new URL(href, base).href);
  }
  return urls;
};

/**
 * When each request started, in ms since navigation: the Resource Timing entry of its URL, else
 * (no entry) the time CDP saw it sent.
 * @param {import('@playwright/test').Page} page
 */
const requestStarts = async (page) => {
  const starts = await readRequestStarts(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return {
    starts,
    /** @param {Entry} entry */
    startOf: (entry) => starts.get(entry.url) ?? (entry.wallTime ?? Number.NaN) - timeOrigin,
  };
};

/**
 * JS of one cold page load: every script until the network is quiet (after the idle load), and the
 * part the page needs before it is interactive: the scripts the HTML names and every script
 * requested before `liveSelector` appeared.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} liveSelector `LIVE_SELECTOR.app` or `.control`
 */
export const measurePageJs = async (browser, url, liveSelector) => {
  const { page, network, close } = await openPage(browser, { liveSelector });
  try {
    await page.goto(url, { waitUntil: 'load' });
    const liveAt = await readLiveAt(page, liveSelector);
    await settleAfterIdle(page, network);
    const scripts = scriptsOf(network.entries);
    const document = network.entries.find((e) => e.type === 'Document');
    const named = scriptsNamedBy((await document?.body) ?? '', url);
    const { starts, startOf } = await requestStarts(page);
    const interactive = scripts.filter((e) => named.has(e.url) || startOf(e) < liveAt);
    return {
      url,
      liveAtMs: Math.round(liveAt),
      files: scripts.length,
      transferBytes: sumTransfer(scripts),
      bodyBytes: sumBody(scripts),
      interactive: {
        files: interactive.length,
        transferBytes: sumTransfer(interactive),
        bodyBytes: sumBody(interactive),
        namedByHtml: [...named],
      },
      notGzip: scripts.filter((e) => e.encoding !== 'gzip').map((e) => e.url),
      /** Any request to a remote's files while on this page (none expected before navigation). */
      remoteRequests: network.entries.filter((e) => new URL(e.url).pathname.startsWith('/remotes/')).length,
      failures: failuresOf(network.entries),
      requests: requestList(network.entries, starts),
    };
  } finally {
    await close();
  }
};

/**
 * What one step (a click, until the URL is `path` and the page is done) downloaded.
 * @param {import('@playwright/test').Page} page
 * @param {Entry[]} added the step's requests
 * @param {string} path
 */
const stepResult = async (page, added, path) => {
  const scripts = scriptsOf(added);
  return {
    path,
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
  };
};

/**
 * Loads `startUrl` and waits until it is done (its idle load included), then follows in-page links
 * one after another (client-side navigation) and reports what each step downloaded, and how many
 * copies of the shared packages the whole journey downloaded.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} startUrl
 * @param {{ link: string; path: string }[]} steps `link`: CSS selector of the link to click
 * @param {{ liveSelector: string; session?: { token: string; firstName: string; lastName: string; email: string } }} options
 *   `session`: start logged in (for the remotes that need a login).
 */
export const measureJourney = async (browser, startUrl, steps, options) => {
  const { liveSelector, session } = options;
  const { page, network, close } = await openPage(browser, { session, liveSelector });
  try {
    await page.goto(startUrl, { waitUntil: 'load' });
    await readLiveAt(page, liveSelector);
    await settleAfterIdle(page, network);
    const results = [];
    for (const step of steps) {
      const from = network.mark();
      await page.locator(step.link).filter({ visible: true }).first().click();
      await page.waitForURL((url) => url.pathname === step.path, { timeout: 30_000 });
      await settleAfterIdle(page, network);
      results.push(await stepResult(page, network.entries.slice(from), step.path));
    }
    const bodies = await Promise.all(scriptsOf(network.entries).map((e) => e.body ?? Promise.resolve(null)));
    return {
      startUrl,
      steps: results,
      copies: countCopies(bodies),
      failures: failuresOf(network.entries),
    };
  } finally {
    await close();
  }
};

/**
 * A click toward a remote before the idle load: a cold load of `startUrl`, the click as soon as
 * the page is interactive (`liveSelector`), not waiting for the network; then until the URL is
 * `path` and the page is done. Counts every script requested from the moment the page became
 * interactive on (what hydration loaded is the page's own; an idle load that started before the
 * click counts, since the click needed it).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} startUrl
 * @param {{ link: string; path: string }} step
 * @param {string} liveSelector
 */
export const measureColdClick = async (browser, startUrl, step, liveSelector) => {
  const { page, network, close } = await openPage(browser, { liveSelector });
  try {
    await page.goto(startUrl, { waitUntil: 'commit' });
    const liveAt = await readLiveAt(page, liveSelector);
    const clickMark = network.mark();
    const clickAt = await page.evaluate(() => performance.now());
    await page.locator(step.link).filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.pathname === step.path, { timeout: 30_000 });
    await settleAfterIdle(page, network);
    const { starts, startOf } = await requestStarts(page);
    const afterLive = network.entries.filter((e, i) => i >= clickMark || startOf(e) >= liveAt);
    const result = await stepResult(page, afterLive, step.path);
    const beforeClick = scriptsOf(afterLive.filter((e) => network.entries.indexOf(e) < clickMark));
    return {
      ...result,
      liveAtMs: Math.round(liveAt),
      clickAtMs: Math.round(clickAt),
      /** Scripts requested between `live` and the click (an idle load that had already started). */
      jsFilesBeforeClick: beforeClick.length,
      requests: requestList(afterLive, starts),
    };
  } finally {
    await close();
  }
};

/**
 * One cold load with the CPU throttled; LCP, FCP and CLS once the page is interactive
 * (`liveSelector`) and the network has been quiet for a second.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ cpuThrottle: number; liveSelector: string; viewport?: import('./browser.mjs').ViewportName }} options
 */
export const measureVitals = async (browser, url, { cpuThrottle, liveSelector, viewport }) => {
  const { page, network, close } = await openPage(browser, { cpuThrottle, viewport });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector(liveSelector, { state: 'attached', timeout: 60_000 });
    await network.settle(QUIET_MS);
    // What the last response changed is painted (and shifted) by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return await readVitals(page);
  } finally {
    await close();
  }
};
