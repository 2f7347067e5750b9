import {
  asFlightFields,
  asGreetingDraft,
  count,
  type FlightFields,
  type GreetingDraft,
  isNumber,
  isRecord,
  isString,
  newFlightFields,
  newGreetingDraft,
  oneOf,
  text,
  textOrNull,
} from '@portal/shared/bookings/draft-readers';
import {
  CAR_TYPES,
  type CarType,
  PLACE_KINDS,
  type PlaceKind,
  REQUEST_REASONS,
  type RequestReason,
  TRANSPORT_ADULTS,
  TRANSPORT_CHILDREN,
  TRANSPORT_LUGGAGE,
  TRIP_DIRECTIONS,
  type TripDirection,
} from '@portal/shared/contracts/transport-values';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { readDraft, removeDraft, writeDraft } from '@portal/shared/stores';

/**
 * The Transport wizard's drafts in session storage, under the specification's names (§3, the
 * transport draft), restored after a reload and cleared by the shell when the user leaves to home
 * or the menu (the store keeps them as `draft:<name>`, which `clearAllDrafts` removes):
 * - `bookingDt`: the two places, the pick-up's local date and time, the counts, and what
 *   `search-cars` answered (the trip, the cars, or why it is a booking request), then the car chosen;
 * - `flightDt`: the flight number and date, and the leg found for them;
 * - `childSeat`: 0 or 1;
 * - `personDt`: the passenger's names, email, for-someone-else, welcome sign, notes and number;
 * - `uuid`: the server's draft (then order) of this booking.
 * Session storage is input like any other, so each is read defensively (by hand, without zod: the
 * first step imports this module and must stay small).
 */
export const BOOKING_KEY = 'bookingDt';
export const FLIGHT_KEY = 'flightDt';
export const CHILD_SEAT_KEY = 'childSeat';
export const PERSON_KEY = 'personDt';
export const UUID_KEY = 'uuid';

/** A place found by `/maps/search`, as the draft keeps it. */
export interface PlaceChoice {
  id: string;
  kind: PlaceKind;
  name: string;
  address: string;
  airportCode: string | null;
}

/** The trip as `search-cars` understood it. */
export interface TripInfo {
  airportCode: string;
  airportName: string;
  direction: TripDirection;
  distanceKm: number;
  standardKm: number;
  maxKm: number;
  pickupAt: string;
  timeZone: string;
}

export interface CarChoice {
  carType: CarType;
  passengers: number;
  luggage: number;
  basePrice: number;
  extraMileage: number;
  price: number;
  currency: string;
}

export interface BookingDraft {
  from: PlaceChoice | null;
  to: PlaceChoice | null;
  /** Local at the trip's airport: `YYYY-MM-DD`, `HH:mm`. */
  pickupDate: string;
  pickupTime: string;
  adults: number;
  children: number;
  luggage: number;
  /** What `search-cars` answered for these details (null until they are saved). */
  trip: TripInfo | null;
  cars: CarChoice[];
  /** No car could be priced: why, and the booking goes on as a request. */
  request: RequestReason | null;
  /** Saved to the server as it now stands (any change clears it). */
  saved: boolean;
  /** The car chosen and saved with `select-car` (step 2 done), or the request accepted. */
  car: CarChoice | null;
  carDone: boolean;
  /** The order placed from the draft and not yet paid (a payment that did not go through). */
  orderNo: string | null;
}

/** The flight (its leg found for `legFor`: airport, direction, flight number and date). */
export type FlightDraft = FlightFields;

export interface PersonDraft extends GreetingDraft {
  firstName: string;
  lastName: string;
  email: string;
  mobileNoPrefix: string;
  mobile: string;
  mobileCountry: string;
  /** The numeric country code of the prefix (the contact input's `code`). */
  code: string;
  saved: boolean;
}

const asPlace = (value: unknown): PlaceChoice | null => {
  if (!isRecord(value)) return null;
  const kind = oneOf(PLACE_KINDS, value.kind);
  if (!kind || !isString(value.id) || !isString(value.name)) return null;
  return {
    id: value.id,
    kind,
    name: value.name,
    address: text(value.address),
    airportCode: textOrNull(value.airportCode),
  };
};

const asTrip = (value: unknown): TripInfo | null => {
  if (!isRecord(value)) return null;
  const direction = oneOf(TRIP_DIRECTIONS, value.direction);
  const { airportCode, airportName, distanceKm, standardKm, maxKm, pickupAt, timeZone } = value;
  if (!direction || ![airportCode, airportName, pickupAt, timeZone].every(isString)) return null;
  if (![distanceKm, standardKm, maxKm].every(isNumber)) return null;
  return {
    airportCode,
    airportName,
    direction,
    distanceKm,
    standardKm,
    maxKm,
    pickupAt,
    timeZone,
  } as TripInfo;
};

export const asCar = (value: unknown): CarChoice | null => {
  if (!isRecord(value)) return null;
  const carType = oneOf(CAR_TYPES, value.carType);
  const { passengers, luggage, basePrice, extraMileage, price, currency } = value;
  if (!carType || !isString(currency)) return null;
  if (![passengers, luggage, basePrice, extraMileage, price].every(isNumber)) return null;
  return { carType, passengers, luggage, basePrice, extraMileage, price, currency } as CarChoice;
};

const asBookingDraft = (value: unknown): BookingDraft | null => {
  if (!isRecord(value)) return null;
  const trip = asTrip(value.trip);
  const cars = Array.isArray(value.cars) ? value.cars.map(asCar).filter((car) => car !== null) : [];
  const request = oneOf(REQUEST_REASONS, value.request);
  const car = asCar(value.car);
  const saved = value.saved === true && trip !== null;
  return {
    from: asPlace(value.from),
    to: asPlace(value.to),
    pickupDate: text(value.pickupDate),
    pickupTime: text(value.pickupTime),
    adults: count(value.adults, TRANSPORT_ADULTS.min, TRANSPORT_ADULTS.max, TRANSPORT_ADULTS.min),
    children: count(value.children, TRANSPORT_CHILDREN.min, TRANSPORT_CHILDREN.max, TRANSPORT_CHILDREN.min),
    luggage: count(value.luggage, TRANSPORT_LUGGAGE.min, TRANSPORT_LUGGAGE.max, TRANSPORT_LUGGAGE.min),
    trip,
    cars,
    request,
    saved,
    car,
    carDone: saved && value.carDone === true && (car !== null || request !== null),
    orderNo: textOrNull(value.orderNo),
  };
};

const asFlightDraft = (value: unknown): FlightDraft | null => {
  if (!isRecord(value)) return null;
  return asFlightFields(value);
};

const asPersonDraft = (value: unknown): PersonDraft | null => {
  if (!isRecord(value)) return null;
  return {
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    email: text(value.email),
    ...asGreetingDraft(value),
    mobileNoPrefix: text(value.mobileNoPrefix),
    mobile: text(value.mobile),
    mobileCountry: text(value.mobileCountry),
    code: text(value.code),
    saved: value.saved === true,
  };
};

export const newBookingDraft = (): BookingDraft => ({
  from: null,
  to: null,
  pickupDate: '',
  pickupTime: '',
  adults: TRANSPORT_ADULTS.min,
  children: TRANSPORT_CHILDREN.min,
  luggage: TRANSPORT_LUGGAGE.min,
  trip: null,
  cars: [],
  request: null,
  saved: false,
  car: null,
  carDone: false,
  orderNo: null,
});

export const newFlightDraft = newFlightFields;

export const newPersonDraft = (): PersonDraft => ({
  firstName: '',
  lastName: '',
  email: '',
  ...newGreetingDraft(),
  mobileNoPrefix: '',
  mobile: '',
  mobileCountry: '',
  code: '',
  saved: false,
});

export const readBookingDraft = (): BookingDraft | null => asBookingDraft(readDraft<unknown>(BOOKING_KEY));
export const writeBookingDraft = (draft: BookingDraft) => writeDraft(BOOKING_KEY, draft);

export const readFlightDraft = (): FlightDraft | null => asFlightDraft(readDraft<unknown>(FLIGHT_KEY));
export const writeFlightDraft = (draft: FlightDraft) => writeDraft(FLIGHT_KEY, draft);
export const readChildSeat = (): 0 | 1 =>
  readDraft<unknown>(CHILD_SEAT_KEY) === SERVICE_POLICY.transport.maxChildSeats ? 1 : 0;
export const writeChildSeat = (value: 0 | 1) => writeDraft(CHILD_SEAT_KEY, value);

export const readPersonDraft = (): PersonDraft | null => asPersonDraft(readDraft<unknown>(PERSON_KEY));
export const writePersonDraft = (draft: PersonDraft) => writeDraft(PERSON_KEY, draft);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const readUuid = (): string | null => {
  const value = readDraft<unknown>(UUID_KEY);
  return isString(value) && UUID.test(value) ? value : null;
};
export const writeUuid = (uuid: string) => writeDraft(UUID_KEY, uuid);

/** Forgets the whole booking (paid, sent as a request, or discarded). */
export const clearTransportDrafts = () => {
  for (const key of [BOOKING_KEY, FLIGHT_KEY, CHILD_SEAT_KEY, PERSON_KEY, UUID_KEY]) removeDraft(key);
};
