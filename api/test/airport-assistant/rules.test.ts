import { ErrorCode } from '@portal/shared/contracts';
import type { AssistantServiceType } from '@portal/shared/contracts/airport-assistant';
import type { Flight, FlightLeg, FlightPoint } from '@portal/shared/contracts/flights';
import { localDateTime, zonedInstant } from '@portal/shared/time';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { checkServiceTime, legAt } from '../../src/services/airport-assistant/assistant-rules';

const point = (code: string, timeZone: string, at: Date): FlightPoint => ({
  code,
  name: code,
  city: code,
  countryCode: null,
  timeZone,
  ...localDateTime(at, timeZone),
  at: at.toISOString(),
});
const leg = (from: [string, string, Date], to: [string, string, Date]): FlightLeg => ({
  flightNumber: 'BA117',
  departure: point(...from),
  arrival: point(...to),
});

/** The code of the AppError `run` throws, or null when it passes. */
const outcome = (run: () => void): number | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.errorCode;
    throw error;
  }
};
const minutes = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000);

describe('Airport Assistant booking rules', () => {
  /** An arrival at LHR landing exactly at the service instant: only the 72 hours decide. */
  const arrivingAt = (serviceAt: Date) =>
    leg(['JFK', 'America/New_York', minutes(serviceAt, -420)], ['LHR', 'Europe/London', serviceAt]);
  const leadTime = (now: Date, date: string, time: string) => {
    const serviceAt = zonedInstant(date, time, 'Europe/London');
    return outcome(() =>
      checkServiceTime({ serviceType: 'international_arrival', leg: arrivingAt(serviceAt), serviceAt, now }),
    );
  };

  it('asks for 72 hours of real time when the clocks go forward (London, 29 March 2026)', () => {
    // Thursday 10:00 GMT; Sunday 11:00 BST is 72 real hours later (73 on the wall clock).
    const now = new Date('2026-03-26T10:00:00Z');
    expect(leadTime(now, '2026-03-29', '11:00')).toBeNull();
    expect(leadTime(now, '2026-03-29', '10:59')).toBe(ErrorCode.BOOKING_TOO_SOON);
  });

  it('asks for 72 hours of real time when the clocks go back (London, 25 October 2026)', () => {
    // Thursday 10:30 BST; Sunday 09:30 GMT is 72 real hours later (71 on the wall clock).
    const now = new Date('2026-10-22T09:30:00Z');
    expect(leadTime(now, '2026-10-25', '09:30')).toBeNull();
    expect(leadTime(now, '2026-10-25', '09:29')).toBe(ErrorCode.BOOKING_TOO_SOON);
    // The refusal names the rule.
    const serviceAt = zonedInstant('2026-10-25', '09:29', 'Europe/London');
    try {
      checkServiceTime({ serviceType: 'international_arrival', leg: arrivingAt(serviceAt), serviceAt, now });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ errorCode: ErrorCode.BOOKING_TOO_SOON, details: { minHours: 72 } });
    }
  });

  const now = new Date('2026-12-01T00:00:00Z');
  const lands = new Date('2026-12-10T14:00:00Z');
  const takesOff = new Date('2026-12-10T18:00:00Z');
  const arrival = leg(['JFK', 'America/New_York', minutes(lands, -420)], ['LHR', 'Europe/London', lands]);
  const departure = leg(
    ['LHR', 'Europe/London', takesOff],
    ['JFK', 'America/New_York', minutes(takesOff, 480)],
  );
  const check = (
    serviceType: AssistantServiceType,
    flight: FlightLeg,
    serviceAt: Date,
    confirmNearDeparture?: boolean,
  ) => outcome(() => checkServiceTime({ serviceType, leg: flight, serviceAt, now, confirmNearDeparture }));

  it('meets an arrival from the landing until two hours after it', () => {
    expect(check('international_arrival', arrival, minutes(lands, -1))).toBe(
      ErrorCode.SERVICE_TIME_OFF_FLIGHT,
    );
    expect(check('international_arrival', arrival, lands)).toBeNull();
    expect(check('domestic_arrival', arrival, minutes(lands, 120))).toBeNull();
    expect(check('international_arrival', arrival, minutes(lands, 121))).toBe(
      ErrorCode.SERVICE_TIME_OFF_FLIGHT,
    );
  });

  it('meets a departure up to six hours before take-off; under an hour only when confirmed', () => {
    expect(check('international_departure', departure, minutes(takesOff, -361))).toBe(
      ErrorCode.SERVICE_TIME_OFF_FLIGHT,
    );
    expect(check('international_departure', departure, minutes(takesOff, -360))).toBeNull();
    expect(check('domestic_departure', departure, minutes(takesOff, -60))).toBeNull();
    expect(check('international_departure', departure, minutes(takesOff, -59))).toBe(
      ErrorCode.NEAR_DEPARTURE_UNCONFIRMED,
    );
    expect(check('international_departure', departure, minutes(takesOff, -59), false)).toBe(
      ErrorCode.NEAR_DEPARTURE_UNCONFIRMED,
    );
    expect(check('international_departure', departure, minutes(takesOff, -59), true)).toBeNull();
    expect(check('international_departure', departure, takesOff, true)).toBeNull();
    expect(check('international_departure', departure, minutes(takesOff, 1), true)).toBe(
      ErrorCode.SERVICE_TIME_OFF_FLIGHT,
    );
  });

  it('meets the leg that lands at the airport (arrival) or leaves it (departure)', () => {
    const hub = new Date('2026-12-10T08:00:00Z');
    const first = leg(['MAN', 'Europe/London', minutes(hub, -60)], ['LHR', 'Europe/London', hub]);
    const second = leg(
      ['LHR', 'Europe/London', minutes(hub, 90)],
      ['GRU', 'America/Sao_Paulo', minutes(hub, 800)],
    );
    const flight: Flight = {
      flightNumber: 'BA117',
      airlineCode: 'BA',
      airlineName: 'British Airways',
      legs: [first, second],
    };
    expect(legAt(flight, 'LHR', 'domestic_arrival')).toBe(first);
    expect(legAt(flight, 'LHR', 'international_departure')).toBe(second);
    expect(legAt(flight, 'GRU', 'international_arrival')).toBe(second);
    expect(legAt(flight, 'MAN', 'domestic_departure')).toBe(first);
    for (const [code, type] of [
      ['MAN', 'domestic_arrival'],
      ['GRU', 'international_departure'],
      ['JFK', 'international_arrival'],
    ] as const) {
      expect(outcome(() => legAt(flight, code, type))).toBe(ErrorCode.FLIGHT_NOT_LOCATED);
    }
  });
});
