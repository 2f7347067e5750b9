import { localDateTime, zonedInstant } from '@portal/shared/time';
import { describe, expect, it } from 'vitest';
import {
  canCancelOnline,
  DEFAULT_SERVICE_POLICY,
  flightCancellationRefunds,
  freeCancellationDeadline,
  pickupAfterDelay,
  policyPlaceholders,
  quotationExpiresAt,
} from './cancellation-policy';

const serviceAt = new Date('2026-03-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(serviceAt.getTime() - hours * 3_600_000);

describe('service policy', () => {
  it('allows online cancellation until 24 hours before the service, not after', () => {
    expect(freeCancellationDeadline(serviceAt)).toEqual(hoursBefore(24));
    expect(canCancelOnline(serviceAt, hoursBefore(25))).toBe(true);
    expect(canCancelOnline(serviceAt, new Date(hoursBefore(24).getTime() - 1))).toBe(true);
    expect(canCancelOnline(serviceAt, hoursBefore(24))).toBe(false);
    expect(canCancelOnline(serviceAt, hoursBefore(2))).toBe(false);
  });

  it('counts the 24 hours on instants across a daylight-saving change, shown in the airport’s zone', () => {
    // 10:00 in London on the morning the clocks go forward (29 March 2026) is 09:00 UTC; the deadline
    // is 24 real hours before: 09:00 GMT the day before — 23 hours of wall clock.
    const morning = zonedInstant('2026-03-29', '10:00', 'Europe/London');
    const deadline = freeCancellationDeadline(morning);
    expect(deadline.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(localDateTime(deadline, 'Europe/London')).toEqual({ date: '2026-03-28', time: '09:00' });
    expect(canCancelOnline(morning, new Date(deadline.getTime() - 1))).toBe(true);
    expect(canCancelOnline(morning, deadline)).toBe(false);
    // Sydney's clocks go back on 5 April 2026: 24 real hours are 25 hours of wall clock.
    const sydney = zonedInstant('2026-04-05', '10:00', 'Australia/Sydney');
    expect(localDateTime(freeCancellationDeadline(sydney), 'Australia/Sydney')).toEqual({
      date: '2026-04-04',
      time: '11:00',
    });
  });

  it('expires unpaid quotations 12 hours before the service', () => {
    expect(quotationExpiresAt(serviceAt)).toEqual(hoursBefore(12));
  });

  it('follows a programme-specific policy', () => {
    const strict = {
      ...DEFAULT_SERVICE_POLICY,
      cancellation: { ...DEFAULT_SERVICE_POLICY.cancellation, freeCancellationHours: 48 },
    };
    expect(canCancelOnline(serviceAt, hoursBefore(30), strict)).toBe(false);
    expect(policyPlaceholders(strict).freeCancellationHours).toBe('48');
  });

  it('names every number the texts use', () => {
    expect(policyPlaceholders()).toMatchObject({
      freeCancellationHours: '24',
      refundMinDays: '7',
      refundMaxDays: '14',
      quotationExpiryHours: '12',
      pendingReplyHours: '24',
      transportLeadHours: '48',
      assistantLeadHours: '72',
      arrivalWaitingMinutes: '60',
      otherWaitingMinutes: '15',
      extraWaitingPrice: 'USD\u00a010.00',
      extraWaitingMinutes: '15',
      driverDetailsHours: '3',
      transportSurchargePercent: '20',
      transportSurchargeFrom: '21:00',
      transportSurchargeUntil: '08:00',
      maxChildSeats: '1',
      assistantSurchargePercent: '50',
      assistantSurchargeFrom: '21:00',
      assistantSurchargeUntil: '07:00',
      flightCheckMinutes: '5',
      transportNearDeparture: '2 hours',
      assistantNearDeparture: '1 hour',
    });
  });

  it('refunds a booking whose flight is cancelled in full, whatever the deadline; a stricter policy only before it', () => {
    expect(flightCancellationRefunds(serviceAt, hoursBefore(25))).toBe(true);
    expect(flightCancellationRefunds(serviceAt, hoursBefore(2))).toBe(true);
    const byDeadline = {
      ...DEFAULT_SERVICE_POLICY,
      flightDisruption: {
        ...DEFAULT_SERVICE_POLICY.flightDisruption,
        cancelled: { fullRefund: false, usesReturned: true },
      },
    };
    expect(flightCancellationRefunds(serviceAt, hoursBefore(25), byDeadline)).toBe(true);
    expect(flightCancellationRefunds(serviceAt, hoursBefore(2), byDeadline)).toBe(false);
  });

  it('moves a pick-up at the arrival by the flight’s delay from the time booked, unless the policy does not follow delays', () => {
    expect(pickupAfterDelay(serviceAt, 90)).toEqual(new Date(serviceAt.getTime() + 90 * 60_000));
    expect(pickupAfterDelay(serviceAt, 0)).toEqual(serviceAt);
    const fixed = {
      ...DEFAULT_SERVICE_POLICY,
      flightDisruption: {
        ...DEFAULT_SERVICE_POLICY.flightDisruption,
        delayed: { transportPickupFollowsArrival: false },
      },
    };
    expect(pickupAfterDelay(serviceAt, 90, fixed)).toEqual(serviceAt);
  });

  it('gives prices in the format of the text’s language, with the currency’s code rather than "$"', () => {
    expect(policyPlaceholders(DEFAULT_SERVICE_POLICY, 'pt-BR').extraWaitingPrice).toBe('USD\u00a010,00');
    expect(policyPlaceholders(DEFAULT_SERVICE_POLICY, 'es-ES').extraWaitingPrice).toBe('10,00\u00a0USD');
  });
});
