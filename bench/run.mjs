#!/usr/bin/env node
// `pnpm bench`: the performance budgets of the portal, each measured beside its control in the same
// run. Expects built apps (scripts/bench.mjs builds them first). Prints a table, writes
// .bench/results.json and exits with 1 when a budget fails. Options: see bench/README.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadTest, probe } from './lib/api-load.mjs';
import { LIVE_SELECTOR, launchBrowser, VIEWPORTS } from './lib/browser.mjs';
import { buildControl } from './lib/control-build.mjs';
import { freePort } from './lib/free-port.mjs';
import { CATEGORIES, measureLighthouse } from './lib/lighthouse.mjs';
import { MAPS_KEYWORDS, measureMapsSearch } from './lib/maps-search.mjs';
import { checkMarkers } from './lib/marker-fixtures.mjs';
import { createPostgresDatabase, EXPECTED, ORDER_SPREAD, seedPglite } from './lib/orders-data.mjs';
import { measureColdClick, measureJourney, measurePageJs, measureVitals } from './lib/page-metrics.mjs';
import { startRoundTripCounter } from './lib/pg-round-trips.mjs';
import { startApi, startBareFastify } from './lib/processes.mjs';
import { COPY_LABELS, COPY_PACKAGES } from './lib/react-markers.mjs';
import { formatTable, kb, ms, ratioOf, writeJson } from './lib/report.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import {
  buildWidgetPages,
  measureControlTime,
  measureWidgetJs,
  measureWidgetTime,
} from './lib/widget-metrics.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_FILE = join(ROOT, '.bench', 'results.json');
const SECTIONS = ['js', 'remote', 'react', 'widget', 'lcp', 'lighthouse', 'api', 'orders', 'maps', 'build'];
/** The sections that measure in a Playwright browser (beside the control page). */
const BROWSER_SECTIONS = ['js', 'remote', 'react', 'widget', 'lcp'];

const BUDGET = {
  /** Home JS before it is interactive (the HTML's scripts and what hydration loads) ÷ the control's. */
  interactiveJsRatio: 2.2,
  /** All home JS until the network is quiet, the idle load included, ÷ the control's. */
  homeJsRatio: 2.9,
  /** Entering a remote from home after the idle load. */
  remoteJsBytes: 25_000,
  remoteJsRequests: 5,
  /** Entering a remote by a click as soon as home is interactive, before the idle load. */
  coldClickJsBytes: 60_000,
  lcpRatio: 1.15,
  /** The booking widget (issue 27): its JS beyond React and react-dom, to a filled-in search. */
  widgetJsBytes: 30_000,
  /** Mounting to a filled-in search ÷ the control page's render, both from navigation start. */
  widgetTimeRatio: 1.3,
  cls: 0.05,
  /** A cold load straight into a public remote route: LCP ÷ home's LCP, same run, same window. */
  deepLinkLcpRatio: 1.5,
  /** Lighthouse (mobile preset), per page: the median score of each category. */
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  apiRatio: 0.5,
  apiP99Ms: 10,
  /** Authenticated reads (DESIGN §8, `/order/msg`; the same for `/order/list` at its default page). */
  authRead: {
    roundTrips: 1,
    pglite: { ratio: 0.02, p99Ms: null },
    postgres: { ratio: 0.08, p99Ms: 30 },
  },
  /**
   * Transport's address search (`/maps/search`, the sandbox gazetteer), at 50 connections; p99
   * budgeted on PostgreSQL (on PGlite the session check alone is slower, as for `authRead`).
   */
  mapsSearch: { connections: 50, p99Ms: 20 },
  buildSeconds: 20,
};

/** The pages Lighthouse scores. */
const LIGHTHOUSE_PAGES = ['/', '/help', '/fast-track/search'];

/** Public remote routes a cold load goes straight into (LCP and CLS beside home's). */
const DEEP_LINKS = ['/help', '/fast-track/search', '/login'];

/** Header links of the shell (desktop width, logged out) and the footer link to the terms. */
const LINK = {
  help: 'header nav a[href="/help"]',
  fastTrack: 'header nav a[href="/fast-track/search"]',
  airportAssistant: 'header nav a[href="/airport-assistant"]',
  transport: 'header nav a[href="/transport-services"]',
  conditions: 'footer a[href="/conditions"]',
  login: 'header a[href="/login"]',
};

const API_READS = ['/api/public/project-status', '/api/tc/list', '/api/faq/list', '/api/public/remotes'];

/** Where the bench may create (and drops) a PostgreSQL database; the test suite's default. */
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The seeded demo cardholder's session (api/src/db/seed/demo.ts), for journeys behind the login. */
const demoSession = async (/** @type {string} */ apiUrl) => {
  const response = await fetch(`${apiUrl}/api/login/gen-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', channel: 'web' },
    body: JSON.stringify({ email: 'demo@portal.test', password: 'Demo12345' }),
  });
  const envelope = /** @type {any} */ (await response.json());
  if (envelope?.state !== '1') throw new Error(`demo login: ${JSON.stringify(envelope)}`);
  return envelope.result;
};

const listCheck = (/** @type {number} */ pageSize) => (/** @type {any} */ envelope) => {
  if (envelope?.state !== '1') return `answered state ${envelope?.state}, errorCode ${envelope?.errorCode}`;
  const { items, total } = envelope.result;
  const expected = EXPECTED.tabTotals[0];
  return items.length === pageSize && total === expected
    ? null
    : `${items.length} items of ${total}, expected ${pageSize} of ${expected}`;
};
const msgCheck = (/** @type {any} */ envelope) => {
  if (envelope?.state !== '1') return `answered state ${envelope?.state}, errorCode ${envelope?.errorCode}`;
  return JSON.stringify(envelope.result) === JSON.stringify(EXPECTED.msg)
    ? null
    : `counts ${JSON.stringify(envelope.result)}, expected ${JSON.stringify(EXPECTED.msg)}`;
};

/**
 * The authenticated reads of the bench user (200 orders): the bookings list's Upcoming tab at the
 * default page size (budgeted) and at the largest (for information), and the header's counts.
 * @param {string} token
 */
const authReads = (token) => [
  {
    key: 'orderList',
    name: 'POST /order/list',
    label: `POST /order/list, ${EXPECTED.orders} orders, tab 0, 10/page`,
    path: '/api/order/list',
    budgeted: true,
    request: {
      method: /** @type {const} */ ('POST'),
      headers: { authorization: token },
      body: { tab: 0, page: 1, pageSize: 10 },
      check: listCheck(10),
    },
  },
  {
    key: 'orderList50',
    name: 'POST /order/list',
    label: 'same, 50/page',
    indented: true,
    path: '/api/order/list',
    budgeted: false,
    request: {
      method: /** @type {const} */ ('POST'),
      headers: { authorization: token },
      body: { tab: 0, page: 1, pageSize: 50 },
      check: listCheck(50),
    },
  },
  {
    key: 'orderMsg',
    name: 'GET /order/msg',
    label: 'GET /order/msg',
    path: '/api/order/msg',
    budgeted: true,
    request: { headers: { authorization: token }, check: msgCheck },
  },
];

const parseOptions = (argv) => {
  const value = (name, fallback) => {
    const arg = argv.find((a) => a.startsWith(`--${name}=`));
    return arg ? arg.slice(name.length + 3) : fallback;
  };
  const only = value('only', '');
  const sections = only ? only.split(',') : SECTIONS.filter((s) => s !== 'build' || argv.includes('--build'));
  const unknown = sections.filter((s) => !SECTIONS.includes(s));
  if (unknown.length > 0)
    throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
  return {
    sections,
    runs: Math.max(1, Number(value('runs', '5'))),
    seconds: Math.max(1, Number(value('seconds', '5'))),
    connections: Math.max(1, Number(value('connections', '100'))),
    cpuThrottle: Math.max(1, Number(value('cpu-throttle', '4'))),
    lighthouseRuns: Math.max(1, Number(value('lighthouse-runs', '3'))),
  };
};

const perSecond = (/** @type {{ requestsPerSecond: number }} */ r) =>
  Math.round(r.requestsPerSecond).toLocaleString('en-US');
const latencySummary = (/** @type {{ latencyMs: { p99: number }; errors: number }} */ r) =>
  `${ms(r.latencyMs.p99)}, ${r.errors} err`;
/** A long statement as its start and its end (the part that says what it returns). */
const abridged = (/** @type {string} */ sql) =>
  sql.length <= 150 ? sql : `${sql.slice(0, 60)} … ${sql.slice(-80)}`;

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const log = (/** @type {string} */ message) => process.stderr.write(`bench: ${message}\n`);

const options = parseOptions(process.argv.slice(2));
const wants = (/** @type {string} */ section) => options.sections.includes(section);

/** @type {import('./lib/report.mjs').Row[]} */
const rows = [];
/** @type {Record<string, unknown>} */
const details = {};
/** @type {string[]} */
const notes = [];
/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];

const cleanUp = async () => {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    await cleanup?.().catch((error) => log(`clean-up failed: ${error.message}`));
  }
};
/** Set by SIGINT/SIGTERM: no section starts any more, and only the rows measured before it count. */
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    interrupted = true;
    // What was measured until then is still printed and written (a long run is not lost); what
    // the stopped browser and servers make the running section report is not.
    const measured = { rows: rows.slice(), notes: notes.slice() };
    measured.notes.push(`interrupted by ${signal}: the sections after the last row were not measured`);
    void cleanUp()
      .then(() => report(measured))
      .finally(() => process.exit(130));
  });
}

/** Registers a clean-up in case of failure; returns it to run early (once) when all went well. */
const cleanupLater = (/** @type {() => Promise<unknown>} */ cleanup) => {
  cleanups.push(cleanup);
  return async () => {
    const at = cleanups.indexOf(cleanup);
    if (at < 0) return;
    cleanups.splice(at, 1);
    await cleanup();
  };
};

/**
 * The bare Fastify route under the same load, in its own process, just before what it controls.
 * @param {Parameters<typeof loadTest>[1]} load
 */
const measureBare = async (load) => {
  const bareServer = await startBareFastify(await freePort());
  const stop = cleanupLater(bareServer.stop);
  try {
    return await loadTest(`${bareServer.url}/bare`, load);
  } finally {
    await stop();
  }
};

/** Runs one section; a section that throws becomes a FAIL row and the others still run. */
const section = async (/** @type {string} */ name, /** @type {() => Promise<void>} */ body) => {
  if (!wants(name) || interrupted) return;
  noteLoad(name);
  const started = Date.now();
  log(`${name} …`);
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    rows.push({
      metric: `${name}: not measured`,
      value: 'error',
      control: '',
      ratio: null,
      budget: '',
      pass: false,
    });
    notes.push(`${name}: ${message}`);
    details[`${name}Error`] = message;
  }
  log(`${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const copiesValue = (/** @type {Record<string, number>} */ copies) =>
  COPY_PACKAGES.map((name) => `${COPY_LABELS[name]} ${copies[name]}`).join(' · ');
/**
 * Packages a journey may not need yet: i18next (a page whose texts all came with the HTML) and
 * axios (no API call through the http client). A journey marked `needsAll` shows a remote's screen
 * (translated) and calls the API (`/help`'s FAQ list, a logged-in header's unread count), so there
 * they must be there, once.
 */
const LOADED_ON_DEMAND = ['i18next', 'axios'];
/**
 * @param {Record<string, number>} copies
 * @param {boolean} needsAll the journey translates a remote's screen and calls the API
 */
const copiesPass = (copies, needsAll) =>
  COPY_PACKAGES.every((name) =>
    !needsAll && LOADED_ON_DEMAND.includes(name) ? copies[name] <= 1 : copies[name] === 1,
  );

/** Other work on the machine skews every number: note the load before each part. */
const loadAverages = {};
const noteLoad = (/** @type {string} */ moment) => {
  const [oneMinute] = loadavg();
  loadAverages[moment] = Number(oneMinute.toFixed(2));
  if (oneMinute > availableParallelism()) {
    notes.push(
      `load average ${oneMinute.toFixed(1)} before ${moment} (${availableParallelism()} cores): other work skews the numbers`,
    );
  }
};
details.loadAverage = loadAverages;

const started = Date.now();
try {
  // 1. Clean build of every app (first, so the rest measures that build).
  await section('build', async () => {
    const t0 = Date.now();
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--force'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    const seconds = (Date.now() - t0) / 1000;
    if (result.status !== 0) throw new Error(`node scripts/build.mjs --force exited with ${result.status}`);
    rows.push({
      metric: 'clean build of all apps',
      value: `${seconds.toFixed(1)} s`,
      control: '',
      ratio: null,
      budget: `≤ ${BUDGET.buildSeconds} s (aim 10 s)`,
      pass: seconds <= BUDGET.buildSeconds,
      data: { seconds, cores: availableParallelism() },
    });
  });

  const browserSections = BROWSER_SECTIONS.filter(wants);
  if (browserSections.length > 0 || wants('api') || wants('lighthouse')) {
    log('building the control page and starting the servers …');
  }
  const controlDist = browserSections.length > 0 ? await buildControl() : null;
  const control = controlDist ? await startStaticServer(controlDist, await freePort()) : null;
  if (control) cleanups.push(control.close);
  // The widget's issuer pages, on an origin of their own that the API has on its allow-list.
  const widgetPages = wants('widget')
    ? await startStaticServer(await buildWidgetPages(), await freePort())
    : null;
  if (widgetPages) cleanups.push(widgetPages.close);
  const api =
    browserSections.length > 0 || wants('api') || wants('lighthouse')
      ? await startApi(ROOT, await freePort(), {
          env: widgetPages ? { EMBED_ORIGINS: widgetPages.url } : {},
        })
      : null;
  if (api) cleanups.push(api.stop);

  if (api && control && browserSections.length > 0) {
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    details.chromium = browser.version();

    // 2. JS of the home page, gzip bytes on the wire: what it needs before it is interactive, and
    // every file until the network is quiet (what loads when the browser is idle included).
    await section('js', async () => {
      const home = await measurePageJs(browser, `${api.url}/`, LIVE_SELECTOR.app);
      const bare = await measurePageJs(browser, `${control.url}/`, LIVE_SELECTOR.control);
      details.homeJs = { app: home, control: bare };
      if (home.files === 0) throw new Error('the home page loaded no JS (is shell/dist built?)');
      const interactiveRatio = ratioOf(home.interactive.transferBytes, bare.interactive.transferBytes);
      rows.push({
        metric: 'home JS before interactive (HTML + hydration)',
        value: `${kb(home.interactive.transferBytes)} (${home.interactive.files} files)`,
        control: `${kb(bare.interactive.transferBytes)} (${bare.interactive.files})`,
        ratio: interactiveRatio,
        budget: `≤ ${BUDGET.interactiveJsRatio}×`,
        pass: (interactiveRatio ?? Infinity) <= BUDGET.interactiveJsRatio,
      });
      const allRatio = ratioOf(home.transferBytes, bare.transferBytes);
      rows.push({
        metric: 'home JS, all files until quiet (idle load too)',
        value: `${kb(home.transferBytes)} (${home.files} files)`,
        control: `${kb(bare.transferBytes)} (${bare.files})`,
        ratio: allRatio,
        budget: `≤ ${BUDGET.homeJsRatio}×`,
        pass: (allRatio ?? Infinity) <= BUDGET.homeJsRatio,
      });
      rows.push({
        metric: '  same, compressed bodies only',
        value: kb(home.bodyBytes),
        control: kb(bare.bodyBytes),
        ratio: ratioOf(home.bodyBytes, bare.bodyBytes),
        budget: '',
        pass: null,
      });
      for (const [side, page] of [
        ['home', home],
        ['control', bare],
      ]) {
        if (page.notGzip.length > 0)
          notes.push(`${side}: scripts not served gzip: ${page.notGzip.join(', ')}`);
        if (page.failures.length > 0) notes.push(`${side}: failed requests: ${page.failures.join(', ')}`);
      }
      if (home.remoteRequests > 0)
        notes.push(`home fetched ${home.remoteRequests} file(s) of remotes before any navigation`);
    });

    // 3. Extra JS to enter a remote's first route by client-side navigation from home: after the
    // idle load, and by a click as soon as home is interactive ("cold click").
    await section('remote', async () => {
      details.enterRemote = {};
      const demo = await demoSession(api.url);
      for (const [path, link, session] of [
        ['/help', LINK.help],
        ['/conditions', LINK.conditions],
        ['/login', LINK.login],
        ['/fast-track/search', LINK.fastTrack],
        // Airport Assistant and Transport need a login: the demo cardholder, logged in before the page loads.
        ['/airport-assistant/step-1', LINK.airportAssistant, demo],
        ['/transport-services/step-1', LINK.transport, demo],
      ]) {
        const journey = await measureJourney(browser, `${api.url}/`, [{ link, path }], {
          session,
          liveSelector: LIVE_SELECTOR.app,
        });
        const step = journey.steps[0];
        details.enterRemote[path] = step;
        if (!step.clientSide)
          notes.push(`home → ${path}: the link loaded a new page (not client-side navigation)`);
        if (step.jsFiles === 0)
          notes.push(`home → ${path}: no JS was downloaded (was the remote loaded before?)`);
        if (step.failures.length > 0)
          notes.push(`home → ${path}: failed requests: ${step.failures.join(', ')}`);
        rows.push({
          metric: `enter ${path} from home after the idle load: JS`,
          value: `${kb(step.jsTransferBytes)}, ${step.jsFiles} req`,
          control: '',
          ratio: null,
          budget: `≤ ${BUDGET.remoteJsBytes / 1000} KB, ≤ ${BUDGET.remoteJsRequests} req`,
          pass: step.jsTransferBytes <= BUDGET.remoteJsBytes && step.jsFiles <= BUDGET.remoteJsRequests,
        });
        rows.push({
          metric: '  all requests of that step',
          value: String(step.allRequests),
          control: '',
          ratio: null,
          budget: '',
          pass: null,
        });
      }
      details.coldClick = {};
      for (const [path, link] of [
        ['/help', LINK.help],
        ['/fast-track/search', LINK.fastTrack],
      ]) {
        const step = await measureColdClick(browser, `${api.url}/`, { link, path }, LIVE_SELECTOR.app);
        details.coldClick[path] = step;
        if (!step.clientSide)
          notes.push(`cold click → ${path}: the link loaded a new page (not client-side navigation)`);
        if (step.failures.length > 0)
          notes.push(`cold click → ${path}: failed requests: ${step.failures.join(', ')}`);
        rows.push({
          metric: `enter ${path} by a click before the idle load: JS`,
          value: `${kb(step.jsTransferBytes)}, ${step.jsFiles} req`,
          control: '',
          ratio: null,
          budget: `≤ ${BUDGET.coldClickJsBytes / 1000} KB`,
          pass: step.jsTransferBytes <= BUDGET.coldClickJsBytes,
        });
        rows.push({
          metric: '  all requests; scripts already on their way',
          value: `${step.allRequests}; ${kb(step.inFlightAtClick.transferBytes)} in ${step.inFlightAtClick.files}`,
          control: '',
          ratio: null,
          budget: '',
          pass: null,
        });
      }
    });

    // 4. Copies of the shared packages downloaded on journeys, and the markers that count them.
    await section('react', async () => {
      const journeys = [
        { name: 'home', start: '/', steps: [], needsAll: false },
        { name: 'cold load /help', start: '/help', steps: [], needsAll: true },
        {
          name: 'logged in: home → /airport-assistant',
          start: '/',
          steps: [{ link: LINK.airportAssistant, path: '/airport-assistant/step-1' }],
          session: 'demo',
          needsAll: true,
        },
        {
          name: 'home → /help → /fast-track/search',
          start: '/',
          steps: [
            { link: LINK.help, path: '/help' },
            { link: LINK.fastTrack, path: '/fast-track/search' },
          ],
          needsAll: true,
        },
      ];
      const markers = await checkMarkers();
      details.copyMarkers = markers;
      const checked = Object.keys(markers.checked);
      rows.push({
        metric: 'copy markers match their package builds',
        value: checked.length > 0 ? checked.join(', ') : 'none installed',
        control: '',
        ratio: null,
        budget: 'exactly once each',
        pass: markers.problems.length === 0,
      });
      for (const problem of markers.problems) notes.push(`copy markers: ${problem}`);
      if (markers.missing.length > 0)
        notes.push(
          `copy markers: not checked, no app installs ${markers.missing.join(', ')} (so a journey into a remote counts 0 of it: FAIL)`,
        );

      const bare = await measureJourney(browser, `${control.url}/`, [], {
        liveSelector: LIVE_SELECTOR.control,
      });
      details.copies = { control: bare.copies };
      for (const journey of journeys) {
        const session = journey.session === 'demo' ? await demoSession(api.url) : undefined;
        const result = await measureJourney(browser, `${api.url}${journey.start}`, journey.steps, {
          session,
          liveSelector: LIVE_SELECTOR.app,
        });
        details.copies[journey.name] = result.copies;
        if (result.failures.length > 0)
          notes.push(`${journey.name}: failed requests: ${result.failures.join(', ')}`);
        rows.push({
          metric: `copies: ${journey.name}`,
          value: copiesValue(result.copies),
          control: COPY_PACKAGES.map((name) => bare.copies[name]).join(' · '),
          ratio: null,
          budget: journey.needsAll ? 'exactly 1 each' : `1 each (${LOADED_ON_DEMAND.join(', ')} ≤ 1)`,
          pass: copiesPass(result.copies, journey.needsAll),
        });
      }
    });

    // 4b. The booking widget on an issuer's page (issue 27): its JS beyond React to a filled-in
    // search, React once whether or not the page runs it, and mounting to a filled-in search beside
    // the control page's render, with the CPU throttled.
    await section('widget', async () => {
      if (!widgetPages) throw new Error('the widget pages were not built');
      const pageUrl = (/** @type {string} */ name) =>
        `${widgetPages.url}/${name}.html?portal=${encodeURIComponent(api.url)}`;
      const plain = await measureWidgetJs(browser, pageUrl('plain'));
      const withReact = await measureWidgetJs(browser, pageUrl('react'));
      details.widget = { plain, withReact };
      for (const [name, result] of [
        ['plain', plain],
        ['react', withReact],
      ])
        if (result.failures.length > 0)
          notes.push(`widget (${name}): failed requests: ${result.failures.join(', ')}`);
      rows.push({
        metric: 'widget JS beyond React and react-dom, to a filled-in search',
        value: `${kb(plain.beyondReact.transferBytes)} (${plain.beyondReact.files} files)`,
        control: `React ${kb(plain.react.transferBytes)}`,
        ratio: null,
        budget: `≤ ${BUDGET.widgetJsBytes / 1000} KB`,
        pass: plain.beyondReact.transferBytes <= BUDGET.widgetJsBytes,
      });
      for (const [group, part] of Object.entries(plain.groups).sort(
        (a, b) => b[1].transferBytes - a[1].transferBytes,
      ))
        rows.push({
          metric: `  ${group}`,
          value: `${kb(part.transferBytes)} (${part.files})`,
          control: '',
          ratio: null,
          budget: '',
          pass: null,
        });
      const reactOnce = (/** @type {Record<string, number>} */ copies) =>
        ['react', 'react-dom', 'react-dom/client'].every((name) => copies[name] === 1);
      const reactCopies = (/** @type {Record<string, number>} */ copies) =>
        ['react', 'react-dom', 'react-dom/client']
          .map((name) => `${COPY_LABELS[name]} ${copies[name]}`)
          .join(' · ');
      rows.push({
        metric: 'widget: React copies, page without React | page with React 19',
        value: `${reactCopies(plain.copies)} | ${reactCopies(withReact.copies)}`,
        control: '',
        ratio: null,
        budget: 'exactly 1 each',
        pass: reactOnce(plain.copies) && reactOnce(withReact.copies),
      });
      rows.push({
        metric: '  widget JS beyond the page’s React (page with React 19)',
        value: `${kb(withReact.beyondReact.transferBytes)} (${withReact.beyondReact.files} files)`,
        control: '',
        ratio: null,
        budget: '',
        pass: null,
      });

      const cpuThrottle = options.cpuThrottle;
      const controlUrl = `${control.url}/`;
      // One unmeasured load of each (the servers' first answers), then the runs, interleaved.
      await measureWidgetTime(browser, pageUrl('plain'), cpuThrottle);
      await measureControlTime(browser, controlUrl, cpuThrottle);
      /** @type {{ mountAt: number; filledAt: number }[]} */
      const widgetRuns = [];
      /** @type {number[]} */
      const controlRuns = [];
      for (let i = 0; i < options.runs; i += 1) {
        widgetRuns.push(await measureWidgetTime(browser, pageUrl('plain'), cpuThrottle));
        controlRuns.push(await measureControlTime(browser, controlUrl, cpuThrottle));
      }
      details.widget.time = { cpuThrottle, widgetRuns, controlRuns };
      const filled = median(widgetRuns.map((run) => run.filledAt));
      const rendered = median(controlRuns);
      const ratio = ratioOf(filled, rendered);
      rows.push({
        metric: `widget: mounted to a filled-in search, ${cpuThrottle}× CPU, median of ${options.runs}`,
        value: ms(filled),
        control: ms(rendered),
        ratio,
        budget: `≤ ${BUDGET.widgetTimeRatio}×`,
        pass: (ratio ?? Infinity) <= BUDGET.widgetTimeRatio,
      });
      rows.push({
        metric: '  of which from the page’s mount call',
        value: ms(median(widgetRuns.map((run) => run.filledAt - run.mountAt))),
        control: '',
        ratio: null,
        budget: '',
        pass: null,
      });
    });

    // 5. LCP and CLS with the CPU throttled, median of N cold loads: home beside the control, and
    // cold loads straight into public remote routes beside home, at desktop and at phone size.
    await section('lcp', async () => {
      const cpuThrottle = options.cpuThrottle;
      const controlUrl = `${control.url}/`;
      /** @type {{ key: string; url: string; viewport: keyof typeof VIEWPORTS; liveSelector: string }[]} */
      const pages = [
        { key: 'control', url: controlUrl, viewport: 'desktop', liveSelector: LIVE_SELECTOR.control },
      ];
      for (const viewport of /** @type {const} */ (['desktop', 'mobile']))
        for (const path of ['/', ...DEEP_LINKS])
          pages.push({
            key: `${viewport} ${path}`,
            url: `${api.url}${path}`,
            viewport,
            liveSelector: LIVE_SELECTOR.app,
          });
      // One unmeasured load of each page (the servers' first answers), then the runs, interleaved.
      for (const page of pages.filter((p) => p.viewport === 'desktop'))
        await measureVitals(browser, page.url, { cpuThrottle, liveSelector: page.liveSelector });
      /** @type {Record<string, Awaited<ReturnType<typeof measureVitals>>[]>} */
      const runs = Object.fromEntries(pages.map((p) => [p.key, []]));
      for (let i = 0; i < options.runs; i += 1)
        for (const page of pages)
          runs[page.key].push(
            await measureVitals(browser, page.url, {
              cpuThrottle,
              liveSelector: page.liveSelector,
              viewport: page.viewport,
            }),
          );
      details.vitals = { cpuThrottle, viewports: VIEWPORTS, runs };
      const missing = pages.filter((p) => runs[p.key].some((v) => v.lcp === null)).map((p) => p.key);
      if (missing.length > 0) notes.push(`lcp: no LCP reported in some runs of ${missing.join(', ')}`);
      const lcpOf = (/** @type {string} */ key) => median(runs[key].map((v) => v.lcp ?? Infinity));
      const clsOf = (/** @type {string} */ key) => Math.max(...runs[key].map((v) => v.cls));
      const lcpHome = lcpOf('desktop /');
      const lcpBare = lcpOf('control');
      const ratio = ratioOf(lcpHome, lcpBare);
      rows.push({
        metric: `home LCP, ${cpuThrottle}× CPU, median of ${options.runs}`,
        value: ms(lcpHome),
        control: ms(lcpBare),
        ratio,
        budget: `≤ ${BUDGET.lcpRatio}×`,
        pass: (ratio ?? Infinity) <= BUDGET.lcpRatio,
      });
      rows.push({
        metric: `home CLS, worst of ${options.runs}`,
        value: clsOf('desktop /').toFixed(3),
        control: clsOf('control').toFixed(3),
        ratio: null,
        budget: `≤ ${BUDGET.cls}`,
        pass: clsOf('desktop /') <= BUDGET.cls,
      });
      for (const viewport of /** @type {const} */ (['desktop', 'mobile'])) {
        const { width, height } = VIEWPORTS[viewport].viewport;
        const home = lcpOf(`${viewport} /`);
        if (viewport === 'mobile') {
          rows.push({
            metric: `home at ${width}×${height}: LCP · CLS`,
            value: `${ms(home)} · ${clsOf('mobile /').toFixed(3)}`,
            control: '',
            ratio: null,
            budget: '',
            pass: null,
          });
        }
        for (const path of DEEP_LINKS) {
          const key = `${viewport} ${path}`;
          const lcp = lcpOf(key);
          const deepRatio = ratioOf(lcp, home);
          rows.push({
            metric: `cold load ${path} at ${width}×${height}: LCP`,
            value: ms(lcp),
            control: `home ${ms(home)}`,
            ratio: deepRatio,
            budget: `≤ ${BUDGET.deepLinkLcpRatio}× home`,
            pass: (deepRatio ?? Infinity) <= BUDGET.deepLinkLcpRatio,
          });
          rows.push({
            metric: `  CLS, worst of ${options.runs}`,
            value: clsOf(key).toFixed(3),
            control: '',
            ratio: null,
            budget: `≤ ${BUDGET.cls}`,
            pass: clsOf(key) <= BUDGET.cls,
          });
        }
      }
    });

    await browser.close();
    cleanups.pop();
  }

  // 6. Lighthouse, mobile preset, on the pages of the same API (its own Chromium, after the
  // Playwright one is closed).
  if (api) {
    await section('lighthouse', async () => {
      const budget = BUDGET.lighthouse;
      const pages = await measureLighthouse(
        LIGHTHOUSE_PAGES.map((path) => `${api.url}${path}`),
        { runs: options.lighthouseRuns, log },
      );
      details.lighthouse = { runs: options.lighthouseRuns, pages };
      for (const path of LIGHTHOUSE_PAGES) {
        const page = pages[`${api.url}${path}`];
        const scores = CATEGORIES.map((id) => page.scores[id]);
        rows.push({
          metric: `Lighthouse ${path}: Perf · A11y · BP · SEO`,
          value: scores.map((score) => (score === null ? 'n/a' : String(score))).join(' · '),
          control: '',
          ratio: null,
          budget: `≥ ${CATEGORIES.map((id) => budget[id]).join(' · ')}`,
          pass: CATEGORIES.every((id) => (page.scores[id] ?? -1) >= budget[id]),
        });
        const failing = Object.entries(page.failing)
          .map(([id, count]) =>
            options.lighthouseRuns > 1 ? `${id} (${count}/${options.lighthouseRuns})` : id,
          )
          .join(', ');
        if (failing) notes.push(`Lighthouse ${path}: failing audits: ${failing}`);
        const metrics = page.runs.map(
          (run) =>
            `FCP ${ms(run.metrics.fcp)}, LCP ${ms(run.metrics.lcp)}, TBT ${ms(run.metrics.tbt)}, CLS ${(run.metrics.cls ?? 0).toFixed(3)}`,
        );
        notes.push(`Lighthouse ${path}: ${metrics.join('; ')}`);
        const problems = [
          ...new Set(page.runs.flatMap((run) => [run.runtimeError, ...run.errors].filter(Boolean))),
        ];
        if (problems.length > 0) notes.push(`Lighthouse ${path}: could not measure: ${problems.join('; ')}`);
        const diagnostics = page.runs[0]?.diagnosticsNotRun ?? {};
        if (path === LIGHTHOUSE_PAGES[0] && Object.keys(diagnostics).length > 0)
          notes.push(
            `Lighthouse: diagnostics (no weight in any score) it could not run: ${Object.entries(diagnostics)
              .map(([reason, ids]) => `${ids.join(', ')} (${reason})`)
              .join('; ')}`,
          );
      }
    });
  }

  // 7. API public reads under load vs a bare Fastify route in its own process.
  if (api) {
    await section('api', async () => {
      const load = { connections: options.connections, seconds: options.seconds, warmupSeconds: 1 };
      const bare = await measureBare(load);
      details.api = { control: bare, reads: {} };
      for (const path of API_READS) {
        const read = await loadTest(`${api.url}${path}`, load);
        details.api.reads[path] = read;
        const ratio = ratioOf(read.requestsPerSecond, bare.requestsPerSecond);
        rows.push({
          metric: `GET ${path}, ${load.connections} conn: req/s`,
          value: perSecond(read),
          control: perSecond(bare),
          ratio,
          budget: `≥ ${BUDGET.apiRatio}×`,
          pass: (ratio ?? 0) >= BUDGET.apiRatio,
        });
        rows.push({
          metric: '  p99 latency, errors',
          value: latencySummary(read),
          control: latencySummary(bare),
          ratio: null,
          budget: `≤ ${BUDGET.apiP99Ms} ms, 0 err`,
          pass: read.latencyMs.p99 <= BUDGET.apiP99Ms && read.errors === 0,
        });
      }
    });
  }

  // 8. Authenticated reads of a user with 200 orders, on PGlite and on PostgreSQL: throughput and
  // p99 beside bare Fastify, and the database round trips per request (counted on PostgreSQL).
  await section('orders', async () => {
    await api?.stop(); // the API of the sections above has nothing left to serve
    const load = { connections: options.connections, seconds: options.seconds, warmupSeconds: 1 };
    details.orders = { orders: ORDER_SPREAD, expected: EXPECTED };

    /**
     * Bare Fastify, then each read on an API that `start` brings up (and this stops).
     * @param {{ key: 'pglite' | 'postgres'; label: string }} db
     * @param {() => Promise<{ url: string; stop: () => Promise<void> }>} start
     * @param {string} token
     */
    const measureReads = async (db, start, token) => {
      const budget = BUDGET.authRead[db.key];
      const bare = await measureBare(load);
      const server = await start();
      const stop = cleanupLater(server.stop);
      /** @type {Record<string, Awaited<ReturnType<typeof loadTest>>>} */
      const reads = {};
      try {
        for (const read of authReads(token)) {
          const result = await loadTest(`${server.url}${read.path}`, load, read.request);
          reads[read.key] = result;
          const ratio = ratioOf(result.requestsPerSecond, bare.requestsPerSecond);
          const p99Ok = budget.p99Ms === null || result.latencyMs.p99 <= budget.p99Ms;
          rows.push({
            metric: read.indented
              ? `  ${read.label}: req/s`
              : `${db.label}: ${read.label}, ${load.connections} conn: req/s`,
            value: perSecond(result),
            control: perSecond(bare),
            ratio,
            budget: read.budgeted ? `≥ ${budget.ratio}×` : '',
            pass: read.budgeted ? (ratio ?? 0) >= budget.ratio : null,
          });
          rows.push({
            metric: '  p99 latency, errors',
            value: latencySummary(result),
            control: latencySummary(bare),
            ratio: null,
            budget: `${read.budgeted && budget.p99Ms !== null ? `≤ ${budget.p99Ms} ms, ` : ''}0 err`,
            pass: result.errors > 0 ? false : read.budgeted ? p99Ok : null,
          });
        }
      } finally {
        await stop();
      }
      details.orders[db.key] = { control: bare, reads };
    };

    // PGlite: the API migrates and seeds its folder, stops (it holds the folder's lock while it
    // runs), the bench writes its user into the folder, and the API starts again on it.
    const dataRoot = mkdtempSync(join(tmpdir(), 'portal-bench-orders-'));
    const removeDataRoot = cleanupLater(async () => rmSync(dataRoot, { recursive: true, force: true }));
    const dataDir = join(dataRoot, 'pglite');
    const onPglite = async () => startApi(ROOT, await freePort(), { dataDir, env: { DATABASE_URL: '' } });
    const seeding = await onPglite();
    await seeding.stop();
    const pgliteUser = await seedPglite(dataDir);
    await measureReads({ key: 'pglite', label: 'PGlite' }, onPglite, pgliteUser.token);
    await removeDataRoot();

    // PostgreSQL: a database of its own, dropped at the end.
    const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
    if (!database) {
      const where = new URL(POSTGRES_ADMIN_URL).host;
      notes.push(
        `orders: no PostgreSQL at ${where} (BENCH_DATABASE_URL): round trips and PostgreSQL not measured`,
      );
      rows.push({
        metric: 'PostgreSQL reads, round trips',
        value: 'not measured',
        control: '',
        ratio: null,
        budget: '',
        pass: null,
      });
      return;
    }
    const dropDatabase = cleanupLater(database.drop);

    // Round trips: the API talks to PostgreSQL through a counting proxy, job poller off, one
    // request at a time; whatever the API sends in the 100 ms after an answer still counts.
    const counter = await startRoundTripCounter(
      { host: database.host, port: database.port },
      await freePort(),
    );
    const closeCounter = cleanupLater(counter.close);
    const counted = await startApi(ROOT, await freePort(), {
      env: { DATABASE_URL: database.urlThrough(counter.port), JOB_POLL_MS: '0' },
    });
    const stopCounted = cleanupLater(counted.stop);
    const postgresUser = /** @type {{ token: string }} */ (await database.seed());
    counter.take(); // migrations and seed
    await sleep(1000);
    const idle = counter.take();
    /** @type {Record<string, { perRequest: number[]; statements: string[] }>} */
    const roundTrips = {};
    for (const read of authReads(postgresUser.token)) {
      const perRequest = [];
      let statements = /** @type {string[]} */ ([]);
      for (let i = 0; i < 5; i += 1) {
        counter.take();
        await probe(`${counted.url}${read.path}`, read.request);
        await sleep(100);
        const taken = counter.take();
        perRequest.push(taken.roundTrips);
        statements = taken.statements;
      }
      roundTrips[read.key] = { perRequest, statements };
    }
    await stopCounted();
    await closeCounter();
    details.orders.roundTrips = { idleOneSecond: idle.roundTrips, ...roundTrips };
    if (idle.roundTrips > 0)
      notes.push(`orders: the idle API made ${idle.roundTrips} round trip(s) in 1 s while counting`);
    for (const read of authReads(postgresUser.token).filter((r) => r.budgeted)) {
      const { perRequest, statements } = roundTrips[read.key];
      const most = Math.max(...perRequest);
      const least = Math.min(...perRequest);
      rows.push({
        metric: `${read.name}: database round trips`,
        value: `${least === most ? most : `${least}–${most}`} per request`,
        control: '',
        ratio: null,
        budget: `${BUDGET.authRead.roundTrips} (session and data together)`,
        pass: most <= BUDGET.authRead.roundTrips,
      });
      notes.push(
        `${read.name} on PostgreSQL, per request: ${statements
          .map((sql, i) => `(${i + 1}) ${abridged(sql)}`)
          .join(' ')}`,
      );
    }

    await measureReads(
      { key: 'postgres', label: 'PostgreSQL' },
      async () => startApi(ROOT, await freePort(), { env: { DATABASE_URL: database.url } }),
      postgresUser.token,
    );
    await dropDatabase();
  });

  // 9. Transport's address search, logged in as the demo cardholder, keywords of every kind in turn,
  // on PGlite (for information: its session check alone costs more) and on PostgreSQL (budgeted).
  await section('maps', async () => {
    await api?.stop(); // the API of the sections above has nothing left to serve
    const load = { connections: BUDGET.mapsSearch.connections, seconds: options.seconds, warmupSeconds: 1 };
    const bare = await measureBare(load);
    details.maps = { control: bare };
    /**
     * @param {{ key: 'pglite' | 'postgres'; label: string; budgeted: boolean }} db
     * @param {Record<string, string>} env
     */
    const measureOn = async (db, env) => {
      const server = await startApi(ROOT, await freePort(), { env });
      const stop = cleanupLater(server.stop);
      try {
        const demo = await demoSession(server.url);
        const result = await measureMapsSearch(server.url, demo.token, load);
        details.maps[db.key] = result;
        rows.push({
          metric: `${db.label}: first POST /maps/search after start`,
          value: ms(result.firstSearchMs),
          control: '',
          ratio: null,
          budget: '',
          pass: null,
        });
        rows.push({
          metric: `${db.label}: POST /maps/search, ${MAPS_KEYWORDS.length} keywords, ${load.connections} conn: req/s`,
          value: perSecond(result),
          control: perSecond(bare),
          ratio: ratioOf(result.requestsPerSecond, bare.requestsPerSecond),
          budget: '',
          pass: null,
        });
        const p99Ok = result.latencyMs.p99 <= BUDGET.mapsSearch.p99Ms;
        rows.push({
          metric: '  p99 latency, errors',
          value: latencySummary(result),
          control: latencySummary(bare),
          ratio: null,
          budget: `${db.budgeted ? `≤ ${BUDGET.mapsSearch.p99Ms} ms, ` : ''}0 err`,
          pass: result.errors > 0 ? false : db.budgeted ? p99Ok : null,
        });
        // The lightest authenticated read on the same server: what the session check alone costs.
        const floor = await loadTest(`${server.url}/api/order/msg`, load, {
          headers: { authorization: demo.token },
        });
        details.maps[`${db.key}SessionFloor`] = floor;
        rows.push({
          metric: '  same server, GET /order/msg (session check + 1 read): p99',
          value: latencySummary(floor),
          control: '',
          ratio: null,
          budget: '',
          pass: null,
        });
      } finally {
        await stop();
      }
    };
    await measureOn({ key: 'pglite', label: 'PGlite', budgeted: false }, { DATABASE_URL: '' });
    const database = await createPostgresDatabase(POSTGRES_ADMIN_URL);
    if (!database) {
      notes.push(
        `maps: no PostgreSQL at ${new URL(POSTGRES_ADMIN_URL).host} (BENCH_DATABASE_URL): not measured there`,
      );
      rows.push({
        metric: 'PostgreSQL: POST /maps/search',
        value: 'not measured',
        control: '',
        ratio: null,
        budget: '',
        pass: null,
      });
      return;
    }
    const dropDatabase = cleanupLater(database.drop);
    await measureOn({ key: 'postgres', label: 'PostgreSQL', budgeted: true }, { DATABASE_URL: database.url });
    await dropDatabase();
  });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  rows.push({
    metric: 'bench: could not run',
    value: 'error',
    control: '',
    ratio: null,
    budget: '',
    pass: false,
  });
  notes.push(message);
} finally {
  await cleanUp();
}

/**
 * Prints the table and writes `.bench/results.json`; returns how many budgets failed.
 * @param {{ rows: import('./lib/report.mjs').Row[]; notes: string[] }} [measured]
 */
function report(measured = { rows, notes }) {
  const failed = measured.rows.filter((row) => row.pass === false).length;
  console.log(`\nPerformance budgets (DESIGN.md §8), ${new Date().toISOString()}\n`);
  console.log(formatTable(measured.rows));
  if (measured.notes.length > 0) console.log(`\nNotes:\n${measured.notes.map((n) => `  - ${n}`).join('\n')}`);
  console.log(
    `\n${measured.rows.filter((r) => r.pass === true).length} passed, ${failed} failed · ${((Date.now() - started) / 1000).toFixed(0)} s · ${RESULTS_FILE}`,
  );
  writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    options,
    budgets: BUDGET,
    rows: measured.rows,
    notes: measured.notes,
    details,
  });
  return failed;
}

if (!interrupted) process.exitCode = report() > 0 ? 1 : 0;
