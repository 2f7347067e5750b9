import { randomBytes } from 'node:crypto';
import { ErrorCode, PAYMENT_RETURN_PARAMS } from '@portal/shared/contracts';
import type { PaymentStep } from '@portal/shared/contracts/payments';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import type { CreatedPayment, PaymentHost } from '../../providers/payment-host';
import type { PaymentsRepository } from './payments-repository';
import { askHost } from './verify-payment';

export interface HostedPaymentsDeps {
  host: PaymentHost;
  repository: PaymentsRepository;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where the host sends the browser back: the portal's home page. */
  returnUrl: string;
}

/** A MAC of the API's own, for a payment decided at once: the browser carries it back itself. */
const newReturnMac = (): string => randomBytes(24).toString('base64url');

/** The return URL as the host would send the browser to it: with the payment id and its MAC. */
export const returnLocation = (returnUrl: string, paymentId: string, mac: string): string => {
  const url = new URL(returnUrl);
  url.searchParams.set(PAYMENT_RETURN_PARAMS.paymentId, paymentId);
  url.searchParams.set(PAYMENT_RETURN_PARAMS.returnMac, mac);
  return url.toString();
};

/** Where the browser goes next: the issuer's 3-D Secure page, or home to finish at once. */
const nextStep = (created: CreatedPayment, returnMac: string, returnUrl: string): PaymentStep => {
  const { paymentId, redirectUrl, statusCategory } = created;
  if (redirectUrl) return { status: 'PENDING_3DS', paymentId, redirectUrl };
  return {
    // Still pending without a page to show: the return finds it unsettled and reconciliation asks again.
    status: statusCategory === 'COMPLETED' ? 'COMPLETED' : 'UNSUCCESSFUL',
    paymentId,
    redirectUrl: returnLocation(returnUrl, paymentId, returnMac),
  };
};

/**
 * Payments with Worldline's hosted tokenization: the cardholder typed the card into the host's
 * iframe, the tokenizer submitted it, and the API creates the payment for the session it opened
 * (a card check or an order's charge alike). The return finishes it as any other (`verifyPayment`).
 */
export const createHostedPaymentsService = (deps: HostedPaymentsDeps) => {
  const { host, repository, logger } = deps;

  return {
    /**
     * Creates the payment for the caller's open session; the host's idempotence key is the
     * session's, so asking again answers the same payment (never a second charge). Keeps the MAC its
     * return must carry. Another user's, an unknown or a mismatched session: NOT_FOUND; a session
     * already finished: PAYMENT_NOT_VERIFIABLE.
     */
    async pay(
      userId: number,
      input: { sessionId: string; hostedTokenizationId: string },
    ): Promise<PaymentStep> {
      const attempt =
        input.hostedTokenizationId === input.sessionId
          ? await repository.attemptBySession(input.sessionId)
          : undefined;
      if (attempt?.userId !== userId) throw new AppError(ErrorCode.NOT_FOUND);
      if (attempt.status !== 'OPEN') throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
      const created = await askHost(logger, () =>
        host.payWithSession({
          sessionId: attempt.sessionId,
          amount: attempt.amount,
          currency: attempt.currency,
          returnUrl: deps.returnUrl,
        }),
      );
      const returnMac = await repository.keepReturnMac(attempt.id, created.returnMac ?? newReturnMac());
      // Finished meanwhile (a webhook or reconciliation recorded the payment first).
      if (!returnMac) throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
      logger.info(
        { purpose: attempt.purpose, orderNo: attempt.orderReference, status: created.statusCategory },
        'payment created with a hosted tokenization',
      );
      return nextStep(created, returnMac, deps.returnUrl);
    },
  };
};

export type HostedPaymentsService = ReturnType<typeof createHostedPaymentsService>;
