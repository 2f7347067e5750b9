/**
 * The portal's service policy: every rule a cardholder meets that has a number in it — how far
 * ahead a service is booked, until when it is cancelled for free, when an unpaid booking expires,
 * the surcharges, waiting times and the confirmations near a departure. Pricing, validation (in the
 * browser and in the API), the cancellation policy, the messages, the FAQ and the terms all read
 * the numbers from here and nowhere else (decision 0017). Imported as `@portal/shared/policy`.
 *
 * "§" names the section of the product specification that states a rule; the rest are the
 * portal's own choices, recorded in the decisions named.
 */
export interface ServicePolicy {
  cancellation: {
    /**
     * Cancel online, with a full refund or the complimentary use returned, until this many hours
     * before the service (§9 records 12 and 24; the portal keeps 24, decision 0017).
     */
    freeCancellationHours: number;
    /** Refunds reach the card within this range of business days (§9). */
    refundBusinessDays: { min: number; max: number };
  };
  quotation: {
    /**
     * A Transport booking request's quotation is accepted and paid at least this many hours
     * before the service; after that the booking expires (§4 booking lifecycle, §8 'Booking Expired', §9).
     */
    expiresHoursBefore: number;
    /** An operator answers a pending booking request within this many hours (§9). */
    replyWithinHours: number;
  };
  /**
   * A booking placed but not paid yet holds its place (seats, complimentary use) this many minutes
   * (the portal's; decision 0007's expiry job ends the hold).
   */
  unpaidOrder: { payWithinMinutes: number };
  transport: {
    /** A pick-up is booked at least this many hours ahead, in real time on instants (§5, §9). */
    minHoursAhead: number;
    /** A pick-up under this many hours before take-off must be confirmed (§5, §9). */
    nearDepartureHours: number;
    /**
     * How near the flight a pick-up is: from the landing until `fromAirport` hours after it; at most
     * `toAirport` hours before take-off (§5 asks for a time close to the flight; the hours are the portal's).
     */
    serviceWindowHours: { fromAirport: number; toAirport: number };
    /** Free waiting after the flight's actual arrival, for airport pick-ups (§9). */
    arrivalWaitingMinutes: number;
    /** Free waiting after the pick-up time, for every other pick-up (§9). */
    otherWaitingMinutes: number;
    /** Waiting beyond the free time costs `amount` (minor units of `currency`) per `perMinutes` (FAQ; the portal's). */
    extraWaiting: { amount: number; currency: string; perMinutes: number };
    /** Driver and car details are sent this many hours before the pick-up (§9). */
    driverDetailsHoursBefore: number;
    /** Out-of-hours surcharge on the base fare, for a pick-up from `from` until `until` local time (§9). */
    outOfHoursSurcharge: { percent: number; from: string; until: string };
    /** At most this many child seats (§3, §5, §9). */
    maxChildSeats: number;
  };
  airportAssistant: {
    /** Booked at least this many hours ahead (§9; the 48-hour text is Meet & Greet changes'). */
    minHoursAhead: number;
    /** A departure service under this many minutes before take-off is confirmed first (§9). */
    nearDepartureMinutes: number;
    /**
     * How near the flight the service is: an arrival from the landing until `arrival` minutes after
     * it; a departure from `departure` minutes before take-off until take-off (the portal's).
     */
    serviceWindowMinutes: { arrival: number; departure: number };
    /**
     * Each surcharge (night from `from` until `until` local time, weekend, public holiday) adds
     * `percent` of the price once (§9: "at least 50%").
     */
    surcharge: { percent: number; from: string; until: string };
  };
  fastTrack: {
    /** A Fast Track slot is booked at least this many minutes before it starts (the portal's). */
    minMinutesAhead: number;
  };
  /**
   * A booking's flight disrupted, as the flight schedule reports it (the flight-disruption job
   * applies this). It is not the cardholder's doing, so the free-cancellation deadline plays no part
   * when `fullRefund` is set (§9: no charge for flight delay; FAQ 'flight-cancelled-or-delayed').
   */
  flightDisruption: {
    cancelled: {
      /** The booking is cancelled with its whole payment refunded (else only before the deadline). */
      fullRefund: boolean;
      /** The complimentary uses the booking took are returned. */
      usesReturned: boolean;
    };
    delayed: {
      /** A Transport pick-up at the flight's arrival moves by the delay (and back when it is on time again). */
      transportPickupFollowsArrival: boolean;
    };
    /** The flights of upcoming bookings are checked this often. */
    checkEveryMinutes: number;
  };
}

const deepFreeze = <T extends object>(value: T): Readonly<T> => {
  for (const child of Object.values(value)) if (child && typeof child === 'object') deepFreeze(child);
  return Object.freeze(value);
};

/** The policy every programme uses (a programme-specific one would be a `ServicePolicy` too). */
export const SERVICE_POLICY: ServicePolicy = deepFreeze({
  cancellation: { freeCancellationHours: 24, refundBusinessDays: { min: 7, max: 14 } },
  quotation: { expiresHoursBefore: 12, replyWithinHours: 24 },
  unpaidOrder: { payWithinMinutes: 30 },
  transport: {
    minHoursAhead: 48,
    nearDepartureHours: 2,
    serviceWindowHours: { fromAirport: 6, toAirport: 12 },
    arrivalWaitingMinutes: 60,
    otherWaitingMinutes: 15,
    extraWaiting: { amount: 1_000, currency: 'USD', perMinutes: 15 },
    driverDetailsHoursBefore: 3,
    outOfHoursSurcharge: { percent: 20, from: '21:00', until: '08:00' },
    maxChildSeats: 1,
  },
  airportAssistant: {
    minHoursAhead: 72,
    nearDepartureMinutes: 60,
    serviceWindowMinutes: { arrival: 120, departure: 360 },
    surcharge: { percent: 50, from: '21:00', until: '07:00' },
  },
  fastTrack: { minMinutesAhead: 120 },
  flightDisruption: {
    cancelled: { fullRefund: true, usesReturned: true },
    delayed: { transportPickupFollowsArrival: true },
    checkEveryMinutes: 5,
  },
});
