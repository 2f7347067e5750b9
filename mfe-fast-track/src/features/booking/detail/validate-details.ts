import type { Slot } from '@portal/shared/contracts/fast-track';
import { flightNumberSchema } from '@portal/shared/validation';

export type DetailField = 'date' | 'time' | 'flightNumber';
/** Field → message key with its namespace. */
export type DetailErrors = Partial<Record<DetailField, string>>;

export interface DetailValues {
  date: string;
  time: string | null;
  passengers: number;
  flightNumber: string;
}

export type CheckedDetails =
  | { ok: true; time: string; flightNumber: string }
  | { ok: false; errors: DetailErrors; seatsLeft?: number };

/**
 * The first step's checks before anything is sent: a date from today, a bookable slot with seats
 * for everyone, and a flight number by the shared rule (normalised, `ba 117` → `BA117`).
 */
export const validateDetails = (
  values: DetailValues,
  slots: readonly Slot[] | null,
  today: string,
): CheckedDetails => {
  const errors: DetailErrors = {};
  let seatsLeft: number | undefined;
  if (!values.date) errors.date = 'common:validation.required';
  else if (values.date < today) errors.date = 'fastTrack:search.datePast';
  const slot = slots?.find((candidate) => candidate.time === values.time);
  if (!values.time || (slots && !slot?.bookable)) errors.time = 'fastTrack:booking.detail.slotRequired';
  else if (slot && slot.seatsLeft < values.passengers) {
    errors.time = 'fastTrack:booking.detail.notEnoughSeats';
    seatsLeft = slot.seatsLeft;
  }
  const flight = flightNumberSchema.safeParse(values.flightNumber);
  if (!flight.success)
    errors.flightNumber = `common:${flight.error.issues[0]?.message ?? 'validation.required'}`;
  if (Object.keys(errors).length > 0 || !values.time || !flight.success)
    return { ok: false, errors, seatsLeft };
  return { ok: true, time: values.time, flightNumber: flight.data };
};
