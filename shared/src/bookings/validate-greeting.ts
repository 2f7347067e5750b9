import { BOOKING_NOTES_MAX, WELCOME_SIGN_MAX } from '@portal/shared/contracts/booking-values';
import { validateRequired, validateSafeText } from '@portal/shared/validation';
import type { GreetingField } from './greeting-fields';

const common = (key: string | null) => (key ? `common:${key}` : null);

/**
 * The checks of `GreetingFields` before anything is sent, by the rules the API applies
 * (`greetingShape`): a welcome sign of at most `WELCOME_SIGN_MAX`, notes of at most
 * `BOOKING_NOTES_MAX`, both safe text. Message keys with their namespace: the shared ones in
 * `common`, the limits in the service's words (`<textsKey>.welcomeSignTooLong`, `.notesTooLong`).
 */
export const validateGreeting = (
  value: { welcomeSign: string; notes: string },
  textsKey: string,
): Partial<Record<GreetingField, string>> => {
  const errors: Partial<Record<GreetingField, string>> = {};
  const sign = common(validateRequired(value.welcomeSign) ?? validateSafeText(value.welcomeSign));
  if (sign) errors.welcomeSign = sign;
  else if (value.welcomeSign.trim().length > WELCOME_SIGN_MAX)
    errors.welcomeSign = `${textsKey}.welcomeSignTooLong`;
  const notes = common(validateSafeText(value.notes, { multiline: true }));
  if (notes) errors.notes = notes;
  else if (value.notes.length > BOOKING_NOTES_MAX) errors.notes = `${textsKey}.notesTooLong`;
  return errors;
};
