import type { PaymentSession } from '@portal/shared/contracts/payments';
import type { CardEntry } from '../../config';
import type { HostSession } from '../../providers/payment-host';

/**
 * The session as the browser gets it: the one page the cardholder types the card on, as the
 * configuration says (`PAYMENT_CARD_ENTRY`) — Worldline's hosted tokenization iframe, or the
 * sandbox's create-payment page.
 */
export const browserSession = (
  session: HostSession,
  cardEntry: CardEntry,
  payment: { amount: number; currency: string; returnUrl: string },
): PaymentSession => ({
  sessionId: session.sessionId,
  ...(cardEntry === 'hosted-tokenization'
    ? { hostedTokenizationUrl: session.hostedTokenizationUrl }
    : { createPaymentUrl: session.createPaymentUrl }),
  ...payment,
});
