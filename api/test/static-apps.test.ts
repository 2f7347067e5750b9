import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ErrorCode } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from './helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from './helpers/test-app';

const PAGE =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const BIG_SCRIPT = `export const words = ${JSON.stringify('airport transfer fast track '.repeat(400))};\n`;

const makeWebRoot = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': PAGE,
    'shell/dist/main.3f9a2b1c.js': 'console.log("shell");',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'mfe-help/dist/mf-manifest.json': '{"id":"mfe-help"}',
    'mfe-help/dist/remoteEntry.js': 'var mfe_help;',
    'mfe-help/dist/static/js/async/381.0a1b2c3d4e5f6a7b.js': BIG_SCRIPT,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
};

describe.each(databaseTargets)('static apps on %s', (target) => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    t = await createTestApp(target, {
      env: { WEB_ROOT: webRoot, PAYMENT_HOST_ORIGIN: 'https://pay.example.com' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ url, headers: { accept } });

  it('serves the shell page at / with a strict CSP that allows only the payment host to be framed and its tokenizer to run', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // A payment host off this machine takes the card in its hosted tokenization iframe, shown by its script.
    expect(csp).toContain("script-src 'self' https://pay.example.com;");
    expect(csp).toContain("frame-src 'self' https://pay.example.com");
    expect(csp).toContain("form-action 'self' https://pay.example.com");
    expect(csp).toContain("object-src 'none'");
    // Helmet's set: HTTPS only from the first visit on, no shared browsing context with other
    // sites' windows, the page not loadable by other origins.
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('falls back to the shell page for any page route a browser asks for', async () => {
    for (const url of ['/account/overview', '/help', '/sign-up/step-1?channel=card']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });

  it('does not fall back for API paths, remotes, health checks or non-page requests', async () => {
    failure(await page('/api/nothing'), 404, ErrorCode.NOT_FOUND);
    failure(await page('/remotes/mfe-help/missing.js'), 404, ErrorCode.NOT_FOUND);
    failure(await page('/account/overview', 'application/json'), 404, ErrorCode.NOT_FOUND);
    failure(
      await t.app.inject({ method: 'POST', url: '/account', headers: { accept: 'text/html' } }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });

  it('caches hashed files forever and revalidates entry files and unhashed ones', async () => {
    const hashed = await t.app.inject('/main.3f9a2b1c.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(hashed.headers['content-type'])).toMatch(/javascript/);

    const remoteChunk = await t.app.inject('/remotes/mfe-help/static/js/async/381.0a1b2c3d4e5f6a7b.js');
    expect(remoteChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const url of [
      '/remotes/mfe-help/mf-manifest.json',
      '/remotes/mfe-help/remoteEntry.js',
      '/favicon.svg',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends a release's files with nosniff alone, loadable under the widget on an issuer's page", async () => {
    for (const url of ['/main.3f9a2b1c.js', '/remotes/mfe-help/remoteEntry.js', '/favicon.svg']) {
      const response = await t.app.inject(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of ['cross-origin-resource-policy', 'strict-transport-security', 'x-frame-options'])
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const api = await t.app.inject({ method: 'POST', url: '/api/area/country-list', payload: {} });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['strict-transport-security']).toBeDefined();
  });

  it('compresses scripts for clients that accept it', async () => {
    const response = await t.app.inject({
      url: '/remotes/mfe-help/static/js/async/381.0a1b2c3d4e5f6a7b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(BIG_SCRIPT);
  });

  it('answers 404 for a remote that has no build and never serves files outside a dist folder', async () => {
    failure(await t.app.inject('/remotes/mfe-auth/remoteEntry.js'), 404, ErrorCode.NOT_FOUND);
    const traversal = await t.app.inject('/remotes/mfe-help/..%2f..%2fshell/dist/index.html');
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain('<div id="root">');
  });
});

describe('the prerendered page frames (issue 15)', () => {
  let t: TestApp;
  let webRoot: string;
  const frame = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    for (const kind of ['home', 'route']) {
      for (const language of ['en-US', 'pt-BR', 'es-ES']) {
        for (const session of ['out', 'in']) {
          const path = join(webRoot, 'shell/dist/frames', `${kind}.${language}.${session}.html`);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, frame(`${kind}.${language}.${session}`));
        }
      }
    }
    t = await createTestApp('pglite', { env: { WEB_ROOT: webRoot } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('serves the home frame at / and the route frame elsewhere, by the hint cookies', async () => {
    expect((await page('/')).body).toBe(frame('home.en-US.out'));
    expect((await page('/?paymentId=1')).body).toBe(frame('home.en-US.out'));
    expect((await page('/help')).body).toBe(frame('route.en-US.out'));
    expect((await page('/', 'portal-lang=pt-BR')).body).toBe(frame('home.pt-BR.out'));
    expect((await page('/account/overview', 'a=1; portal-session=in; portal-lang=es-ES')).body).toBe(
      frame('route.es-ES.in'),
    );
    const response = await page('/', 'portal-lang=xx-XX; portal-session=maybe');
    expect(response.body).toBe(frame('home.en-US.out'));
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe("a remote's prerendered first screen in the page of its path (issue 22)", () => {
  let t: TestApp;
  let webRoot: string;
  const SPINNER = '<div role="status">Loading</div>';
  const routeFrame = (name: string) =>
    `<!doctype html><html><head><style>.a{}</style></head><body><div id="root"><main id="main" tabindex="-1">${SPINNER}</main>${name}</div></body></html>`;
  beforeAll(async () => {
    webRoot = makeWebRoot();
    for (const language of ['en-US', 'pt-BR', 'es-ES']) {
      for (const session of ['out', 'in']) {
        const path = join(webRoot, 'shell/dist/frames', `route.${language}.${session}.html`);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, routeFrame(`${language}.${session}`));
      }
    }
    writeFileSync(
      join(webRoot, 'mfe-help/dist/prerender.json'),
      JSON.stringify(
        ['en-US', 'pt-BR'].map((language) => ({
          path: '/help',
          language,
          html: `<p>intro ${language}</p>`,
          css: ['329.58852ce606.css'],
        })),
      ),
    );
    t = await createTestApp('pglite', { env: { WEB_ROOT: webRoot } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const SLOT = '<div data-remote-slot="" inert="" aria-busy="true">';

  it('holds the screen in the language the visitor reads, its stylesheet in the head, served as a page', async () => {
    const response = await page('/help?q=1', 'portal-lang=pt-BR');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<main id="main" tabindex="-1">${SLOT}<p>intro pt-BR</p></div></main>pt-BR.out`,
    );
    expect(response.body).toContain(
      '<link rel="stylesheet" href="/remotes/mfe-help/329.58852ce606.css"></head>',
    );
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(String(response.headers.link)).toContain('/remotes/mfe-help/mf-manifest.json');
    expect((await page('/help')).body).toContain('<p>intro en-US</p>');
  });

  it('is not there for a path or language without a screen, or for a visitor hinted as logged in', async () => {
    expect((await page('/helpList')).body).toBe(routeFrame('en-US.out'));
    expect((await page('/help', 'portal-lang=es-ES')).body).toBe(routeFrame('es-ES.out'));
    expect((await page('/help', 'portal-session=in')).body).toBe(routeFrame('en-US.in'));
    expect((await page('/account/overview')).body).toBe(routeFrame('en-US.out'));
  });

  it('is not there while operations have the remote switched off, and back once it is on', async () => {
    await t.app.services.remotes.setEnabled('mfe-help', false);
    try {
      const off = await page('/help');
      expect(off.body).toBe(routeFrame('en-US.out'));
      expect(off.body).not.toContain(SLOT);
    } finally {
      await t.app.services.remotes.setEnabled('mfe-help', true);
    }
    expect((await page('/help')).body).toContain(`${SLOT}<p>intro en-US</p></div>`);
  });
});
