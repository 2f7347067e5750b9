import { randomUUID } from 'node:crypto';
import type { SandboxContext } from './context';
import { webhookSignature } from './signature';
import type { PaymentRecord } from './store';
import { paymentResponse } from './worldline';

export type PaymentEventType = 'payment.captured' | 'payment.rejected' | 'payment.refunded';

/** Attempts per event (Worldline retries too); the last waits this long after the one before. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;
const DELIVERY_TIMEOUT_MS = 5_000;

/** The event document Worldline posts (`apiVersion` v1, the payment as `GET /payments/{id}` shows it). */
export const paymentEvent = (payment: PaymentRecord, type: PaymentEventType) => ({
  apiVersion: 'v1',
  id: randomUUID(),
  created: new Date().toISOString().replace('Z', '+0000'),
  merchantId: payment.merchantId,
  type,
  payment: paymentResponse(payment),
});

const deliver = async (
  context: SandboxContext,
  url: string,
  headers: Record<string, string>,
  body: string,
) => {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      context.log?.(`webhook ${response.status} (attempt ${attempt})`);
      if (response.ok) return;
    } catch (error) {
      context.log?.(`webhook failed (attempt ${attempt}): ${(error as Error).message}`);
    }
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
  }
};

/**
 * Sends the payment's event to the merchant's webhook endpoint, signed as Worldline signs them:
 * `X-GCS-Signature` = base64(HMAC-SHA256(webhook secret, body)), `X-GCS-KeyId` = the key's id.
 * Fire and forget: the answer to the request that caused it does not wait.
 */
export const emitPaymentEvent = (context: SandboxContext, payment: PaymentRecord, type: PaymentEventType) => {
  const webhook = context.merchants.get(payment.merchantId)?.webhook;
  if (!webhook) return;
  const body = JSON.stringify(paymentEvent(payment, type));
  const headers = {
    'content-type': 'application/json',
    'x-gcs-signature': webhookSignature(webhook.secret, body),
    'x-gcs-keyid': webhook.keyId,
  };
  const delivery = deliver(context, webhook.url, headers, body).finally(() => {
    context.deliveries.delete(delivery);
  });
  context.deliveries.add(delivery);
};
