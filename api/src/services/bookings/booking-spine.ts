import { createHash, randomBytes } from 'node:crypto';
import { BOOKING_SERVICES, type BookingService, ErrorCode, type Language } from '@portal/shared/contracts';
import type {
  CancellationTerms,
  CancelReason,
  OpenedPayment,
  OrderReview,
  OrderStatus,
  PlacedOrder,
  PriceLine,
} from '@portal/shared/contracts/bookings';
import { priceWithUses, usesTakenBy, usesToTake } from '@portal/shared/contracts/complimentary-uses';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { formatLocalDateTime, localDateTime } from '@portal/shared/time';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { type RefundReason, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { FlightOnDate } from '../flights/flight-spellings';
import { RETRY_DELAYS_MS } from '../jobs/retry-schedule';
import type { MailService } from '../mail/mail-service';
import { sameAddress } from '../mail/same-address';
import { type ChargesService, ORDER_CLOSED } from '../payments/charges';
import type { OrderPaymentSource } from '../payments/order-payment-source';
import { isUniqueViolation } from '../payments/verify-payment';
import {
  canCancelOnline,
  DEFAULT_SERVICE_POLICY,
  flightCancellationRefunds,
  freeCancellationDeadline,
  type ServicePolicy,
} from '../policy/cancellation-policy';
import type { RateLimitService } from '../rate-limit';
import type {
  BookingDescription,
  BookingServiceModule,
  OrderAudience,
  OrderRef,
  Quote,
} from './booking-module';
import { calendarFile } from './calendar-file';
import { createDraftsRepository } from './drafts-repository';
import { createEntitlements } from './entitlements';
import {
  cancellationMail,
  confirmationMail,
  flightCancelledMail,
  orderMailLabels,
  type RefundNews,
  refundMadeMail,
  unhonouredPaymentMail,
} from './order-mails';
import { newOrderNo } from './order-number';
import { createOrdersRepository, type OrderRow } from './orders-repository';

/** A password re-check proof is good for this long, once. */
export const PROOF_SECONDS = 300;
/** An unpaid order holds its place (seats, complimentary use) this long. */
export const PAY_WITHIN_MINUTES = 30;

/** How often one order's confirmation may be sent again. */
export const RESEND_LIMIT = { max: 3, windowSeconds: 3600 };

/** The recurring sweep: completes past orders, expires what the per-order jobs missed. */
export const SWEEP_JOB = 'bookings.sweep';
export const SWEEP_EVERY_MS = 5 * 60_000;
/** A paid order counts as completed this long after its service time. */
export const COMPLETE_AFTER_MS = 60 * 60_000;

/** The job that ends an unpaid order's hold when its time to pay has passed. */
export const EXPIRE_UNPAID_JOB = 'bookings.expire-unpaid';

/**
 * The job that makes a refund a cancellation owes (keyed by the refund's id). The cancel asks the
 * host at once; the job is the safety net, due after the cancel's own attempt has surely ended, then
 * retried on the jobs' back-off schedule and, past its last step, every `REFUND_RETRY_AT_LAST_MS`
 * for as long as the host does not confirm.
 */
export const REFUND_JOB = 'bookings.refund';
export const REFUND_FIRST_RUN_MS = 60_000;
export const REFUND_RETRY_AT_LAST_MS = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1] ?? 6 * 3_600_000;

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

/** How an unpaid order is paid: a new card on the host's page, or a saved card with the password's proof. */
export interface PayOptions {
  cardId?: number;
  proof?: string;
}

const hashProof = (proof: string) => createHash('sha256').update(proof).digest('base64url');

/** The programme year a booking counts in: the calendar year of the service at the airport. */
export const programmeYear = (quote: Pick<Quote, 'serviceAt' | 'timeZone'>): number =>
  Number(localDateTime(quote.serviceAt, quote.timeZone).date.slice(0, 4));

export const cancellationTerms = (serviceAt: Date, policy: ServicePolicy): CancellationTerms => ({
  freeUntil: freeCancellationDeadline(serviceAt, policy).toISOString(),
  freeCancellationHours: policy.cancellation.freeCancellationHours,
  refundBusinessDays: policy.cancellation.refundBusinessDays,
});

const incomplete = () => new AppError(ErrorCode.BOOKING_INCOMPLETE);

/**
 * The complimentary uses an order took (what the bookings list shows, and what its cancellation or
 * expiry gives back): what its price lines say, none when it holds no programme year's uses.
 */
export const usesReturnedBy = (order: Pick<OrderRow, 'entitlementYear' | 'priceLines'>): number =>
  order.entitlementYear !== null ? usesTakenBy(order.priceLines) : 0;

/**
 * The booking spine (DESIGN §6a): one implementation of drafts, the password re-check, complimentary
 * uses, orders, payment, cancellation and order mail for every service; each service plugs in a
 * `BookingServiceModule`. `orderSource` is what the payments service marks orders paid through.
 */
export const createBookingSpine = (database: Database, deps: BookingSpineDeps) => {
  const policy = deps.policy ?? DEFAULT_SERVICE_POLICY;
  const now = deps.now ?? (() => new Date());
  const drafts = createDraftsRepository(database);
  const orders = createOrdersRepository(database);
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
    await database.db
      .update(users)
      .set({ language })
      .where(and(eq(users.id, userId), ne(users.language, language)));
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

  const recipientOf = async (userId: number, db: Db = database.db) => {
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? null;
  };

  /**
   * Who hears about an order: its account holder, in the language of their mails, and the traveller
   * the booking names (the service's `traveller`) when that is someone else — each piece of news
   * goes to them too, to their own address (`sameAddress`: the holder's own address gets one mail).
   * `travellerMobile`: where the service texts the traveller, when it does.
   */
  const audienceOf = async (
    db: Db,
    order: OrderRef & { service: BookingService },
  ): Promise<OrderAudience | null> => {
    const holder = await recipientOf(order.userId, db);
    if (!holder) return null;
    const traveller = (await moduleOf(order.service).traveller?.(db, order)) ?? null;
    return {
      holder: { email: holder.email, firstName: holder.firstName, language: holder.language as Language },
      otherTraveller: traveller && !sameAddress(traveller.email, holder.email) ? traveller : null,
      travellerMobile: traveller?.mobile ?? null,
    };
  };

  /**
   * The order as a calendar entry (a cancelled order's entry removes it from the calendar); its
   * description starts with the local time as the mails write it.
   */
  const calendarOf = (order: OrderRow, described: BookingDescription, language: Language): string =>
    calendarFile({
      uid: `${order.orderNo}@airport-services`,
      start: order.serviceAt,
      end: new Date(order.serviceAt.getTime() + described.durationMinutes * 60_000),
      summary: `${described.title} (${order.orderNo})`,
      location: described.location,
      description: [
        [orderMailLabels(language).when, formatLocalDateTime(order.serviceAt, order.timeZone, language)],
        ...described.details,
      ]
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
      state:
        order.status === 'cancelled' || order.status === 'expired'
          ? 'cancelled'
          : order.status === 'paid' || order.status === 'completed'
            ? 'confirmed'
            : 'tentative',
    });

  /** The caller's order as an `.ics` file, in their language. */
  const calendar = async (userId: number, orderNo: string, language: Language): Promise<string> => {
    const order = await orders.findForUser(userId, orderNo);
    if (!order) throw new AppError(ErrorCode.NOT_FOUND);
    return calendarOf(order, await moduleOf(order.service).describe(database.db, order, language), language);
  };

  /**
   * Confirmation, cancellation or refund-made mail (with its calendar file), written with the change
   * that caused it.
   */
  const mailAbout = async (
    db: Db,
    order: OrderRow,
    kind: 'confirmed' | 'cancelled' | 'refunded' | 'unhonoured',
    extra: { refund: RefundNews | null; usesReturned: number } = { refund: null, usesReturned: 0 },
  ) => {
    const audience = await audienceOf(db, order);
    if (!audience) return;
    const recipient = audience.holder;
    const language = recipient.language;
    const described = await moduleOf(order.service).describe(db, order, language);
    const values = {
      orderNo: order.orderNo,
      title: described.title,
      when: formatLocalDateTime(order.serviceAt, order.timeZone, language),
      where: described.location,
      details: described.details,
      total: order.total,
      currency: order.currency,
      covered: order.priceReason === 'covered',
      phone: deps.supportPhone,
    };
    const deadline = freeCancellationDeadline(order.serviceAt, policy);
    const refundDays = policy.cancellation.refundBusinessDays;
    const contentFor = (firstName: string) => {
      const named = { ...values, firstName };
      return kind === 'confirmed'
        ? confirmationMail(language, {
            ...named,
            freeUntil: canCancelOnline(order.serviceAt, now(), policy)
              ? formatLocalDateTime(deadline, order.timeZone, language)
              : null,
          })
        : kind === 'cancelled'
          ? (order.cancelReason === 'flightCancelled' ? flightCancelledMail : cancellationMail)(language, {
              ...named,
              ...extra,
              refundDays,
            })
          : kind === 'unhonoured'
            ? unhonouredPaymentMail(language, {
                ...named,
                refund: extra.refund ?? { amount: 0, made: false },
                refundDays,
              })
            : refundMadeMail(language, { ...named, amount: extra.refund?.amount ?? 0, refundDays });
    };
    const content = contentFor(recipient.firstName);
    // Mails about a refund change nothing in the calendar: no file.
    const attachments =
      kind === 'refunded' || kind === 'unhonoured'
        ? []
        : [
            {
              filename: `${order.orderNo}.ics`,
              contentType: 'text/calendar; charset=utf-8',
              content: calendarOf(order, described, language),
            },
          ];
    await deps.mail.send({ to: recipient.email, ...content, attachments }, db);
    // The traveller hears of the booking and its cancellation; refunds are the account holder's.
    if (kind !== 'confirmed' && kind !== 'cancelled') return;
    const traveller = audience.otherTraveller;
    if (!traveller) return;
    await deps.mail.send({ to: traveller.email, ...contentFor(traveller.firstName), attachments }, db);
  };

  const orderSource: OrderPaymentSource = {
    async findPayableOrder(userId, orderNo) {
      const order = await orders.findForUser(userId, orderNo);
      if (order?.status !== 'unpaid' || order.total <= 0) return null;
      if ((order.payBefore?.getTime() ?? Number.POSITIVE_INFINITY) <= now().getTime()) return null;
      return { orderNo: order.orderNo, amount: order.total, currency: order.currency };
    },
    async markPaid(tx, userId, orderNo) {
      const order = await orders.findForUser(userId, orderNo, tx);
      if (!order) return false;
      const paid = await orders.transition(tx, order.id, ['unpaid'], 'paid');
      if (!paid) return false;
      await mailAbout(tx, paid, 'confirmed');
      return true;
    },
    // Made by the refund job (not here: this runs inside the transaction recording the payment).
    async owesRefund(tx, refund) {
      await deps.jobs.schedule({ name: REFUND_JOB, key: String(refund.id) }, tx);
    },
  };

  /** The calls of one service, as its routes use them. */
  const forService = (service: BookingService) => {
    const module = () => moduleOf(service);

    const readDraft = async (userId: number, uuid: string) => {
      const draft = await drafts.find(userId, service, uuid);
      if (!draft) throw incomplete();
      const complete = module().completeDraft(draft.data);
      if (!complete) throw incomplete();
      return { draft, complete };
    };

    const placed = (
      order: OrderRow,
      priceChanged: boolean,
      payment: PaymentSession | null,
    ): PlacedOrder & { payment: PaymentSession | null } => ({
      orderNo: order.orderNo,
      uuid: order.uuid,
      status: order.status === 'paid' ? 'paid' : 'unpaid',
      total: order.total,
      currency: order.currency,
      reason: order.priceReason,
      priceChanged,
      payBefore: order.payBefore?.toISOString() ?? null,
      payment,
    });

    const openPayment = async (userId: number, order: OrderRow, cardId: number | undefined) =>
      order.status === 'unpaid' && order.total > 0
        ? paymentsOf().createCharge(
            userId,
            order.orderNo,
            cardId === undefined ? {} : { savedCardId: cardId },
          )
        : null;

    /** The caller's order of this service; NOT_FOUND for another user's, another service's or none. */
    const ownOrder = async (userId: number, orderNo: string): Promise<OrderRow> => {
      const order = await orders.findForUser(userId, orderNo);
      if (!order || order.service !== service) throw new AppError(ErrorCode.NOT_FOUND);
      return order;
    };

    /**
     * A new payment session for an unpaid order before its time to pay runs out (expiring it when it
     * has). A saved card pays only after the password re-check: the proof of the order's draft is
     * used up here, once.
     */
    const payUnpaid = async (
      userId: number,
      order: OrderRow,
      options: PayOptions,
    ): Promise<OpenedPayment> => {
      if (order.status === 'expired' || (await expireIfDue(order.orderNo))) {
        throw new AppError(ErrorCode.BOOKING_EXPIRED);
      }
      if (order.status !== 'unpaid' || order.total <= 0) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      // Never a second charge while one may be under way: a payment of this order the host had not
      // settled is asked about first (PAYMENT_IN_PROGRESS while still pending); one it completed
      // meanwhile has paid the order.
      await paymentsOf().settleWatched(order.orderNo);
      const current = await orders.findForUser(userId, order.orderNo);
      if (current?.status !== 'unpaid') throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      if (options.cardId !== undefined && options.proof === undefined) {
        throw new AppError(ErrorCode.PROOF_REQUIRED);
      }
      if (options.proof !== undefined) {
        const proofHash = hashProof(options.proof);
        const used = await database.db.transaction((tx) =>
          drafts.consumeProof(tx as Db, userId, service, order.uuid, proofHash),
        );
        if (!used) throw new AppError(ErrorCode.PROOF_REQUIRED);
      }
      const payment = await openPayment(userId, order, options.cardId);
      if (!payment) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      return { orderNo: order.orderNo, uuid: order.uuid, payment };
    };

    return {
      /** Steps save into the draft; false when the uuid is not the caller's live, unplaced draft. */
      saveDraft: (userId: number, uuid: string, patch: Record<string, unknown>) =>
        drafts.save(userId, service, uuid, patch),
      findDraft: (userId: number, uuid: string) => drafts.find(userId, service, uuid),
      cardInfo: (userId: number, year: number) => entitlements.cardInfo(userId, service, year),

      /**
       * The price of the draft for this cardholder now — or, once placed, of its order (a Try again
       * pays what the order says). What it showed is noted, so placing can tell if it changed.
       */
      async review(userId: number, uuid: string): Promise<OrderReview> {
        const { draft, complete } = await readDraft(userId, uuid);
        const placedOrder = draft.orderNo ? await orders.findForUser(userId, draft.orderNo) : null;
        if (placedOrder) {
          const year = placedOrder.entitlementYear ?? programmeYear(placedOrder);
          return {
            uuid,
            lines: placedOrder.priceLines,
            total: placedOrder.total,
            reason: placedOrder.priceReason,
            currency: placedOrder.currency,
            cardInfo: await entitlements.cardInfo(userId, service, year),
            serviceAt: placedOrder.serviceAt.toISOString(),
            timeZone: placedOrder.timeZone,
            cancellation: cancellationTerms(placedOrder.serviceAt, policy),
          };
        }
        const quote = await module().quote(complete, now());
        const cardInfo = await entitlements.cardInfo(userId, service, programmeYear(quote));
        const uses = usesToTake(quote.useCover, cardInfo.count);
        const price = priceWithUses(quote.lines, quote.useCover, uses, cardInfo);
        await drafts.note(userId, service, uuid, { reviewedTotal: price.total });
        return {
          uuid,
          ...price,
          currency: quote.currency,
          cardInfo,
          serviceAt: quote.serviceAt.toISOString(),
          timeZone: quote.timeZone,
          cancellation: cancellationTerms(quote.serviceAt, policy),
        };
      },

      /** The password again, for this booking: a proof that `placeOrder` uses up. */
      async verifyPassword(userId: number, uuid: string, password: string, ip: string) {
        const draft = await drafts.find(userId, service, uuid);
        if (!draft) throw incomplete();
        await deps.recheckPassword(userId, password, ip);
        const proof = randomBytes(24).toString('base64url');
        if (!(await drafts.setProof(userId, service, uuid, hashProof(proof), PROOF_SECONDS)))
          throw incomplete();
        return { proof, expiresInSeconds: PROOF_SECONDS };
      },

      /**
       * Places the order from the draft with a fresh proof: the complimentary uses it can take while
       * any are left (under the uses' row lock), the service's capacity, the order row and — when nothing is to be paid —
       * the confirmation mail, all in one transaction. A draft placed before answers its order again
       * (with a new payment session while unpaid). `cardId` pays with that saved card.
       */
      async placeOrder(userId: number, uuid: string, proof: string, cardId?: number, language?: Language) {
        const { draft, complete } = await readDraft(userId, uuid);
        await rememberLanguage(userId, language);
        const proofHash = hashProof(proof);
        if (draft.orderNo) {
          const existing = await orders.findForUser(userId, draft.orderNo);
          if (!existing) throw incomplete();
          if (existing.status !== 'paid' && existing.status !== 'unpaid')
            throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
          const used = await database.db.transaction((tx) =>
            drafts.consumeProof(tx as Db, userId, service, uuid, proofHash),
          );
          if (!used) throw new AppError(ErrorCode.PROOF_REQUIRED);
          return placed(existing, false, await openPayment(userId, existing, cardId));
        }

        // What can be refused without writing anything is refused first: a card not the caller's.
        if (cardId !== undefined) await paymentsOf().checkCard(userId, cardId);
        const at = now();
        const quote = await module().quote(complete, at);
        const year = programmeYear(quote);
        const before = await entitlements.cardInfo(userId, service, year);
        const insertOrder = async () => {
          for (let attempt = 0; ; attempt += 1) {
            try {
              return await database.db.transaction(async (txAny) => {
                const tx = txAny as Db;
                if (!(await drafts.consumeProof(tx, userId, service, uuid, proofHash))) {
                  throw new AppError(ErrorCode.PROOF_REQUIRED);
                }
                const took = await entitlements.take(tx, userId, service, year, quote.useCover);
                const price = priceWithUses(quote.lines, quote.useCover, took, before);
                const status = price.total === 0 ? 'paid' : 'unpaid';
                const row = await orders.insert(tx, {
                  orderNo: newOrderNo(service),
                  uuid,
                  userId,
                  service,
                  status,
                  airportCode: quote.airportCode,
                  airportName: quote.airportName,
                  place: quote.place,
                  serviceAt: quote.serviceAt,
                  timeZone: quote.timeZone,
                  total: price.total,
                  currency: quote.currency,
                  priceLines: price.lines,
                  priceReason: price.reason,
                  entitlementYear: took > 0 ? year : null,
                  payBefore:
                    status === 'unpaid' ? new Date(at.getTime() + PAY_WITHIN_MINUTES * 60_000) : null,
                });
                await module().reserve(tx, row, complete, quote);
                await drafts.markPlaced(tx, uuid, row.orderNo);
                if (status === 'paid') await mailAbout(tx, row, 'confirmed');
                if (row.payBefore) {
                  await deps.jobs.schedule(
                    { name: EXPIRE_UNPAID_JOB, key: row.orderNo, runAt: row.payBefore },
                    tx,
                  );
                }
                return { order: row, usesTaken: took };
              });
            } catch (error) {
              // Another order drew the same number: draw again (the proof was not used up: rolled back).
              if (isUniqueViolation(error) && attempt < 3) continue;
              throw error;
            }
          }
        };
        const { order, usesTaken } = await insertOrder();
        // Changed since the review the user saw (uses it counted on went to another booking), or —
        // without a review — since this call began.
        const reviewed = draft.data.reviewedTotal;
        const priceChanged =
          typeof reviewed === 'number'
            ? reviewed !== order.total
            : usesToTake(quote.useCover, before.count) !== usesTaken;
        let payment: PaymentSession | null;
        try {
          payment = await openPayment(userId, order, cardId);
        } catch (error) {
          // No payment could be opened (the host down, the card gone meanwhile): the placement is
          // taken back whole, so nothing holds seats or a complimentary use for an order nobody can pay.
          await unplace(order);
          throw error;
        }
        return placed(order, priceChanged, payment);
      },

      /**
       * After the payment host: the payment is verified with the host once and the order marked paid
       * in the same transaction. Finishing the same payment again answers `payFinish: true` again for
       * the order it paid; any other replay is refused.
       */
      async finish(
        userId: number,
        input: { uuid: string; orderNo: string; paymentId: string; mac?: string },
      ) {
        const order = await orders.findForUser(userId, input.orderNo);
        if (!order || order.uuid !== input.uuid || order.service !== service) {
          throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
        }
        try {
          const outcome = await paymentsOf().verifyAndRecord(userId, input.paymentId, input.mac);
          if (outcome.orderNo !== order.orderNo) throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
          if (outcome.statusReason === ORDER_CLOSED) {
            // Paid at the host after the order closed: recorded and being refunded (the mail says so).
            const closed = await orders.findForUser(userId, input.orderNo);
            throw new AppError(
              closed?.status === 'expired' ? ErrorCode.BOOKING_EXPIRED : ErrorCode.ORDER_NOT_PAYABLE,
            );
          }
          return { payFinish: outcome.paid, orderNo: order.orderNo };
        } catch (error) {
          if (error instanceof AppError && error.errorCode === ErrorCode.PAYMENT_HOST_UNAVAILABLE) {
            // The host did not answer: the payment may well have completed. Reconciliation asks
            // again in a few minutes and records it once, whatever the browser does meanwhile.
            await paymentsOf().watch(input.paymentId, order.orderNo);
          }
          if (error instanceof AppError && error.errorCode === ErrorCode.PAYMENT_NOT_VERIFIABLE) {
            const already = await orders.findForUser(userId, input.orderNo);
            if (
              already?.status === 'paid' &&
              (await paymentsOf().paidBy(userId, order.orderNo, input.paymentId))
            ) {
              return { payFinish: true, orderNo: order.orderNo };
            }
            // Not settled yet at the host (still pending), or not ours: reconciliation asks the host
            // and records it only if it is a payment of one of our attempts.
            if (already?.status === 'unpaid') await paymentsOf().watch(input.paymentId, order.orderNo);
          }
          throw error;
        }
      },

      /**
       * Cancels by the one policy (`cancelOrder`). Unpaid: dropped, its place and use given back.
       * Paid, before the deadline: cancelled, place and use given back, and the refund of the charge
       * owed — all in one transaction — then asked of the host at once; when the host does not
       * confirm, the refund job asks again until it does (`settleRefund`). After the deadline:
       * refused. Idempotent: of repeated or concurrent cancels one changes the order (a conditional
       * update) and owes the refund (one per charge); the others answer the same without asking the
       * host.
       */
      async cancel(userId: number, orderNo: string) {
        const order = await ownOrder(userId, orderNo);
        if (order.status === 'paid' && !canCancelOnline(order.serviceAt, now(), policy)) {
          throw new AppError(ErrorCode.CANCELLATION_CLOSED, { details: { phone: deps.supportPhone } });
        }
        // Nothing left to cancel: the service is over, or the unpaid order ran out of time.
        if (order.status === 'completed' || order.status === 'pending') {
          throw new AppError(ErrorCode.CANCELLATION_CLOSED, { details: { phone: deps.supportPhone } });
        }
        if (order.status === 'expired') throw new AppError(ErrorCode.BOOKING_EXPIRED);
        const cancelledNow = await cancelOrder(order, 'cardholder');
        if (!cancelledNow && (await orders.findForUser(userId, orderNo))?.status !== 'cancelled') {
          throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
        }
        const cancelled = (await orders.findForUser(userId, orderNo)) ?? order;
        const refund = await paymentsOf().refundOf(userId, orderNo);
        return {
          orderNo,
          status: 'cancelled' as const,
          // What this cancellation gives back to the card, made or on its way (the same for every
          // repeat of the cancel); the order's detail says which.
          refunded: refund?.amount ?? cancelled.refundedAmount,
          currency: cancelled.currency,
          // What this call gave back (a repeated cancel gives back nothing more).
          usesReturned: cancelledNow?.usesReturned ?? 0,
        };
      },

      /** The confirmation mail again, for a paid order; a few times per order and hour. */
      async resendConfirmation(userId: number, orderNo: string): Promise<null> {
        const order = await ownOrder(userId, orderNo);
        if (order.status !== 'paid' && order.status !== 'completed')
          throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
        await deps.rateLimits.enforce([{ scope: 'resend-confirmation', key: orderNo, rule: RESEND_LIMIT }]);
        await mailAbout(database.db, order, 'confirmed');
        return null;
      },

      /**
       * A booking request from the draft (`completeRequest`): an order `pending`, not normal, with
       * nothing to pay until an operator quotes it; its detail row written by the module, no
       * capacity or complimentary use taken. The draft is kept alive until the service, for the
       * password re-check of paying the quotation. Sending the same draft again answers its order.
       */
      async placeRequest(userId: number, uuid: string): Promise<OrderRow> {
        const draft = await drafts.find(userId, service, uuid);
        if (!draft) throw incomplete();
        if (draft.orderNo) {
          const existing = await orders.findForUser(userId, draft.orderNo);
          if (!existing) throw incomplete();
          return existing;
        }
        const complete = module().completeRequest?.(draft.data) ?? null;
        if (!complete) throw incomplete();
        const quote = await module().quote(complete, now());
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await database.db.transaction(async (txAny) => {
              const tx = txAny as Db;
              const row = await orders.insert(tx, {
                orderNo: newOrderNo(service),
                uuid,
                userId,
                service,
                status: 'pending',
                isNormal: false,
                airportCode: quote.airportCode,
                airportName: quote.airportName,
                place: quote.place,
                serviceAt: quote.serviceAt,
                timeZone: quote.timeZone,
                total: 0,
                currency: quote.currency,
                priceLines: quote.lines,
                priceReason: 'notIncluded',
                entitlementYear: null,
                payBefore: null,
              });
              await module().reserve(tx, row, complete, quote);
              await drafts.markPlaced(tx, uuid, row.orderNo);
              await drafts.keepUntil(tx, uuid, row.serviceAt);
              return row;
            });
          } catch (error) {
            // Another order drew the same number, or the same draft was sent twice at once.
            if (isUniqueViolation(error) && attempt < 3) {
              const placedMeanwhile = await orders.findByUuid(userId, uuid);
              if (placedMeanwhile) return placedMeanwhile;
              continue;
            }
            throw error;
          }
        }
      },

      /**
       * An operator's quotation of a pending request: `unpaid` with its amount and lines until
       * `payBefore` (the expiry job is scheduled then), once; `within` runs in the same transaction
       * (the quotation's mail through the outbox). Not pending: ORDER_NOT_PAYABLE.
       */
      async quoteRequest(
        orderNo: string,
        quotation: { total: number; lines: PriceLine[]; payBefore: Date },
        within?: (tx: Db, order: OrderRow) => Promise<void>,
      ): Promise<OrderRow> {
        return database.db.transaction(async (txAny) => {
          const tx = txAny as Db;
          const row = await orders.setQuotation(tx, orderNo, service, {
            total: quotation.total,
            priceLines: quotation.lines,
            payBefore: quotation.payBefore,
          });
          if (!row) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
          await deps.jobs.schedule(
            { name: EXPIRE_UNPAID_JOB, key: row.orderNo, runAt: quotation.payBefore },
            tx,
          );
          await within?.(tx, row);
          return row;
        });
      },

      /**
       * A payment session for an unpaid order placed earlier (a quoted request): with a new card, or
       * with a saved card and a fresh proof of the order's draft (PROOF_REQUIRED without one). Past
       * its time to pay the order is expired (BOOKING_EXPIRED); not unpaid: ORDER_NOT_PAYABLE.
       */
      async payPlaced(userId: number, orderNo: string, options: PayOptions = {}): Promise<OpenedPayment> {
        return payUnpaid(userId, await ownOrder(userId, orderNo), options);
      },

      /**
       * Pay now, from the bookings pages: `payPlaced` for an order the wizard placed whose card
       * payment did not finish. A booking request's quotation is paid through its own call (its
       * return is finished as a manual booking), so here it is ORDER_NOT_PAYABLE.
       */
      async payBooking(userId: number, orderNo: string, options: PayOptions = {}): Promise<OpenedPayment> {
        const order = await ownOrder(userId, orderNo);
        if (!order.isNormal) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
        return payUnpaid(userId, order, options);
      },

      /** Expires the order when it is past its deadline (`expireIfDue`); true when it did. */
      expireIfDue: (orderNo: string) => expireIfDue(orderNo),

      /** The caller's order of this service (for the result and detail pages). */
      order: (userId: number, orderNo: string) => ownOrder(userId, orderNo),
    };
  };

  /** The first mail about a refund: the cancellation's, or the one about a payment the order refused. */
  const firstRefundMail = (refund: { reason: RefundReason }) =>
    refund.reason === 'cancelled' ? ('cancelled' as const) : ('unhonoured' as const);

  /** The order a refund was owed for (its owner is the refund's). */
  const orderOfRefund = async (refund: { userId: number; orderReference: string }, db: Db = database.db) =>
    orders.findForUser(refund.userId, refund.orderReference, db);

  /**
   * Makes a refund owed: asks the host (once per call; the key makes repeats one refund) and records
   * it with the order's refunded total and the mail, in one transaction. The cardholder is told once
   * what is true: the cancellation mail says the refund was made, or — when the host failed — that
   * it is on its way, and then a second mail says when it has been made. Throws when the host failed
   * (the caller, or the job, asks again later).
   */
  const settleRefund = async (refundId: number) => {
    const charges = paymentsOf();
    try {
      return await charges.performRefund(refundId, async (tx, made) => {
        const order = await orderOfRefund(made, tx);
        if (!order) return;
        // The order's refunded total counts what its own charge got back, not a payment it refused.
        if (made.reason === 'cancelled') await orders.addRefunded(tx, order.id, made.amount);
        const news = { refund: { amount: made.amount, made: true }, usesReturned: usesGivenBackBy(order) };
        if (await charges.markRefundTold(tx, made.id, null, 'refunded')) {
          await mailAbout(tx, order, firstRefundMail(made), news);
        } else if (await charges.markRefundTold(tx, made.id, 'pending', 'refunded')) {
          await mailAbout(tx, order, 'refunded', news);
        }
      });
    } catch (error) {
      const owed = await charges.refundById(refundId);
      const order = owed ? await orderOfRefund(owed) : null;
      if (owed && order) {
        await database.db.transaction(async (txAny) => {
          const tx = txAny as Db;
          if (await charges.markRefundTold(tx, owed.id, null, 'pending')) {
            await mailAbout(tx, order, firstRefundMail(owed), {
              refund: { amount: owed.amount, made: false },
              usesReturned: usesGivenBackBy(order),
            });
          }
        });
      }
      throw error;
    }
  };

  /**
   * The refund job: settles the refund; a failure is retried on the jobs' back-off schedule and,
   * once that is used up, again every `REFUND_RETRY_AT_LAST_MS` — money owed is never given up on.
   */
  deps.jobs.register(REFUND_JOB, async ({ key, attempt }) => {
    try {
      await settleRefund(Number(key));
      return undefined;
    } catch (error) {
      if (attempt <= RETRY_DELAYS_MS.length) throw error;
      deps.logger?.error(
        { refundId: key, attempt, reason: (error as Error).message },
        'refund still not made; asking again later',
      );
      return { runAgainAt: new Date(Date.now() + REFUND_RETRY_AT_LAST_MS) };
    }
  });

  /** What an order may be cancelled from, by cause (a cancelled flight also ends a request not yet quoted). */
  const CANCELLABLE: Record<CancelReason, readonly OrderStatus[]> = {
    cardholder: ['paid', 'unpaid'],
    flightCancelled: ['paid', 'unpaid', 'pending'],
  };

  /**
   * The one cancellation, whatever its cause (the cardholder's cancel, a cancelled flight): in one
   * transaction the order becomes `cancelled` with its reason (a conditional update: of repeated or
   * concurrent cancels one changes it), its capacity and complimentary uses come back and the
   * refund of its charge is owed (one per charge) with the refund job scheduled — or, with nothing
   * to refund, the cancellation mail is written. The refund is then asked of the host at once; when
   * the host does not confirm, the refund job asks again until it does (`settleRefund`), and the
   * mail says which. Null when this call changed nothing.
   */
  const cancelOrder = async (order: OrderRow, reason: CancelReason) => {
    // A cardholder cancels only within the deadline (checked by `cancel`): the refund is due.
    const refundDue = reason === 'cardholder' || flightCancellationRefunds(order.serviceAt, now(), policy);
    const cancelledNow = await database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const row = await orders.transition(tx, order.id, CANCELLABLE[reason], 'cancelled', reason);
      if (!row) return null;
      await moduleOf(row.service).release(tx, row);
      const usesReturned = usesGivenBackBy(row);
      if (row.entitlementYear !== null)
        await entitlements.giveBack(tx, row.userId, row.service, row.entitlementYear, usesReturned);
      const owed = refundDue ? await paymentsOf().oweRefund(tx, row.userId, row.orderNo) : null;
      if (owed) {
        await deps.jobs.schedule(
          { name: REFUND_JOB, key: String(owed.id), runAt: new Date(Date.now() + REFUND_FIRST_RUN_MS) },
          tx,
        );
      } else {
        // Nothing to refund: the mail goes with the change (the outbox). With a refund, it waits
        // for the host's answer, so that it says whether the refund is made or on its way.
        await mailAbout(tx, row, 'cancelled', { refund: null, usesReturned });
      }
      return { row, owed, usesReturned };
    });
    if (cancelledNow?.owed) {
      const refundId = cancelledNow.owed.id;
      await settleRefund(refundId).catch((error: unknown) => {
        deps.logger?.warn(
          { orderNo: order.orderNo, refundId, reason: (error as Error).message },
          'refund not made at cancel; the refund job will ask again',
        );
      });
    }
    return cancelledNow;
  };

  /**
   * A booking whose flight was cancelled (the flight-disruption job): cancelled by the policy's
   * `flightDisruption` whatever the free-cancellation deadline — not the cardholder's doing — with
   * the uses back, the payment refunded through the same path as a cancel, and the cardholder (and
   * the traveller) told by the flight-cancelled mail. Idempotent: true only for the call that
   * cancelled it.
   */
  const cancelForFlight = async (order: OrderRow): Promise<boolean> =>
    (await cancelOrder(order, 'flightCancelled')) !== null;

  /** The upcoming orders of every service kept for this flight on its date (`ordersOnFlight`). */
  const upcomingOnFlight = async (flight: FlightOnDate): Promise<OrderRow[]> => {
    const ids: number[] = [];
    for (const module of modules.values()) {
      if (module.ordersOnFlight) ids.push(...(await module.ordersOnFlight(database.db, flight)));
    }
    return orders.upcomingAmong(ids, now());
  };

  /**
   * Takes back a placement whose payment could not be opened: the order (with its detail) is
   * deleted, its place and complimentary use given back and its draft unplaced, in one transaction,
   * as if it had never been placed. Only while it is unpaid (nothing can have been paid: no payment
   * was opened).
   */
  const unplace = async (order: OrderRow): Promise<void> => {
    await database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const row = await orders.transition(tx, order.id, ['unpaid'], 'expired');
      if (!row) return;
      await moduleOf(row.service).release(tx, row);
      if (row.entitlementYear !== null)
        await entitlements.giveBack(tx, row.userId, row.service, row.entitlementYear, usesReturnedBy(row));
      await orders.remove(tx, row.id);
      await drafts.unmarkPlaced(tx, row.uuid, row.orderNo);
      await deps.jobs.cancel(EXPIRE_UNPAID_JOB, row.orderNo, tx);
    });
  };

  /**
   * An unpaid order whose time to pay has passed gives its place and complimentary use back and is
   * `expired`. Idempotent: an order paid or cancelled meanwhile is left alone.
   */
  /** Expires one unpaid or pending order (places and use given back); true when it changed it. */
  const expireOrder = async (orderNo: string, dueNow: boolean): Promise<boolean> => {
    const [found] = await database.rows<{ user_id: number }>(
      sql`select user_id from orders where order_no = ${orderNo}`,
    );
    const order = found ? await orders.findForUser(found.user_id, orderNo) : null;
    if (!order || (order.status !== 'unpaid' && order.status !== 'pending') || !dueNow) return false;
    return database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const row = await orders.transition(tx, order.id, ['unpaid', 'pending'], 'expired');
      if (!row) return false;
      await moduleOf(row.service).release(tx, row);
      if (row.entitlementYear !== null)
        await entitlements.giveBack(tx, row.userId, row.service, row.entitlementYear, usesReturnedBy(row));
      return true;
    });
  };

  /**
   * Expires an order past its deadline: unpaid after its time to pay, or a booking request still
   * pending less than the policy's hours before the service. True when it changed it.
   */
  const expireIfDue = async (orderNo: string): Promise<boolean> => {
    const [row] = await database.rows<{
      status: string;
      pay_before: Date | string | null;
      service_at: Date | string;
    }>(sql`select status, pay_before, service_at from orders where order_no = ${orderNo}`);
    if (!row) return false;
    const at = now().getTime();
    const due =
      row.status === 'unpaid'
        ? row.pay_before !== null && new Date(row.pay_before).getTime() <= at
        : row.status === 'pending' &&
          new Date(row.service_at).getTime() - policy.quotation.expiresHoursBefore * 3_600_000 <= at;
    return expireOrder(orderNo, due);
  };

  /**
   * An unpaid order whose time to pay has passed gives its place and complimentary use back and is
   * `expired`. Idempotent: an order paid or cancelled meanwhile is left alone.
   */
  const expireUnpaid = async (orderNo: string): Promise<{ runAgainAt: Date } | undefined> => {
    const order = await database.rows<{ status: string; pay_before: Date | string | null }>(
      sql`select status, pay_before from orders where order_no = ${orderNo}`,
    );
    const payBefore = order[0]?.pay_before ? new Date(order[0].pay_before) : null;
    // Woken early (clocks of two machines differ): come back when the time is up.
    if (order[0]?.status === 'unpaid' && payBefore && payBefore.getTime() > now().getTime()) {
      return { runAgainAt: payBefore };
    }
    await expireOrder(orderNo, order[0]?.status === 'unpaid');
    return undefined;
  };

  deps.jobs.register(EXPIRE_UNPAID_JOB, ({ key }) => expireUnpaid(key));

  /**
   * One pass over every order: paid ones whose service is over are `completed`; unpaid ones past
   * their time to pay, and quotations (pending, or quoted and unpaid) less than the policy's hours
   * before the service, are `expired`, their places and uses given back. Idempotent; safe on several instances (each order
   * changes once: conditional transitions).
   */
  const sweep = async (): Promise<{ completed: number; expired: number }> => {
    const at = now();
    const completed = await database.rows<{ id: number }>(sql`
      update orders set status = 'completed', completed_at = now(), updated_at = now()
      where status = 'paid' and service_at < ${new Date(at.getTime() - COMPLETE_AFTER_MS)}
      returning id`);
    const quotationDeadline = new Date(at.getTime() + policy.quotation.expiresHoursBefore * 3_600_000);
    const due = await database.rows<{ order_no: string }>(sql`
      select order_no from orders
      where (status = 'unpaid' and pay_before <= ${at})
        or ((status = 'pending' or (status = 'unpaid' and not is_normal)) and service_at <= ${quotationDeadline})`);
    let expired = 0;
    for (const { order_no } of due) {
      if (await expireOrder(order_no, true)) expired += 1;
    }
    return { completed: completed.length, expired };
  };
  deps.jobs.register(SWEEP_JOB, async () => {
    await sweep();
    return { runAgainAt: new Date(now().getTime() + SWEEP_EVERY_MS) };
  });

  return {
    orderSource,
    expireUnpaid,
    expireIfDue,
    sweep,
    /** Puts the recurring sweep in the job table (once, whatever the number of instances). */
    scheduleSweeps: () => deps.jobs.schedule({ name: SWEEP_JOB, key: 'every-5-minutes' }),
    calendar,
    usePayments(service: ChargesService) {
      charges = service;
    },
    /** Listed orders with their places in the reader's language (each service reads its own). */
    placesIn<I extends { type: number; place: string }>(items: readonly I[], language: Language): I[] {
      return items.map((item) => {
        const service = (Object.keys(BOOKING_SERVICES) as BookingService[]).find(
          (name) => BOOKING_SERVICES[name].type === item.type,
        );
        const placeIn = service ? modules.get(service)?.placeIn : undefined;
        return placeIn ? { ...item, place: placeIn(item.place, language) } : item;
      });
    },
    register<D>(module: BookingServiceModule<D>) {
      modules.set(module.service, module as BookingServiceModule<unknown>);
    },
    forService,
    audienceOf,
    /** The order in words (its service's `describe`), as its mails and calendar entry tell it. */
    describeOrder: (db: Db, order: OrderRef & { service: BookingService }, language: Language) =>
      moduleOf(order.service).describe(db, order, language),
    cancelForFlight,
    upcomingOnFlight,
    entitlements,
    orders,
  };
};

export type BookingSpine = ReturnType<typeof createBookingSpine>;
export type ServiceBookings = ReturnType<BookingSpine['forService']>;
