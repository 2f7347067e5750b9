import { expect, test } from '../support/fixtures';

test.describe('how the apps are served', () => {
  test('manifests are no-cache, hashed chunks immutable, pages carry a strict CSP', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toContain('no-cache');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");

    const manifest = await request.get('/remotes/mfe-help/mf-manifest.json');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toContain('no-cache');
    const body = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = body.exposes[0]?.assets.js.sync[0];
    expect(chunk).toBeTruthy();
    const hashed = await request.get(`/remotes/mfe-help/${chunk}`);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('deep links fall back to the shell page', async ({ request }) => {
    const response = await request.get('/account/bookings/list?activedTitle=2', {
      headers: { accept: 'text/html' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
