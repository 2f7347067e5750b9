import { randomInt } from 'node:crypto';
import { ErrorCode, type Language } from '@portal/shared/contracts';
import { unitPriceLine } from '@portal/shared/contracts/bookings';
import { type PassengerName, passengerNameSchema } from '@portal/shared/contracts/fast-track';
import { isAtLeastMinutesAhead, SERVICE_POLICY } from '@portal/shared/policy';
import { formatLocalTimeRange, zonedInstant } from '@portal/shared/time';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { BookingServiceModule, Quote } from '../bookings/booking-module';
import type { FastTrackCatalogue } from './fast-track-catalogue';
import { detailOf, insertDetail, orderIdsOnFlight } from './fast-track-orders-repository';
import { laneIn, lanePlace, lanePlaceIn } from './lane-translations';
import type { SlotsRepository } from './slots-repository';

/** What the wizard's two steps saved, as the draft holds it. */
const draftSchema = z.object({
  details: z.object({
    laneCode: z.string(),
    date: z.string(),
    time: z.string(),
    passengers: z.number().int().positive(),
    flightNumber: z.string(),
  }),
  passengers: z.array(passengerNameSchema),
});
export type FastTrackDraft = z.infer<typeof draftSchema>;

/** Printed on the voucher and in its QR code with the order number: letters and digits, easy to read out. */
const newVerificationCode = (): string => {
  const alphabet = 'ACDEFGHJKMNPQRTUVWXY34679';
  let code = '';
  for (let i = 0; i < 8; i += 1) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
};

/** The labels of a Fast Track booking in its mails and calendar entry. */
const LABELS: Record<Language, { lane: string; slot: string; flight: string; passengers: string }> = {
  'en-US': { lane: 'Lane', slot: 'Time slot', flight: 'Flight', passengers: 'Passengers' },
  'pt-BR': { lane: 'Fila', slot: 'Horário', flight: 'Voo', passengers: 'Passageiros' },
  'es-ES': { lane: 'Carril', slot: 'Franja horaria', flight: 'Vuelo', passengers: 'Pasajeros' },
};

const slotUnavailable = () => new AppError(ErrorCode.SLOT_UNAVAILABLE);

/** Fast Track on the booking spine: its draft, price, seats and detail row. */
export const createFastTrackModule = (
  catalogue: FastTrackCatalogue,
  slots: SlotsRepository,
): BookingServiceModule<FastTrackDraft> => ({
  service: 'fast_track',

  completeDraft(data) {
    const parsed = draftSchema.safeParse(data);
    if (!parsed.success) return null;
    return parsed.data.passengers.length === parsed.data.details.passengers ? parsed.data : null;
  },

  async quote(draft, now): Promise<Quote> {
    const { details } = draft;
    const found = await catalogue.slot(details.laneCode, details.date, details.time);
    if (!found) throw slotUnavailable();
    const { lane, airport, slot } = found;
    if (details.passengers > lane.maxPassengers) throw slotUnavailable();
    if (!isAtLeastMinutesAhead(slot.startsAt, SERVICE_POLICY.fastTrack.minMinutesAhead, now)) {
      throw new AppError(ErrorCode.BOOKING_TOO_SOON);
    }
    return {
      lines: [unitPriceLine('base', details.passengers, lane.pricePerPassenger)],
      currency: lane.currency,
      // One complimentary use covers one passenger, so a booking takes one per passenger while uses are left.
      useCover: { perUse: lane.pricePerPassenger, maxUses: details.passengers },
      airportCode: airport.code,
      airportName: airport.name,
      // Kept in English; `placeIn` gives it in the reader's language.
      place: lanePlace(lane),
      serviceAt: slot.startsAt,
      timeZone: airport.timeZone,
    };
  },

  async reserve(tx, order, draft, quote) {
    const { details } = draft;
    const found = await catalogue.slot(details.laneCode, details.date, details.time);
    if (!found) throw slotUnavailable();
    const took = await slots.take(
      tx,
      details.laneCode,
      quote.serviceAt,
      found.lane.capacityPerSlot,
      details.passengers,
    );
    if (!took) throw slotUnavailable();
    await insertDetail(tx, {
      orderId: order.id,
      laneCode: details.laneCode,
      localDate: details.date,
      localTime: details.time,
      endTime: found.slot.endTime,
      flightNumber: details.flightNumber,
      passengers: draft.passengers,
      verificationCode: newVerificationCode(),
    });
  },

  async release(tx, order) {
    const detail = await detailOf(tx, order.id);
    if (!detail) return;
    const slot = await catalogue.slot(detail.laneCode, detail.localDate, detail.localTime);
    if (!slot) return;
    await slots.giveBack(tx, detail.laneCode, slot.slot.startsAt, detail.passengers.length);
  },

  placeIn: lanePlaceIn,

  // A lane is used on the day its flight leaves from the lane's airport: the slot's date is taken
  // as the flight's (Fast Track keeps no flight date of its own).
  ordersOnFlight: (db, flight) => orderIdsOnFlight(db, flight),

  async describe(db, order, language) {
    const labels = LABELS[language];
    const detail = await detailOf(db, order.id);
    const found = detail ? catalogue.lane(detail.laneCode) : undefined;
    const lane = found ? laneIn(found, language) : undefined;
    const airport = detail ? await catalogue.airportOfLane(detail.laneCode) : undefined;
    const names = (detail?.passengers ?? []).map((p: PassengerName) => `${p.firstName} ${p.lastName}`);
    const slotMinutes = lane?.slotMinutes ?? 30;
    const startsAt =
      detail && airport ? zonedInstant(detail.localDate, detail.localTime, airport.timeZone) : null;
    const slot =
      startsAt && airport
        ? formatLocalTimeRange(
            startsAt,
            new Date(startsAt.getTime() + slotMinutes * 60_000),
            airport.timeZone,
            language,
          )
        : '';
    return {
      title: `Fast Track — ${airport?.name ?? ''} ${lane?.terminal ?? ''}`.trim(),
      location: lane ? `${lane.name}, ${lane.terminal}: ${lane.location}` : '',
      durationMinutes: slotMinutes,
      details: [
        [labels.lane, lane ? `${lane.name} (${lane.terminal})` : ''],
        [labels.slot, slot],
        [labels.flight, detail?.flightNumber ?? ''],
        [labels.passengers, names.join(', ')],
      ],
    };
  },
});
