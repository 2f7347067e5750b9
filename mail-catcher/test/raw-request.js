import { request } from 'node:http';

/**
 * One HTTP request with the path and headers exactly as given (fetch would normalise the path
 * and refuses to set Host), on its own connection.
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ method?: string; headers?: Record<string, string>; body?: string }} [options]
 * @returns {Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; text: string }>}
 */
export const rawRequest = (baseUrl, path, options = {}) =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const outgoing = request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (incoming) => {
        /** @type {Buffer[]} */
        const chunks = [];
        incoming.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    // A process that died never answers: fail fast instead of at the test's timeout.
    outgoing.setTimeout(5_000, () => outgoing.destroy(new Error(`no answer to ${path}`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
