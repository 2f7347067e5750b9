import { createServer, type Server, Socket } from 'node:net';
import { ErrorCode, orderMsg } from '@portal/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { failure, okResult } from './helpers/envelope';
import { createTestDatabase, databaseTargets, testConfig } from './helpers/test-app';
import { createClassicUser } from './helpers/users';

/**
 * A TCP proxy in front of PostgreSQL that the test stops and starts: stopped, it resets every open
 * connection and refuses new ones — what the API sees when PostgreSQL goes down.
 */
const startStoppableProxy = async (targetPort: number) => {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client);
        sockets.add(upstream);
        const forget = () => {
          sockets.delete(client);
          sockets.delete(upstream);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', forget).on('close', forget);
        upstream.on('error', forget).on('close', forget);
        upstream.connect(targetPort, '127.0.0.1', () => {
          client.pipe(upstream).pipe(client);
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        if (address && typeof address === 'object') port = address.port;
        server = next;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    start: listen,
    async stop() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      const closing = server;
      server = null;
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
};

/** PostgreSQL only: PGlite is in the process and cannot go away. */
const postgres = databaseTargets.filter((target) => target === 'postgres');

describe.each(postgres)('the API while its database is unreachable (%s)', () => {
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof startStoppableProxy>>;
  let throughProxy: Database;
  let drop: () => Promise<void>;
  let token = '';

  beforeAll(async () => {
    const config = testConfig({ JOB_POLL_MS: '0' });
    const target = await createTestDatabase('postgres');
    drop = target.drop;
    await runMigrations(target.database);
    await seedDatabase(target.database.db, {
      scryptCostLog2: config.scryptCostLog2,
      remoteBaseUrl: config.remoteBaseUrl,
    });
    proxy = await startStoppableProxy(5432);
    const url = new URL(target.url ?? '');
    url.port = String(proxy.port);
    throughProxy = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 3 });
    app = await buildApp(config, { database: throughProxy });
    await app.ready();
    const userId = await createClassicUser(
      { app, database: throughProxy, config, close: async () => {} },
      'outage@portal.test',
    );
    token = (await app.services.sessions.createSession(userId)).token;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.start().catch(() => undefined);
    await throughProxy?.close().catch(() => undefined);
    await proxy?.stop();
    await drop?.();
  });

  const unread = () =>
    app.inject({ url: `/api${orderMsg.path}`, headers: { authorization: token, channel: 'web' } });

  it('answers 503 with Retry-After and the envelope, and recovers by itself when it is back', async () => {
    okResult(orderMsg, await unread());
    await proxy.stop();
    // Twice: once on a pooled connection that was cut, once on a new one that is refused.
    for (let i = 0; i < 2; i += 1) {
      const down = await unread();
      expect(failure(down, 503, ErrorCode.SERVICE_UNAVAILABLE)).toBe('The service is unavailable.');
      expect(down.headers['retry-after']).toBe('5');
    }
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    await proxy.start();
    okResult(orderMsg, await unread());
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});
