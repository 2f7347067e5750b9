// @ts-check
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './prerender.mjs';

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
