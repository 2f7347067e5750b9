// The boundaries `npm run check` enforces catch what they are meant to: violations planted in a
// temporary copy of the project's layout fail dependency-cruiser with the project's own rules
// (.dependency-cruiser.cjs), and a route folder added after the route list was generated makes
// `generate-route-list.mjs --check` fail.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRouteList, routeListIsCurrent, writeRouteList } from '../generate-route-list.mjs';
import { ROOT } from '../lib/run.mjs';

const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const GENERATOR = join(ROOT, 'scripts/generate-route-list.mjs');

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A temporary folder holding `files` (path → text). */
const fixture = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'portal-boundaries-'));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

/** dependency-cruiser as `npm run check` runs it, on `paths` of the fixture `root`. */
const cruise = (root, paths, outputType = 'json') =>
  spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', outputType, ...paths], {
    cwd: root,
    encoding: 'utf8',
  });

/** Each violation as `rule: from → to` (cycles: `rule: from → first module of the cycle`). */
const violationsOf = (result) => {
  expect(result.stderr).toBe('');
  const { summary } = JSON.parse(result.stdout);
  return summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
};

describe('the dependency rules', () => {
  const planted = () => {
    const root = fixture({
      // A remote: one feature imports another's folder; a second imports only its remote's common folder.
      'mfe-demo/src/features/search/search-page.ts':
        "import { ResultList } from '../result/result-list';\nexport const SearchPage = ResultList;\n",
      'mfe-demo/src/features/result/result-list.ts':
        "import { formatLane } from '../../lib/format-lane';\nexport const ResultList = formatLane;\n",
      'mfe-demo/src/lib/format-lane.ts': 'export const formatLane = (lane: string) => lane;\n',
      // A cycle in the library, one side of it type-only: still a cycle.
      'shared/src/cart/cart.ts':
        "import { priceOf } from './price';\nexport interface Cart { items: string[] }\nexport const total = (cart: Cart) => cart.items.map(priceOf);\n",
      'shared/src/cart/price.ts':
        "import type { Cart } from './cart';\nexport const priceOf = (item: string) => item.length;\nexport const first = (cart: Cart) => cart.items[0];\n",
      // A barrel in shared/src/bookings, and a remote going through it.
      'shared/src/bookings/index.ts': "export * from './format';\n",
      'shared/src/bookings/format.ts': 'export const formatMoney = (amount: number) => amount.toFixed(2);\n',
      'mfe-demo/src/features/result/price.ts':
        "import { formatMoney } from '../../../../shared/src/bookings';\nexport const price = formatMoney(1);\n",
      // Browser code reaching for Node, the API, another remote.
      'shared/src/files/read.ts':
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'shared/src/files/server.ts': "export { buildApp } from '../../../api/src/app';\n",
      'api/src/app.ts': 'export const buildApp = () => null;\n',
      'mfe-demo/src/features/search/other.ts': "export { thing } from '../../../../mfe-other/src/thing';\n",
      'mfe-other/src/thing.ts': 'export const thing = 1;\n',
    });
    copyFileSync(join(ROOT, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
    return root;
  };

  it('find a cycle, an import across features, the barrel, Node in the browser, the API and another remote', {
    timeout: 90_000,
  }, () => {
    const root = planted();
    const found = violationsOf(cruise(root, ['mfe-demo/src', 'mfe-other/src', 'shared/src', 'api/src']));
    expect(found).toEqual(
      expect.arrayContaining([
        'no-cross-feature-imports: mfe-demo/src/features/search/search-page.ts → mfe-demo/src/features/result/result-list.ts',
        'no-barrel-in-shared-bookings: mfe-demo/src/features/result/price.ts → shared/src/bookings/index.ts',
        'browser-not-to-node-builtins: shared/src/files/read.ts → fs',
        'browser-not-to-server: shared/src/files/server.ts → api/src/app.ts',
        'remote-not-to-other-remote-or-shell: mfe-demo/src/features/search/other.ts → mfe-other/src/thing.ts',
      ]),
    );
    expect(found.filter((violation) => violation.startsWith('no-circular: shared/src/cart/'))).not.toEqual(
      [],
    );
    // A feature importing its remote's common folder is fine.
    expect(found.filter((violation) => violation.includes('lib/format-lane'))).toEqual([]);
  });

  it('fail the run (exit code) as `npm run check` runs them', { timeout: 90_000 }, () => {
    const root = planted();
    const result = cruise(root, ['mfe-demo/src', 'mfe-other/src', 'shared/src', 'api/src'], 'err');
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('error no-circular');
    expect(result.stdout).toContain('error no-cross-feature-imports');
    expect(result.stdout).toContain('error no-barrel-in-shared-bookings');
  });

  it('refuses an API service that imports the database directly, not its repository', {
    timeout: 90_000,
  }, () => {
    const root = fixture({
      'api/src/db/schema.ts': 'export const users = 1;\n',
      'api/src/services/users/user-service.ts':
        "import { users } from '../../db/schema';\nexport const u = users;\n",
      'api/src/services/users/user-repository.ts':
        "import { users } from '../../db/schema';\nexport const r = users;\n",
    });
    copyFileSync(join(ROOT, 'tsconfig.base.json'), join(root, 'tsconfig.base.json'));
    const result = cruise(root, ['api/src']);
    expect(violationsOf(result)).toEqual([
      'only-repositories-touch-the-database: api/src/services/users/user-service.ts → api/src/db/schema.ts',
    ]);
    expect(JSON.parse(result.stdout).summary.violations[0].rule.severity).toBe('error');
    expect(cruise(root, ['api/src'], 'err').status).not.toBe(0);
  });
});

describe('the route list', () => {
  const routesFixture = () =>
    fixture({
      'health/index.ts': 'export const healthRoutes = async () => {};\n',
      'user/index.ts': 'export const userRoutes = async () => {};\n',
      'reg-credit-card/index.ts': 'export const regCreditCardRoutes = async () => {};\n',
      'payment-webhook/index.ts': 'export const paymentWebhookRoutes = async () => {};\n',
      // No index.ts: helpers of the routes, not a path segment.
      'bookings/register-booking-spine.ts': 'export const registerBookingSpine = () => {};\n',
    });
  const check = (dir) =>
    spawnSync(process.execPath, [GENERATOR, '--check', '--dir', dir], { cwd: ROOT, encoding: 'utf8' });

  it('registers health first with its options, then each folder by its convention name', () => {
    const text = renderRouteList(routesFixture());
    const registered = [...text.matchAll(/await app\.register\((\w+)(, options)?\);/g)].map((m) => m[0]);
    expect(registered).toEqual([
      'await app.register(healthRoutes, options);',
      'await app.register(regCreditCardRoutes);',
      'await app.register(userRoutes);',
    ]);
    expect(text).toContain("import { regCreditCardRoutes } from './reg-credit-card';");
    expect(text).not.toContain('paymentWebhookRoutes');
    expect(text).not.toContain('bookings');
  });

  it('is found stale when a route folder is added after it was written', () => {
    const dir = routesFixture();
    writeRouteList(dir);
    expect(check(dir).status).toBe(0);
    mkdirSync(join(dir, 'fast-lane'));
    writeFileSync(join(dir, 'fast-lane/index.ts'), 'export const fastLaneRoutes = async () => {};\n');
    const stale = check(dir);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('route-list.generated.ts is stale');
    writeRouteList(dir);
    expect(check(dir).status).toBe(0);
    expect(renderRouteList(dir)).toContain('await app.register(fastLaneRoutes);');
  });

  it('refuses a route folder whose index.ts does not export its routes by the convention name', () => {
    const dir = routesFixture();
    writeFileSync(join(dir, 'user/index.ts'), 'export const usersRoutes = async () => {};\n');
    expect(() => renderRouteList(dir)).toThrow(/must export `userRoutes`/);
    expect(check(dir).status).toBe(1);
  });

  it('is current in this checkout (the build writes it; `npm run check` runs this check)', () => {
    expect(routeListIsCurrent()).toBe(true);
  });
});
