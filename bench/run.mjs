#!/usr/bin/env node
// `pnpm bench`: the performance budgets of the portal, each measured beside its control in the same
// run. Expects built apps (scripts/bench.mjs builds them first). Prints a table, writes
// .bench/results.json and exits with 1 when a budget fails. Options: see bench/README.md.
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { loadTest } from './lib/api-load.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { buildControl } from './lib/control-build.mjs';
import { freePort } from './lib/free-port.mjs';
import { measureJourney, measurePageJs, measureVitals } from './lib/page-metrics.mjs';
import { startApi, startBareFastify } from './lib/processes.mjs';
import { formatTable, kb, ms, ratioOf, writeJson } from './lib/report.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_FILE = join(ROOT, '.bench', 'results.json');
const SECTIONS = ['js', 'remote', 'react', 'lcp', 'api', 'build'];

const BUDGET = {
  homeJsRatio: 2.5,
  remoteJsBytes: 25_000,
  remoteJsRequests: 5,
  lcpRatio: 1.3,
  cls: 0.05,
  apiRatio: 0.5,
  apiP99Ms: 10,
  buildSeconds: 20,
};

/** Header links of the shell (desktop width, logged out) and the footer link to the terms. */
const LINK = {
  help: 'header nav a[href="/help"]',
  fastTrack: 'header nav a[href="/fast-track/search"]',
  conditions: 'footer a[href="/conditions"]',
  login: 'header a[href="/login"]',
};

const API_READS = ['/api/public/project-status', '/api/tc/list', '/api/faq/list', '/api/public/remotes'];

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
  };
};

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
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

/** Runs one section; a section that throws becomes a FAIL row and the others still run. */
const section = async (/** @type {string} */ name, /** @type {() => Promise<void>} */ body) => {
  if (!wants(name)) return;
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

const reactValue = (/** @type {Record<string, number>} */ copies) =>
  `react ${copies.react} · dom ${copies['react-dom']} · client ${copies['react-dom/client']}`;
const exactlyOnce = (/** @type {Record<string, number>} */ copies) =>
  Object.values(copies).every((n) => n === 1);

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
  // 7. Clean build of every app (first, so the rest measures that build).
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

  const browserSections = ['js', 'remote', 'react', 'lcp'].filter(wants);
  if (browserSections.length > 0 || wants('api')) {
    log('building the control page and starting the servers …');
  }
  const controlDist = browserSections.length > 0 ? await buildControl() : null;
  const control = controlDist ? await startStaticServer(controlDist, await freePort()) : null;
  if (control) cleanups.push(control.close);
  const api = browserSections.length > 0 || wants('api') ? await startApi(ROOT, await freePort()) : null;
  if (api) cleanups.push(api.stop);

  if (api && control && browserSections.length > 0) {
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    details.chromium = browser.version();

    // 2. JS of the home page, all files, gzip bytes on the wire.
    await section('js', async () => {
      const home = await measurePageJs(browser, `${api.url}/`);
      const bare = await measurePageJs(browser, `${control.url}/`);
      details.homeJs = { app: home, control: bare };
      if (home.files === 0) throw new Error('the home page loaded no JS (is shell/dist built?)');
      rows.push({
        metric: 'home JS, gzip on the wire (all files)',
        value: `${kb(home.transferBytes)} (${home.files} files)`,
        control: `${kb(bare.transferBytes)} (${bare.files})`,
        ratio: ratioOf(home.transferBytes, bare.transferBytes),
        budget: `≤ ${BUDGET.homeJsRatio}× (aim 2.0×)`,
        pass: (ratioOf(home.transferBytes, bare.transferBytes) ?? Infinity) <= BUDGET.homeJsRatio,
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

    // 3. Extra JS to enter a remote's first route by client-side navigation from home.
    await section('remote', async () => {
      details.enterRemote = {};
      for (const [path, link] of [
        ['/help', LINK.help],
        ['/conditions', LINK.conditions],
        ['/login', LINK.login],
        ['/fast-track/search', LINK.fastTrack],
      ]) {
        const journey = await measureJourney(browser, `${api.url}/`, [{ link, path }]);
        const step = journey.steps[0];
        details.enterRemote[path] = step;
        if (!step.clientSide)
          notes.push(`home → ${path}: the link loaded a new page (not client-side navigation)`);
        if (step.jsFiles === 0)
          notes.push(`home → ${path}: no JS was downloaded (was the remote loaded before?)`);
        if (step.failures.length > 0)
          notes.push(`home → ${path}: failed requests: ${step.failures.join(', ')}`);
        rows.push({
          metric: `enter ${path} from home: extra JS`,
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
    });

    // 4. Copies of React's packages downloaded on journeys.
    await section('react', async () => {
      const journeys = [
        { name: 'home', start: '/', steps: [] },
        { name: 'cold load /help', start: '/help', steps: [] },
        {
          name: 'home → /help → /fast-track/search',
          start: '/',
          steps: [
            { link: LINK.help, path: '/help' },
            { link: LINK.fastTrack, path: '/fast-track/search' },
          ],
        },
      ];
      const bare = await measureJourney(browser, `${control.url}/`, []);
      details.reactCopies = { control: bare.reactCopies };
      for (const journey of journeys) {
        const result = await measureJourney(browser, `${api.url}${journey.start}`, journey.steps);
        details.reactCopies[journey.name] = result.reactCopies;
        if (result.failures.length > 0)
          notes.push(`${journey.name}: failed requests: ${result.failures.join(', ')}`);
        rows.push({
          metric: `React copies: ${journey.name}`,
          value: reactValue(result.reactCopies),
          control: reactValue(bare.reactCopies),
          ratio: null,
          budget: 'exactly 1 each',
          pass: exactlyOnce(result.reactCopies),
        });
      }
    });

    // 5. Home LCP and CLS with the CPU throttled, median of N cold loads, interleaved with the control.
    await section('lcp', async () => {
      const appUrl = `${api.url}/`;
      const controlUrl = `${control.url}/`;
      await measureVitals(browser, appUrl, options.cpuThrottle); // warm-up of both servers
      await measureVitals(browser, controlUrl, options.cpuThrottle);
      const app = [];
      const bare = [];
      for (let i = 0; i < options.runs; i += 1) {
        bare.push(await measureVitals(browser, controlUrl, options.cpuThrottle));
        app.push(await measureVitals(browser, appUrl, options.cpuThrottle));
      }
      details.vitals = { cpuThrottle: options.cpuThrottle, app, control: bare };
      if (app.some((v) => v.lcp === null)) throw new Error('the home page reported no LCP');
      const lcpApp = median(app.map((v) => v.lcp ?? 0));
      const lcpBare = median(bare.map((v) => v.lcp ?? 0));
      const ratio = ratioOf(lcpApp, lcpBare);
      rows.push({
        metric: `home LCP, ${options.cpuThrottle}× CPU, median of ${options.runs}`,
        value: ms(lcpApp),
        control: ms(lcpBare),
        ratio,
        budget: `≤ ${BUDGET.lcpRatio}×`,
        pass: (ratio ?? Infinity) <= BUDGET.lcpRatio,
      });
      const clsApp = Math.max(...app.map((v) => v.cls));
      const clsBare = Math.max(...bare.map((v) => v.cls));
      rows.push({
        metric: `home CLS, worst of ${options.runs}`,
        value: clsApp.toFixed(3),
        control: clsBare.toFixed(3),
        ratio: null,
        budget: `≤ ${BUDGET.cls}`,
        pass: clsApp <= BUDGET.cls,
      });
    });

    await browser.close();
    cleanups.pop();
  }

  // 6. API public reads under load vs a bare Fastify route in its own process.
  if (api) {
    await section('api', async () => {
      const load = { connections: options.connections, seconds: options.seconds, warmupSeconds: 1 };
      const bareServer = await startBareFastify(await freePort());
      cleanups.push(bareServer.stop);
      const bare = await loadTest(`${bareServer.url}/bare`, load);
      await bareServer.stop();
      cleanups.pop();
      details.api = { control: bare, reads: {} };
      const summary = (/** @type {typeof bare} */ r) => `${ms(r.latencyMs.p99)}, ${r.errors} err`;
      for (const path of API_READS) {
        const read = await loadTest(`${api.url}${path}`, load);
        details.api.reads[path] = read;
        const ratio = ratioOf(read.requestsPerSecond, bare.requestsPerSecond);
        rows.push({
          metric: `GET ${path}, ${load.connections} conn: req/s`,
          value: Math.round(read.requestsPerSecond).toLocaleString('en-US'),
          control: Math.round(bare.requestsPerSecond).toLocaleString('en-US'),
          ratio,
          budget: `≥ ${BUDGET.apiRatio}×`,
          pass: (ratio ?? 0) >= BUDGET.apiRatio,
        });
        rows.push({
          metric: '  p99 latency, errors',
          value: summary(read),
          control: summary(bare),
          ratio: null,
          budget: `≤ ${BUDGET.apiP99Ms} ms, 0 err`,
          pass: read.latencyMs.p99 <= BUDGET.apiP99Ms && read.errors === 0,
        });
      }
    });
  }
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

const failed = rows.filter((row) => row.pass === false).length;
console.log(`\nPerformance budgets (DESIGN.md §8), ${new Date().toISOString()}\n`);
console.log(formatTable(rows));
if (notes.length > 0) console.log(`\nNotes:\n${notes.map((n) => `  - ${n}`).join('\n')}`);
console.log(
  `\n${rows.filter((r) => r.pass === true).length} passed, ${failed} failed · ${((Date.now() - started) / 1000).toFixed(0)} s · ${RESULTS_FILE}`,
);
writeJson(RESULTS_FILE, {
  date: new Date().toISOString(),
  node: process.version,
  cores: availableParallelism(),
  options,
  budgets: BUDGET,
  rows,
  notes,
  details,
});
process.exitCode = failed > 0 ? 1 : 0;
