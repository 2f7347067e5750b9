import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP request with the path and headers exactly as given (fetch would normalise the path
 * and refuses to set Host), on its own connection.
 */
export const rawRequest = (
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const outgoing = request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
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
