import type { OrderReview } from '@portal/shared/contracts/bookings';
import { priceWithUses, usesToTake } from '@portal/shared/contracts/complimentary-uses';
import type { FastTrackAirport, FastTrackOrder, Lane, Slot } from '@portal/shared/contracts/fast-track';
import {
  BOOKING_PROOF,
  BOOKING_UUID,
  cardInfo,
  type PlacedSpineOrderFixture,
  paymentSession,
  placedSpineOrder,
} from '@portal/shared/testing';
import type { LaneData } from '../lib/drafts';

/** Answers shaped exactly as the contracts say (the fake API's results are checked by them). */

export { cardInfo, SAVED_CARDS } from '@portal/shared/testing';
export const UUID = BOOKING_UUID;
export const ORDER_NO = 'FT-7K3D9Q';
export const PROOF = BOOKING_PROOF;

export const HEATHROW: FastTrackAirport = {
  code: 'LHR',
  name: 'London Heathrow Airport',
  city: 'London',
  country: 'United Kingdom',
  timeZone: 'Europe/London',
};

export const SITES = [
  { ...HEATHROW, laneCount: 4 },
  {
    code: 'LGW',
    name: 'London Gatwick Airport',
    city: 'London',
    country: 'United Kingdom',
    timeZone: 'Europe/London',
    laneCount: 2,
  },
  {
    code: 'GRU',
    name: 'São Paulo–Guarulhos International Airport',
    city: 'São Paulo',
    country: 'Brazil',
    timeZone: 'America/Sao_Paulo',
    laneCount: 2,
  },
];

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

export const T3_LANE: Lane = {
  ...T5_LANE,
  code: 'LHR-T3-DEP',
  terminal: 'Terminal 3',
  location: 'Departures, after check-in.',
  opensAt: '00:00',
  closesAt: '24:00',
  pricePerPassenger: 1950,
  maxPassengers: 8,
};

/** A date far enough ahead for every slot to be bookable. */
export const DATE = '2030-07-16';

export const SLOTS: Slot[] = [
  { time: '10:00', endTime: '10:15', seatsLeft: 0, bookable: false },
  { time: '10:15', endTime: '10:30', seatsLeft: 12, bookable: true },
  { time: '10:30', endTime: '10:45', seatsLeft: 2, bookable: true },
];

export const laneDetailResult = (count = 2) => ({
  lane: T5_LANE,
  airport: HEATHROW,
  cardInfo: cardInfo(count),
});

export const slotsResult = (date = DATE) => ({ date, timeZone: 'Europe/London', slots: SLOTS });

/** The review of a booking for `passengers` with `usesLeft` complimentary uses, priced by the shared rule. */
export const review = (passengers: number, usesLeft = 2): OrderReview => {
  const base = { kind: 'base' as const, amount: 2400 * passengers, quantity: passengers, unitAmount: 2400 };
  const cover = { perUse: 2400, maxUses: passengers };
  const card = cardInfo(usesLeft);
  return {
    uuid: UUID,
    ...priceWithUses([base], cover, usesToTake(cover, usesLeft), card),
    currency: 'USD',
    cardInfo: card,
    serviceAt: '2030-07-16T09:15:00.000Z',
    timeZone: 'Europe/London',
    cancellation: {
      freeUntil: '2030-07-15T09:15:00.000Z',
      freeCancellationHours: 24,
      refundBusinessDays: { min: 7, max: 14 },
    },
  };
};

export const PAYMENT_SESSION = paymentSession(2400, 'USD');

/** The order placed for two passengers with a use left: USD 24.00 to pay unless covered (`status: 'paid'`). */
export const placedOrder = (overrides: Partial<PlacedSpineOrderFixture> = {}) =>
  placedSpineOrder({ orderNo: ORDER_NO, currency: 'USD', due: 2400, ...overrides });

export const FAST_TRACK_ORDER: FastTrackOrder = {
  orderNo: ORDER_NO,
  status: 'paid',
  lane: T5_LANE,
  airport: HEATHROW,
  date: DATE,
  time: '10:15',
  endTime: '10:30',
  serviceAt: '2030-07-16T09:15:00.000Z',
  timeZone: 'Europe/London',
  flightNumber: 'BA117',
  passengers: [
    { firstName: 'Ana', lastName: 'Silva' },
    { firstName: 'Zoë', lastName: 'Núñez' },
  ],
  voucher: { verificationCode: 'K7P3QX', qr: { size: 3, path: 'M0 0h1v1h-1z' } },
  total: 2400,
  currency: 'USD',
  covered: true,
  uses: 1,
  uuid: '0b7c3f5e-8d1a-4c2b-9e6f-1a2b3c4d5e6f',
  type: 3,
  isNormal: true,
  airportCode: 'LHR',
  airportName: HEATHROW.name,
  place: `${T5_LANE.name}, ${T5_LANE.terminal}`,
  unseen: true,
  lines: [
    { kind: 'base', amount: 4800, quantity: 2, unitAmount: 2400 },
    { kind: 'entitlement', amount: -2400 },
  ],
  payment: { brand: 'Diners Club', lastFour: '0004' },
  refunded: 0,
  refund: null,
  cancellation: {
    freeUntil: '2030-07-15T09:15:00.000Z',
    freeCancellationHours: 24,
    refundBusinessDays: { min: 7, max: 14 },
    open: true,
    phone: '+1 800 555 0199',
  },
  payBefore: null,
  cancelReason: null,
};

/** A wizard draft with steps 1 and 2 saved (for the review and later). */
export const savedLaneData = (overrides: Partial<LaneData> = {}): LaneData => ({
  laneCode: T5_LANE.code,
  lane: {
    code: T5_LANE.code,
    name: T5_LANE.name,
    terminal: T5_LANE.terminal,
    location: T5_LANE.location,
    direction: 'departure',
    airportCode: 'LHR',
    airportName: HEATHROW.name,
    timeZone: HEATHROW.timeZone,
    pricePerPassenger: 2400,
    currency: 'USD',
    maxPassengers: 3,
  },
  date: DATE,
  time: '10:15',
  endTime: '10:30',
  passengers: 2,
  flightNumber: 'BA117',
  uuid: UUID,
  detailsSaved: true,
  names: [
    { firstName: 'Ana', lastName: 'Silva' },
    { firstName: 'Zoë', lastName: 'Núñez' },
  ],
  passengersSaved: true,
  orderNo: null,
  ...overrides,
});
