import type { LaneDirection } from '@portal/shared/contracts/fast-track';
import { LOCAL_DATE_PATTERN } from '@portal/shared/time';

/**
 * The result page's query (`/fast-track/result?airport=LHR&date=2026-07-14&direction=departure`),
 * read by hand rather than with zod: the search page imports this and must stay small (decision
 * 0004); the API checks the same values again.
 */
export interface LaneSearch {
  airport: string;
  /** The airport's local date, `YYYY-MM-DD`. */
  date: string;
  direction: LaneDirection;
}

const AIRPORT_CODE = /^[A-Z0-9]{3}$/;

export const isLaneDirection = (value: unknown): value is LaneDirection =>
  value === 'departure' || value === 'arrival';

export const isLocalDate = (value: unknown): value is string =>
  typeof value === 'string' && LOCAL_DATE_PATTERN.test(value);

export const isAirportCode = (value: unknown): value is string =>
  typeof value === 'string' && AIRPORT_CODE.test(value);

/** The search in a result URL's query, or null when any part is missing or malformed. */
export const readLaneSearch = (params: URLSearchParams): LaneSearch | null => {
  const airport = params.get('airport')?.toUpperCase();
  const date = params.get('date');
  const direction = params.get('direction') ?? 'departure';
  if (!isAirportCode(airport) || !isLocalDate(date) || !isLaneDirection(direction)) return null;
  return { airport, date, direction };
};

export const resultPath = ({ airport, date, direction }: LaneSearch) =>
  `/fast-track/result?${new URLSearchParams({ airport, date, direction })}`;

/** The first wizard step for a lane on a date (login required: the shell's guard remembers it). */
export const detailPath = (laneCode: string, date: string) =>
  `/fast-track/detail?${new URLSearchParams({ lane: laneCode, date })}`;
