import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, ErrorCode, type Language } from '@portal/shared/contracts';
import type { CardInfo } from '@portal/shared/contracts/bookings';
import type { FastTrackOrder, LaneDirection, PassengerName, Slot } from '@portal/shared/contracts/fast-track';
import { minutesFrom, SERVICE_POLICY } from '@portal/shared/policy';
import {
  formatLocalDateTime,
  formatLocalTime,
  formatLocalTimeRange,
  localDateTime,
} from '@portal/shared/time';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ServiceBookings } from '../bookings/booking-spine';
import type { BookingsArea } from '../bookings/bookings-area';
import { cancellationTerms } from '../bookings/spine-rules';
import { DEFAULT_SERVICE_POLICY } from '../policy/cancellation-policy';
import { type FastTrackCatalogue, shownLane } from './fast-track-catalogue';
import type { FastTrackDraft } from './fast-track-module';
import { detailOf } from './fast-track-orders-repository';
import { laneIn, lanePlaceIn } from './lane-translations';
import type { SlotsRepository } from './slots-repository';
import { renderVoucherPdf, voucherQrPayload } from './voucher-pdf';
import { voucherQr } from './voucher-qr';
import { voucherTexts } from './voucher-texts';

const notFound = () => new AppError(ErrorCode.NOT_FOUND);
/** A voucher exists once the order is paid, and stays for the record once the service took place. */
const hasVoucher = (status: string): boolean => status === 'paid' || status === 'completed';
const unavailable = () => new AppError(ErrorCode.SLOT_UNAVAILABLE);

/**
 * Fast Track's own calls: the lane search (public), a lane's detail and slots with seats left,
 * the wizard's two steps into the spine's draft, the order for Order Complete and its voucher.
 * Ordering, paying and cancelling are the spine's (`bookings`).
 */
export const createFastTrackService = (deps: {
  database: Database;
  catalogue: FastTrackCatalogue;
  slots: SlotsRepository;
  bookings: ServiceBookings;
  area: BookingsArea;
  now?: () => Date;
}) => {
  const { catalogue, slots, bookings } = deps;
  const now = deps.now ?? (() => new Date());

  /** Uses count per programme year: the travel date's, or today's at the airport. */
  const cardInfoAt = (userId: number, timeZone: string, date?: string): Promise<CardInfo> =>
    bookings.cardInfo(userId, Number((date ?? localDateTime(now(), timeZone).date).slice(0, 4)));

  /** The lane's slots on a local date with the seats left; a past or too-soon slot is not bookable. */
  const slotsWithSeats = async (
    laneCode: string,
    date: string,
  ): Promise<{ timeZone: string; slots: Slot[] }> => {
    const lane = catalogue.lane(laneCode);
    const airport = await catalogue.airportOfLane(laneCode);
    const day = await catalogue.slotsOfDay(laneCode, date);
    if (!lane || !airport || !day) throw notFound();
    if (day.length === 0) return { timeZone: airport.timeZone, slots: [] };
    const first = day[0]?.startsAt ?? new Date();
    const last = day[day.length - 1]?.startsAt ?? first;
    const booked = await slots.bookedBetween(laneCode, first, new Date(last.getTime() + 1));
    const earliest = minutesFrom(now(), SERVICE_POLICY.fastTrack.minMinutesAhead).getTime();
    return {
      timeZone: airport.timeZone,
      slots: day.map((slot) => {
        const seatsLeft = Math.max(0, lane.capacityPerSlot - (booked.get(slot.startsAt.getTime()) ?? 0));
        return {
          time: slot.time,
          endTime: slot.endTime,
          seatsLeft,
          bookable: seatsLeft > 0 && slot.startsAt.getTime() >= earliest,
        };
      }),
    };
  };

  const checkSlot = async (laneCode: string, date: string, time: string, passengers: number) => {
    const lane = catalogue.lane(laneCode);
    if (!lane) throw notFound();
    const { slots: day } = await slotsWithSeats(laneCode, date);
    const slot = day.find((candidate) => candidate.time === time);
    const available = Boolean(
      slot?.bookable && slot.seatsLeft >= passengers && passengers <= lane.maxPassengers,
    );
    return { available, seatsLeft: slot?.seatsLeft ?? 0 };
  };

  return {
    sites: (keyword?: string, language: Language = DEFAULT_LANGUAGE) => catalogue.sites(keyword, language),

    async lanesAt(
      airportCode: string,
      direction: LaneDirection | undefined,
      userId: number | null,
      date?: string,
      language: Language = DEFAULT_LANGUAGE,
    ) {
      const airport = await catalogue.airport(airportCode, language);
      if (!airport) throw notFound();
      return {
        airport,
        lanes: catalogue.lanes(airportCode, direction).map((lane) => shownLane(laneIn(lane, language))),
        cardInfo: userId === null ? null : await cardInfoAt(userId, airport.timeZone, date),
      };
    },

    async laneDetail(laneCode: string, userId: number, date?: string, language: Language = DEFAULT_LANGUAGE) {
      const lane = catalogue.lane(laneCode);
      const airport = await catalogue.airportOfLane(laneCode, language);
      if (!lane || !airport) throw notFound();
      return {
        lane: shownLane(laneIn(lane, language)),
        airport,
        cardInfo: await cardInfoAt(userId, airport.timeZone, date),
      };
    },

    async subscribeTimes(laneCode: string, date: string) {
      return { date, ...(await slotsWithSeats(laneCode, date)) };
    },

    checkAvailable: checkSlot,

    /** Step 1 into the draft (a new uuid when none is given); the slot must be bookable now. */
    async saveDetails(
      userId: number,
      input: {
        uuid?: string;
        laneCode: string;
        date: string;
        time: string;
        passengers: number;
        flightNumber: string;
      },
    ) {
      const { available } = await checkSlot(input.laneCode, input.date, input.time, input.passengers);
      if (!available) throw unavailable();
      const uuid = input.uuid ?? randomUUID();
      const details: FastTrackDraft['details'] = {
        laneCode: input.laneCode,
        date: input.date,
        time: input.time,
        passengers: input.passengers,
        flightNumber: input.flightNumber,
      };
      // New details reset the passengers step (its count may have changed).
      if (!(await bookings.saveDraft(userId, uuid, { details, passengers: null }))) {
        throw new AppError(ErrorCode.BOOKING_INCOMPLETE);
      }
      return { uuid };
    },

    /** Step 2: exactly as many passengers as step 1 said. */
    async savePassengers(userId: number, input: { uuid: string; passengers: PassengerName[] }) {
      const draft = await bookings.findDraft(userId, input.uuid);
      const details = draft?.data.details as FastTrackDraft['details'] | undefined;
      if (!draft || !details || draft.orderNo) throw new AppError(ErrorCode.BOOKING_INCOMPLETE);
      if (input.passengers.length !== details.passengers) {
        throw new AppError(ErrorCode.BAD_REQUEST, {
          statusCode: 400,
          message: `Send ${details.passengers} passengers, as booked in the first step.`,
        });
      }
      await bookings.saveDraft(userId, input.uuid, { passengers: input.passengers });
      return { uuid: input.uuid };
    },

    /** Order Complete and the booking detail: the order, its money and terms, its lane; now seen. */
    async order(
      userId: number,
      orderNo: string,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<FastTrackOrder> {
      const order = await bookings.order(userId, orderNo);
      const detail = await detailOf(deps.database.db, order.id);
      const lane = detail ? catalogue.lane(detail.laneCode) : undefined;
      const airport = detail ? await catalogue.airportOfLane(detail.laneCode, language) : undefined;
      if (!detail || !lane || !airport) throw notFound();
      const opened = await deps.area.opened(userId, order);
      return {
        ...opened,
        place: lanePlaceIn(opened.place, language),
        lane: shownLane(laneIn(lane, language)),
        airport,
        date: detail.localDate,
        time: detail.localTime,
        endTime: detail.endTime,
        flightNumber: detail.flightNumber,
        passengers: detail.passengers,
        voucher: hasVoucher(order.status)
          ? {
              verificationCode: detail.verificationCode,
              qr: voucherQr(voucherQrPayload(order.orderNo, detail.verificationCode)),
            }
          : null,
      };
    },

    /** The voucher of a paid (or completed) order, in the cardholder's language. */
    async voucher(userId: number, orderNo: string, language: Language): Promise<Buffer> {
      const order = await bookings.order(userId, orderNo);
      if (!hasVoucher(order.status)) throw new AppError(ErrorCode.NOT_FOUND);
      const detail = await detailOf(deps.database.db, order.id);
      const found = detail ? catalogue.lane(detail.laneCode) : undefined;
      const lane = found ? laneIn(found, language) : undefined;
      const airport = detail ? await catalogue.airportOfLane(detail.laneCode, language) : undefined;
      if (!detail || !lane || !airport) throw notFound();
      const terms = cancellationTerms(order.serviceAt, DEFAULT_SERVICE_POLICY);
      const endsAt = new Date(order.serviceAt.getTime() + lane.slotMinutes * 60_000);
      const time = (instant: Date) => formatLocalTime(instant, order.timeZone, language);
      const texts = voucherTexts(language, {
        from: time(order.serviceAt),
        until: time(endsAt),
        freeUntil: formatLocalDateTime(terms.freeUntil, order.timeZone, language),
        minDays: terms.refundBusinessDays.min,
        maxDays: terms.refundBusinessDays.max,
      });
      return renderVoucherPdf(
        {
          orderNo: order.orderNo,
          verificationCode: detail.verificationCode,
          passengers: detail.passengers,
          laneName: lane.name,
          terminal: lane.terminal,
          airportName: airport.name,
          airportCode: airport.code,
          location: lane.location,
          slotText: formatLocalTimeRange(order.serviceAt, endsAt, order.timeZone, language),
          validityText: texts.validityText,
          cancellationText: texts.cancellationText,
          qrPayload: voucherQrPayload(order.orderNo, detail.verificationCode),
        },
        texts.labels,
      );
    },
  };
};

export type FastTrackService = ReturnType<typeof createFastTrackService>;
