import type { OrderReview } from '@portal/shared/contracts/bookings';
import { priceWithUses, usesToTake } from '@portal/shared/contracts/complimentary-uses';
import type { Lane, Slot } from '@portal/shared/contracts/fast-track';
import { cancellationTerms, cardInfo, serviceSpineFixtures } from '@portal/shared/testing';
import { FAST_TRACK_ORDER, HEATHROW, T5_LANE } from '@portal/shared/testing/fast-track-fixtures';
import type { LaneData } from '../lib/drafts';

/** Answers shaped exactly as the contracts say (the fake API's results are checked by them). */

export { cardInfo } from '@portal/shared/testing';
export { FAST_TRACK_ORDER, HEATHROW, T5_LANE } from '@portal/shared/testing/fast-track-fixtures';

/** The spine's answers; the order placed: two passengers, a use left, USD 24.00 to pay unless covered. */
export const { UUID, PROOF, ORDER_NO, PAYMENT_SESSION, placedOrder } = serviceSpineFixtures({
  orderNo: FAST_TRACK_ORDER.orderNo,
  currency: 'USD',
  due: 2400,
});

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
    serviceAt: FAST_TRACK_ORDER.serviceAt,
    timeZone: 'Europe/London',
    cancellation: cancellationTerms(FAST_TRACK_ORDER.serviceAt),
  };
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
