import { ErrorCode, fail, ok } from '@portal/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import {
  createPaymentWebhookHandler,
  type EventLedger,
  type PaymentEvent,
} from '../../providers/payment-host';

/** Where the payment host posts its events (configured at the host as the webhook URL). */
export const PAYMENT_WEBHOOK_PATH = '/api/payment-webhook';

export interface PaymentWebhookRouteOptions {
  payment: Pick<AppConfig['payment'], 'webhookKeyId' | 'webhookSecret'>;
  /**
   * What an authentic, new payment event does after it is logged (the app hands it to the payments
   * service, which asks the host and records the payment once). Default: nothing more.
   */
  onPaymentEvent?: (event: PaymentEvent) => Promise<void>;
  ledger?: EventLedger;
}

/**
 * `POST /api/payment-webhook`: Worldline's payment events. The signature covers the raw body, so
 * this route reads it as text (its own JSON parser, inside this plugin only).
 */
export const paymentWebhookRoutes: FastifyPluginAsync<PaymentWebhookRouteOptions> = async (app, options) => {
  const handle = createPaymentWebhookHandler({
    keyId: options.payment.webhookKeyId,
    secret: options.payment.webhookSecret,
    ...(options.ledger ? { ledger: options.ledger } : {}),
    onPaymentEvent: async (event) => {
      app.log.info(
        {
          eventId: event.eventId,
          type: event.type,
          paymentId: event.paymentId,
          statusCategory: event.statusCategory,
        },
        'payment event received',
      );
      await options.onPaymentEvent?.(event);
    },
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = typeof request.body === 'string' ? request.body : '';
    const outcome = await handle(body, request.headers);
    switch (outcome.kind) {
      case 'forged':
        request.log.warn({ reason: outcome.reason.slice(0, 120) }, 'payment event refused: bad signature');
        return reply
          .code(401)
          .send(fail(ErrorCode.BAD_REQUEST, 'The event is not signed with the webhook key.'));
      case 'replayed':
        // Acknowledged (so the host stops sending it) but not acted on.
        request.log.warn({ eventId: outcome.eventId }, 'payment event refused: replayed');
        return reply.send(ok({ received: false, reason: 'replayed' }));
      case 'ignored':
        return reply.send(ok({ received: false, reason: 'not a payment event' }));
      case 'accepted':
        return reply.send(ok({ received: true }));
    }
  });
};
