import { z } from 'zod';
import type { ValidationResult } from './messages';
import { singleLineTextCheck } from './safe-text-schema';
import { isBlank } from './text';

/**
 * A flight number as printed on a ticket: the airline's two-character IATA code (letters or a
 * letter and a digit) and one to four digits, optionally a letter suffix; spaces are ignored.
 * Normalised to upper case without spaces (`ba 0123` → `BA0123`).
 */
const FLIGHT_NUMBER = /^([A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

export const normaliseFlightNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isFlightNumber = (value: string): boolean => FLIGHT_NUMBER.test(normaliseFlightNumber(value));

export const validateFlightNumber = (value: string | null | undefined): ValidationResult => {
  if (value == null || isBlank(value)) return 'validation.required';
  return isFlightNumber(value) ? null : 'validation.flightNumberInvalid';
};

export const flightNumberSchema = z
  .string({ error: 'validation.required' })
  .max(12, 'validation.flightNumberInvalid')
  .check(singleLineTextCheck)
  .superRefine((value, ctx) => {
    const key = validateFlightNumber(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  })
  .transform(normaliseFlightNumber);
