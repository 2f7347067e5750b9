import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-apps';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it('revalidates entry files whatever their folder', () => {
    for (const file of [
      '/d/index.html',
      '/d/mf-manifest.json',
      '/d/remoteEntry.js',
      '/d/remoteEntry.js.gz',
    ]) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });

  it('caches files named with a content hash for a year', () => {
    for (const file of [
      '/d/main.3f9a2b1c.js',
      '/d/static/js/async/381.0a1b2c3d4e5f6a7b.js',
      '/d/app-1a2b3c4d5e.css',
      '/d/x.3f9a2b1c.js.br',
    ]) {
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    }
  });

  it('revalidates files without a hash', () => {
    for (const file of ['/d/favicon.svg', '/d/robots.txt', '/d/deadbeef.txt', '/d/vendors-react.js']) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });
});
