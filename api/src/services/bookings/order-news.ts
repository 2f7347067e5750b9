import { type BookingService, ErrorCode, type Language } from '@portal/shared/contracts';
import { formatLocalDateTime } from '@portal/shared/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sameAddress } from '../mail/same-address';
import { canCancelOnline, freeCancellationDeadline } from '../policy/cancellation-policy';
import type { BookingDescription, OrderAudience, OrderRef } from './booking-module';
import { calendarFile } from './calendar-file';
import {
  cancellationMail,
  confirmationMail,
  flightCancelledMail,
  orderMailLabels,
  type RefundNews,
  refundMadeMail,
  unhonouredPaymentMail,
} from './order-mails';
import type { OrderRow } from './orders-repository';
import type { SpineContext } from './spine-context';
import { RESEND_LIMIT } from './spine-rules';

/**
 * What the cardholder (and the traveller booked for) hear of an order: who they are, its mails
 * (confirmation, cancellation, refunds) and its calendar entry.
 */
export const createOrderNews = (ctx: SpineContext) => {
  const { database, deps, policy, now, orders, users, moduleOf, ownOrder } = ctx;
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
    const holder = await users.recipient(order.userId, db);
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

  return {
    audienceOf,
    calendar,
    mailAbout,
    /** The confirmation mail again, for a paid order; a few times per order and hour. */
    async resendConfirmation(service: BookingService, userId: number, orderNo: string): Promise<null> {
      const order = await ownOrder(service, userId, orderNo);
      if (order.status !== 'paid' && order.status !== 'completed')
        throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      await deps.rateLimits.enforce([{ scope: 'resend-confirmation', key: orderNo, rule: RESEND_LIMIT }]);
      await mailAbout(database.db, order, 'confirmed');
      return null;
    },
  };
};

export type OrderNews = ReturnType<typeof createOrderNews>;
