import { validateGreeting } from '@portal/shared/bookings/validate-greeting';
import { validateEmail, validateName, validatePhone } from '@portal/shared/validation';
import type { PersonDraft } from '../../lib/drafts';

export type PassengerField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'welcomeSign'
  | 'notes'
  | 'mobileNoPrefix'
  | 'mobileNo';
/** Message keys with their namespace. */
export type PassengerErrors = Partial<Record<PassengerField, string>>;

export interface CheckedPassenger {
  firstName: string;
  lastName: string;
  email: string;
  welcomeSign: string;
  notes: string;
  mobileNoPrefix: string;
  mobileNo: string;
  mobileCountry: string;
}

const common = (key: string | null) => (key ? `common:${key}` : null);

/**
 * Step 3's checks before anything is sent, by the shared rules the API applies: names in Latin
 * letters as on the passport, an email, a welcome sign, notes of at most 500 characters, and a
 * valid contact number (prefix and number both required).
 */
export const validatePassenger = (
  draft: PersonDraft,
): { ok: true; value: CheckedPassenger } | { ok: false; errors: PassengerErrors } => {
  const errors: PassengerErrors = {};
  const first = common(validateName(draft.firstName));
  const last = common(validateName(draft.lastName));
  const email = common(validateEmail(draft.email));
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  if (email) errors.email = email;
  Object.assign(errors, validateGreeting(draft, 'passenger'));
  const phone = validatePhone({ mobileNoPrefix: draft.mobileNoPrefix, mobileNo: draft.mobile });
  if (!phone.ok) errors[phone.field] = `common:${phone.error}`;
  if (!phone.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      email: draft.email.trim(),
      welcomeSign: draft.welcomeSign.trim(),
      notes: draft.notes.trim(),
      mobileNoPrefix: phone.mobileNoPrefix,
      mobileNo: phone.mobileNo,
      mobileCountry: (draft.mobileCountry || phone.mobileCountry).slice(0, 80),
    },
  };
};
