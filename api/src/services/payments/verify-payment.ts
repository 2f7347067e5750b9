import { ErrorCode } from '@portal/shared/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error';
import {
  type HostPayment,
  type PaymentHost,
  PaymentHostRequestError,
  PaymentHostUnavailableError,
} from '../../providers/payment-host';
import type { AttemptRow, PaymentPurpose, PaymentsRepository } from './payments-repository';

/** Runs a call to the payment host; a host that is down, slow or refusing becomes PAYMENT_HOST_UNAVAILABLE. */
export const askHost = async <T>(
  logger: Pick<Logger, 'info' | 'warn' | 'error'>,
  call: () => Promise<T>,
): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentHostUnavailableError) {
      logger.warn({ reason: error.message }, 'payment host unavailable');
      throw new AppError(ErrorCode.PAYMENT_HOST_UNAVAILABLE);
    }
    if (error instanceof PaymentHostRequestError) {
      logger.error({ status: error.status, code: error.code }, 'payment host refused a request');
      throw new AppError(ErrorCode.PAYMENT_HOST_UNAVAILABLE);
    }
    throw error;
  }
};

const notVerifiable = () => new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);

const HOST_PURPOSE: Record<PaymentPurpose, HostPayment['purpose']> = {
  add_card: 'add-card',
  order: 'payment',
};

export interface VerifiedPayment {
  attempt: AttemptRow;
  payment: HostPayment & { statusCategory: 'COMPLETED' | 'UNSUCCESSFUL' };
}

/**
 * The return's MAC against what it must be, before the host is asked: the host's HMAC of the
 * payment id (the sandbox's `mac`), or a MAC kept with an attempt (Worldline's `RETURNMAC`, or the
 * API's own for a payment decided at once), whose ids it answers — the payment's attempt must be one
 * of them. No MAC passes only with a host that signs no return URLs.
 */
const checkReturnMac = async (
  deps: { host: PaymentHost; repository: PaymentsRepository },
  paymentId: string,
  mac: string | undefined,
): Promise<{ attemptIds: number[] } | 'any'> => {
  if (mac === undefined) {
    if (deps.host.signsReturnUrls) throw notVerifiable();
    return 'any';
  }
  if (deps.host.verifyReturnMac(paymentId, mac)) return 'any';
  const attemptIds = await deps.repository.attemptIdsByReturnMac(mac);
  if (attemptIds.length === 0) throw notVerifiable();
  return { attemptIds };
};

/**
 * Never trusts the browser: the return's MAC is checked and a payment id already finished is
 * refused without asking the host; otherwise the host is asked once, and the payment must belong to
 * an open attempt of this user, purpose, amount and currency (and of the MAC's attempt). A payment
 * the host still calls PENDING is not finished.
 */
export const verifyPayment = async (
  deps: {
    host: PaymentHost;
    repository: PaymentsRepository;
    logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  },
  userId: number,
  purpose: PaymentPurpose,
  paymentId: string,
  mac: string | undefined,
): Promise<VerifiedPayment> => {
  const macOf = await checkReturnMac(deps, paymentId, mac);
  if (await deps.repository.attemptByPaymentId(paymentId)) throw notVerifiable();
  const payment = await askHost(deps.logger, () => deps.host.getPayment(paymentId));
  if (!payment || payment.purpose !== HOST_PURPOSE[purpose]) throw notVerifiable();
  const attempt = await deps.repository.attemptBySession(payment.sessionId);
  if (
    !attempt ||
    attempt.userId !== userId ||
    attempt.purpose !== purpose ||
    attempt.status !== 'OPEN' ||
    attempt.amount !== payment.amount ||
    attempt.currency !== payment.currency ||
    (macOf !== 'any' && !macOf.attemptIds.includes(attempt.id))
  ) {
    throw notVerifiable();
  }
  if (payment.statusCategory === 'PENDING') throw notVerifiable();
  return { attempt, payment: payment as VerifiedPayment['payment'] };
};

/** A unique violation on the claim (a concurrent finish on another connection) reads as "already claimed". */
export const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
};
