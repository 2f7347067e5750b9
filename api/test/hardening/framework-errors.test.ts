import { connect, type Socket } from 'node:net';
import { ErrorCode } from '@portal/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../helpers/envelope';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Opens a raw connection, writes `parts` with `gapMs` between them, resolves with all it read. */
const slowClient = (port: number, parts: string[], gapMs: number): Promise<{ text: string; ms: number }> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, ms: Date.now() - started });
    });
    let index = 0;
    const writeNext = () => {
      if (socket.destroyed) return;
      const part = parts[index];
      index += 1;
      if (part === undefined) return;
      socket.write(part);
      timer = setTimeout(writeNext, gapMs);
    };
    socket.on('connect', writeNext);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open (read so far: ${text.slice(0, 80)})`));
    }, 15_000).unref();
  });

describe('answers written before routing', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '1000' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t?.close());

  it('answers a URL that cannot be decoded in the envelope, with the security headers', async () => {
    for (const url of ['/api/%ZZ', '/api/faq/%E0%A4%A', '/api/%']) {
      const response = await t.app.inject({ method: 'GET', url });
      failure(response, 400, ErrorCode.BAD_REQUEST);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('closes a connection whose headers arrive a byte at a time, answering 408 in the envelope', async () => {
    const header = 'GET /api/public/project-status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
    const parts = [...header, ...'a'.repeat(100)];
    const { text, ms } = await slowClient(port, parts, 100);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      state: '0',
      errorCode: ErrorCode.BAD_REQUEST,
    });
    expect(ms).toBeLessThan(6_000);
  });

  it('closes a connection whose body trickles in, instead of holding it', async () => {
    const head =
      'POST /api/login/gen-token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const { text, ms } = await slowClient(port, [head, ...'{"email":"a'.split('')], 400);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(8_000);
  });

  it('closes an idle kept-alive connection after its timeout', async () => {
    const request = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const { text, ms } = await slowClient(port, [request], 60_000);
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeLessThan(6_000);
  });
});
