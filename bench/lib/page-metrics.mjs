// The browser measurements: JS bytes of a page (all of it until the network is quiet, and what it
// needs before it is interactive), extra JS to enter a remote (after the idle load, and by a click
// before it), copies of the shared packages on a journey, and LCP/CLS under CPU throttling.
import { idleTwice, openPage, readClickAt, readLiveAt, readRequestTimings, readVitals } from './browser.mjs';
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
 * @param {(entry: Entry) => number} [startOf] request start, ms since navigation
 */
const requestList = (entries, startOf) =>
  entries.map((e) => ({
    url: e.url,
    type: e.type,
    status: e.status ?? null,
    encoding: e.encoding ?? '',
    transferBytes: e.transferBytes ?? 0,
    bodyBytes: e.bodyBytes,
    ...(startOf && Number.isFinite(startOf(e)) ? { startMs: Math.round(startOf(e)) } : {}),
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
 * When each request started and ended, in ms since navigation: its Resource Timing entry, else
 * (no entry) the times CDP saw it sent and finished.
 * @param {import('@playwright/test').Page} page
 */
const requestTimes = async (page) => {
  const timings = await readRequestTimings(page);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  return {
    /** @param {Entry} entry */
    startOf: (entry) => timings.get(entry.url)?.start ?? (entry.wallTime ?? Number.NaN) - timeOrigin,
    /** @param {Entry} entry */
    endOf: (entry) => {
      const end = timings.get(entry.url)?.end;
      return end ? end : (entry.finishedWallTime ?? Number.NaN) - timeOrigin;
    },
  };
};

/**
 * The scripts a page needed before it was interactive: those its HTML names, and those whose
 * download had ended when `liveAt` came. A script requested in the same moment (the shell starts
 * its post-hydration loads in the task that marks the page live, a microtask before or after the
 * mark) cannot have arrived yet, so it is not one the page waited for: it belongs to `after`.
 * @param {Entry[]} scripts
 * @param {Set<string>} named
 * @param {number} liveAt
 * @param {(entry: Entry) => number} endOf
 */
const splitAtLive = (scripts, named, liveAt, endOf) => {
  const interactive = scripts.filter((e) => named.has(e.url) || endOf(e) <= liveAt);
  return { interactive, after: scripts.filter((e) => !interactive.includes(e)) };
};

/** The scripts the page's HTML names (its first document's body). */
const namedScripts = async (/** @type {Entry[]} */ entries, /** @type {string} */ url) => {
  const document = entries.find((e) => e.type === 'Document');
  return scriptsNamedBy((await document?.body) ?? '', url);
};

/**
 * JS of one cold page load: every script until the network is quiet (after the idle load), and the
 * part the page needs before it is interactive (`splitAtLive`: the scripts the HTML names and those
 * that had arrived when `liveSelector` appeared).
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
    const named = await namedScripts(network.entries, url);
    const { startOf, endOf } = await requestTimes(page);
    const { interactive, after } = splitAtLive(scripts, named, liveAt, endOf);
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
        /** Requested before the page was live, arrived after: not waited for. */
        inFlightAtLive: after.filter((e) => startOf(e) < liveAt).map((e) => e.url),
      },
      notGzip: scripts.filter((e) => e.encoding !== 'gzip').map((e) => e.url),
      /** Any request to a remote's files while on this page (none expected before navigation). */
      remoteRequests: network.entries.filter((e) => new URL(e.url).pathname.startsWith('/remotes/')).length,
      failures: failuresOf(network.entries),
      requests: requestList(network.entries, startOf),
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
 * A click toward a remote before the idle load: a cold load of `startUrl`, and a click on
 * `step.link` in the very moment the page becomes interactive (`liveSelector`), from the page
 * itself (no round trip to the browser first): nothing the page queued for when it is idle has
 * run. Then until the URL is `path` and the page is done. Counts every script requested from the
 * click on; the scripts already on their way at the click (what the page itself started when it
 * went live) are listed apart.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} startUrl
 * @param {{ link: string; path: string }} step
 * @param {string} liveSelector
 */
export const measureColdClick = async (browser, startUrl, step, liveSelector) => {
  const { page, network, close } = await openPage(browser, { liveSelector, clickWhenLive: step.link });
  try {
    await page.goto(startUrl, { waitUntil: 'commit' });
    const liveAt = await readLiveAt(page, liveSelector);
    const clickAt = await readClickAt(page);
    if (clickAt === null) throw new Error(`cold click: nothing matched ${step.link} when the page went live`);
    await page.waitForURL((url) => url.pathname === step.path, { timeout: 30_000 });
    await settleAfterIdle(page, network);
    const { startOf, endOf } = await requestTimes(page);
    const fromClick = network.entries.filter((e) => startOf(e) >= clickAt);
    const inFlight = scriptsOf(network.entries).filter((e) => startOf(e) < clickAt && !(endOf(e) <= clickAt));
    const result = await stepResult(page, fromClick, step.path);
    return {
      ...result,
      liveAtMs: Math.round(liveAt),
      clickAtMs: Math.round(clickAt),
      /** Scripts requested before the click and not yet arrived at it. */
      inFlightAtClick: {
        files: inFlight.length,
        transferBytes: sumTransfer(inFlight),
        urls: inFlight.map((e) => e.url),
      },
      requests: requestList(fromClick, startOf),
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
