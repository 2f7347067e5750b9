import {
  checkContact,
  type NameField,
  nameErrors,
  trimmedName,
} from '@portal/shared/bookings/validate-contact';
import { validateGreeting } from '@portal/shared/bookings/validate-greeting';
import { travellerEmailFor, validateTravellerEmail } from '@portal/shared/validation';
import type { PassengerName, PassengersDraft } from '../../lib/drafts';

export type { NameField };

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

/**
 * Step 3's checks before anything is sent, by the shared rules the API applies: names in Latin
 * letters as on the passport, the traveller's email when booking for someone else (optional, an
 * address when given), a welcome sign, notes of at most 500 characters, and a valid contact number
 * (prefix and number both required).
 */
export const validatePassengers = (
  draft: PassengersDraft,
): { ok: true; value: CheckedPassengers } | { ok: false; errors: PassengerErrors } => {
  const names = draft.passengers.map(nameErrors);
  const fields: PassengerErrors['fields'] = validateGreeting(draft, 'passengers');
  const email = draft.bookingForOther ? validateTravellerEmail(draft.travellerEmail) : null;
  if (email) fields.travellerEmail = `common:${email}`;
  const contact = checkContact(draft.contact);
  if (!contact.ok) Object.assign(fields, contact.errors);

  const named = names.every((entry) => Object.keys(entry).length === 0);
  if (!named || Object.keys(fields).length > 0 || !contact.ok)
    return { ok: false, errors: { names, fields } };
  return {
    ok: true,
    value: {
      passengers: draft.passengers.map(trimmedName),
      travellerEmail: travellerEmailFor(draft.bookingForOther, draft.travellerEmail),
      welcomeSign: draft.welcomeSign.trim(),
      notes: draft.notes.trim(),
      ...contact.value,
    },
  };
};
