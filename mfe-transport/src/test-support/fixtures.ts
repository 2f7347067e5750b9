import type { OrderReview } from '@portal/shared/contracts/bookings';
import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';
import type { Place, TransportOrder, TransportTrip } from '@portal/shared/contracts/transport';
import { bookedSpineOrder, cancellationTerms, cardInfo, serviceSpineFixtures } from '@portal/shared/testing';
import { BA117_TO_HEATHROW, britishAirways, flightFound } from '@portal/shared/testing/flight-fixtures';
import type { BookingDraft, CarChoice, FlightDraft, PersonDraft, PlaceChoice } from '../lib/drafts';

/** Answers shaped exactly as the contracts say (the fake API's results are checked by them). */

export { SAVED_CARDS } from '@portal/shared/testing';

/** The spine's answers; the order placed is the one of `review()`: £156.30 to pay, no use left. */
export const { UUID, PROOF, ORDER_NO, PAYMENT_SESSION, placedOrder } = serviceSpineFixtures({
  orderNo: 'TS-7K3D9Q',
  currency: 'GBP',
  due: 15630,
  reason: 'noUsesLeft',
});

export const HEATHROW: Place = {
  id: 'airport:LHR',
  kind: 'airport',
  name: 'London Heathrow Airport (LHR)',
  address: 'Longford, Hounslow, United Kingdom',
  countryCode: 'GB',
  lat: 51.47,
  lng: -0.4543,
  airportCode: 'LHR',
};

export const HILTON: Place = {
  id: 'poi:lhr-hilton-t4',
  kind: 'hotel',
  name: 'Hilton London Heathrow Terminal 4',
  address: 'Hatton Cross, Hounslow, United Kingdom',
  countryCode: 'GB',
  lat: 51.4586,
  lng: -0.4454,
  airportCode: null,
};

export const PADDINGTON: Place = {
  id: 'poi:paddington',
  kind: 'station',
  name: 'London Paddington Station',
  address: 'Praed Street, London, United Kingdom',
  countryCode: 'GB',
  lat: 51.5154,
  lng: -0.1755,
  airportCode: null,
};

export const choice = ({ id, kind, name, address, airportCode }: Place): PlaceChoice => ({
  id,
  kind,
  name,
  address,
  airportCode,
});

/** BA 117 from New York landing at Heathrow, 16 July 2030 (London on summer time). */
export const LEG: FlightLeg = BA117_TO_HEATHROW;
export const FLIGHT: Flight = britishAirways(LEG);
export const flightResult = () => flightFound(LEG);

export const TRIP: TransportTrip = {
  from: HEATHROW,
  to: PADDINGTON,
  airportCode: 'LHR',
  airportName: 'London Heathrow Airport',
  direction: 'fromAirport',
  distanceKm: 53,
  standardKm: 30,
  maxKm: 300,
  pickupAt: '2030-07-16T08:30:00.000Z',
  timeZone: 'Europe/London',
  leg: LEG,
};

export const CARS = [
  {
    carType: 'economy',
    passengers: 3,
    luggage: 2,
    basePrice: 9000,
    extraMileage: 4830,
    price: 13830,
    currency: 'GBP',
  },
  {
    carType: 'van',
    passengers: 7,
    luggage: 7,
    basePrice: 15000,
    extraMileage: 6900,
    price: 21900,
    currency: 'GBP',
  },
] as const satisfies readonly CarChoice[];

export const carsResult = (
  overrides: Partial<{ cars: CarChoice[]; request: { reason: string } | null }> = {},
) => ({
  uuid: UUID,
  trip: TRIP,
  cars: overrides.cars ?? CARS,
  request: overrides.request ?? null,
});

export const overKm = () => ({
  distanceKm: 53,
  standardKm: 30,
  extraKm: 23,
  ratePerKm: 210,
  charge: 4830,
  currency: 'GBP',
});

/** Booking Details saved (draft `UUID`), no car chosen yet. */
export const savedBooking = (overrides: Partial<BookingDraft> = {}): BookingDraft => ({
  from: choice(HEATHROW),
  to: choice(PADDINGTON),
  pickupDate: '2030-07-16',
  pickupTime: '09:30',
  adults: 2,
  children: 1,
  luggage: 2,
  trip: {
    airportCode: 'LHR',
    airportName: 'London Heathrow Airport',
    direction: 'fromAirport',
    distanceKm: 53,
    standardKm: 30,
    maxKm: 300,
    pickupAt: '2030-07-16T08:30:00.000Z',
    timeZone: 'Europe/London',
  },
  cars: [...CARS],
  request: null,
  saved: true,
  car: null,
  carDone: false,
  orderNo: null,
  ...overrides,
});

export const savedFlight = (overrides: Partial<FlightDraft> = {}): FlightDraft => ({
  flightNumber: 'BA117',
  flightDate: '2030-07-15',
  leg: LEG,
  airlineName: 'British Airways',
  legFor: 'LHR|fromAirport|BA117|2030-07-15',
  ...overrides,
});

/** Step 2 done with the economy car. */
export const withCar = (overrides: Partial<BookingDraft> = {}): BookingDraft =>
  savedBooking({ car: { ...CARS[0] }, carDone: true, ...overrides });

export const savedPerson = (overrides: Partial<PersonDraft> = {}): PersonDraft => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana.silva@example.com',
  bookingForOther: 0,
  welcomeSign: 'Ana Silva',
  welcomeSignEdited: false,
  notes: 'Two large suitcases.',
  mobileNoPrefix: '+44',
  mobile: '7400123456',
  mobileCountry: 'United Kingdom',
  code: '44',
  saved: true,
  ...overrides,
});

const SERVICE_AT = '2030-07-16T08:30:00.000Z';

/** A night pick-up of 53 km: the base fare, 20% out of hours, 23 km of extra mileage at £2.10. */
export const review = (): OrderReview => ({
  uuid: UUID,
  lines: [
    { kind: 'base', amount: 9000, quantity: 1, unitAmount: 9000 },
    { kind: 'outOfHours', amount: 1800, percent: 20 },
    { kind: 'extraMileage', amount: 4830, quantity: 23, unitAmount: 210 },
  ],
  currency: 'GBP',
  total: 15630,
  reason: 'noUsesLeft',
  cardInfo: cardInfo(0, 2),
  serviceAt: SERVICE_AT,
  timeZone: 'Europe/London',
  cancellation: cancellationTerms(SERVICE_AT),
});

export const TRANSPORT_ORDER: TransportOrder = {
  ...bookedSpineOrder({
    orderNo: ORDER_NO,
    type: 1,
    place: 'London Heathrow Airport (LHR) → London Paddington Station',
    serviceAt: SERVICE_AT,
    total: 15630,
    currency: 'GBP',
    lines: review().lines,
    uses: 0,
    lastFour: '1667',
  }),
  trip: {
    from: HEATHROW,
    to: PADDINGTON,
    airportCode: 'LHR',
    airportName: 'London Heathrow Airport',
    direction: 'fromAirport',
    distanceKm: 53,
    pickupAt: '2030-07-16T08:30:00.000Z',
    timeZone: 'Europe/London',
    leg: LEG,
  },
  pickupDate: '2030-07-16',
  pickupTime: '09:30',
  carType: 'economy',
  adults: 2,
  children: 1,
  luggage: 2,
  childSeat: 1,
  passenger: { firstName: 'Ana', lastName: 'Silva', email: 'ana.silva@example.com' },
  bookingForOther: false,
  welcomeSign: 'Ana Silva',
  notes: 'Two large suitcases.',
  contact: { mobileNoPrefix: '+44', mobileNo: '7400123456', mobileCountry: 'United Kingdom' },
  request: null,
  meetDetails: null,
};

/** A booking request an operator has quoted, waiting to be paid. */
export const QUOTED_ORDER: TransportOrder = {
  ...TRANSPORT_ORDER,
  status: 'unpaid',
  isNormal: false,
  payment: null,
  lines: [{ kind: 'base', amount: 32000, quantity: 1, unitAmount: 32000 }],
  total: 32000,
  payBefore: '2030-07-15T20:30:00.000Z',
  carType: 'van',
  request: { reason: 'groupTooLarge', quotedAt: '2030-07-01T10:00:00.000Z', note: null, declineReason: null },
};
