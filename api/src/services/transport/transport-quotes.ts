import { ErrorCode, type Language } from '@portal/shared/contracts';
import { type PriceLine, unitPriceLine } from '@portal/shared/contracts/bookings';
import type { CarType } from '@portal/shared/contracts/transport';
import { formatLocalDateTime } from '@portal/shared/time';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sameNumber } from '../../providers/sms/sms';
import type { OrderRow } from '../bookings/orders-repository';
import type { RenderedMail } from '../mail/render';
import { sameAddress } from '../mail/same-address';
import { DEFAULT_SERVICE_POLICY, quotationExpiresAt } from '../policy/cancellation-policy';
import { declineMail, declineSms, quotationMail, quotationSms } from './transport-mails';
import { routeOf } from './transport-module';
import {
  markDeclined,
  markQuoted,
  pendingRequests,
  type RequestTraveller,
  requestToQuote,
} from './transport-orders-repository';
import { notFound, type TransportServiceDeps } from './transport-service-shared';

type Requester = NonNullable<Awaited<ReturnType<typeof requestToQuote>>>;

/**
 * Tells the cardholder of a request, by mail and SMS in their language, through the outbox in `tx`.
 * The passenger step promises the traveller's email and number the news; the booker (when someone
 * else travels) hears it too, on their own number if their profile has one.
 */
const tellRequester =
  (deps: TransportServiceDeps) =>
  async (
    tx: Db,
    found: Requester,
    detail: RequestTraveller | undefined,
    message: { mail: (firstName: string) => RenderedMail; sms: string },
  ): Promise<void> => {
    await deps.mail.send({ to: found.email, ...message.mail(found.first_name) }, tx);
    if (!detail) return;
    if (!sameAddress(detail.email, found.email)) {
      await deps.mail.send({ to: detail.email, ...message.mail(detail.first_name) }, tx);
    }
    const travellerNumber = `${detail.mobile_prefix} ${detail.mobile_number}`;
    await deps.sms.send({ to: travellerNumber, text: message.sms }, tx);
    const bookerNumber =
      found.mobile_prefix && found.mobile_number ? `${found.mobile_prefix} ${found.mobile_number}` : null;
    if (bookerNumber && !sameNumber(bookerNumber, travellerNumber)) {
      await deps.sms.send({ to: bookerNumber, text: message.sms }, tx);
    }
  };

/** What a quotation's and a decline's messages say of the request, in the cardholder's language. */
const requestValues = (found: Requester, row: OrderRow, detail: RequestTraveller | undefined) => {
  const language = found.language as Language;
  return {
    language,
    firstName: found.first_name,
    orderNo: row.orderNo,
    route: detail ? routeOf({ from: { name: detail.from_name }, to: { name: detail.to_name } }) : row.place,
    when: formatLocalDateTime(row.serviceAt, row.timeZone, language),
  };
};

/** Operators and booking requests: the requests waiting for a quotation, quoting or declining one. */
export const createTransportQuotes = (deps: TransportServiceDeps) => {
  const { bookings, database } = deps;
  const now = deps.now ?? (() => new Date());
  const tell = tellRequester(deps);

  return {
    /** Operators: the requests waiting for a quotation, soonest service first. */
    async pendingRequests() {
      const rows = await pendingRequests(database);
      return {
        requests: rows.map((row) => ({
          orderNo: row.order_no,
          reason: row.request_reason,
          from: row.from_name,
          to: row.to_name,
          airportCode: row.airport_code,
          serviceAt: new Date(row.service_at).toISOString(),
          timeZone: row.time_zone,
          adults: row.adults,
          children: row.children,
          luggage: row.luggage,
          distanceKm: row.distance_km,
          currency: row.currency,
          requestedAt: new Date(row.created_at).toISOString(),
        })),
      };
    },

    /**
     * Operators: quote a pending request. `unpaid` until the quotation's deadline (service policy); the user is
     * told by mail and SMS, written with the change (the outbox), as is what `alsoWithin` writes
     * (the audit row). Past that deadline already: BOOKING_EXPIRED; not pending: ORDER_NOT_PAYABLE.
     */
    async quote(
      input: { orderNo: string; amount: number; carType?: CarType; note?: string },
      alsoWithin?: (tx: Db) => Promise<void>,
    ) {
      const found = await requestToQuote(database, input.orderNo);
      if (!found) throw notFound();
      if (found.status !== 'pending') throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      const payBefore = quotationExpiresAt(new Date(found.service_at), DEFAULT_SERVICE_POLICY);
      if (payBefore.getTime() <= now().getTime()) {
        await bookings.expireIfDue(input.orderNo);
        throw new AppError(ErrorCode.BOOKING_EXPIRED);
      }
      const lines: PriceLine[] = [unitPriceLine('base', 1, input.amount)];
      const note = input.note?.trim() || null;
      const order = await deps.requests.quoteRequest(
        input.orderNo,
        { total: input.amount, lines, payBefore },
        async (tx, row) => {
          const detail = await markQuoted(tx, row.id, note, input.carType ?? null);
          const { language, ...request } = requestValues(found, row, detail);
          const values = {
            ...request,
            payBefore: formatLocalDateTime(payBefore, row.timeZone, language),
            amount: input.amount,
            currency: row.currency,
            note,
          };
          await tell(tx, found, detail, {
            mail: (firstName) => quotationMail(language, { ...values, firstName }),
            sms: quotationSms(language, values),
          });
          await alsoWithin?.(tx);
        },
      );
      return { orderNo: order.orderNo, status: 'unpaid' as const, payBefore: payBefore.toISOString() };
    },

    /**
     * Operators: decline a pending request with a reason. The order becomes `cancelled`; the user
     * (and the traveller booked for) are told by mail and SMS as a quotation tells them, written
     * with the change, as is what `alsoWithin` writes (the audit row). Not pending: ORDER_NOT_PAYABLE.
     */
    async decline(input: { orderNo: string; reason: string }, alsoWithin?: (tx: Db) => Promise<void>) {
      const found = await requestToQuote(database, input.orderNo);
      if (!found) throw notFound();
      if (found.status !== 'pending') throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      const reason = input.reason.trim();
      const order = await deps.requests.declineRequest(found.id, async (tx, row) => {
        const detail = await markDeclined(tx, row.id, reason);
        const { language, ...request } = requestValues(found, row, detail);
        const values = { ...request, reason };
        await tell(tx, found, detail, {
          mail: (firstName) => declineMail(language, { ...values, firstName }),
          sms: declineSms(language, values),
        });
        await alsoWithin?.(tx);
      });
      return { orderNo: order.orderNo, status: 'cancelled' as const };
    },
  };
};
