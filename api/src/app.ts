import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { openReadyDatabase } from './db/setup';
import { createLogger, requestIdFor } from './lib/logger';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { envelopePlugin } from './plugins/envelope';
import { onClientError, onFrameworkError } from './plugins/framework-errors';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticAppsPlugin } from './plugins/static-apps';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { routes } from './routes/route-list.generated';
import { createPaymentEventsLedger } from './services/payments/payment-events-repository';

export interface BuildOptions {
  /**
   * An open, migrated database; when omitted the app opens the configured one (migrating and
   * seeding it) and closes it with the app.
   */
  database?: Database;
  /** Where logs go (default stdout). */
  logDestination?: DestinationStream;
}

/** Bodies larger than this are refused (every request of the portal is a small JSON document). */
const BODY_LIMIT = 100 * 1024;

/** Builds the Fastify app (plugins and routes) without listening. */
export const buildApp = async (config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> => {
  let draining = false;
  const app = Fastify({
    loggerInstance: createLogger(config.logLevel, options.logDestination) as FastifyBaseLogger,
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy ?? false,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.idleMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // Node looks for overdue requests this often (default 30 s, which would let a slow sender
      // hold a connection that long past its timeout).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.timeouts.headersMs / 4))),
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  // A keep-alive connection that is busy when shutdown begins would hold the server open: the
  // answer to its request tells the client to close it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  const database = options.database ?? (await openReadyDatabase(config));
  await app.register(dbPlugin, { database, config, closeOnShutdown: !options.database });
  // Background work (mail outbox, scheduled jobs) runs while the app is up. Registered after the db
  // plugin, so on close (hooks run last-registered first) it stops before the database closes.
  app.addHook('onReady', async () => {
    await app.services.bookings.scheduleSweeps();
    await app.services.flightDisruptions.scheduleChecks();
    app.services.jobs.runner.start();
  });
  app.addHook('onClose', async () => app.services.jobs.runner.stop());
  await app.register(envelopePlugin);
  // Before authentication and everything else: a foreign origin off the allow-list gets nothing.
  await app.register(corsPlugin, { allowedOrigins: config.embedOrigins, publicUrl: config.publicUrl });
  await app.register(securityHeadersPlugin, {
    paymentHostOrigin: config.paymentHostOrigin,
    cardEntry: config.payment.cardEntry,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(authPlugin, { operatorKey: config.operatorKey, production: config.production });
  await app.register(openapiPlugin);
  await app.register(routes, { isDraining: () => draining });
  await app.register(paymentWebhookRoutes, {
    payment: config.payment,
    ledger: createPaymentEventsLedger(database),
    // The event is a hint: the payments service asks the host and records the payment once.
    onPaymentEvent: async ({ paymentId, statusCategory }) => {
      await app.services.payments.charges.reportHostPayment({ paymentId, statusCategory });
    },
  });
  if (config.webRoot) await app.register(staticAppsPlugin, { webRoot: config.webRoot });
  return app;
};
