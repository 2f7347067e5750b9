// The booking widget's budgets (issue 27) on the bench's issuer pages (bench/widget-pages): the JS
// it downloads to a filled-in search beyond React and react-dom, the copies of React on a page
// without React and on one that hands its own over, and the time to a filled-in search beside the
// time the control page takes to render, with the CPU throttled.
import { rspack } from '@rspack/core';
import config from '../widget-pages/rspack.config.mjs';
import { openPage } from './browser.mjs';
import { scriptsOf, sumTransfer } from './network-recorder.mjs';
import { COPY_MARKERS, countCopies } from './react-markers.mjs';

/** @returns {Promise<string>} the output folder */
export const buildWidgetPages = () =>
  new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors())
        return reject(new Error(`widget pages build failed:\n${stats?.toString('errors-only') ?? ''}`));
      resolve(String(config.output?.path));
    });
  });

/**
 * Notes the first frame (ms since navigation start) in which `selector` is in the page: the
 * control's moment, taken as the widget's is (`widget-bench.js`).
 * @param {string} selector
 */
const firstFrameWith = (selector) => `(() => {
  let at = null;
  const look = () => { if (document.querySelector(${JSON.stringify(selector)})) at = performance.now(); else requestAnimationFrame(look); };
  requestAnimationFrame(look);
  Object.defineProperty(window, '__benchFirstFrame', { value: () => at });
})();`;

/**
 * Waits for the widget page's search to be filled in (or its mount to fail).
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ mountAt: number; filledAt: number }>}
 */
const filledIn = async (page) => {
  const handle = await page.waitForFunction(
    () => {
      const times = /** @type {any} */ (window).benchWidget?.();
      return times && (times.filledAt !== null || times.error !== null) ? times : null;
    },
    undefined,
    { timeout: 90_000, polling: 50 },
  );
  const times = await handle.jsonValue();
  if (times.error) throw new Error(`the widget did not mount: ${times.error}`);
  return times;
};

/** Which group of the widget's scripts a URL belongs to, for the breakdown. */
const groupOf = (/** @type {string} */ url) => {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/embed/')) {
    const name = pathname.slice('/embed/'.length).replace(/\.[0-9a-f]{10}\.js$/, '');
    return /^\d+$/.test(name) ? 'loader: texts and lazy parts' : `loader: ${name}`;
  }
  if (pathname.startsWith('/remotes/')) return 'mfe-fast-track';
  return 'the page';
};

/**
 * One cold load of an issuer page until its search is filled in and the network is quiet: every
 * script, which of them hold React or react-dom, and the copies of each shared package.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export const measureWidgetJs = async (browser, url) => {
  const { page, network, close } = await openPage(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await filledIn(page);
    await network.settle(1000);
    const scripts = scriptsOf(network.entries);
    const bodies = await Promise.all(scripts.map((e) => e.body ?? Promise.resolve(null)));
    const holdsReact = (/** @type {string | null} */ body) =>
      body !== null && (COPY_MARKERS.react.test(body) || COPY_MARKERS['react-dom'].test(body));
    const react = scripts.filter((_, i) => holdsReact(bodies[i] ?? null));
    const beyond = scripts.filter((e) => !react.includes(e));
    /** @type {Record<string, { files: number; transferBytes: number }>} */
    const groups = {};
    for (const entry of beyond) {
      const name = groupOf(entry.url);
      groups[name] ??= { files: 0, transferBytes: 0 };
      const group = groups[name];
      group.files += 1;
      group.transferBytes += entry.transferBytes ?? 0;
    }
    return {
      url,
      files: scripts.length,
      transferBytes: sumTransfer(scripts),
      react: { files: react.length, transferBytes: sumTransfer(react) },
      beyondReact: { files: beyond.length, transferBytes: sumTransfer(beyond) },
      groups,
      copies: countCopies(bodies),
      scripts: scripts.map((e) => ({ url: e.url, transferBytes: e.transferBytes ?? 0 })),
      failures: network.entries.filter((e) => e.failed || (e.status ?? 0) >= 400).map((e) => e.url),
    };
  } finally {
    await close();
  }
};

/**
 * One cold load with the CPU throttled: when the widget's search was filled in, and when the page
 * called `mount` (ms since navigation start).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} cpuThrottle
 */
export const measureWidgetTime = async (browser, url, cpuThrottle) => {
  const { page, close } = await openPage(browser, { cpuThrottle });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    return await filledIn(page);
  } finally {
    await close();
  }
};

/**
 * The control's moment, measured the same way: the first frame with its `<h1>`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} cpuThrottle
 */
export const measureControlTime = async (browser, url, cpuThrottle) => {
  const { page, close } = await openPage(browser, { cpuThrottle });
  try {
    await page.addInitScript(firstFrameWith('#root > h1'));
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const handle = await page.waitForFunction(
      () => /** @type {any} */ (window).__benchFirstFrame(),
      undefined,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    return /** @type {number} */ (await handle.jsonValue());
  } finally {
    await close();
  }
};
