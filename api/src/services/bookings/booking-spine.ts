import { BOOKING_SERVICES, type BookingService, ErrorCode, type Language } from '@portal/shared/contracts';
import type { OpenedPayment } from '@portal/shared/contracts/bookings';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BookingServiceModule, OrderRef } from './booking-module';
import { createOrderCancellation } from './cancel-order';
import { createOrderExpiry } from './expire-orders';
import { createPaymentFinish } from './finish-payment';
import { createOrderNews } from './order-news';
import type { OrderRow } from './orders-repository';
import { createOrderPayment } from './pay-order';
import { createOrderPlacement } from './place-order';
import { type BookingSpineDeps, createSpineContext } from './spine-context';
import { type PayOptions, SWEEP_JOB } from './spine-rules';

export type { BookingSpineDeps, SpineContext } from './spine-context';
export * from './spine-rules';

/**
 * The booking spine (DESIGN §6a): one implementation of drafts, the password re-check, complimentary
 * uses, orders, payment, cancellation and order mail for every service; each service plugs in a
 * `BookingServiceModule`. `orderSource` is what the payments service marks orders paid through.
 */
export const createBookingSpine = (database: Database, deps: BookingSpineDeps) => {
  const ctx = createSpineContext(database, deps);
  const { drafts, orders, entitlements, modules, moduleOf } = ctx;
  const news = createOrderNews(ctx);
  const expiry = createOrderExpiry(ctx);
  const cancellation = createOrderCancellation(ctx, news);
  const payment = createOrderPayment(ctx, news, expiry);
  const placement = createOrderPlacement(ctx, news, payment);
  const finishing = createPaymentFinish(ctx);
  const { expireIfDue } = expiry;

  /** The calls of one service, as its routes use them (each use case in its own module). */
  const forService = (service: BookingService) => {
    const ownOrder = (userId: number, orderNo: string) => ctx.ownOrder(service, userId, orderNo);
    const payUnpaid = (userId: number, order: OrderRow, options: PayOptions) =>
      payment.payUnpaid(service, userId, order, options);

    return {
      /** Steps save into the draft; false when the uuid is not the caller's live, unplaced draft. */
      saveDraft: (userId: number, uuid: string, patch: Record<string, unknown>) =>
        drafts.save(userId, service, uuid, patch),
      findDraft: (userId: number, uuid: string) => drafts.find(userId, service, uuid),
      cardInfo: (userId: number, year: number) => entitlements.cardInfo(userId, service, year),

      /** The price of the draft now, or of its placed order (`place-order.ts`). */
      review: (userId: number, uuid: string) => placement.review(service, userId, uuid),
      /** The password again, for this booking: a proof that `placeOrder` uses up. */
      verifyPassword: (userId: number, uuid: string, password: string, ip: string) =>
        placement.verifyPassword(service, userId, uuid, password, ip),
      /** Places the order from the draft with a fresh proof (`place-order.ts`). */
      placeOrder: (userId: number, uuid: string, proof: string, cardId?: number, language?: Language) =>
        placement.placeOrder(service, userId, uuid, proof, cardId, language),
      /** After the payment host (`finish-payment.ts`). */
      finish: (userId: number, input: { uuid: string; orderNo: string; paymentId: string; mac?: string }) =>
        finishing.finish(service, userId, input),
      /** The cardholder's cancel (`cancel-order.ts`). */
      cancel: (userId: number, orderNo: string) => cancellation.cancel(service, userId, orderNo),
      /** The confirmation mail again, for a paid order; a few times per order and hour. */
      resendConfirmation: (userId: number, orderNo: string) =>
        news.resendConfirmation(service, userId, orderNo),

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

  return {
    orderSource: payment.orderSource,
    expireUnpaid: expiry.expireUnpaid,
    expireIfDue: expiry.expireIfDue,
    sweep: expiry.sweep,
    /** Puts the recurring sweep in the job table (once, whatever the number of instances). */
    scheduleSweeps: () => deps.jobs.schedule({ name: SWEEP_JOB, key: 'every-5-minutes' }),
    calendar: news.calendar,
    usePayments: ctx.usePayments,
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
    audienceOf: news.audienceOf,
    /** The order in words (its service's `describe`), as its mails and calendar entry tell it. */
    describeOrder: (db: Db, order: OrderRef & { service: BookingService }, language: Language) =>
      moduleOf(order.service).describe(db, order, language),
    cancelForFlight: cancellation.cancelForFlight,
    upcomingOnFlight: cancellation.upcomingOnFlight,
    entitlements,
    orders,
    /** The spine's seam: what a service's own use cases on the spine use (Transport's booking requests). */
    seam: ctx,
  };
};

export type BookingSpine = ReturnType<typeof createBookingSpine>;
export type ServiceBookings = ReturnType<BookingSpine['forService']>;
