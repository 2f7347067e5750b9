import type {
  AirportAssistantOrder,
  AssistantAirport,
  AssistantOffer,
} from '@portal/shared/contracts/airport-assistant';
import type { OrderReview, PriceLine } from '@portal/shared/contracts/bookings';
import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';
import { bookedSpineOrder, cancellationTerms, cardInfo, serviceSpineFixtures } from '@portal/shared/testing';
import { BA117_FROM_HEATHROW, britishAirways, flightFound } from '@portal/shared/testing/flight-fixtures';
import type { BookingDraft, PassengersDraft, ServiceDraft } from '../lib/drafts';

/** Answers shaped exactly as the contracts say (the fake API's results are checked by them). */

export const NEW_UUID = '1c8d4a6f-9e2b-4d3c-8f7a-2b3c4d5e6f70';

/** The spine's answers; the order placed is the one of `review(true)`: USD 140.00 to pay unless covered. */
export const { UUID, PROOF, ORDER_NO, PAYMENT_SESSION, placedOrder } = serviceSpineFixtures({
  orderNo: 'AA-7K3D9Q',
  currency: 'USD',
  due: 14000,
});

export const HEATHROW: AssistantAirport = {
  code: 'LHR',
  name: 'London Heathrow Airport',
  city: 'London',
  country: 'United Kingdom',
  countryCode: 'GB',
  timeZone: 'Europe/London',
};

export const AIRPORTS: AssistantAirport[] = [
  HEATHROW,
  {
    code: 'LGW',
    name: 'London Gatwick Airport',
    city: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    timeZone: 'Europe/London',
  },
  {
    code: 'GRU',
    name: 'São Paulo–Guarulhos International Airport',
    city: 'São Paulo',
    country: 'Brazil',
    countryCode: 'BR',
    timeZone: 'America/Sao_Paulo',
  },
  {
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    city: 'New York',
    country: 'United States',
    countryCode: 'US',
    timeZone: 'America/New_York',
  },
];

const offer = (
  serviceType: AssistantOffer['serviceType'],
  level: AssistantOffer['level'],
  basePrice: number,
  features: AssistantOffer['features'],
): AssistantOffer => ({
  serviceType,
  level,
  features,
  basePrice,
  extraPassengerPrice: basePrice / 4,
  currency: 'USD',
});

/** Offered out of order on purpose: the page shows them in the specification's order. */
export const OFFERS: AssistantOffer[] = [
  offer('international_arrival', 'vvip', 30000, ['greeting', 'nameSign', 'lounge', 'carEscort']),
  offer('international_arrival', 'vip', 16000, ['greeting', 'nameSign', 'immigrationEscort', 'baggageHelp']),
  offer('domestic_departure', 'meet_assist', 8000, ['greeting', 'checkInHelp']),
  offer('international_departure', 'vip', 16000, ['greeting', 'checkInHelp', 'fastTrack', 'lounge']),
];

export const servicesResult = (count = 2) => ({
  airport: HEATHROW,
  offers: OFFERS,
  cardInfo: cardInfo(count),
});

/** BA 117 from Heathrow to New York, 16 July 2030 (London on summer time, New York on EDT). */
export const LEG: FlightLeg = BA117_FROM_HEATHROW;
export const FLIGHT: Flight = britishAirways(LEG);
export const flightResult = () => flightFound(LEG);

/** A departure service at Heathrow, VIP, chosen and confirmed (step 1 done). */
export const savedService = (overrides: Partial<ServiceDraft> = {}): ServiceDraft => ({
  airport: {
    code: HEATHROW.code,
    name: HEATHROW.name,
    city: HEATHROW.city,
    country: HEATHROW.country,
    timeZone: HEATHROW.timeZone,
  },
  serviceType: 'international_departure',
  level: 'vip',
  offer: {
    features: ['greeting', 'checkInHelp', 'fastTrack', 'lounge'],
    basePrice: 16000,
    extraPassengerPrice: 4000,
    currency: 'USD',
  },
  cardInfo: { count: 2, total: 4 },
  done: true,
  ...overrides,
});

/** Step 2 saved to the server (draft `UUID`). */
export const savedBooking = (overrides: Partial<BookingDraft> = {}): BookingDraft => ({
  flightNumber: 'BA117',
  flightDate: '2030-07-16',
  leg: LEG,
  airlineName: 'British Airways',
  legFor: 'LHR|international_departure|BA117|2030-07-16',
  serviceDate: '2030-07-16',
  serviceTime: '08:30',
  ticketType: 'business',
  transportMode: 'limousine',
  passengers: 2,
  luggage: 3,
  uuid: UUID,
  serviceAt: '2030-07-16T07:30:00.000Z',
  timeZone: 'Europe/London',
  saved: true,
  orderNo: null,
  ...overrides,
});

/** Step 3 saved. */
export const savedPassengers = (overrides: Partial<PassengersDraft> = {}): PassengersDraft => ({
  passengers: [
    { firstName: 'Ana', lastName: 'Silva' },
    { firstName: 'Zoë', lastName: 'Núñez' },
  ],
  bookingForOther: 0,
  travellerEmail: '',
  welcomeSign: 'Ana Silva',
  welcomeSignEdited: false,
  notes: 'Wheelchair at the gate, please.',
  contact: { mobileNoPrefix: '+44', mobileNo: '7400123456', code: '44', mobileCountry: 'United Kingdom' },
  saved: true,
  ...overrides,
});

const SERVICE_AT = '2030-07-16T07:30:00.000Z';

/**
 * The review of two passengers on Christmas Day: the base, one more passenger and the holiday
 * surcharge; a complimentary use takes the base off when one is left.
 */
export const review = (useLeft = true): OrderReview => {
  const lines: PriceLine[] = [
    { kind: 'base', amount: 16000 },
    { kind: 'extraPassengers', amount: 4000, quantity: 1, unitAmount: 4000 },
    { kind: 'holidaySurcharge', amount: 10000, percent: 50, detail: 'Christmas Day' },
  ];
  if (useLeft) lines.push({ kind: 'entitlement', amount: -16000 });
  return {
    uuid: UUID,
    lines,
    currency: 'USD',
    total: useLeft ? 14000 : 30000,
    reason: useLeft ? 'covered' : 'noUsesLeft',
    cardInfo: cardInfo(useLeft ? 2 : 0),
    serviceAt: SERVICE_AT,
    timeZone: 'Europe/London',
    cancellation: cancellationTerms(SERVICE_AT),
  };
};

/** A one-passenger review wholly covered by a complimentary use. */
export const coveredReview = (): OrderReview => ({
  ...review(true),
  lines: [
    { kind: 'base', amount: 16000 },
    { kind: 'entitlement', amount: -16000 },
  ],
  total: 0,
});

export const ASSISTANT_ORDER: AirportAssistantOrder = {
  ...bookedSpineOrder({
    orderNo: ORDER_NO,
    type: 2,
    place: 'International Departure · VIP',
    serviceAt: SERVICE_AT,
    total: 14000,
    currency: 'USD',
    lines: review(true).lines,
    uses: 1,
    lastFour: '1667',
  }),
  airport: HEATHROW,
  serviceType: 'international_departure',
  level: 'vip',
  features: ['greeting', 'checkInHelp', 'fastTrack', 'lounge'],
  serviceDate: '2030-07-16',
  serviceTime: '08:30',
  flight: LEG,
  ticketType: 'business',
  transportMode: 'limousine',
  luggage: 3,
  passengers: [
    { firstName: 'Ana', lastName: 'Silva' },
    { firstName: 'Zoë', lastName: 'Núñez' },
  ],
  bookingForOther: false,
  travellerEmail: null,
  welcomeSign: 'Ana Silva',
  notes: 'Wheelchair at the gate, please.\nTwo large suitcases.',
  contact: { mobileNoPrefix: '+44', mobileNo: '7400123456', mobileCountry: 'United Kingdom' },
  meetDetails: null,
};
