import { ErrorCode, type Language } from '@portal/shared/contracts';
import type { PriceLine } from '@portal/shared/contracts/bookings';
import type { CarType } from '@portal/shared/contracts/transport';
import { formatLocalDateTime } from '@portal/shared/time';
import { AppError } from '../../lib/app-error';
import { sameNumber } from '../../providers/sms/sms';
import { sameAddress } from '../mail/same-address';
import { DEFAULT_SERVICE_POLICY, quotationExpiresAt } from '../policy/cancellation-policy';
import { quotationMail, quotationSms } from './transport-mails';
import { routeOf } from './transport-module';
import { markQuoted, pendingRequests, requestToQuote } from './transport-orders-repository';
import { notFound, type TransportServiceDeps } from './transport-service-shared';

/** Operators and booking requests: the requests waiting for a quotation, and quoting one. */
export const createTransportQuotes = (deps: TransportServiceDeps) => {
  const { bookings, database } = deps;
  const now = deps.now ?? (() => new Date());

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
          requestedAt: new Date(row.created_at).toISOString(),
        })),
      };
    },

    /**
     * Operators: quote a pending request. `unpaid` until the quotation's deadline (service policy); the user is
     * told by mail and SMS, written with the change (the outbox). Past that deadline already:
     * BOOKING_EXPIRED; not pending: ORDER_NOT_PAYABLE.
     */
    async quote(input: { orderNo: string; amount: number; carType?: CarType; note?: string }) {
      const found = await requestToQuote(database, input.orderNo);
      if (!found) throw notFound();
      if (found.status !== 'pending') throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
      const payBefore = quotationExpiresAt(new Date(found.service_at), DEFAULT_SERVICE_POLICY);
      if (payBefore.getTime() <= now().getTime()) {
        await bookings.expireIfDue(input.orderNo);
        throw new AppError(ErrorCode.BOOKING_EXPIRED);
      }
      const lines: PriceLine[] = [
        { kind: 'base', amount: input.amount, quantity: 1, unitAmount: input.amount },
      ];
      const note = input.note?.trim() || null;
      const order = await deps.requests.quoteRequest(
        input.orderNo,
        { total: input.amount, lines, payBefore },
        async (tx, row) => {
          const detail = await markQuoted(tx, row.id, note, input.carType ?? null);
          const language = found.language as Language;
          const values = {
            firstName: found.first_name,
            orderNo: row.orderNo,
            route: detail
              ? routeOf({ from: { name: detail.from_name }, to: { name: detail.to_name } })
              : row.place,
            when: formatLocalDateTime(row.serviceAt, row.timeZone, language),
            payBefore: formatLocalDateTime(payBefore, row.timeZone, language),
            amount: input.amount,
            currency: row.currency,
            note,
          };
          await deps.mail.send({ to: found.email, ...quotationMail(language, values) }, tx);
          if (!detail) return;
          // The passenger step promises the traveller's email and number the news; the booker
          // (when someone else travels) hears it too, on their own number if their profile has one.
          if (!sameAddress(detail.email, found.email)) {
            const forTraveller = { ...values, firstName: detail.first_name };
            await deps.mail.send({ to: detail.email, ...quotationMail(language, forTraveller) }, tx);
          }
          const text = quotationSms(language, values);
          const travellerNumber = `${detail.mobile_prefix} ${detail.mobile_number}`;
          await deps.sms.send({ to: travellerNumber, text }, tx);
          const bookerNumber =
            found.mobile_prefix && found.mobile_number
              ? `${found.mobile_prefix} ${found.mobile_number}`
              : null;
          if (bookerNumber && !sameNumber(bookerNumber, travellerNumber)) {
            await deps.sms.send({ to: bookerNumber, text }, tx);
          }
        },
      );
      return { orderNo: order.orderNo, status: 'unpaid' as const, payBefore: payBefore.toISOString() };
    },
  };
};
