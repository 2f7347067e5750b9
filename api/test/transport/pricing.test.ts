import { ErrorCode } from '@portal/shared/contracts';
import type { Flight, FlightLeg, FlightPoint } from '@portal/shared/contracts/flights';
import { CAR_CAPACITY, CAR_TYPES, type Place } from '@portal/shared/contracts/transport';
import { localDateTime, zonedInstant } from '@portal/shared/time';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { roadDistanceKm } from '../../src/services/places/place-directory';
import { fleetHourOf } from '../../src/services/transport/fleet-repository';
import {
  CAR_FARES,
  carFits,
  carOffer,
  LARGEST_CAR,
  MAX_KM,
  STANDARD_KM,
} from '../../src/services/transport/transport-catalogue';
import { isOutOfHours, transportPriceLines } from '../../src/services/transport/transport-pricing';
import {
  checkPickupTime,
  legAtAirport,
  requestReasonOf,
  tripEnds,
} from '../../src/services/transport/transport-rules';

const LONDON = 'Europe/London';
const at = (iso: string) => new Date(iso);
const kinds = (lines: ReturnType<typeof transportPriceLines>) => lines.map((line) => line.kind);

/** The code of the AppError `run` throws, or null when it passes. */
const outcome = (run: () => unknown): number | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.errorCode;
    throw error;
  }
};

describe('Transport pricing', () => {
  it('charges the base fare for up to the standard distance, and each further kilometre at the car’s rate', () => {
    const noon = zonedInstant('2026-06-10', '12:00', LONDON);
    expect(transportPriceLines('economy', STANDARD_KM, noon, LONDON)).toEqual([
      { kind: 'base', amount: 6_000, quantity: 1, unitAmount: 6_000 },
    ]);
    expect(transportPriceLines('business', STANDARD_KM + 1, noon, LONDON)).toEqual([
      { kind: 'base', amount: 9_000, quantity: 1, unitAmount: 9_000 },
      { kind: 'extraMileage', amount: 200, quantity: 1, unitAmount: 200 },
    ]);
    expect(transportPriceLines('first', MAX_KM, noon, LONDON)[1]).toEqual({
      kind: 'extraMileage',
      amount: (MAX_KM - STANDARD_KM) * 300,
      quantity: MAX_KM - STANDARD_KM,
      unitAmount: 300,
    });
    expect(carOffer('van', 55)).toEqual({
      carType: 'van',
      passengers: 7,
      luggage: 7,
      basePrice: 11_000,
      extraMileage: 15 * 220,
      price: 11_000 + 15 * 220,
      currency: 'USD',
    });
    expect(carOffer('economy', 12)).toMatchObject({ extraMileage: 0, price: CAR_FARES.economy.base });
  });

  it('adds 20% of the base fare from 21:00 until 08:00 on the airport’s clock, edges included and excluded', () => {
    expect(['20:59', '21:00', '23:59', '00:00', '07:59', '08:00'].map(isOutOfHours)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    const linesAt = (time: string) =>
      transportPriceLines('business', 30, zonedInstant('2026-06-10', time, LONDON), LONDON);
    expect(kinds(linesAt('20:59'))).toEqual(['base']);
    expect(linesAt('21:00')).toEqual([
      { kind: 'base', amount: 9_000, quantity: 1, unitAmount: 9_000 },
      { kind: 'outOfHours', amount: 1_800, percent: 20 },
    ]);
    expect(kinds(linesAt('07:59'))).toEqual(['base', 'outOfHours']);
    expect(kinds(linesAt('08:00'))).toEqual(['base']);
    // The surcharge is on the base fare alone, never on the extra mileage.
    const far = transportPriceLines('economy', 100, zonedInstant('2026-06-10', '22:30', LONDON), LONDON);
    expect(far.find((line) => line.kind === 'outOfHours')?.amount).toBe(1_200);
  });

  it('reads the surcharge on the wall clock across the clock changes (London, 29 March and 25 October 2026)', () => {
    // The same UTC time of day is 07:59 the day before the spring change and 08:59 on the day.
    expect(kinds(transportPriceLines('economy', 10, at('2026-03-28T07:59:00Z'), LONDON))).toContain(
      'outOfHours',
    );
    expect(kinds(transportPriceLines('economy', 10, at('2026-03-29T07:59:00Z'), LONDON))).toEqual(['base']);
    // 20:30 UTC: 20:30 GMT on the 28th, 21:30 BST on the 29th.
    expect(kinds(transportPriceLines('economy', 10, at('2026-03-28T20:30:00Z'), LONDON))).toEqual(['base']);
    expect(kinds(transportPriceLines('economy', 10, at('2026-03-29T20:30:00Z'), LONDON))).toContain(
      'outOfHours',
    );
    // Local 07:59 and 08:00 on the spring day: 06:59 and 07:00 UTC.
    expect(zonedInstant('2026-03-29', '07:59', LONDON).toISOString()).toBe('2026-03-29T06:59:00.000Z');
    expect(
      kinds(transportPriceLines('economy', 10, zonedInstant('2026-03-29', '07:59', LONDON), LONDON)),
    ).toContain('outOfHours');
    expect(
      kinds(transportPriceLines('economy', 10, zonedInstant('2026-03-29', '08:00', LONDON), LONDON)),
    ).toEqual(['base']);
    // Autumn: 07:30 UTC is 08:30 BST on the 24th and 07:30 GMT on the 25th.
    expect(kinds(transportPriceLines('economy', 10, at('2026-10-24T07:30:00Z'), LONDON))).toEqual(['base']);
    expect(kinds(transportPriceLines('economy', 10, at('2026-10-25T07:30:00Z'), LONDON))).toContain(
      'outOfHours',
    );
    // 20:59 and 21:00 local on the autumn day (GMT again): 20:59 and 21:00 UTC.
    expect(kinds(transportPriceLines('economy', 10, at('2026-10-25T20:59:00Z'), LONDON))).toEqual(['base']);
    expect(kinds(transportPriceLines('economy', 10, at('2026-10-25T21:00:00Z'), LONDON))).toContain(
      'outOfHours',
    );
    // In the repeated hour (01:00–02:00 twice) every instant is out of hours.
    expect(localDateTime(at('2026-10-25T00:30:00Z'), LONDON).time).toBe('01:30');
    expect(localDateTime(at('2026-10-25T01:30:00Z'), LONDON).time).toBe('01:30');
  });

  it('counts a car in the real hour of its pick-up instant', () => {
    expect(fleetHourOf(at('2026-06-10T10:59:59Z')).toISOString()).toBe('2026-06-10T10:00:00.000Z');
    // The two 01:30s of the autumn change are two different hours of the fleet.
    expect(fleetHourOf(at('2026-10-25T00:30:00Z'))).not.toEqual(fleetHourOf(at('2026-10-25T01:30:00Z')));
  });
});

const place = (id: string, airportCode: string | null, lat = 51.47, lng = -0.45): Place => ({
  id,
  kind: airportCode ? 'airport' : 'hotel',
  name: id,
  address: id,
  countryCode: 'GB',
  lat,
  lng,
  airportCode,
});
const point = (code: string, timeZone: string, instant: Date): FlightPoint => ({
  code,
  name: code,
  city: code,
  countryCode: null,
  timeZone,
  ...localDateTime(instant, timeZone),
  at: instant.toISOString(),
});
const minutes = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000);

describe('Transport trip rules', () => {
  it('needs one end to be an airport; the first airport is the trip’s', () => {
    const lhr = place('airport:LHR', 'LHR');
    const savoy = place('poi:savoy', null, 51.5104, -0.1204);
    expect(tripEnds(lhr, savoy)).toEqual({ airport: lhr, direction: 'fromAirport' });
    expect(tripEnds(savoy, lhr)).toEqual({ airport: lhr, direction: 'toAirport' });
    const lgw = place('airport:LGW', 'LGW');
    expect(tripEnds(lgw, lhr)).toEqual({ airport: lgw, direction: 'fromAirport' });
    expect(outcome(() => tripEnds(savoy, place('city:london', null)))).toBe(ErrorCode.ONE_END_AIRPORT);
    // Heathrow to the Savoy by road: about 28 km, within the standard distance.
    expect(roadDistanceKm(lhr, savoy)).toBeGreaterThan(20);
    expect(roadDistanceKm(lhr, savoy)).toBeLessThan(STANDARD_KM);
  });

  it('takes the leg landing at the airport for a pick-up there, the leg leaving it for a ride to it', () => {
    const lands = at('2026-06-10T10:00:00Z');
    const flight: Flight = {
      flightNumber: 'BA117',
      airlineCode: 'BA',
      airlineName: 'British Airways',
      legs: [
        {
          flightNumber: 'BA117',
          departure: point('JFK', 'America/New_York', minutes(lands, -420)),
          arrival: point('LHR', LONDON, lands),
        },
        {
          flightNumber: 'BA117',
          departure: point('LHR', LONDON, minutes(lands, 120)),
          arrival: point('MAD', 'Europe/Madrid', minutes(lands, 260)),
        },
      ],
    };
    expect(legAtAirport(flight, 'LHR', 'fromAirport').departure.code).toBe('JFK');
    expect(legAtAirport(flight, 'LHR', 'toAirport').arrival.code).toBe('MAD');
    expect(outcome(() => legAtAirport(flight, 'JFK', 'fromAirport'))).toBe(ErrorCode.FLIGHT_NOT_LOCATED);
    expect(outcome(() => legAtAirport(flight, 'CDG', 'toAirport'))).toBe(ErrorCode.FLIGHT_NOT_LOCATED);
  });

  it('keeps the 48 hours and the flight’s times, on instants', () => {
    const now = at('2026-06-01T12:00:00Z');
    const lands = at('2026-06-03T12:00:00Z'); // exactly 48 h after now
    const arriving: FlightLeg = {
      flightNumber: 'BA117',
      departure: point('JFK', 'America/New_York', minutes(lands, -420)),
      arrival: point('LHR', LONDON, lands),
    };
    const pickUp = (pickupAt: Date) =>
      outcome(() => checkPickupTime({ direction: 'fromAirport', leg: arriving, pickupAt, now }));
    expect(pickUp(lands)).toBeNull();
    expect(pickUp(minutes(lands, -1))).toBe(ErrorCode.BOOKING_TOO_SOON);
    expect(pickUp(minutes(lands, 360))).toBeNull();
    expect(pickUp(minutes(lands, 361))).toBe(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    const tooSoon = (() => {
      try {
        checkPickupTime({ direction: 'fromAirport', leg: arriving, pickupAt: minutes(now, 47 * 60), now });
        return null;
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(tooSoon?.details).toEqual({ minHours: 48 });
    const later = { ...arriving, arrival: point('LHR', LONDON, minutes(lands, 600)) };
    expect(
      outcome(() =>
        checkPickupTime({ direction: 'fromAirport', leg: later, pickupAt: minutes(lands, 599), now }),
      ),
    ).toBe(ErrorCode.SERVICE_TIME_OFF_FLIGHT);

    const takesOff = at('2026-06-05T18:00:00Z');
    const leaving: FlightLeg = {
      flightNumber: 'BA118',
      departure: point('LHR', LONDON, takesOff),
      arrival: point('JFK', 'America/New_York', minutes(takesOff, 480)),
    };
    const dropOff = (pickupAt: Date, confirmNearDeparture?: boolean) =>
      outcome(() =>
        checkPickupTime({ direction: 'toAirport', leg: leaving, pickupAt, now, confirmNearDeparture }),
      );
    expect(dropOff(minutes(takesOff, -180))).toBeNull();
    expect(dropOff(minutes(takesOff, -720))).toBeNull();
    expect(dropOff(minutes(takesOff, -721))).toBe(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    expect(dropOff(minutes(takesOff, 1), true)).toBe(ErrorCode.SERVICE_TIME_OFF_FLIGHT);
    expect(dropOff(minutes(takesOff, -120))).toBeNull();
    expect(dropOff(minutes(takesOff, -119))).toBe(ErrorCode.NEAR_DEPARTURE_UNCONFIRMED);
    expect(dropOff(minutes(takesOff, -119), true)).toBeNull();
    expect(dropOff(takesOff, true)).toBeNull();
  });

  it('sends a trip no car can take, or from an airport the fleet does not serve, as a booking request', () => {
    expect(LARGEST_CAR).toEqual({ passengers: 7, luggage: 7 });
    expect(requestReasonOf({ served: true, people: 7, luggage: 7 })).toBeNull();
    expect(requestReasonOf({ served: false, people: 1, luggage: 0 })).toBe('outsideServedArea');
    expect(requestReasonOf({ served: true, people: 8, luggage: 0 })).toBe('groupTooLarge');
    expect(requestReasonOf({ served: true, people: 2, luggage: 8 })).toBe('luggageTooLarge');
    expect(CAR_TYPES.filter((type) => carFits(type, 3, 3))).toEqual(['business', 'first', 'van']);
    expect(CAR_TYPES.filter((type) => carFits(type, 4, 0))).toEqual(['van']);
    expect(CAR_CAPACITY.economy).toEqual({ passengers: 3, luggage: 2 });
  });
});
