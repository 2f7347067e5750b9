import { type BookingService, ErrorCode, type Language } from '@portal/shared/contracts';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createUserRepository } from '../accounts/user-repository';
import type { MailService } from '../mail/mail-service';
import type { ChargesService } from '../payments/charges';
import { DEFAULT_SERVICE_POLICY, type ServicePolicy } from '../policy/cancellation-policy';
import type { RateLimitService } from '../rate-limit';
import type { BookingServiceModule } from './booking-module';
import { createDraftsRepository } from './drafts-repository';
import { createEntitlements } from './entitlements-repository';
import { createOrdersRepository, type OrderRow } from './orders-repository';
import { usesReturnedBy } from './spine-rules';

export interface BookingSpineDeps {
  mail: MailService;
  /** The database job runner's scheduling (jobs/scheduled-jobs.ts). */
  jobs: {
    register(name: string, handler: (job: { key: string; attempt: number }) => Promise<unknown>): void;
    schedule(job: { name: string; key: string; runAt?: Date }, into?: Db): Promise<boolean>;
    cancel(name: string, key: string, into?: Db): Promise<boolean>;
  };
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  rateLimits: Pick<RateLimitService, 'enforce'>;
  /** Re-checks the user's password under the login lock; throws PASSWORD_INCORRECT or ACCOUNT_LOCKED. */
  recheckPassword(userId: number, password: string, ip: string): Promise<void>;
  supportPhone: string;
  policy?: ServicePolicy;
  now?: () => Date;
}

/**
 * What the spine's use cases share (and a service's own use cases on the spine, its seam): the
 * database, the spine's repositories, the registered service modules and the payments service once
 * it is wired.
 */
export const createSpineContext = (database: Database, deps: BookingSpineDeps) => {
  const policy = deps.policy ?? DEFAULT_SERVICE_POLICY;
  const now = deps.now ?? (() => new Date());
  const drafts = createDraftsRepository(database);
  const orders = createOrdersRepository(database);
  const users = createUserRepository(database);
  const entitlements = createEntitlements(database);
  const modules = new Map<BookingService, BookingServiceModule<unknown>>();
  let charges: ChargesService | undefined;

  const moduleOf = (service: BookingService): BookingServiceModule<unknown> => {
    const module = modules.get(service);
    if (!module) throw new Error(`no booking module registered for ${service}`);
    return module;
  };
  /**
   * The language the cardholder books in becomes the language of their mails (the portal's at the
   * time of the booking, not only the one they signed up in). Without one, nothing changes.
   */
  const rememberLanguage = async (userId: number, language: Language | undefined) => {
    if (!language) return;
    await users.setLanguage(userId, language);
  };
  const paymentsOf = (): ChargesService => {
    if (!charges) throw new Error('the booking spine has no payments service');
    return charges;
  };

  /**
   * The complimentary uses a cancellation gives back: what the order took — unless its flight was
   * cancelled and the policy keeps them (`flightDisruption.cancelled.usesReturned`).
   */
  const usesGivenBackBy = (order: OrderRow): number =>
    order.cancelReason === 'flightCancelled' && !policy.flightDisruption.cancelled.usesReturned
      ? 0
      : usesReturnedBy(order);

  /** The caller's order of this service; NOT_FOUND for another user's, another service's or none. */
  const ownOrder = async (service: BookingService, userId: number, orderNo: string): Promise<OrderRow> => {
    const order = await orders.findForUser(userId, orderNo);
    if (!order || order.service !== service) throw new AppError(ErrorCode.NOT_FOUND);
    return order;
  };

  return {
    database,
    deps,
    policy,
    now,
    drafts,
    orders,
    users,
    entitlements,
    modules,
    moduleOf,
    rememberLanguage,
    paymentsOf,
    usesGivenBackBy,
    ownOrder,
    usePayments(service: ChargesService) {
      charges = service;
    },
  };
};

export type SpineContext = ReturnType<typeof createSpineContext>;
