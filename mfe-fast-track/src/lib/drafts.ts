import {
  type AirportChoice,
  asAirportChoice,
  isNumber,
  isRecord,
  isString,
  textOrNull,
} from '@portal/shared/bookings/draft-readers';
import type { LaneDirection, PassengerName } from '@portal/shared/contracts/fast-track';
import { readDraft, removeDraft, writeDraft } from '@portal/shared/stores';
import { isLaneDirection, isLocalDate } from './search-query';

/**
 * Fast Track's two drafts under the specification's session-storage keys (cleared by the shell
 * when the user leaves to home or the menu): `cipCode`, the airport and lane chosen in the search,
 * and `laneData`, what the wizard's steps hold, with the server's booking uuid. Session storage is
 * input like any other, so both are read defensively (without zod: the search page imports this).
 */
export const CIP_CODE_KEY = 'cipCode';
export const LANE_DATA_KEY = 'laneData';

export type { AirportChoice };

export interface CipCode {
  airport: AirportChoice;
  date: string;
  direction: LaneDirection;
  /** The lane a visitor pressed Book on (kept through the login). */
  laneCode: string | null;
}

/** What the wizard shows of its lane on every step (from `laneDetail`). */
export interface LaneSummary {
  code: string;
  name: string;
  terminal: string;
  location: string;
  direction: LaneDirection;
  airportCode: string;
  airportName: string;
  timeZone: string;
  pricePerPassenger: number;
  currency: string;
  maxPassengers: number;
}

export interface LaneData {
  laneCode: string;
  lane: LaneSummary | null;
  date: string;
  /** The slot's local start and end, `HH:mm`. */
  time: string | null;
  endTime: string | null;
  passengers: number;
  flightNumber: string;
  /** The server's draft (then order) for this booking, from `saveFastTrackDetails`. */
  uuid: string | null;
  /** Step 1 was saved as it now stands (any change clears it, and step 2's with it). */
  detailsSaved: boolean;
  names: PassengerName[];
  passengersSaved: boolean;
  /** The order placed from the draft (unpaid until its payment is finished). */
  orderNo: string | null;
}

const asCipCode = (value: unknown): CipCode | null => {
  if (!isRecord(value)) return null;
  const airport = asAirportChoice(value.airport);
  const { date, direction } = value;
  if (!airport || !isLocalDate(date) || !isLaneDirection(direction)) return null;
  return { airport, date, direction, laneCode: textOrNull(value.laneCode) };
};

const LANE_SUMMARY_TEXTS = [
  'code',
  'name',
  'terminal',
  'location',
  'airportCode',
  'airportName',
  'timeZone',
  'currency',
] as const;

const asLaneSummary = (value: unknown): LaneSummary | null => {
  if (!isRecord(value)) return null;
  if (!LANE_SUMMARY_TEXTS.every((key) => isString(value[key]))) return null;
  if (
    !isLaneDirection(value.direction) ||
    !isNumber(value.pricePerPassenger) ||
    !isNumber(value.maxPassengers)
  )
    return null;
  return value as unknown as LaneSummary;
};

const asNames = (value: unknown): PassengerName[] =>
  Array.isArray(value)
    ? value.filter(isRecord).map((name) => ({
        firstName: isString(name.firstName) ? name.firstName : '',
        lastName: isString(name.lastName) ? name.lastName : '',
      }))
    : [];

const asLaneData = (value: unknown): LaneData | null => {
  if (!isRecord(value) || !isString(value.laneCode) || !isLocalDate(value.date)) return null;
  const passengers = isNumber(value.passengers) && value.passengers >= 1 ? Math.floor(value.passengers) : 1;
  return {
    laneCode: value.laneCode,
    lane: asLaneSummary(value.lane),
    date: value.date,
    time: textOrNull(value.time),
    endTime: textOrNull(value.endTime),
    passengers,
    flightNumber: isString(value.flightNumber) ? value.flightNumber : '',
    uuid: textOrNull(value.uuid),
    detailsSaved: value.detailsSaved === true,
    names: asNames(value.names),
    passengersSaved: value.passengersSaved === true,
    orderNo: textOrNull(value.orderNo),
  };
};

export const readCipCode = (): CipCode | null => asCipCode(readDraft<unknown>(CIP_CODE_KEY));
export const writeCipCode = (value: CipCode) => writeDraft(CIP_CODE_KEY, value);

export const readLaneData = (): LaneData | null => asLaneData(readDraft<unknown>(LANE_DATA_KEY));
export const writeLaneData = (value: LaneData) => writeDraft(LANE_DATA_KEY, value);

/** A new booking of a lane on a date: nothing chosen or saved yet. */
export const newLaneData = (laneCode: string, date: string): LaneData => ({
  laneCode,
  lane: null,
  date,
  time: null,
  endTime: null,
  passengers: 1,
  flightNumber: '',
  uuid: null,
  detailsSaved: false,
  names: [],
  passengersSaved: false,
  orderNo: null,
});

/** Forgets the booking (paid, or discarded); the search's choice stays unless `everything`. */
export const clearFastTrackDrafts = ({ everything = false } = {}) => {
  removeDraft(LANE_DATA_KEY);
  if (everything) removeDraft(CIP_CODE_KEY);
};
