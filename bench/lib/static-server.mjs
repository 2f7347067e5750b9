// A tiny static file server for the control page. Like the API's on-the-fly compression, every
// response is gzipped per request (zlib's default level) when the browser accepts gzip.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * @param {string} root folder to serve (`/` answers its index.html)
 * @param {number} port
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export const startStaticServer = (root, port) => {
  /** @type {Map<string, { plain: Buffer; type: string } | null>} */
  const files = new Map();
  const load = (/** @type {string} */ path) => {
    if (!files.has(path)) {
      try {
        const plain = readFileSync(join(root, path));
        files.set(path, {
          plain,
          type: TYPES[/** @type {keyof typeof TYPES} */ (extname(path))] ?? 'application/octet-stream',
        });
      } catch {
        files.set(path, null);
      }
    }
    return files.get(path);
  };
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const path = normalize(pathname === '/' ? '/index.html' : pathname);
    const file = path.includes('..') ? null : load(path);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipSync(file.plain) : file.plain;
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': path === '/index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
};
