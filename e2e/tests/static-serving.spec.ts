import { expect, test } from '../support/fixtures';

test.describe('how the apps are served', () => {
  test('manifests are no-cache, hashed chunks immutable, pages carry a strict CSP', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toContain('no-cache');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");

    const manifest = await request.get('/remotes/mfe-help/mf-manifest.json');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toContain('no-cache');
    const body = (await manifest.json()) as {
      metaData: { globalName: string; remoteEntry: { name: string } };
    };
    expect(body.metaData.globalName).toBe('mfe-help');
    const entry = await request.get(`/remotes/mfe-help/${body.metaData.remoteEntry.name}`);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toContain('no-cache');

    const script = (await page.text()).match(/src="\/(main\.[a-f0-9]{10}\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const hashed = await request.get(`/${script}`);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script goes with nosniff and without the request id and the page-only headers; a hashed
    // one also without what a file kept a year never uses (validators, ranges). An entry file is
    // revalidated: it keeps its ETag. Pages and API answers keep every header.
    for (const file of [hashed, entry]) {
      expect(file.headers()['x-content-type-options']).toBe('nosniff');
      for (const name of ['x-request-id', 'x-frame-options', 'referrer-policy'])
        expect(file.headers()[name], name).toBeUndefined();
    }
    for (const name of ['etag', 'last-modified', 'accept-ranges'])
      expect(hashed.headers()[name], name).toBeUndefined();
    expect(entry.headers().etag).toBeTruthy();
    expect(page.headers()['x-frame-options']).toBe('DENY');
    const api = await request.get('/api/public/project-status', { headers: { channel: 'web' } });
    expect(api.headers()['x-request-id']).toBeTruthy();
    expect(api.headers()['x-frame-options']).toBe('DENY');
  });

  test("every remote publishes Module Federation 2's standard manifest: its exposed modules and shared singletons", async ({
    request,
  }) => {
    type Manifest = {
      name: string;
      metaData: { remoteEntry: { name: string } };
      exposes: { path: string }[];
      shared: { name: string; singleton: boolean; requiredVersion: string }[];
    };
    const exposed = {
      'mfe-help': ['./routes'],
      'mfe-auth': ['./routes'],
      'mfe-account': ['./routes'],
      // Fast Track also releases the booking widget issuers embed (issue 27).
      'mfe-fast-track': ['./routes', './payment-return', './booking-detail', './widget'],
      'mfe-airport-assistant': ['./routes', './payment-return', './booking-detail'],
      'mfe-transport': ['./routes', './payment-return', './booking-detail'],
    };
    for (const [remote, modules] of Object.entries(exposed)) {
      const manifest = (await (await request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as Manifest;
      expect(manifest.name).toBe(remote);
      expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
      expect(manifest.exposes.map((expose) => expose.path).sort()).toEqual([...modules].sort());
      const shared = new Map(manifest.shared.map((share) => [share.name, share]));
      for (const name of [
        'react',
        'react/jsx-runtime',
        'react-router',
        '@portal/shared/stores',
        '@portal/shared/i18n',
      ])
        expect(shared.get(name), `${remote} shares ${name}`).toMatchObject({ singleton: true });
      expect(shared.get('react')?.requiredVersion).toMatch(/^\^19\./);
    }
  });

  test('deep links fall back to the shell page', async ({ request }) => {
    const response = await request.get('/account/bookings/list?activedTitle=2', {
      headers: { accept: 'text/html' },
    });
    expect(response.status()).toBe(200);
    // The header-and-footer frame, prerendered (issue 15), for every page but `/`.
    expect(await response.text()).toContain('<div id="root" data-frame="route" data-frame-lang="en-US"');
  });

  test('the page comes in the language and session state the hint cookies name', async ({ request }) => {
    const home = await request.get('/', {
      headers: { accept: 'text/html', cookie: 'portal-lang=pt-BR; portal-session=in' },
    });
    expect(home.headers().vary).toMatch(/cookie/i);
    const html = await home.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('data-frame="home" data-frame-lang="pt-BR" data-frame-session="in"');
    expect(html).not.toContain('href="/login"');
  });
});
