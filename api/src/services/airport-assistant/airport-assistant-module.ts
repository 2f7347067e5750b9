import { ErrorCode, type Language } from '@portal/shared/contracts';
import {
  AIR_TICKET_TYPES,
  ASSISTANT_LEVELS,
  ASSISTANT_SERVICE_TYPES,
  type AssistantLevel,
  type AssistantServiceType,
  isArrival,
  TRANSPORT_MODES,
} from '@portal/shared/contracts/airport-assistant';
import { flightLegSchema } from '@portal/shared/contracts/flights';
import { zonedInstant } from '@portal/shared/time';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { BookingServiceModule, Quote } from '../bookings/booking-module';
import { flightLegText } from '../flights/leg-text';
import { meetDetailsLine } from '../meet-details/meet-details-mails';
import { meetDetailsOf } from '../meet-details/meet-details-repository';
import type { AssistantCatalogue } from './assistant-catalogue';
import { detailOf, insertDetail, orderIdsOnFlight } from './assistant-orders-repository';
import { assistantPriceLines, surchargeReasons } from './assistant-pricing';
import { checkServiceTime } from './assistant-rules';
import type { PublicHolidays } from './public-holidays';

const nameSchema = z.object({ firstName: z.string(), lastName: z.string() });

/** Step 2 as the draft holds it: the choices and the flight leg the schedule answered. */
export const assistantDetailsSchema = z.object({
  airportCode: z.string(),
  serviceType: z.enum(ASSISTANT_SERVICE_TYPES),
  level: z.enum(ASSISTANT_LEVELS),
  flightNumber: z.string(),
  flightDate: z.string(),
  serviceDate: z.string(),
  serviceTime: z.string(),
  ticketType: z.enum(AIR_TICKET_TYPES),
  transportMode: z.enum(TRANSPORT_MODES),
  passengers: z.number().int().positive(),
  luggage: z.number().int().nonnegative(),
  confirmNearDeparture: z.boolean(),
  leg: flightLegSchema,
});
export type AssistantDetails = z.infer<typeof assistantDetailsSchema>;

/** Step 3 as the draft holds it (the contact number already checked and normalised). */
export const assistantGuestsSchema = z.object({
  passengers: z.array(nameSchema),
  bookingForOther: z.boolean(),
  /** Only for someone else's booking, and only when given (drafts saved before it: none). */
  travellerEmail: z.string().nullable().default(null),
  welcomeSign: z.string(),
  notes: z.string(),
  contact: z.object({
    mobileNoPrefix: z.string(),
    mobileNo: z.string(),
    mobileCountry: z.string().nullable(),
  }),
});
export type AssistantGuests = z.infer<typeof assistantGuestsSchema>;

const draftSchema = z.object({ details: assistantDetailsSchema, guests: assistantGuestsSchema });
export type AirportAssistantDraft = z.infer<typeof draftSchema>;

/** How long the calendar entry of an arrival lasts (a departure's lasts until take-off). */
const ARRIVAL_SERVICE_MINUTES = 90;

interface Texts {
  title: string;
  levels: Record<AssistantLevel, string>;
  types: Record<AssistantServiceType, string>;
  meetArrival: string;
  meetDeparture: string;
  labels: {
    service: string;
    flight: string;
    passengers: string;
    luggage: string;
    welcomeSign: string;
    contact: string;
    notes: string;
    greeter: string;
  };
}

/** The words of an Airport Assistant booking in its mails and calendar entry. */
const TEXTS: Record<Language, Texts> = {
  'en-US': {
    title: 'Airport Assistant',
    levels: { vip: 'VIP', meet_assist: 'Meet & Assist', vvip: 'VVIP', usual: 'Usual' },
    types: {
      domestic_arrival: 'Domestic Arrival',
      domestic_departure: 'Domestic Departure',
      international_arrival: 'International Arrival',
      international_departure: 'International Departure',
    },
    meetArrival: 'your greeter waits at the arrival gate of your flight with your welcome sign',
    meetDeparture: 'your greeter meets you at the departures entrance with your welcome sign',
    labels: {
      service: 'Service',
      flight: 'Flight',
      passengers: 'Passengers',
      luggage: 'Luggage',
      welcomeSign: 'Welcome sign',
      contact: 'Contact number',
      notes: 'Notes to the greeter',
      greeter: 'Your greeter',
    },
  },
  'pt-BR': {
    title: 'Assistência no Aeroporto',
    levels: { vip: 'VIP', meet_assist: 'Meet & Assist', vvip: 'VVIP', usual: 'Padrão' },
    types: {
      domestic_arrival: 'Chegada doméstica',
      domestic_departure: 'Partida doméstica',
      international_arrival: 'Chegada internacional',
      international_departure: 'Partida internacional',
    },
    meetArrival: 'seu recepcionista espera no portão de chegada do seu voo com a placa de boas-vindas',
    meetDeparture: 'seu recepcionista encontra você na entrada de embarque com a placa de boas-vindas',
    labels: {
      service: 'Serviço',
      flight: 'Voo',
      passengers: 'Passageiros',
      luggage: 'Bagagens',
      welcomeSign: 'Placa de boas-vindas',
      contact: 'Telefone de contato',
      notes: 'Observações para o recepcionista',
      greeter: 'Seu recepcionista',
    },
  },
  'es-ES': {
    title: 'Asistencia en el Aeropuerto',
    levels: { vip: 'VIP', meet_assist: 'Meet & Assist', vvip: 'VVIP', usual: 'Estándar' },
    types: {
      domestic_arrival: 'Llegada nacional',
      domestic_departure: 'Salida nacional',
      international_arrival: 'Llegada internacional',
      international_departure: 'Salida internacional',
    },
    meetArrival: 'su asistente le espera en la puerta de llegada de su vuelo con el cartel de bienvenida',
    meetDeparture: 'su asistente le recibe en la entrada de salidas con el cartel de bienvenida',
    labels: {
      service: 'Servicio',
      flight: 'Vuelo',
      passengers: 'Pasajeros',
      luggage: 'Equipaje',
      welcomeSign: 'Cartel de bienvenida',
      contact: 'Teléfono de contacto',
      notes: 'Notas para el asistente',
      greeter: 'Su asistente',
    },
  },
};

/** 'VIP, International Arrival' in the reader's language. */
export const serviceName = (level: AssistantLevel, type: AssistantServiceType, language: Language) =>
  `${TEXTS[language].levels[level]}, ${TEXTS[language].types[type]}`;

/** Every service's English name (as an order keeps it in its place) with its level and type. */
const ENGLISH_SERVICE_NAMES = (Object.keys(TEXTS['en-US'].levels) as AssistantLevel[]).flatMap((level) =>
  (Object.keys(TEXTS['en-US'].types) as AssistantServiceType[]).map((type) => ({
    english: serviceName(level, type, 'en-US'),
    level,
    type,
  })),
);

/**
 * A kept place, 'VIP, International Arrival (BA 117)', in `language`; a place it does not
 * recognise is returned as it is.
 */
export const assistantPlaceIn = (place: string, language: Language): string => {
  const found = ENGLISH_SERVICE_NAMES.find(({ english }) => place.startsWith(`${english} (`));
  return found
    ? `${serviceName(found.level, found.type, language)}${place.slice(found.english.length)}`
    : place;
};

/** Airport Assistant on the booking spine: its draft, price and detail row (no capacity to take). */
export const createAirportAssistantModule = (
  catalogue: AssistantCatalogue,
  holidays: PublicHolidays,
): BookingServiceModule<AirportAssistantDraft> => ({
  service: 'airport_assistant',

  completeDraft(data) {
    const parsed = draftSchema.safeParse(data);
    if (!parsed.success) return null;
    return parsed.data.guests.passengers.length === parsed.data.details.passengers ? parsed.data : null;
  },

  async quote(draft, now): Promise<Quote> {
    const { details } = draft;
    const airport = await catalogue.airport(details.airportCode);
    if (!airport) throw new AppError(ErrorCode.NOT_FOUND);
    const serviceAt = zonedInstant(details.serviceDate, details.serviceTime, airport.timeZone);
    checkServiceTime({
      serviceType: details.serviceType,
      leg: details.leg,
      serviceAt,
      now,
      confirmNearDeparture: details.confirmNearDeparture,
    });
    const offer = catalogue.offer(details.serviceType, details.level);
    const reasons = surchargeReasons(
      serviceAt,
      airport.timeZone,
      await holidays.on(airport.countryCode, details.serviceDate),
    );
    const lines = assistantPriceLines(offer, details.passengers, reasons);
    return {
      lines,
      currency: offer.currency,
      // One complimentary use covers the first passenger's service; the rest is charged.
      useCover: { perUse: offer.basePrice, maxUses: 1 },
      airportCode: airport.code,
      airportName: airport.name,
      place: `${serviceName(details.level, details.serviceType, 'en-US')} (${details.leg.flightNumber})`,
      serviceAt,
      timeZone: airport.timeZone,
    };
  },

  async reserve(tx, order, draft) {
    const { details, guests } = draft;
    await insertDetail(tx, {
      orderId: order.id,
      airportCode: details.airportCode,
      serviceType: details.serviceType,
      level: details.level,
      features: catalogue.offer(details.serviceType, details.level).features,
      localDate: details.serviceDate,
      localTime: details.serviceTime,
      flightNumber: details.flightNumber,
      flightDate: details.flightDate,
      flight: details.leg,
      ticketType: details.ticketType,
      transportMode: details.transportMode,
      luggage: details.luggage,
      passengers: guests.passengers,
      bookingForOther: guests.bookingForOther,
      travellerEmail: guests.travellerEmail,
      welcomeSign: guests.welcomeSign,
      notes: guests.notes,
      mobilePrefix: guests.contact.mobileNoPrefix,
      mobileNumber: guests.contact.mobileNo,
      mobileCountry: guests.contact.mobileCountry,
    });
  },

  // A greeter is arranged per booking: there is no capacity to give back.
  async release() {},

  placeIn: assistantPlaceIn,

  // The first passenger is the traveller someone else booked for; told only when an email was given.
  async traveller(db, order) {
    const detail = await detailOf(db, order.id);
    if (!detail?.bookingForOther || !detail.travellerEmail) return null;
    return { firstName: detail.passengers[0]?.firstName ?? detail.welcomeSign, email: detail.travellerEmail };
  },

  ordersOnFlight: (db, flight) => orderIdsOnFlight(db, flight),

  async describe(db, order, language) {
    const texts = TEXTS[language];
    const detail = await detailOf(db, order.id);
    const airport = detail ? await catalogue.airport(detail.airportCode) : undefined;
    if (!detail)
      return { title: texts.title, location: '', details: [], durationMinutes: ARRIVAL_SERVICE_MINUTES };
    const arrival = isArrival(detail.serviceType);
    const takesOff = Date.parse(detail.flight.departure.at);
    const serviceAt = zonedInstant(detail.localDate, detail.localTime, airport?.timeZone ?? 'UTC');
    const untilTakeOff = Math.round((takesOff - serviceAt.getTime()) / 60_000);
    const names = detail.passengers.map((p) => `${p.firstName} ${p.lastName}`);
    const details: Array<[string, string]> = [
      [texts.labels.service, serviceName(detail.level, detail.serviceType, language)],
      [texts.labels.flight, flightLegText(detail.flight, language)],
      [texts.labels.passengers, names.join(', ')],
      [texts.labels.luggage, String(detail.luggage)],
      [texts.labels.welcomeSign, detail.welcomeSign],
      [texts.labels.contact, `${detail.mobilePrefix} ${detail.mobileNumber}`],
    ];
    if (detail.notes) details.push([texts.labels.notes, detail.notes]);
    const meet = await meetDetailsOf(db, order.id);
    if (meet) details.push([texts.labels.greeter, meetDetailsLine(meet)]);
    return {
      title: `${texts.title} — ${serviceName(detail.level, detail.serviceType, language)} — ${
        airport?.name ?? detail.airportCode
      }`,
      location: `${airport?.name ?? detail.airportCode} (${detail.airportCode}): ${
        arrival ? texts.meetArrival : texts.meetDeparture
      }`,
      durationMinutes: arrival ? ARRIVAL_SERVICE_MINUTES : Math.max(30, untilTakeOff),
      details,
    };
  },
});
