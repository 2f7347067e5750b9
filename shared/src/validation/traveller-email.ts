import { isEmail } from './email';
import type { ValidationResult } from './messages';
import { isBlank } from './text';

/**
 * The traveller's email of a booking made for someone else (Airport Assistant's passenger step;
 * Transport asks for the passenger's email in every booking): optional, since not every traveller
 * has one, and a valid address when given ('Please enter a valid email address.'). The booking
 * keeps it only when it is for someone else: booking for oneself, the account's address gets the
 * mails. The form and the API both apply these two rules.
 */
export const validateTravellerEmail = (value: string | null | undefined): ValidationResult =>
  value == null || isBlank(value) || isEmail(value) ? null : 'validation.emailInvalid';

/** The address the booking keeps: trimmed, and only for someone else's booking (else null). */
export const travellerEmailFor = (
  bookingForOther: boolean | 0 | 1,
  value: string | null | undefined,
): string | null => (bookingForOther && value != null && !isBlank(value) ? value.trim() : null);
