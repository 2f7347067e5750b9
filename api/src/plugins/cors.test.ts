import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_ALLOWED_HEADERS, corsPlugin, normaliseOrigin } from './cors';

const ISSUER = 'https://www.issuer.example';
const PORTAL = 'https://portal.example';

describe('the API across origins', () => {
  let app: FastifyInstance;
  let apiCalls = 0;

  beforeAll(async () => {
    app = Fastify();
    await app.register(corsPlugin, {
      allowedOrigins: [ISSUER, 'http://127.0.0.1:9000'],
      publicUrl: `${PORTAL}/`,
    });
    app.get('/api/public/remotes', async () => {
      apiCalls += 1;
      return { state: '1', result: [] };
    });
    app.post('/api/cip/trafficSites', async () => {
      apiCalls += 1;
      return { state: '1', result: { sites: [] } };
    });
    app.get('/remotes/mfe-fast-track/mf-manifest.json', async () => ({ id: 'mfe-fast-track' }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, origin?: string, host = 'portal.example') =>
    app.inject({ method: 'GET', url, headers: { host, ...(origin ? { origin } : {}) } });

  it("answers an issuer's page on the allow-list, naming its origin and never credentials", async () => {
    const before = apiCalls;
    const answer = await get('/api/public/remotes', ISSUER);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(ISSUER);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Origin/);
    expect(apiCalls).toBe(before + 1);
  });

  it("answers the preflight of the widget's calls, without the session header", async () => {
    const answer = await app.inject({
      method: 'OPTIONS',
      url: '/api/cip/trafficSites',
      headers: {
        host: 'portal.example',
        origin: 'http://127.0.0.1:9000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, channel, authorization',
      },
    });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('http://127.0.0.1:9000');
    expect(answer.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(answer.headers['access-control-allow-headers']).toBe(CORS_ALLOWED_HEADERS);
    expect(String(answer.headers['access-control-allow-headers'])).not.toMatch(/authorization/);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses every other origin before the route runs, and tells it nothing', async () => {
    const before = apiCalls;
    for (const origin of [
      'https://rogue.example',
      'https://www.issuer.example:8443',
      'null',
      'http://127.0.0.1',
    ]) {
      const answer = await get('/api/public/remotes', origin);
      expect(answer.statusCode, origin).toBe(403);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.json(), origin).toMatchObject({ state: '0', result: null });
    }
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/cip/trafficSites',
      headers: {
        host: 'portal.example',
        origin: 'https://rogue.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(apiCalls).toBe(before);
  });

  it("serves public files to any page, but lets only the allow-list's pages read them by fetch", async () => {
    const rogue = await get('/remotes/mfe-fast-track/mf-manifest.json', 'https://rogue.example');
    expect(rogue.statusCode).toBe(200);
    expect(rogue.headers['access-control-allow-origin']).toBeUndefined();
    const issuer = await get('/remotes/mfe-fast-track/mf-manifest.json', ISSUER);
    expect(issuer.headers['access-control-allow-origin']).toBe(ISSUER);
  });

  it("leaves the portal's own pages alone: same host, its public address, or no origin at all", async () => {
    for (const [origin, host] of [
      ['http://127.0.0.1:8080', '127.0.0.1:8080'],
      [PORTAL, 'internal-node:8080'],
      [undefined, 'portal.example'],
    ] as const) {
      const answer = await get('/api/public/remotes', origin, host);
      expect(answer.statusCode, origin).toBe(200);
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('normaliseOrigin', () => {
  it('is the origin a browser would send, or null for what is none', () => {
    expect(normaliseOrigin('https://Issuer.example:443/benefits')).toBe('https://issuer.example');
    expect(normaliseOrigin('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000');
    expect(normaliseOrigin('file:///x.html')).toBeNull();
    expect(normaliseOrigin('not a url')).toBeNull();
  });
});
