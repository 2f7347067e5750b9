import type { Page } from '@playwright/test';
import { COPY_MARKERS } from '../../bench/lib/react-markers.mjs';
import { expect, test } from '../support/fixtures';
import { waitForLivePage, waitForLiveScreen } from '../support/live-page';

// One marker per package, something only that package's own code does (the bench's, checked there
// against a build of each package): React, the router, i18next, axios and zustand.
const MARKERS = COPY_MARKERS;

const collectScripts = (page: Page) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.text());
  });
  return async () => {
    const texts = await Promise.all(bodies);
    return Object.fromEntries(
      Object.entries(MARKERS).map(([name, marker]) => [name, texts.filter((t) => marker.test(t)).length]),
    );
  };
};

/** Every shared package's code, downloaded exactly once. */
const once = Object.fromEntries(Object.keys(MARKERS).map((name) => [name, 1]));

test.describe('shared singletons', () => {
  test('React, the router, i18next, axios and zustand are downloaded once from home through two remotes', async ({
    page,
  }) => {
    const count = collectScripts(page);
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Help & FAQs' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByRole('banner').getByRole('link', { name: 'Fast Track' }).click();
    await expect(page).toHaveURL(/\/fast-track/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await count()).toEqual(once);
  });

  test('a cold load straight into a remote route downloads each shared package once', async ({ page }) => {
    const count = collectScripts(page);
    // The live screen's first call goes out through axios: once it is answered, every package is in.
    const listed = page.waitForResponse((r) => r.url().includes('/api/tc/list'));
    await page.goto('/termsOfUse');
    await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
    await waitForLiveScreen(page);
    await listed;
    expect(await count()).toEqual(once);
  });

  test('a cold load into a remote names its files in the page’s preload hints, and each downloads once', async ({
    page,
  }) => {
    const downloads = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      downloads.set(pathname, (downloads.get(pathname) ?? 0) + 1);
    });
    const response = await page.goto('/help');
    const hinted = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map((m) => m[1]);
    expect(hinted).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/federation\.\w+\.js$/),
        '/remotes/mfe-help/mf-manifest.json',
        '/remotes/mfe-help/remoteEntry.js',
        expect.stringMatching(/^\/remotes\/mfe-help\/__federation_expose_routes\.\w+\.js$/),
      ]),
    );
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(Object.fromEntries(hinted.map((file) => [file, downloads.get(file ?? '')]))).toEqual(
      Object.fromEntries(hinted.map((file) => [file, 1])),
    );
  });

  test('the federation runtime and axios are off the start-up path: the page names neither, both come once it is live', async ({
    page,
  }) => {
    const late: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (/^\/(?:federation|axios)\.\w+\.js$/.test(file)) late.push(file.split('.')[0] ?? file);
    });
    const html = await (await page.request.get('/')).text();
    const named = [...html.matchAll(/<script[^>]*\bsrc="\/([\w-]+)\./g)].map((match) => match[1]).sort();
    expect(named).toEqual(['libs', 'main', 'portal-shared', 'react']);
    await page.goto('/');
    await waitForLivePage(page);
    await expect.poll(() => [...late].sort()).toEqual(['/axios', '/federation']);
  });

  test('no remote is fetched before the user goes where it is needed', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Fast Track' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
  });
});
