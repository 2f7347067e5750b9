import type { Language } from '@portal/shared/contracts';
import { formatLocalDateTime, localDateTime } from '@portal/shared/time';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import type { SmsProvider } from '../../providers/sms/sms';
import type { FlightOnDate } from '../flights/flight-spellings';
import { flightLegText } from '../flights/leg-text';
import type { MailService } from '../mail/mail-service';
import { sameAddress } from '../mail/same-address';
import { DEFAULT_SERVICE_POLICY, pickupAfterDelay, type ServicePolicy } from '../policy/cancellation-policy';
import type { FleetRepository } from './fleet-repository';
import { dispatchMail, type PickupMovedValues, pickupMovedMail, pickupMovedSms } from './pickup-delay-mails';
import { routeOf, TEXTS } from './transport-module';
import { detailOf, followDelay, holderOf, movePickup, pickupsToFollow } from './transport-orders-repository';

export interface PickupDelaysDeps {
  database: Database;
  fleet: Pick<FleetRepository, 'move'>;
  mail: Pick<MailService, 'send'>;
  sms: SmsProvider;
  /** Where the driver side hears of a moved pick-up: there is no driver channel yet, so the operations mailbox. */
  dispatchMailbox: string;
  policy?: ServicePolicy;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
}

/**
 * A Transport pick-up at a flight's arrival follows the flight (the policy's
 * `flightDisruption.delayed`): when the flight lands late, the pick-up moves by the delay from the
 * time booked — and back when it is on time again. The order records the delay it follows and the
 * time booked; its car moves to the new hour; the cardholder (and the traveller booked for, by mail
 * and SMS) and the driver side (the operations mailbox) are told, in the same transaction. Once per
 * order and delay value: the move is a conditional update on the delay the order follows.
 */
export const createPickupDelays = (deps: PickupDelaysDeps) => {
  const { database } = deps;
  const policy = deps.policy ?? DEFAULT_SERVICE_POLICY;
  const now = deps.now ?? (() => new Date());

  /** Moves one order's pick-up to follow `delayMinutes`; false when it already did or is no longer open. */
  const moveOne = (orderId: number, flightNumber: string, delayMinutes: number): Promise<boolean> =>
    database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const moved = await followDelay(tx, orderId, delayMinutes);
      if (!moved) return false;
      const previousAt = new Date(moved.previous_at);
      const bookedAt = new Date(moved.booked_at);
      const pickupAt = pickupAfterDelay(bookedAt, delayMinutes, policy);
      const local = localDateTime(pickupAt, moved.time_zone);
      await movePickup(tx, orderId, pickupAt, local);
      const detail = await detailOf(tx, orderId);
      if (!detail) return true;
      if (detail.holdsCar && detail.carType) {
        await deps.fleet.move(tx, detail.airportCode, detail.carType, previousAt, pickupAt);
      }

      // The cardholder, in their language; the traveller booked for too (mail and SMS), as the
      // passenger step promises them the changes.
      const user = await holderOf(tx, moved.user_id);
      const language = (user?.language ?? 'en-US') as Language;
      const at = (instant: Date, lang: Language) => formatLocalDateTime(instant, moved.time_zone, lang);
      const values: PickupMovedValues = {
        firstName: user?.firstName ?? detail.firstName,
        orderNo: moved.order_no,
        route: routeOf({ from: { name: detail.fromName }, to: { name: detail.toName } }),
        flightNumber,
        delayMinutes,
        when: at(pickupAt, language),
        booked: at(bookedAt, language),
        waitingMinutes: policy.transport.arrivalWaitingMinutes,
      };
      if (user) await deps.mail.send({ to: user.email, ...pickupMovedMail(language, values) }, tx);
      if (!user || !sameAddress(detail.email, user.email)) {
        const forTraveller = { ...values, firstName: detail.firstName };
        await deps.mail.send({ to: detail.email, ...pickupMovedMail(language, forTraveller) }, tx);
      }
      await deps.sms.send(
        { to: `${detail.mobilePrefix} ${detail.mobileNumber}`, text: pickupMovedSms(language, values) },
        tx,
      );

      // The driver side, in English (the operations team's).
      const dispatch = dispatchMail({
        orderNo: moved.order_no,
        status: moved.status,
        flightNumber,
        flight: flightLegText(detail.flight, 'en-US'),
        delayMinutes,
        when: at(pickupAt, 'en-US'),
        previous: at(previousAt, 'en-US'),
        booked: at(bookedAt, 'en-US'),
        from: `${detail.fromName}, ${detail.fromAddress}`,
        to: `${detail.toName}, ${detail.toAddress}`,
        car: detail.carType ? TEXTS['en-US'].cars[detail.carType] : TEXTS['en-US'].carByQuote,
        passenger: `${detail.firstName} ${detail.lastName}`,
        welcomeSign: detail.welcomeSign,
        contact: `${detail.mobilePrefix} ${detail.mobileNumber}`,
      });
      await deps.mail.send({ to: deps.dispatchMailbox, ...dispatch }, tx);
      return true;
    });

  return {
    /**
     * Moves the upcoming pick-ups at the arrival of this flight to follow `delayMinutes` (0: on
     * time); answers the order numbers moved by this call (none when each follows it already).
     */
    async follow(flight: FlightOnDate, delayMinutes: number): Promise<string[]> {
      if (!policy.flightDisruption.delayed.transportPickupFollowsArrival) return [];
      const candidates = await pickupsToFollow(database, flight, delayMinutes, now());
      const moved: string[] = [];
      for (const candidate of candidates) {
        if (await moveOne(candidate.order_id, flight.flightNumber, delayMinutes))
          moved.push(candidate.order_no);
      }
      if (moved.length > 0) {
        deps.logger?.info(
          { flightNumber: flight.flightNumber, delayMinutes, moved },
          'pick-ups follow their flight',
        );
      }
      return moved;
    },
  };
};

export type PickupDelays = ReturnType<typeof createPickupDelays>;
