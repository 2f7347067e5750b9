// @ts-check
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineStylesheets, screenEntries, writeFramePages } from './prerender.mjs';

describe("the frame's stylesheets", () => {
  const files = /** @type {Record<string, string>} */ ({
    '/portal-shared.aaa.css': '.alert{margin:0 0 16px}\n',
    '/main.bbb.css': '.notice{margin:0}\n',
  });
  const page = [
    '<html><head><title>x</title>',
    '<script defer src="/main.ccc.js"></script>',
    '<link href="/portal-shared.aaa.css" rel="stylesheet">',
    '<link rel="stylesheet" href="/main.bbb.css">',
    '<link rel="icon" href="data:,">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');

  it('are the page’s own, inline, in its order: the shared parts’, then the shell’s, which may restyle them', () => {
    const out = inlineStylesheets(page, (href) => files[href] ?? '');
    expect(out).toContain('<style>.alert{margin:0 0 16px}\n.notice{margin:0}</style>');
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('</head>'));
  });

  it('leave no stylesheet to download, and the other links alone', () => {
    const out = inlineStylesheets(page, (href) => files[href] ?? '');
    expect(out).not.toMatch(/rel="?stylesheet/);
    expect(out).not.toContain('.css');
    expect(out).toContain('<link rel="icon" href="data:,">');
    expect(out).toContain('<script defer src="/main.ccc.js"></script>');
  });

  it('leave a page without stylesheets as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(inlineStylesheets(plain, () => '')).toBe(plain);
  });
});

describe('the frame pages', () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** @param {Partial<import('./prerender.mjs').RenderedFrame>} frame */
  const frame = (frame) => ({
    kind: /** @type {const} */ ('home'),
    language: 'en-US',
    session: /** @type {const} */ ('out'),
    title: 'Airport Services',
    description: 'Travel through the airport with ease.',
    html: '<p>Hello</p>',
    startMessages: '<script type="application/json" id="portal-start-messages" data-lang="en-US">{}</script>',
    ...frame,
  });

  /** @param {import('./prerender.mjs').RenderedFrame[]} frames */
  const write = (frames) => {
    const dist = mkdtempSync(path.join(tmpdir(), 'frames-'));
    dirs.push(dist);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    writeFramePages(dist, frames);
    return (/** @type {string} */ file) => readFileSync(path.join(dist, file), 'utf8');
  };

  it('carry their language, title and a description in that language (what search results show)', () => {
    const read = write([
      frame({}),
      frame({
        kind: 'route',
        language: 'pt-BR',
        title: 'Serviços Aeroportuários',
        description: 'Passe pelo aeroporto "com" facilidade & conforto.',
      }),
    ]);
    const route = read('frames/route.pt-BR.out.html');
    expect(route).toContain('<html lang="pt-BR">');
    expect(route).toContain(
      '<title>Serviços Aeroportuários</title><meta name="description" content="Passe pelo aeroporto &#34;com&#34; facilidade &#38; conforto.">',
    );
    expect(route.match(/<meta name="description"/g)).toHaveLength(1);
    expect(read('index.html')).toContain(
      '<meta name="description" content="Travel through the airport with ease.">',
    );
    expect(read('frames/home.en-US.out.html')).toContain('<div id="root" data-frame="home"');
  });

  it('carry their start-up texts right after the frame, each in its own language', () => {
    const pt =
      '<script type="application/json" id="portal-start-messages" data-lang="pt-BR">{"common":{}}</script>';
    const read = write([frame({}), frame({ kind: 'route', language: 'pt-BR', startMessages: pt })]);
    expect(read('frames/route.pt-BR.out.html')).toContain(`<p>Hello</p></div>${pt}</body>`);
    expect(read('index.html')).toContain('data-lang="en-US">{}</script></body>');
  });
});

describe("a remote's prerendered screens", () => {
  const HOME = 'src/routes.tsx\n./features/faq/help-home-page';
  const LEGAL = 'src/routes.tsx\n./features/legal/legal-page';
  /** What the Node bundle's chunks answer (the screen's import, the texts' import). */
  const importsOfChunk = (/** @type {string} */ chunk) =>
    /** @type {Record<string, string[]>} */ ({
      12: [HOME],
      34: [LEGAL],
      56: ['../shared/src/i18n/x.ts\n./locales'],
    })[chunk] ?? [];
  /** What the browser build loads with each import: the route table's own CSS first, then the screen's. */
  const cssOfImport = new Map([
    [HOME, ['routes.aa.css', '329.bb.css']],
    [LEGAL, ['routes.aa.css', '755.cc.css']],
  ]);

  it('name the CSS files of the imports their render made, each once, in the order they load', () => {
    const entries = screenEntries(
      [
        { path: '/help', language: 'en-US', html: '<h1>Help</h1>', chunks: ['12', '56'] },
        { path: '/conditions', language: 'pt-BR', html: '<h1>Termos</h1>', chunks: ['56', '34', '12'] },
      ],
      importsOfChunk,
      cssOfImport,
    );
    expect(entries).toEqual([
      { path: '/help', language: 'en-US', html: '<h1>Help</h1>', css: ['routes.aa.css', '329.bb.css'] },
      {
        path: '/conditions',
        language: 'pt-BR',
        html: '<h1>Termos</h1>',
        css: ['routes.aa.css', '755.cc.css', '329.bb.css'],
      },
    ]);
  });

  it('refuse a screen that rendered nothing (the build fails)', () => {
    expect(() =>
      screenEntries(
        [{ path: '/help', language: 'es-ES', html: ' ', chunks: [] }],
        importsOfChunk,
        cssOfImport,
      ),
    ).toThrow('/help (es-ES) rendered nothing');
  });
});
