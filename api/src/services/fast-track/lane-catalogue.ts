/**
 * The provider's catalogue of Fast Track lanes (DESIGN §6b): plain data, no database. The lanes are
 * written in `lanes.json` (IATA code → its lanes, as listed), checked against `laneRowSchema` when
 * this module loads; each becomes the contract's `Lane` plus what only the server needs (seats per
 * slot). Hours are the airport's local wall-clock time and stay within one local day (`closesAt`
 * `24:00` = until midnight, a 24 h lane is `00:00`–`24:00`), so a slot always belongs to the local
 * date it starts on. The airport's zone is not repeated here: it comes from the airport data, the one
 * source of zones, and the local time → instant conversion is `@portal/shared/time`'s.
 */
import {
  FAST_TRACK_MAX_PASSENGERS,
  LANE_DIRECTIONS,
  type Lane,
  type LaneDirection,
} from '@portal/shared/contracts/fast-track';
import { isLocalDate, zonedInstants } from '@portal/shared/time';
import { z } from 'zod';
import { checkedRow, DataFileError, rawField } from '../../lib/data-rows';
import laneData from './lanes.json';

export type SlotMinutes = 15 | 30;

export interface CatalogueLane extends Lane {
  readonly slotMinutes: SlotMinutes;
  /** Seats sold per slot, across all orders (the booking side enforces it). */
  readonly capacityPerSlot: number;
}

const LANES_FILE = 'fast-track/lanes.json';
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes since local midnight of `HH:mm` (`24:00` is 1440). */
export const minutesOfDay = (time: string): number => {
  if (!TIME.test(time)) throw new RangeError(`Not a local time (HH:mm): ${time}`);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const localTimeSchema = z.string().regex(TIME, 'Not a local time (HH:mm or 24:00)');

/** One lane of `lanes.json`; the code, currency and default name and limit are filled in by `lane`. */
const laneRowSchema = z
  .strictObject({
    /** The code's middle part: `T5` in `LHR-T5-DEP`. */
    segment: z.string().regex(/^[A-Z0-9]{1,8}$/, 'One to eight capital letters or digits'),
    terminal: z.string().min(1),
    direction: z.enum(LANE_DIRECTIONS),
    /** Overrides the usual product name for the direction. */
    name: z.string().min(1).optional(),
    /** Where to find the lane (provider text, one English sentence). */
    location: z.string().min(1),
    opensAt: localTimeSchema,
    closesAt: localTimeSchema,
    /** USD cents per passenger. */
    pricePerPassenger: z.number().int().positive(),
    slotMinutes: z.literal([15, 30]),
    /** Seats sold per slot. */
    capacityPerSlot: z.number().int().positive(),
    /** Fewer passengers per booking than the product allows. */
    maxPassengers: z.number().int().min(1).max(FAST_TRACK_MAX_PASSENGERS).optional(),
  })
  .check((ctx) => {
    const { opensAt, closesAt, slotMinutes } = ctx.value;
    // Runs after a bad field too: the fields' own issues are enough then.
    if (ctx.issues.length > 0) return;
    const opens = minutesOfDay(opensAt);
    const closes = minutesOfDay(closesAt);
    if (opens >= closes)
      ctx.issues.push({ code: 'custom', input: closesAt, path: ['closesAt'], message: 'Not after opensAt' });
    for (const [field, minutes] of [
      ['opensAt', opens],
      ['closesAt', closes],
    ] as const) {
      if (minutes % slotMinutes !== 0)
        ctx.issues.push({
          code: 'custom',
          input: ctx.value[field],
          path: [field],
          message: `Not on a ${slotMinutes}-minute slot boundary`,
        });
    }
  });
type LaneRow = z.output<typeof laneRowSchema>;

const DEFAULT_NAME: Record<LaneDirection, string> = {
  departure: 'Fast Track Security',
  arrival: 'Fast Track Immigration',
};

const lane = (airportCode: string, row: LaneRow): CatalogueLane =>
  Object.freeze({
    code: `${airportCode}-${row.segment}-${row.direction === 'departure' ? 'DEP' : 'ARR'}`,
    airportCode,
    name: row.name ?? DEFAULT_NAME[row.direction],
    terminal: row.terminal,
    direction: row.direction,
    location: row.location,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    pricePerPassenger: row.pricePerPassenger,
    // The provider prices every lane in USD; the order keeps the currency it was sold in.
    currency: 'USD',
    slotMinutes: row.slotMinutes,
    capacityPerSlot: row.capacityPerSlot,
    maxPassengers: row.maxPassengers ?? FAST_TRACK_MAX_PASSENGERS,
  });

/**
 * The contents of `lanes.json` read: IATA code → its lanes, as listed. Each airport's zone comes from
 * the airport data. A row that does not fit (or a code listed twice) throws a DataFileError naming it.
 */
export const readLanes = (data: unknown): Record<string, CatalogueLane[]> => {
  const airports = checkedRow(
    z.record(z.string().regex(/^[A-Z0-9]{3}$/, 'Not an IATA code'), z.array(z.unknown()).min(1)),
    data,
    LANES_FILE,
    'airports',
  );
  const seen = new Set<string>();
  return Object.fromEntries(
    Object.entries(airports).map(([airportCode, rows]) => [
      airportCode,
      rows.map((row, i) => {
        const where = `${airportCode} lane ${i + 1} (${rawField(row, 'segment')} ${rawField(row, 'direction')})`;
        const read = lane(airportCode, checkedRow(laneRowSchema, row, LANES_FILE, where));
        if (seen.has(read.code))
          throw new DataFileError(`${LANES_FILE}, ${where}: ${read.code} is listed twice`);
        seen.add(read.code);
        return read;
      }),
    ]),
  );
};

const AS_LISTED = readLanes(laneData);

/** Every lane, airports in alphabetical order, each airport's lanes as listed. */
export const LANE_CATALOGUE: readonly CatalogueLane[] = Object.freeze(
  Object.keys(AS_LISTED)
    .sort()
    .flatMap((airportCode) => AS_LISTED[airportCode] ?? []),
);

const byCode = new Map(LANE_CATALOGUE.map((l) => [l.code, l]));
// Departures first: the search lists them first, and most airports have no arrival lane.
const departuresFirst = (a: CatalogueLane, b: CatalogueLane): number =>
  Number(a.direction === 'arrival') - Number(b.direction === 'arrival');
const byAirport = new Map(
  Object.keys(AS_LISTED)
    .sort()
    .map(
      (code) =>
        [
          code,
          Object.freeze(LANE_CATALOGUE.filter((l) => l.airportCode === code).toSorted(departuresFirst)),
        ] as const,
    ),
);

/** The IATA codes that have at least one lane, sorted. */
export const catalogueAirportCodes = (): string[] => [...byAirport.keys()];

/** The lanes of an airport, departures first; none for an airport without lanes. */
export const lanesForAirport = (iata: string): readonly CatalogueLane[] =>
  byAirport.get(iata.toUpperCase()) ?? [];

export const laneByCode = (code: string): CatalogueLane | undefined => byCode.get(code.toUpperCase());

// ---------------------------------------------------------------------------------------------
// Slots and their instants

export interface LaneSlot {
  /** Local start and end, `HH:mm`; the end of a slot that runs to midnight is `24:00`. */
  readonly start: string;
  readonly end: string;
}

const timeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A date that does not exist (`2026-02-30`, `15/12/2026`) is refused. */
const checkDate = (localDate: string): void => {
  if (!isLocalDate(localDate)) throw new RangeError(`Not a local date (YYYY-MM-DD): ${localDate}`);
};

/**
 * The lane's slots on a local date, from opening to closing. With the airport's zone, slots whose
 * start does not exist that day (clocks going forward) are left out; in the repeated hour of a
 * fall-back night each slot is sold once, at its first occurrence (see `slotStartInstant`).
 */
export const slotsForDay = (lane: CatalogueLane, localDate: string, zone?: string): LaneSlot[] => {
  checkDate(localDate);
  const opens = minutesOfDay(lane.opensAt);
  const closes = minutesOfDay(lane.closesAt);
  const slots: LaneSlot[] = [];
  for (let start = opens; start + lane.slotMinutes <= closes; start += lane.slotMinutes) {
    if (zone && zonedInstants(localDate, timeOfDay(start), zone).length === 0) continue;
    slots.push({ start: timeOfDay(start), end: timeOfDay(start + lane.slotMinutes) });
  }
  return slots;
};

/**
 * The UTC instant a slot starts, from the airport's IANA zone (offsets from `Intl`, so DST is the
 * zone's own rules). Throws a RangeError for a time that is not one of the lane's slot starts and
 * for a start the clocks skip that day; in a repeated hour the first occurrence is taken, so the
 * seats of a slot are sold for one instant only.
 */
export const slotStartInstant = (
  lane: CatalogueLane,
  localDate: string,
  time: string,
  zone: string,
): Date => {
  const start = minutesOfDay(time);
  const opens = minutesOfDay(lane.opensAt);
  const isSlotStart =
    start >= opens &&
    start + lane.slotMinutes <= minutesOfDay(lane.closesAt) &&
    (start - opens) % lane.slotMinutes === 0;
  if (!isSlotStart) throw new RangeError(`${time} is not a slot start of ${lane.code}`);
  checkDate(localDate);
  const [first] = zonedInstants(localDate, time, zone);
  if (first === undefined) throw new RangeError(`${localDate} ${time} does not exist in ${zone}`);
  return first;
};
