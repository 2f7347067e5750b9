import type { FastTrackAirport, FastTrackOrder, Lane } from '@portal/shared/contracts/fast-track';
import { bookedSpineOrder } from './spine-fixtures';

/**
 * Fast Track's answers as its contracts shape them, for the tests of Fast Track's pages and of the
 * account's bookings (which show a Fast Track order through the remote's module): Heathrow, its
 * Terminal 5 departures lane and a booked order of two passengers there.
 */

export const HEATHROW: FastTrackAirport = {
  code: 'LHR',
  name: 'London Heathrow Airport',
  city: 'London',
  country: 'United Kingdom',
  timeZone: 'Europe/London',
};

export const T5_LANE: Lane = {
  code: 'LHR-T5-DEP',
  airportCode: 'LHR',
  name: 'Fast Track Security',
  terminal: 'Terminal 5',
  direction: 'departure',
  location: 'Departures level, zone A: the Fast Track entrance is left of main security.',
  opensAt: '05:00',
  closesAt: '21:30',
  pricePerPassenger: 2400,
  currency: 'USD',
  slotMinutes: 15,
  maxPassengers: 3,
};

/**
 * Two passengers on 16 July 2030, 10:15–10:30 at Heathrow, paid: one complimentary use took the
 * first passenger off, USD 24.00 paid by card; the voucher issued.
 */
export const FAST_TRACK_ORDER: FastTrackOrder = {
  ...bookedSpineOrder({
    orderNo: 'FT-7K3D9Q',
    type: 3,
    place: `${T5_LANE.name}, ${T5_LANE.terminal}`,
    serviceAt: '2030-07-16T09:15:00.000Z',
    total: 2400,
    currency: 'USD',
    lines: [
      { kind: 'base', amount: 4800, quantity: 2, unitAmount: 2400 },
      { kind: 'entitlement', amount: -2400 },
    ],
    uses: 1,
    lastFour: '0004',
  }),
  lane: T5_LANE,
  airport: HEATHROW,
  date: '2030-07-16',
  time: '10:15',
  endTime: '10:30',
  flightNumber: 'BA117',
  passengers: [
    { firstName: 'Ana', lastName: 'Silva' },
    { firstName: 'Zoë', lastName: 'Núñez' },
  ],
  voucher: { verificationCode: 'K7P3QX', qr: { size: 3, path: 'M0 0h1v1h-1z' } },
};
