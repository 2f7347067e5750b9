import {
  type AirportChoice,
  asAirportChoice,
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
  AIR_TICKET_TYPES,
  type AirTicketType,
  ASSISTANT_LEVELS,
  ASSISTANT_LUGGAGE,
  ASSISTANT_PASSENGERS,
  ASSISTANT_SERVICE_TYPES,
  type AssistantFeature,
  type AssistantLevel,
  type AssistantServiceType,
  TRANSPORT_MODES,
  type TransportMode,
} from '@portal/shared/contracts/airport-assistant-values';
import { readDraft, removeDraft, writeDraft } from '@portal/shared/stores';

/**
 * The Airport Assistant wizard's three drafts in session storage (restored after a reload, cleared
 * by the shell when the user leaves to home or the menu):
 * - `SPONE` (specification: service step info): the airport, the service type and level chosen,
 *   the offer's price and what it includes, and the cardholder's complimentary uses;
 * - `draft:assistantBooking` (booking step info): the flight and its leg, the service's local date
 *   and time, ticket type, transport mode, passengers and luggage, and the server's booking uuid
 *   (then the order placed from it);
 * - `PSGSDATA` (specification: passenger info): the names, for-someone-else, welcome sign, notes
 *   and the contact number.
 * Session storage is input like any other, so each is read defensively (by hand, without zod: the
 * first step imports this module and must stay small).
 */
export const SERVICE_KEY = 'SPONE';
/** Stored as `draft:assistantBooking` (any draft name but the specification's gets the prefix). */
export const BOOKING_KEY = 'assistantBooking';
export const PASSENGERS_KEY = 'PSGSDATA';

export type { AirportChoice };

/** What the chosen offer costs and includes (from `search-service`). */
export interface OfferChoice {
  features: AssistantFeature[];
  basePrice: number;
  extraPassengerPrice: number;
  currency: string;
}

export interface UsesInfo {
  count: number;
  total: number;
}

export interface ServiceDraft {
  airport: AirportChoice | null;
  serviceType: AssistantServiceType | null;
  level: AssistantLevel | null;
  offer: OfferChoice | null;
  cardInfo: UsesInfo | null;
  /** Continue was pressed with everything chosen; any change clears it. */
  done: boolean;
}

/** The flight (its leg found for `legFor`: airport, service type, flight number and date), then the service's details. */
export interface BookingDraft extends FlightFields {
  /** Local at the airport: `YYYY-MM-DD`, `HH:mm`. */
  serviceDate: string;
  serviceTime: string;
  ticketType: AirTicketType | '';
  transportMode: TransportMode | '';
  passengers: number;
  luggage: number;
  /** The server's draft (then order) of this booking. */
  uuid: string | null;
  /** The service instant and the airport's zone, as the server saved them. */
  serviceAt: string | null;
  timeZone: string | null;
  /** Saved to the server as it now stands (any change clears it). */
  saved: boolean;
  /** The order placed from the draft and not yet paid (a payment that did not go through). */
  orderNo: string | null;
}

export interface PassengerName {
  firstName: string;
  lastName: string;
}

export interface ContactDraft {
  mobileNoPrefix: string;
  mobileNo: string;
  code: string;
  mobileCountry: string;
}

/** The welcome sign follows the first passenger's name until the user types their own. */
export interface PassengersDraft extends GreetingDraft {
  passengers: PassengerName[];
  /** Booking for someone else: the traveller's email, optional (kept only for someone else). */
  travellerEmail: string;
  contact: ContactDraft;
  saved: boolean;
}

const asOffer = (value: unknown): OfferChoice | null => {
  if (!isRecord(value)) return null;
  const { features, basePrice, extraPassengerPrice, currency } = value;
  if (!Array.isArray(features) || !features.every(isString)) return null;
  if (!isNumber(basePrice) || !isNumber(extraPassengerPrice) || !isString(currency)) return null;
  return { features: features as AssistantFeature[], basePrice, extraPassengerPrice, currency };
};

const asUses = (value: unknown): UsesInfo | null =>
  isRecord(value) && isNumber(value.count) && isNumber(value.total)
    ? { count: value.count, total: value.total }
    : null;

const asServiceDraft = (value: unknown): ServiceDraft | null => {
  if (!isRecord(value)) return null;
  const draft: ServiceDraft = {
    airport: asAirportChoice(value.airport),
    serviceType: oneOf(ASSISTANT_SERVICE_TYPES, value.serviceType),
    level: oneOf(ASSISTANT_LEVELS, value.level),
    offer: asOffer(value.offer),
    cardInfo: asUses(value.cardInfo),
    done: value.done === true,
  };
  draft.done = draft.done && serviceComplete(draft);
  return draft;
};

const asBookingDraft = (value: unknown): BookingDraft | null => {
  if (!isRecord(value)) return null;
  const uuid = textOrNull(value.uuid);
  return {
    ...asFlightFields(value),
    serviceDate: text(value.serviceDate),
    serviceTime: text(value.serviceTime),
    ticketType: oneOf(AIR_TICKET_TYPES, value.ticketType) ?? '',
    transportMode: oneOf(TRANSPORT_MODES, value.transportMode) ?? '',
    passengers: count(value.passengers, ASSISTANT_PASSENGERS.min, ASSISTANT_PASSENGERS.max, 1),
    luggage: count(value.luggage, ASSISTANT_LUGGAGE.min, ASSISTANT_LUGGAGE.max, 0),
    uuid,
    serviceAt: textOrNull(value.serviceAt),
    timeZone: textOrNull(value.timeZone),
    saved: value.saved === true && uuid !== null,
    orderNo: textOrNull(value.orderNo),
  };
};

const asName = (value: unknown): PassengerName =>
  isRecord(value) ? { firstName: text(value.firstName), lastName: text(value.lastName) } : emptyName();

const asPassengersDraft = (value: unknown): PassengersDraft | null => {
  if (!isRecord(value)) return null;
  const contact = isRecord(value.contact) ? value.contact : {};
  return {
    passengers: Array.isArray(value.passengers)
      ? value.passengers.slice(0, ASSISTANT_PASSENGERS.max).map(asName)
      : [],
    ...asGreetingDraft(value),
    travellerEmail: text(value.travellerEmail),
    contact: {
      mobileNoPrefix: text(contact.mobileNoPrefix),
      mobileNo: text(contact.mobileNo),
      code: text(contact.code),
      mobileCountry: text(contact.mobileCountry),
    },
    saved: value.saved === true,
  };
};

export const emptyName = (): PassengerName => ({ firstName: '', lastName: '' });

export const newServiceDraft = (): ServiceDraft => ({
  airport: null,
  serviceType: null,
  level: null,
  offer: null,
  cardInfo: null,
  done: false,
});

export const newBookingDraft = (): BookingDraft => ({
  ...newFlightFields(),
  serviceDate: '',
  serviceTime: '',
  ticketType: '',
  transportMode: '',
  passengers: 1,
  luggage: 0,
  uuid: null,
  serviceAt: null,
  timeZone: null,
  saved: false,
  orderNo: null,
});

export const newPassengersDraft = (): PassengersDraft => ({
  passengers: [],
  ...newGreetingDraft(),
  travellerEmail: '',
  contact: { mobileNoPrefix: '', mobileNo: '', code: '', mobileCountry: '' },
  saved: false,
});

/** Step 1 has everything its Continue needs. */
export const serviceComplete = (draft: ServiceDraft): boolean =>
  Boolean(draft.airport && draft.serviceType && draft.level && draft.offer);

export const readServiceDraft = (): ServiceDraft | null => asServiceDraft(readDraft<unknown>(SERVICE_KEY));
export const writeServiceDraft = (draft: ServiceDraft) => writeDraft(SERVICE_KEY, draft);

export const readBookingDraft = (): BookingDraft | null => asBookingDraft(readDraft<unknown>(BOOKING_KEY));
export const writeBookingDraft = (draft: BookingDraft) => writeDraft(BOOKING_KEY, draft);

export const readPassengersDraft = (): PassengersDraft | null =>
  asPassengersDraft(readDraft<unknown>(PASSENGERS_KEY));
export const writePassengersDraft = (draft: PassengersDraft) => writeDraft(PASSENGERS_KEY, draft);

/** Forgets the whole booking (paid, or discarded). */
export const clearAssistantDrafts = () => {
  removeDraft(SERVICE_KEY);
  removeDraft(BOOKING_KEY);
  removeDraft(PASSENGERS_KEY);
};
