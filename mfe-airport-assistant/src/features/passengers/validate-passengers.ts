import { validateGreeting } from '@portal/shared/bookings/validate-greeting';
import {
  travellerEmailFor,
  validateName,
  validatePhone,
  validateTravellerEmail,
} from '@portal/shared/validation';
import type { PassengerName, PassengersDraft } from '../../lib/drafts';

export type NameField = 'firstName' | 'lastName';
type OtherField = 'travellerEmail' | 'welcomeSign' | 'notes' | 'mobileNoPrefix' | 'mobileNo';

/** Message keys with their namespace: per passenger, and for the other fields. */
export interface PassengerErrors {
  names: Partial<Record<NameField, string>>[];
  fields: Partial<Record<OtherField, string>>;
}

export interface CheckedPassengers {
  passengers: PassengerName[];
  /** Only for someone else's booking, and only when given. */
  travellerEmail: string | null;
  welcomeSign: string;
  notes: string;
  mobileNoPrefix: string;
  mobileNo: string;
  mobileCountry: string;
}

const common = (key: string | null) => (key ? `common:${key}` : null);

/**
 * Step 3's checks before anything is sent, by the shared rules the API applies: names in Latin
 * letters as on the passport, the traveller's email when booking for someone else (optional, an
 * address when given), a welcome sign, notes of at most 500 characters, and a valid contact number
 * (prefix and number both required).
 */
export const validatePassengers = (
  draft: PassengersDraft,
): { ok: true; value: CheckedPassengers } | { ok: false; errors: PassengerErrors } => {
  const names = draft.passengers.map((name) => {
    const found: Partial<Record<NameField, string>> = {};
    const first = common(validateName(name.firstName));
    const last = common(validateName(name.lastName));
    if (first) found.firstName = first;
    if (last) found.lastName = last;
    return found;
  });
  const fields: PassengerErrors['fields'] = validateGreeting(draft, 'passengers');
  const email = draft.bookingForOther ? validateTravellerEmail(draft.travellerEmail) : null;
  if (email) fields.travellerEmail = `common:${email}`;
  const phone = validatePhone(draft.contact);
  if (!phone.ok) fields[phone.field] = `common:${phone.error}`;

  const named = names.every((entry) => Object.keys(entry).length === 0);
  if (!named || Object.keys(fields).length > 0 || !phone.ok) return { ok: false, errors: { names, fields } };
  return {
    ok: true,
    value: {
      passengers: draft.passengers.map((name) => ({
        firstName: name.firstName.trim(),
        lastName: name.lastName.trim(),
      })),
      travellerEmail: travellerEmailFor(draft.bookingForOther, draft.travellerEmail),
      welcomeSign: draft.welcomeSign.trim(),
      notes: draft.notes.trim(),
      mobileNoPrefix: phone.mobileNoPrefix,
      mobileNo: phone.mobileNo,
      mobileCountry: (draft.contact.mobileCountry || phone.mobileCountry).slice(0, 80),
    },
  };
};
