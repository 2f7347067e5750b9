import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRemoteScreenPages, parseRemoteScreens, spliceRemoteScreen } from './remote-screens';

const SPINNER = '<div class="spin" role="status"><span>Loading…</span></div>';
const frame = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Airport Services</title><style>.x{}</style></head>` +
  `<body><div id="root" data-frame="route"><header>H</header><main id="main" tabindex="-1" class="m">${SPINNER}</main>` +
  '<footer>F</footer></div></body></html>';

describe('a remote screen spliced into the route frame', () => {
  const screen = {
    html: '<div class="p"><h1>Help &amp; FAQs</h1><p>Find answers</p></div>',
    stylesheets: ['/remotes/mfe-help/329.ab.css'],
  };

  it('replaces what <main> holds with the screen inside the inert, busy slot', () => {
    const page = spliceRemoteScreen(frame('en-US'), screen) ?? '';
    expect(page).toContain(
      '<main id="main" tabindex="-1" class="m"><div data-remote-slot="" inert="" aria-busy="true"><div class="p"><h1>Help &amp; FAQs</h1><p>Find answers</p></div></div></main>',
    );
    expect(page).not.toContain(SPINNER);
    expect(page).toContain('<header>H</header>');
    expect(page).toContain('</main><footer>F</footer>');
  });

  it('links its stylesheets at the end of the head, after the inline start-up styles', () => {
    const page = spliceRemoteScreen(frame('en-US'), screen) ?? '';
    expect(page).toContain(
      '<style>.x{}</style><link rel="stylesheet" href="/remotes/mfe-help/329.ab.css"></head>',
    );
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('escapes what it writes into an attribute', () => {
    const page = spliceRemoteScreen(frame('en-US'), { html: '<p>x</p>', stylesheets: ['/a"><script>.css'] });
    expect(page).toContain('href="/a&#34;&#62;&#60;script&#62;.css"');
  });

  it('gives up on a page without a content area or a head (served as it is instead)', () => {
    expect(
      spliceRemoteScreen('<html><head></head><body><div id="root"></div></body></html>', screen),
    ).toBeNull();
    expect(spliceRemoteScreen('<html><body><main id="main">x</main></body></html>', screen)).toBeNull();
    expect(spliceRemoteScreen('<html><head></head><body><main id="main">x</body></html>', screen)).toBeNull();
  });
});

describe("a remote's prerender.json", () => {
  it('is read as screens by path and language', () => {
    const screens = parseRemoteScreens(
      JSON.stringify([
        { path: '/help', language: 'en-US', html: '<p>a</p>', css: ['329.ab.css'] },
        { path: '/help', language: 'pt-BR', html: '<p>b</p>', css: ['css/329.ab.css'] },
      ]),
    );
    expect(screens?.get('/help\npt-BR')?.html).toBe('<p>b</p>');
    expect(screens?.size).toBe(2);
  });

  it('is refused when it is not a list of screens, or names a file outside the remote', () => {
    expect(parseRemoteScreens('not json')).toBeNull();
    expect(parseRemoteScreens('{"path":"/help"}')).toBeNull();
    expect(parseRemoteScreens('[{"path":"/help","language":"en-US","html":1,"css":[]}]')).toBeNull();
    for (const file of ['../shell/x.css', '/etc/x.css', 'https://evil.example/x.css', 'a b.css'])
      expect(
        parseRemoteScreens(JSON.stringify([{ path: '/help', language: 'en-US', html: '', css: [file] }])),
      ).toBeNull();
  });
});

describe('pages with a remote screen', () => {
  let webRoot: string;
  const help = { name: 'mfe-help', manifestUrl: '/remotes/mfe-help/mf-manifest.json' } as const;
  const screensFile = () => join(webRoot, 'mfe-help', 'dist', 'prerender.json');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  const writeScreens = (intro: string) =>
    write(
      screensFile(),
      JSON.stringify([
        { path: '/help', language: 'en-US', html: `<p>${intro}</p>`, css: ['329.ab.css'] },
        { path: '/help', language: 'pt-BR', html: '<p>Encontre respostas</p>', css: ['329.ab.css'] },
      ]),
    );

  beforeEach(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'remote-screens-'));
    for (const lang of ['en-US', 'pt-BR'])
      write(join(webRoot, `shell/dist/frames/route.${lang}.out.html`), frame(lang));
    writeScreens('Find answers');
  });
  afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

  it('hold the screen of that exact path and language, its CSS served beside the manifest', () => {
    const pages = createRemoteScreenPages(webRoot);
    const page = pages(help, 'frames/route.pt-BR.out.html', '/help', 'pt-BR') ?? '';
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain(
      '<div data-remote-slot="" inert="" aria-busy="true"><p>Encontre respostas</p></div>',
    );
    expect(page).toContain('<link rel="stylesheet" href="/remotes/mfe-help/329.ab.css">');
    expect(pages(help, 'frames/route.en-US.out.html', '/help', 'en-US')).toContain('<p>Find answers</p>');
  });

  it('are none for another path or language, a remote without screens or a missing frame', () => {
    const pages = createRemoteScreenPages(webRoot);
    expect(pages(help, 'frames/route.en-US.out.html', '/helpList', 'en-US')).toBeNull();
    expect(pages(help, 'frames/route.en-US.out.html', '/help/', 'en-US')).toBeNull();
    expect(pages(help, 'frames/route.en-US.out.html', '/help', 'es-ES')).toBeNull();
    expect(
      pages(
        { name: 'mfe-auth', manifestUrl: '/remotes/mfe-auth/mf-manifest.json' },
        'frames/route.en-US.out.html',
        '/help',
        'en-US',
      ),
    ).toBeNull();
    expect(pages(help, 'frames/route.es-ES.out.html', '/help', 'en-US')).toBeNull();
    write(screensFile(), '{ broken');
    expect(pages(help, 'frames/route.en-US.out.html', '/help', 'en-US')).toBeNull();
  });

  it("read a remote's screens once per version of the file, and a new release's at once", () => {
    const released = new Date('2026-11-27T10:00:00Z');
    utimesSync(screensFile(), released, released);
    const pages = createRemoteScreenPages(webRoot);
    const first = pages(help, 'frames/route.en-US.out.html', '/help', 'en-US');
    expect(first).toContain('<p>Find answers</p>');
    // Same modification time and size: the same version, not read again.
    writeScreens('Xxxx xxxxxxx');
    utimesSync(screensFile(), released, released);
    expect(pages(help, 'frames/route.en-US.out.html', '/help', 'en-US')).toBe(first);
    // A new release of the remote.
    writeScreens('Find it all');
    utimesSync(screensFile(), new Date(), new Date(Date.now() + 5000));
    expect(pages(help, 'frames/route.en-US.out.html', '/help', 'en-US')).toContain('<p>Find it all</p>');
    rmSync(screensFile());
    expect(pages(help, 'frames/route.en-US.out.html', '/help', 'en-US')).toBeNull();
  });
});
