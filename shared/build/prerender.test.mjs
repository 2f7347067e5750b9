// @ts-check
import { describe, expect, it } from 'vitest';
import { FRAME_CSS_CHUNKS, frameStyles } from './prerender.mjs';

describe("the frame's stylesheets", () => {
  const frameCss = {
    uniqueName: 'shell',
    stylesheets: [
      { chunk: 'portal-shared', id: '46', file: 'portal-shared.aaa.css' },
      { chunk: 'app', id: '509', file: 'app.bbb.css' },
    ],
  };
  const files = /** @type {Record<string, string>} */ ({
    'portal-shared.aaa.css': '.alert{margin:0 0 16px}\n',
    'app.bbb.css': '.notice{margin:0}\n',
  });

  it('are the share’s, then the shell’s, which may restyle a shared component', () => {
    expect(FRAME_CSS_CHUNKS).toEqual(['portal-shared', 'app']);
    const styles = frameStyles(frameCss, (file) => files[file] ?? '');
    expect(styles.indexOf('.alert{')).toBeLessThan(styles.indexOf('.notice{'));
    expect(styles.startsWith('<style>.alert{margin:0 0 16px}\n.notice{margin:0}</style>')).toBe(true);
  });

  it('mark each chunk the way the chunk loader does, without a download', () => {
    const styles = frameStyles(frameCss, (file) => files[file] ?? '');
    expect(styles).toContain('<link rel="stylesheet" data-rspack="shell:chunk-46">');
    expect(styles).toContain('<link rel="stylesheet" data-rspack="shell:chunk-509">');
    expect(styles).not.toMatch(/href=/);
  });
});
