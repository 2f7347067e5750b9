import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, ErrorCode, type Language } from '@portal/shared/contracts';
import type {
  AirportAssistantOrder,
  AirTicketType,
  AssistantLevel,
  AssistantServiceType,
  TransportMode,
} from '@portal/shared/contracts/airport-assistant';
import type { CardInfo, PriceLine } from '@portal/shared/contracts/bookings';
import type { Flight, FlightLeg } from '@portal/shared/contracts/flights';
import { isLocalDate, localDateTime, zonedInstant } from '@portal/shared/time';
import { travellerEmailFor, type ValidationKey, validatePhone } from '@portal/shared/validation';
import type { Database } from '../../db/client';
import { AppError, invalidBodyField } from '../../lib/app-error';
import type { PreparedJson } from '../../lib/prepared-json';
import type { ServiceBookings } from '../bookings/booking-spine';
import type { BookingsArea } from '../bookings/bookings-area';
import { contactOf } from '../bookings/order-contact';
import { type FlightSchedule, locateFlight } from '../flights/flight-schedule';
import { meetDetailsOf } from '../meet-details/meet-details-repository';
import {
  type AirportAssistantDraft,
  type AssistantDetails,
  type AssistantGuests,
  assistantDetailsSchema,
  assistantPlaceIn,
} from './airport-assistant-module';
import type { AssistantCatalogue } from './assistant-catalogue';
import { detailOf } from './assistant-orders-repository';
import { assistantPriceLines, SURCHARGE_KINDS, surchargeReasons } from './assistant-pricing';
import { checkServiceTime, legAt } from './assistant-rules';
import type { PublicHolidays } from './public-holidays';

const notFound = () => new AppError(ErrorCode.NOT_FOUND);
const incomplete = () => new AppError(ErrorCode.BOOKING_INCOMPLETE);
/** 400 naming the field and the rule in words, as a contract's own check answers. */
const badRequest = (field: string, key: ValidationKey) => invalidBodyField(field, key);

export interface BookingDetailsInput {
  uuid?: string;
  airportCode: string;
  serviceType: AssistantServiceType;
  level: AssistantLevel;
  flightNumber: string;
  flightDate: string;
  serviceDate: string;
  serviceTime: string;
  ticketType: AirTicketType;
  transportMode: TransportMode;
  passengers: number;
  luggage: number;
  confirmNearDeparture?: boolean;
}

export interface PassengersInput {
  uuid: string;
  passengers: Array<{ firstName: string; lastName: string }>;
  bookingForOther: 0 | 1;
  travellerEmail?: string;
  welcomeSign: string;
  notes?: string;
  mobileNoPrefix: string;
  mobileNo: string;
  mobileCountry?: string;
}

/**
 * Airport Assistant's own calls: the served airports, the offers and complimentary uses at one, the
 * flight the service meets, the wizard's steps into the spine's draft, the surcharges of a draft and
 * the order for its result and detail pages. Ordering, paying and cancelling are the spine's. Only
 * cardholders whose card level includes the agreement services (`supportAgreement`) may search and
 * book (else PROGRAM_UNAVAILABLE, and nothing is stored).
 */
export const createAirportAssistantService = (deps: {
  database: Database;
  catalogue: AssistantCatalogue;
  flights: FlightSchedule;
  holidays: PublicHolidays;
  bookings: ServiceBookings;
  area: BookingsArea;
  /** The caller's card level support (`/user/support-product`). */
  support: (userId: number) => Promise<{ supportAgreement: boolean }>;
  now?: () => Date;
}) => {
  const { catalogue, bookings } = deps;
  const now = deps.now ?? (() => new Date());

  const requireProgramme = async (userId: number): Promise<void> => {
    if (!(await deps.support(userId)).supportAgreement) throw new AppError(ErrorCode.PROGRAM_UNAVAILABLE);
  };

  const servedAirport = async (code: string) => {
    const airport = await catalogue.airport(code);
    if (!airport) throw notFound();
    return airport;
  };

  /** Uses count per programme year: the service date's, or today's at the airport. */
  const cardInfoAt = (userId: number, timeZone: string, date?: string): Promise<CardInfo> =>
    bookings.cardInfo(userId, Number((date ?? localDateTime(now(), timeZone).date).slice(0, 4)));

  /** The flight on its date and the leg at the airport for this type of service. */
  const flightLeg = async (
    flightNumber: string,
    date: string,
    airportCode: string,
    serviceType: AssistantServiceType,
  ): Promise<{ flight: Flight; leg: FlightLeg }> => {
    const flight = await locateFlight(deps.flights, flightNumber, date);
    return { flight, leg: legAt(flight, airportCode, serviceType) };
  };

  const detailsOf = async (userId: number, uuid: string) => {
    const draft = await bookings.findDraft(userId, uuid);
    const details = assistantDetailsSchema.safeParse(draft?.data.details);
    if (!draft || draft.orderNo || !details.success) throw incomplete();
    return details.data;
  };

  /** The price lines of saved details (before any complimentary use). */
  const linesOf = async (details: AssistantDetails): Promise<PriceLine[]> => {
    const airport = await servedAirport(details.airportCode);
    const serviceAt = zonedInstant(details.serviceDate, details.serviceTime, airport.timeZone);
    const holidays = await deps.holidays.on(airport.countryCode, details.serviceDate);
    return assistantPriceLines(
      catalogue.offer(details.serviceType, details.level),
      details.passengers,
      surchargeReasons(serviceAt, airport.timeZone, holidays),
    );
  };

  return {
    async airportList(userId: number): Promise<PreparedJson> {
      await requireProgramme(userId);
      return catalogue.prepared();
    },

    /** Step 1: the offers at an airport and the caller's complimentary uses. */
    async searchService(userId: number, airportCode: string, date?: string) {
      await requireProgramme(userId);
      const airport = await servedAirport(airportCode);
      return {
        airport,
        offers: catalogue.offers(),
        cardInfo: await cardInfoAt(userId, airport.timeZone, date),
      };
    },

    async searchFlight(input: {
      flightNumber: string;
      date: string;
      airportCode: string;
      serviceType: AssistantServiceType;
    }) {
      const airport = await servedAirport(input.airportCode);
      return flightLeg(input.flightNumber, input.date, airport.code, input.serviceType);
    },

    /**
     * Step 2 into the draft (a new uuid when none is given): the flight must land at (leave) the
     * airport, and the service time pass the rules (`checkServiceTime`). New details reset step 3.
     */
    async saveBookingDetails(userId: number, input: BookingDetailsInput) {
      await requireProgramme(userId);
      if (!isLocalDate(input.serviceDate)) throw badRequest('serviceDate', 'validation.required');
      if (!isLocalDate(input.flightDate)) throw badRequest('flightDate', 'validation.required');
      const airport = await servedAirport(input.airportCode);
      const { leg } = await flightLeg(input.flightNumber, input.flightDate, airport.code, input.serviceType);
      const serviceAt = zonedInstant(input.serviceDate, input.serviceTime, airport.timeZone);
      checkServiceTime({
        serviceType: input.serviceType,
        leg,
        serviceAt,
        now: now(),
        confirmNearDeparture: input.confirmNearDeparture,
      });
      const uuid = input.uuid ?? randomUUID();
      const details: AirportAssistantDraft['details'] = {
        airportCode: airport.code,
        serviceType: input.serviceType,
        level: input.level,
        flightNumber: leg.flightNumber,
        flightDate: input.flightDate,
        serviceDate: input.serviceDate,
        serviceTime: input.serviceTime,
        ticketType: input.ticketType,
        transportMode: input.transportMode,
        passengers: input.passengers,
        luggage: input.luggage,
        confirmNearDeparture: input.confirmNearDeparture === true,
        leg,
      };
      // New details reset the passengers step (its count may have changed).
      if (!(await bookings.saveDraft(userId, uuid, { details, guests: null }))) throw incomplete();
      return { uuid, serviceAt: serviceAt.toISOString(), timeZone: airport.timeZone };
    },

    /** Step 3: exactly as many passengers as step 2 said, and a valid contact number. */
    async savePassengers(userId: number, input: PassengersInput) {
      await requireProgramme(userId);
      const details = await detailsOf(userId, input.uuid);
      if (input.passengers.length !== details.passengers) {
        throw new AppError(ErrorCode.BAD_REQUEST, {
          statusCode: 400,
          message: `Send ${details.passengers} passengers, as booked in the previous step.`,
        });
      }
      const phone = validatePhone(input);
      if (!phone.ok) throw badRequest(phone.field, phone.error);
      const guests: AssistantGuests = {
        passengers: input.passengers,
        bookingForOther: input.bookingForOther === 1,
        travellerEmail: travellerEmailFor(input.bookingForOther, input.travellerEmail),
        welcomeSign: input.welcomeSign,
        notes: input.notes?.trim() ?? '',
        contact: {
          mobileNoPrefix: phone.mobileNoPrefix,
          mobileNo: phone.mobileNo,
          mobileCountry: input.mobileCountry?.trim() || phone.mobileCountry || null,
        },
      };
      if (!(await bookings.saveDraft(userId, input.uuid, { guests }))) throw incomplete();
      return { uuid: input.uuid };
    },

    /** The surcharges the saved details carry, each with its reason (the holiday named). */
    async additionalCharge(userId: number, uuid: string) {
      const details = await detailsOf(userId, uuid);
      const lines = await linesOf(details);
      return {
        surcharges: lines.filter((line) => SURCHARGE_KINDS.has(line.kind)),
        currency: catalogue.offer(details.serviceType, details.level).currency,
      };
    },

    /** The result page and the booking detail: the order, its money and terms, its service; now seen. */
    async order(
      userId: number,
      orderNo: string,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<AirportAssistantOrder> {
      const order = await bookings.order(userId, orderNo);
      const detail = await detailOf(deps.database.db, order.id);
      const airport = detail ? await catalogue.airport(detail.airportCode) : undefined;
      if (!detail || !airport) throw notFound();
      const opened = await deps.area.opened(userId, order);
      return {
        ...opened,
        place: assistantPlaceIn(opened.place, language),
        airport,
        serviceType: detail.serviceType,
        level: detail.level,
        features: detail.features,
        serviceDate: detail.localDate,
        serviceTime: detail.localTime,
        flight: detail.flight,
        ticketType: detail.ticketType,
        transportMode: detail.transportMode,
        luggage: detail.luggage,
        passengers: detail.passengers,
        bookingForOther: detail.bookingForOther,
        travellerEmail: detail.travellerEmail,
        welcomeSign: detail.welcomeSign,
        notes: detail.notes,
        contact: contactOf(detail),
        meetDetails: await meetDetailsOf(deps.database.db, order.id),
      };
    },
  };
};

export type AirportAssistantService = ReturnType<typeof createAirportAssistantService>;
