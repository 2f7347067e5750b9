// Lighthouse 12 (its Node API), run on the pages of the API the bench started: the default config,
// which is the mobile preset (a Moto G Power's screen, simulated slow 4G and 4× CPU), the
// categories Performance, Accessibility, Best Practices and SEO. The browser is the Debian Chromium
// through chrome-launcher (never a downloaded one); nothing is fetched from the internet.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './browser.mjs';

export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);
/** @typedef {(typeof CATEGORIES)[number]} Category */

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** The metrics kept from each run (for _Notes_ and results.json). */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * What one Lighthouse report says: the four scores (0–100), the metrics, the audits that cost
 * points (weighted in a category, score below 1) and the audits Lighthouse could not run.
 * @param {import('lighthouse').Result} lhr
 */
const summarise = (lhr) => {
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {string[]} */
  const failing = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] =
      category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100);
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(ref.id);
    }
  }
  // Audits Lighthouse could not run, by message: those that count toward a score, and the
  // diagnostics (no weight; with a newer Chromium than Lighthouse 12.2.3 knows, its trace engine
  // cannot read some trace events, which costs only diagnostics such as the LCP element).
  const weighted = new Set(
    CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id),
    ),
  );
  /** @type {string[]} */
  const errors = [];
  /** @type {Record<string, string[]>} */
  const diagnostics = {};
  for (const audit of Object.values(lhr.audits)) {
    if (!audit.errorMessage) continue;
    if (weighted.has(audit.id)) errors.push(`${audit.id}: ${audit.errorMessage}`);
    else {
      const reason = audit.errorMessage.replace(/^.*(?:encountered an error|failed with exception): /, '');
      diagnostics[reason] = [...(diagnostics[reason] ?? []), audit.id];
    }
  }
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  );
  return {
    scores,
    failing: [...new Set(failing)],
    errors,
    diagnosticsNotRun: diagnostics,
    metrics,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings,
  };
};

/**
 * Runs Lighthouse `runs` times on each URL (one Chromium for all) and keeps, per page, the median
 * of each category's score, the audits that failed in any run (with how often) and every run's
 * summary.
 * @param {string[]} urls
 * @param {{ runs: number; log?: (message: string) => void }} options
 */
export async function measureLighthouse(urls, { runs, log = () => {} }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    /** @type {Record<string, { scores: Record<string, number | null>; failing: Record<string, number>; runs: ReturnType<typeof summarise>[] }>} */
    const pages = {};
    for (const url of urls) {
      const summaries = [];
      for (let run = 0; run < runs; run += 1) {
        log(`lighthouse ${new URL(url).pathname} (${run + 1}/${runs})`);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        summaries.push(summarise(result.lhr));
      }
      /** @type {Record<string, number>} */
      const failing = {};
      for (const summary of summaries) for (const id of summary.failing) failing[id] = (failing[id] ?? 0) + 1;
      pages[url] = {
        scores: Object.fromEntries(
          CATEGORIES.map((id) => {
            const values = summaries.map((s) => s.scores[id]).filter((v) => v !== null);
            return [id, values.length === summaries.length ? median(values) : null];
          }),
        ),
        failing,
        runs: summaries,
      };
    }
    return pages;
  } finally {
    await chrome.kill();
  }
}
