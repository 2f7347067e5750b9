import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteEntry } from '@portal/shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPagePreloads } from './page-preloads';

const help = (over: Partial<RemoteEntry> = {}): RemoteEntry => ({
  name: 'mfe-help',
  manifestUrl: '/remotes/mfe-help/mf-manifest.json',
  prefixes: ['/help', '/helpList'],
  enabled: true,
  ...over,
});

const manifest = (routesJs: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './booking-detail', assets: { js: { sync: ['__expose_detail.1.js'] }, css: { sync: [] } } },
      {
        path: './routes',
        assets: {
          js: { sync: [routesJs], async: ['329.f695d2b652.js'] },
          css: { sync: ['routes.9a8b7c6d.css'] },
        },
      },
    ],
  });

let webRoot: string;
const manifestFile = () => join(webRoot, 'mfe-help', 'dist', 'mf-manifest.json');

beforeEach(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'page-preloads-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  mkdirSync(join(webRoot, 'mfe-help', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'main.0123456789.js'), '');
  writeFileSync(join(webRoot, 'shell', 'dist', 'federation.58fb788b48.js'), '');
  writeFileSync(manifestFile(), manifest('__federation_expose_routes.0986b5ceab.js'));
});

afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

describe('preload hints for a cold load into a remote', () => {
  it('names the federation runtime, the manifest, the entry and the route table, each as it will be asked for', () => {
    const preloads = createPagePreloads(webRoot);
    expect(preloads('/helpList', [help()])?.split(', ')).toEqual([
      '</federation.58fb788b48.js>; rel=preload; as=script',
      '</remotes/mfe-help/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</remotes/mfe-help/remoteEntry.js>; rel=preload; as=script',
      '</remotes/mfe-help/__federation_expose_routes.0986b5ceab.js>; rel=preload; as=script',
      '</remotes/mfe-help/routes.9a8b7c6d.css>; rel=preload; as=style',
    ]);
  });

  it('gives none to home, a path no remote owns, a remote that is off or served from elsewhere', () => {
    const preloads = createPagePreloads(webRoot);
    expect(preloads('/', [help()])).toBeNull();
    expect(preloads('/helpful', [help()])).toBeNull();
    expect(preloads('/help', [help({ enabled: false })])).toBeNull();
    expect(
      preloads('/help', [help({ manifestUrl: 'https://cdn.example/mfe-help/mf-manifest.json' })]),
    ).toBeNull();
    expect(preloads('/help', [])).toBeNull();
  });

  it('gives none when the remote has no build, and reads a new build’s manifest', () => {
    const preloads = createPagePreloads(webRoot);
    rmSync(manifestFile());
    expect(preloads('/help', [help()])).toBeNull();
    writeFileSync(manifestFile(), manifest('__federation_expose_routes.ffffffffff.js'));
    utimesSync(manifestFile(), new Date(), new Date(Date.now() + 5000));
    expect(preloads('/help', [help()])).toContain(
      '/remotes/mfe-help/__federation_expose_routes.ffffffffff.js>',
    );
  });
});
