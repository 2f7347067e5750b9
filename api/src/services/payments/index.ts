import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createPaymentHost, type PaymentHost } from '../../providers/payment-host';
import { createChargesService, type PaymentJobs } from './charges';
import { createHostedPaymentsService } from './hosted-payments';
import { noOrders, type OrderPaymentSource } from './order-payment-source';
import { createPaymentsRepository } from './payments-repository';
import { createSavedCardsService } from './saved-cards';

export type { OrderPaymentSource, PayableOrder, RecordedCharge } from './order-payment-source';

export interface PaymentsOptions {
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The bookings' orders (none until the booking issues provide them). */
  orders?: OrderPaymentSource;
  /** Another payment host (tests, a production adapter); default: the configured one. */
  host?: PaymentHost;
  /** The database jobs, for reconciling payments the host had not settled (absent: none). */
  jobs?: PaymentJobs;
}

/**
 * Saved cards and order charges, both verified with the payment host, and the payments the API
 * creates for Worldline's hosted tokenization. The host sends the browser back to the portal's home
 * page, which finishes the check.
 */
export const createPaymentsService = (database: Database, config: AppConfig, options: PaymentsOptions) => {
  const host = options.host ?? createPaymentHost(config.payment);
  const repository = createPaymentsRepository(database);
  const returnUrl = `${config.publicUrl}/`;
  const common = { host, repository, logger: options.logger, returnUrl };
  const cardEntry = config.payment.cardEntry;
  return {
    /** Where the browser has a new card typed (`GET /pay/card-entry`). */
    cardEntry,
    cards: createSavedCardsService({ ...common, cardEntry }),
    charges: createChargesService({
      ...common,
      cardEntry,
      orders: options.orders ?? noOrders,
      jobs: options.jobs,
    }),
    hosted: createHostedPaymentsService(common),
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
