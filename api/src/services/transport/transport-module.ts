import { ErrorCode, type Language } from '@portal/shared/contracts';
import { flightLegSchema } from '@portal/shared/contracts/flights';
import {
  CAR_TYPES,
  type CarType,
  REQUEST_REASONS,
  transportTripSchema,
} from '@portal/shared/contracts/transport';
import { SERVICE_POLICY } from '@portal/shared/policy';
import { formatLocalDateTime, zonedInstant } from '@portal/shared/time';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { BookingServiceModule, Quote } from '../bookings/booking-module';
import { flightLegText } from '../flights/leg-text';
import { meetDetailsLine } from '../meet-details/meet-details-mails';
import { meetDetailsOf } from '../meet-details/meet-details-repository';
import type { FleetRepository } from './fleet-repository';
import { CAR_FARES, TRANSPORT_CURRENCY } from './transport-catalogue';
import { detailOf, dropCarHold, insertDetail, orderIdsOnFlight } from './transport-orders-repository';
import { transportPriceLines } from './transport-pricing';
import { checkPickupTime } from './transport-rules';

/** Booking Details as the draft holds them (`bookingDt`), the place ids already resolved into `trip`. */
export const bookingDtSchema = z.object({
  from: z.string(),
  to: z.string(),
  flightNumber: z.string(),
  flightDate: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  adults: z.number().int().positive(),
  children: z.number().int().nonnegative(),
  luggage: z.number().int().nonnegative(),
  confirmNearDeparture: z.boolean(),
});
export type BookingDt = z.infer<typeof bookingDtSchema>;

/** Passenger Details as the draft holds them (`personDt`; the number checked and normalised). */
export const personDtSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  bookingForOther: z.boolean(),
  welcomeSign: z.string(),
  notes: z.string(),
  mobileNoPrefix: z.string(),
  mobileNo: z.string(),
  mobileCountry: z.string().nullable(),
});
export type PersonDt = z.infer<typeof personDtSchema>;

/** Step one's part of the draft: the details, the flight leg, the trip, and why it is a request (or null). */
export const tripDraftSchema = z.object({
  bookingDt: bookingDtSchema,
  flightDt: flightLegSchema,
  trip: transportTripSchema,
  request: z.object({ reason: z.enum(REQUEST_REASONS) }).nullable(),
});

const draftSchema = tripDraftSchema.extend({
  car: z.object({ carType: z.enum(CAR_TYPES) }).nullable(),
  personDt: personDtSchema,
  childSeat: z.number().int().min(0).max(1),
});
export type TransportDraft = z.infer<typeof draftSchema>;

interface Texts {
  title: string;
  cars: Record<CarType, string>;
  meetFromAirport: string;
  meetOther: string;
  labels: {
    car: string;
    passengers: string;
    luggage: string;
    childSeat: string;
    flight: string;
    distance: string;
    waiting: string;
    driver: string;
    welcomeSign: string;
    contact: string;
    notes: string;
    flightDelay: string;
  };
  adultsChildren: (adults: number, children: number) => string;
  waiting: (minutes: number, fromAirport: boolean) => string;
  driver: (hours: number) => string;
  /** A pick-up at the arrival moved with the flight's delay, from the time `booked`. */
  flightDelay: (minutes: number, booked: string) => string;
  yes: string;
  no: string;
  carByQuote: string;
}

/** The words of a Transport booking in its mails and calendar entry. */
export const TEXTS: Record<Language, Texts> = {
  'en-US': {
    title: 'Transport',
    cars: { economy: 'Economy', business: 'Business', first: 'First', van: 'Van' },
    meetFromAirport: 'your driver waits in the arrivals hall with your welcome sign',
    meetOther: 'your driver meets you at the pick-up address',
    labels: {
      car: 'Car',
      passengers: 'Passengers',
      luggage: 'Luggage',
      childSeat: 'Child seat',
      flight: 'Flight',
      distance: 'Distance',
      waiting: 'Free waiting time',
      driver: 'Driver and car',
      welcomeSign: 'Welcome sign',
      contact: 'Contact number',
      notes: 'Notes to the driver',
      flightDelay: 'Flight delay',
    },
    adultsChildren: (a, c) =>
      `${a} adult${a === 1 ? '' : 's'}${c ? `, ${c} child${c === 1 ? '' : 'ren'}` : ''}`,
    waiting: (m, fromAirport) =>
      fromAirport ? `${m} minutes after your flight actually lands` : `${m} minutes after the pick-up time`,
    driver: (h) => `sent to you ${h} hours before the pick-up`,
    flightDelay: (m, booked) => `${m} minutes: the pick-up follows the arrival (booked for ${booked})`,
    yes: 'Yes',
    no: 'No',
    carByQuote: 'As quoted',
  },
  'pt-BR': {
    title: 'Transporte',
    cars: { economy: 'Econômico', business: 'Executivo', first: 'Primeira classe', van: 'Van' },
    meetFromAirport: 'seu motorista espera no saguão de desembarque com a placa de boas-vindas',
    meetOther: 'seu motorista encontra você no endereço de embarque',
    labels: {
      car: 'Carro',
      passengers: 'Passageiros',
      luggage: 'Bagagens',
      childSeat: 'Cadeirinha infantil',
      flight: 'Voo',
      distance: 'Distância',
      waiting: 'Tempo de espera gratuito',
      driver: 'Motorista e carro',
      welcomeSign: 'Placa de boas-vindas',
      contact: 'Telefone de contato',
      notes: 'Observações para o motorista',
      flightDelay: 'Atraso do voo',
    },
    adultsChildren: (a, c) =>
      `${a} adulto${a === 1 ? '' : 's'}${c ? `, ${c} criança${c === 1 ? '' : 's'}` : ''}`,
    waiting: (m, fromAirport) =>
      fromAirport ? `${m} minutos após o pouso real do seu voo` : `${m} minutos após o horário de embarque`,
    driver: (h) => `enviados ${h} horas antes do embarque`,
    flightDelay: (m, booked) => `${m} minutos: o embarque acompanha a chegada (reservado para ${booked})`,
    yes: 'Sim',
    no: 'Não',
    carByQuote: 'Conforme a cotação',
  },
  'es-ES': {
    title: 'Traslado',
    cars: { economy: 'Económico', business: 'Business', first: 'Primera', van: 'Furgoneta' },
    meetFromAirport: 'su conductor le espera en la sala de llegadas con el cartel de bienvenida',
    meetOther: 'su conductor le recoge en la dirección indicada',
    labels: {
      car: 'Coche',
      passengers: 'Pasajeros',
      luggage: 'Equipaje',
      childSeat: 'Silla infantil',
      flight: 'Vuelo',
      distance: 'Distancia',
      waiting: 'Tiempo de espera gratuito',
      driver: 'Conductor y coche',
      welcomeSign: 'Cartel de bienvenida',
      contact: 'Teléfono de contacto',
      notes: 'Notas para el conductor',
      flightDelay: 'Retraso del vuelo',
    },
    adultsChildren: (a, c) =>
      `${a} adulto${a === 1 ? '' : 's'}${c ? `, ${c} niño${c === 1 ? '' : 's'}` : ''}`,
    waiting: (m, fromAirport) =>
      fromAirport
        ? `${m} minutos tras el aterrizaje real de su vuelo`
        : `${m} minutos tras la hora de recogida`,
    driver: (h) => `enviados ${h} horas antes de la recogida`,
    flightDelay: (m, booked) => `${m} minutos: la recogida sigue a la llegada (reservada para ${booked})`,
    yes: 'Sí',
    no: 'No',
    carByQuote: 'Según la cotización',
  },
};

/** 'London Heathrow Airport → The Savoy': the trip in one line, for the bookings list and mails. */
export const routeOf = (trip: { from: { name: string }; to: { name: string } }): string =>
  `${trip.from.name} → ${trip.to.name}`;

/** How long the calendar entry lasts: the drive at about 40 km/h in town, at least an hour. */
const durationOf = (distanceKm: number) => Math.max(60, Math.ceil(((distanceKm / 40) * 60) / 15) * 15);

/**
 * Transport on the booking spine: its draft, its price (base fare, extra mileage, out-of-hours),
 * a car of the fleet per airport, car type and pick-up hour, and its detail row.
 */
export const createTransportModule = (fleet: FleetRepository): BookingServiceModule<TransportDraft> => ({
  service: 'transport',

  completeDraft(data) {
    const parsed = draftSchema.safeParse(data);
    if (!parsed.success || parsed.data.request !== null || parsed.data.car === null) return null;
    return parsed.data;
  },

  completeRequest(data) {
    const parsed = draftSchema.safeParse(data);
    return parsed.success && parsed.data.request !== null ? parsed.data : null;
  },

  async quote(draft, now): Promise<Quote> {
    const { bookingDt, trip } = draft;
    const serviceAt = zonedInstant(bookingDt.pickupDate, bookingDt.pickupTime, trip.timeZone);
    checkPickupTime({
      direction: trip.direction,
      leg: draft.flightDt,
      pickupAt: serviceAt,
      now,
      confirmNearDeparture: bookingDt.confirmNearDeparture,
    });
    const carType = draft.request === null ? draft.car?.carType : undefined;
    return {
      // A booking request has nothing to charge until an operator quotes it.
      lines: carType ? transportPriceLines(carType, trip.distanceKm, serviceAt, trip.timeZone) : [],
      currency: TRANSPORT_CURRENCY,
      // A complimentary use covers the base fare; extra mileage and the surcharge are charged.
      useCover: { perUse: carType ? CAR_FARES[carType].base : 0, maxUses: 1 },
      airportCode: trip.airportCode,
      airportName: trip.airportName,
      place: routeOf(trip),
      serviceAt,
      timeZone: trip.timeZone,
    };
  },

  async reserve(tx, order, draft, quote) {
    const { bookingDt, trip, personDt } = draft;
    const carType = draft.car?.carType ?? null;
    const holdsCar = draft.request === null && carType !== null;
    if (holdsCar && !(await fleet.take(tx, trip.airportCode, carType, quote.serviceAt))) {
      throw new AppError(ErrorCode.CAR_TYPE_UNAVAILABLE);
    }
    await insertDetail(tx, {
      orderId: order.id,
      fromPlaceId: trip.from.id,
      fromKind: trip.from.kind,
      fromCountryCode: trip.from.countryCode,
      fromName: trip.from.name,
      fromAddress: trip.from.address,
      fromLat: trip.from.lat,
      fromLng: trip.from.lng,
      toPlaceId: trip.to.id,
      toKind: trip.to.kind,
      toCountryCode: trip.to.countryCode,
      toName: trip.to.name,
      toAddress: trip.to.address,
      toLat: trip.to.lat,
      toLng: trip.to.lng,
      airportCode: trip.airportCode,
      direction: trip.direction,
      distanceKm: trip.distanceKm,
      localDate: bookingDt.pickupDate,
      localTime: bookingDt.pickupTime,
      carType,
      holdsCar,
      adults: bookingDt.adults,
      children: bookingDt.children,
      luggage: bookingDt.luggage,
      childSeat: draft.childSeat,
      flightNumber: bookingDt.flightNumber,
      flightDate: bookingDt.flightDate,
      flight: draft.flightDt,
      firstName: personDt.firstName,
      lastName: personDt.lastName,
      email: personDt.email,
      bookingForOther: personDt.bookingForOther,
      welcomeSign: personDt.welcomeSign,
      notes: personDt.notes,
      mobilePrefix: personDt.mobileNoPrefix,
      mobileNumber: personDt.mobileNo,
      mobileCountry: personDt.mobileCountry,
      requestReason: draft.request?.reason ?? null,
    });
  },

  /** Gives the order's car back to its airport and hour (once: the row stops holding it). */
  async release(tx, order) {
    const row = await dropCarHold(tx, order.id);
    if (row?.car_type) await fleet.giveBack(tx, row.airport_code, row.car_type, new Date(row.service_at));
  },

  ordersOnFlight: (db, flight) => orderIdsOnFlight(db, flight),

  async traveller(db, order) {
    const detail = await detailOf(db, order.id);
    return detail
      ? {
          firstName: detail.firstName,
          email: detail.email,
          mobile: `${detail.mobilePrefix} ${detail.mobileNumber}`,
        }
      : null;
  },

  async describe(db, order, language) {
    const texts = TEXTS[language];
    const detail = await detailOf(db, order.id);
    if (!detail) return { title: texts.title, location: '', details: [], durationMinutes: 60 };
    const fromAirport = detail.direction === 'fromAirport';
    const meet = await meetDetailsOf(db, order.id);
    const waiting = fromAirport
      ? SERVICE_POLICY.transport.arrivalWaitingMinutes
      : SERVICE_POLICY.transport.otherWaitingMinutes;
    const route = `${detail.fromName} → ${detail.toName}`;
    const details: Array<[string, string]> = [
      [texts.labels.car, detail.carType ? texts.cars[detail.carType] : texts.carByQuote],
      [
        texts.labels.passengers,
        `${detail.firstName} ${detail.lastName} (${texts.adultsChildren(detail.adults, detail.children)})`,
      ],
      [texts.labels.luggage, String(detail.luggage)],
      [texts.labels.childSeat, detail.childSeat ? texts.yes : texts.no],
      [texts.labels.flight, flightLegText(detail.flight, language)],
      [texts.labels.distance, `${detail.distanceKm} km`],
      [texts.labels.waiting, texts.waiting(waiting, fromAirport)],
      [
        texts.labels.driver,
        meet ? meetDetailsLine(meet) : texts.driver(SERVICE_POLICY.transport.driverDetailsHoursBefore),
      ],
      [texts.labels.welcomeSign, detail.welcomeSign],
      [texts.labels.contact, `${detail.mobilePrefix} ${detail.mobileNumber}`],
    ];
    if (detail.notes) details.push([texts.labels.notes, detail.notes]);
    if (detail.flightDelayMinutes > 0 && detail.bookedPickupAt) {
      const booked = formatLocalDateTime(detail.bookedPickupAt, detail.flight.arrival.timeZone, language);
      details.push([texts.labels.flightDelay, texts.flightDelay(detail.flightDelayMinutes, booked)]);
    }
    return {
      title: `${texts.title} — ${route}`,
      location: `${detail.fromName}, ${detail.fromAddress}: ${fromAirport ? texts.meetFromAirport : texts.meetOther}`,
      details,
      durationMinutes: durationOf(detail.distanceKm),
    };
  },
});
