import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import {
  CAR_TYPES,
  type CarType,
  type Place,
  type TransportOrder,
  type TransportTrip,
  type TripDirection,
} from '@portal/shared/contracts/transport';
import { isLocalDate, zonedInstant } from '@portal/shared/time';
import { validatePhone } from '@portal/shared/validation';
import { AppError } from '../../lib/app-error';
import type { PreparedJson } from '../../lib/prepared-json';
import { contactOf } from '../bookings/order-contact';
import { locateFlight } from '../flights/flight-schedule';
import { meetDetailsOf } from '../meet-details/meet-details-repository';
import { roadDistanceKm } from '../places/place-directory';
import { CAR_FARES, carFits, carOffer, extraKmOf, MAX_KM, STANDARD_KM } from './transport-catalogue';
import { type BookingDt, type PersonDt, tripDraftSchema } from './transport-module';
import { detailOf } from './transport-orders-repository';
import { checkPickupTime, legAtAirport, requestReasonOf, tripEnds } from './transport-rules';
import {
  badRequest,
  incomplete,
  notFound,
  type PassengerInput,
  placeOf,
  type SearchCarsInput,
  type TransportServiceDeps,
} from './transport-service-shared';

/**
 * Transport for the cardholder: the served airports, the flight at the trip's airport, the
 * wizard's steps into the spine's draft (the trip and its cars, the car, the passenger), the order
 * for its result and detail pages, and booking requests sent and paid. Placing, paying and
 * cancelling are the spine's. Only cardholders whose card level includes transport
 * (`supportTransport`) may search and book (else PROGRAM_UNAVAILABLE).
 */
export const createTransportBookingService = (deps: TransportServiceDeps) => {
  const { catalogue, bookings, fleet, database } = deps;
  const now = deps.now ?? (() => new Date());

  const requireProgramme = async (userId: number): Promise<void> => {
    if (!(await deps.support(userId)).supportTransport) throw new AppError(ErrorCode.PROGRAM_UNAVAILABLE);
  };

  const placeById = async (field: 'from' | 'to', id: string): Promise<Place> => {
    const place = await deps.places.byId(id);
    if (!place) throw badRequest(field, 'validation.required');
    return place;
  };

  /** The caller's live, unplaced draft with Booking Details saved. */
  const tripDraftOf = async (userId: number, uuid: string) => {
    const draft = await bookings.findDraft(userId, uuid);
    const parsed = tripDraftSchema.safeParse(draft?.data);
    if (!draft || draft.orderNo || !parsed.success) throw incomplete();
    return { data: draft.data, trip: parsed.data };
  };

  const fittingTypes = (bookingDt: Pick<BookingDt, 'adults' | 'children' | 'luggage'>): CarType[] =>
    CAR_TYPES.filter((type) => carFits(type, bookingDt.adults + bookingDt.children, bookingDt.luggage));

  /** A quoted or pending request's order of the caller (NOT_FOUND for any other). */
  const requestOrder = async (userId: number, orderNo: string) => {
    const order = await bookings.order(userId, orderNo);
    if (order.isNormal) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
    return order;
  };

  return {
    async airportList(userId: number): Promise<PreparedJson> {
      await requireProgramme(userId);
      return catalogue.prepared();
    },

    /** The flight's leg at the airport: landing there (`fromAirport`) or leaving it (`toAirport`). */
    async searchFlight(input: {
      flightNumber: string;
      date: string;
      airportCode: string;
      direction: TripDirection;
    }) {
      const airport = await catalogue.anyAirport(input.airportCode);
      if (!airport) throw notFound();
      const flight = await locateFlight(deps.flights, input.flightNumber, input.date);
      return { flight, leg: legAtAirport(flight, airport.code, input.direction) };
    },

    /**
     * Booking Details into the draft, answered with the trip and the cars free for it (or the reason
     * it can only be a booking request). Details that differ from the saved ones reset the car and
     * the passenger.
     */
    async searchCars(userId: number, input: SearchCarsInput) {
      await requireProgramme(userId);
      if (!isLocalDate(input.pickupDate)) throw badRequest('pickupDate', 'validation.required');
      if (!isLocalDate(input.flightDate)) throw badRequest('flightDate', 'validation.required');
      const from = await placeById('from', input.from);
      const to = await placeById('to', input.to);
      const ends = tripEnds(from, to);
      const airport = await catalogue.anyAirport(ends.airport.airportCode ?? '');
      if (!airport) throw badRequest(ends.direction === 'fromAirport' ? 'from' : 'to', 'validation.required');
      const distanceKm = roadDistanceKm(from, to);
      if (distanceKm > MAX_KM) throw new AppError(ErrorCode.MILEAGE_EXCEEDED, { details: { maxKm: MAX_KM } });
      const flight = await locateFlight(deps.flights, input.flightNumber, input.flightDate);
      const leg = legAtAirport(flight, airport.code, ends.direction);
      const pickupAt = zonedInstant(input.pickupDate, input.pickupTime, airport.timezone);
      checkPickupTime({
        direction: ends.direction,
        leg,
        pickupAt,
        now: now(),
        confirmNearDeparture: input.confirmNearDeparture,
      });
      const bookingDt: BookingDt = {
        from: from.id,
        to: to.id,
        flightNumber: leg.flightNumber,
        flightDate: input.flightDate,
        pickupDate: input.pickupDate,
        pickupTime: input.pickupTime,
        adults: input.adults,
        children: input.children,
        luggage: input.luggage,
        confirmNearDeparture: input.confirmNearDeparture === true,
      };
      const reason = requestReasonOf({
        served: (await catalogue.served(airport.code)) !== undefined,
        people: input.adults + input.children,
        luggage: input.luggage,
      });
      const trip: TransportTrip = {
        from,
        to,
        airportCode: airport.code,
        airportName: airport.name,
        direction: ends.direction,
        distanceKm,
        standardKm: STANDARD_KM,
        maxKm: MAX_KM,
        pickupAt: pickupAt.toISOString(),
        timeZone: airport.timezone,
        leg,
      };
      let cars: ReturnType<typeof carOffer>[] = [];
      if (reason === null) {
        const free = await fleet.freeCars(airport.code, pickupAt);
        cars = fittingTypes(bookingDt)
          .filter((type) => free[type] > 0)
          .map((type) => carOffer(type, distanceKm));
        if (cars.length === 0) throw new AppError(ErrorCode.NO_CARS_AVAILABLE);
      }
      const uuid = input.uuid ?? randomUUID();
      const previous = input.uuid ? await bookings.findDraft(userId, input.uuid) : null;
      // jsonb keeps its own key order: compare field by field.
      const saved = previous?.data.bookingDt as Record<string, unknown> | undefined;
      const same =
        saved !== undefined && Object.entries(bookingDt).every(([key, value]) => saved[key] === value);
      const request = reason === null ? null : { reason };
      const patch: Record<string, unknown> = { bookingDt, flightDt: leg, trip, request };
      if (!same) Object.assign(patch, { car: null, personDt: null, childSeat: 0 });
      if (!(await bookings.saveDraft(userId, uuid, patch))) throw incomplete();
      return { uuid, trip, cars, request };
    },

    /** The extra mileage of the draft's trip in one car type. */
    async overKmCharge(userId: number, uuid: string, carType: CarType) {
      const { trip } = (await tripDraftOf(userId, uuid)).trip;
      const extraKm = extraKmOf(trip.distanceKm);
      const ratePerKm = CAR_FARES[carType].perKm;
      return {
        distanceKm: trip.distanceKm,
        standardKm: STANDARD_KM,
        extraKm,
        ratePerKm,
        charge: extraKm * ratePerKm,
        currency: carOffer(carType, 0).currency,
      };
    },

    /** Select Car: one that takes the group and is still free at that hour; a new car resets the passenger. */
    async selectCar(userId: number, uuid: string, carType: CarType) {
      await requireProgramme(userId);
      const { data, trip: draft } = await tripDraftOf(userId, uuid);
      if (draft.request !== null || !fittingTypes(draft.bookingDt).includes(carType)) {
        throw badRequest('carType', 'validation.required');
      }
      const free = await fleet.freeCars(draft.trip.airportCode, new Date(draft.trip.pickupAt));
      if (free[carType] <= 0) throw new AppError(ErrorCode.CAR_TYPE_UNAVAILABLE);
      const previous = (data.car as { carType?: string } | null | undefined)?.carType;
      const patch: Record<string, unknown> = { car: { carType } };
      if (previous !== undefined && previous !== carType)
        Object.assign(patch, { personDt: null, childSeat: 0 });
      if (!(await bookings.saveDraft(userId, uuid, patch))) throw incomplete();
      return { uuid, car: carOffer(carType, draft.trip.distanceKm) };
    },

    /** Passenger Details: a valid contact number; a car chosen unless the trip is a booking request. */
    async savePassenger(userId: number, input: PassengerInput) {
      await requireProgramme(userId);
      const { data, trip: draft } = await tripDraftOf(userId, input.uuid);
      if (draft.request === null && !(data.car as { carType?: string } | null | undefined)?.carType) {
        throw incomplete();
      }
      const phone = validatePhone(input);
      if (!phone.ok) throw badRequest(phone.field, phone.error);
      const personDt: PersonDt = {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        bookingForOther: input.bookingForOther === 1,
        welcomeSign: input.welcomeSign,
        notes: input.notes?.trim() ?? '',
        mobileNoPrefix: phone.mobileNoPrefix,
        mobileNo: phone.mobileNo,
        mobileCountry: input.mobileCountry?.trim() || phone.mobileCountry || null,
      };
      if (!(await bookings.saveDraft(userId, input.uuid, { personDt, childSeat: input.childSeat }))) {
        throw incomplete();
      }
      return { uuid: input.uuid };
    },

    /** The result page and the booking detail: the order, its money and terms, its trip; now seen. */
    async order(userId: number, orderNo: string): Promise<TransportOrder> {
      const order = await bookings.order(userId, orderNo);
      const detail = await detailOf(database.db, order.id);
      if (!detail) throw notFound();
      const from = placeOf({
        id: detail.fromPlaceId,
        kind: detail.fromKind,
        name: detail.fromName,
        address: detail.fromAddress,
        countryCode: detail.fromCountryCode,
        lat: detail.fromLat,
        lng: detail.fromLng,
      });
      const to = placeOf({
        id: detail.toPlaceId,
        kind: detail.toKind,
        name: detail.toName,
        address: detail.toAddress,
        countryCode: detail.toCountryCode,
        lat: detail.toLat,
        lng: detail.toLng,
      });
      return {
        ...(await deps.area.opened(userId, order)),
        trip: {
          from,
          to,
          airportCode: detail.airportCode,
          airportName: order.airportName,
          direction: detail.direction,
          distanceKm: detail.distanceKm,
          pickupAt: order.serviceAt.toISOString(),
          timeZone: order.timeZone,
          leg: detail.flight,
        },
        pickupDate: detail.localDate,
        pickupTime: detail.localTime,
        carType: detail.carType,
        adults: detail.adults,
        children: detail.children,
        luggage: detail.luggage,
        childSeat: detail.childSeat,
        passenger: { firstName: detail.firstName, lastName: detail.lastName, email: detail.email },
        bookingForOther: detail.bookingForOther,
        welcomeSign: detail.welcomeSign,
        notes: detail.notes,
        contact: contactOf(detail),
        request: detail.requestReason
          ? {
              reason: detail.requestReason,
              quotedAt: detail.quotedAt?.toISOString() ?? null,
              note: detail.quoteNote,
              declineReason: detail.declineReason,
            }
          : null,
        meetDetails: await meetDetailsOf(database.db, order.id),
      };
    },

    /** Sends a request draft (one `search-cars` answered with a reason) as a pending booking request. */
    async manualBooking(userId: number, uuid: string) {
      await requireProgramme(userId);
      const draft = await bookings.findDraft(userId, uuid);
      if (!draft) throw incomplete();
      if (!draft.orderNo) {
        const parsed = tripDraftSchema.safeParse(draft.data);
        if (!parsed.success) throw incomplete();
        if (parsed.data.request === null) {
          throw new AppError(ErrorCode.BAD_REQUEST, {
            statusCode: 400,
            message:
              'This trip can be booked directly: only a trip search-cars sent to an operator is a request.',
          });
        }
        if (!draft.data.personDt) throw incomplete();
      }
      const order = await deps.requests.placeRequest(userId, uuid);
      if (order.isNormal) throw new AppError(ErrorCode.BAD_REQUEST, { statusCode: 400 });
      return { orderNo: order.orderNo, uuid: order.uuid, status: 'pending' as const };
    },

    /** Pays a quoted request with a new card, or a saved one after the password re-check. */
    async payManualBooking(userId: number, orderNo: string, saved?: { cardId: number; proof: string }) {
      await requestOrder(userId, orderNo);
      return bookings.payPlaced(userId, orderNo, saved ?? {});
    },

    async finishManualBooking(
      userId: number,
      input: { uuid: string; paymentId: string; orderNo?: string; mac?: string },
    ) {
      const orderNo = input.orderNo ?? (await bookings.findDraft(userId, input.uuid))?.orderNo;
      if (!orderNo) throw new AppError(ErrorCode.PAYMENT_NOT_VERIFIABLE);
      return bookings.finish(userId, { ...input, orderNo });
    },

    /** Whether the caller's pending or unpaid order is past its deadline; expires it if so. */
    async isOrderExpired(userId: number, orderNo: string) {
      const order = await bookings.order(userId, orderNo);
      if (order.status === 'pending' || order.status === 'unpaid') await bookings.expireIfDue(orderNo);
      const { status } = await bookings.order(userId, orderNo);
      return { orderNo, expired: status === 'expired', status };
    },
  };
};
