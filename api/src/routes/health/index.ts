import { ErrorCode, fail, ok } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import type { FastifyPluginAsync } from 'fastify';

export interface HealthOptions {
  /** True once shutdown has begun: the load balancer should stop sending traffic. */
  isDraining: () => boolean;
}

/** Liveness (the process answers) and readiness (the database answers, not shutting down). */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { isDraining }) => {
  const unavailable = fail(ErrorCode.SERVICE_UNAVAILABLE, errorMessages[ErrorCode.SERVICE_UNAVAILABLE]);
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(ok({ status: 'ok' })),
  );
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (isDraining()) return reply.code(503).send(unavailable);
    try {
      await app.database.ping();
      return reply.send(ok({ status: 'ready', database: app.database.kind }));
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send(unavailable);
    }
  });
};
