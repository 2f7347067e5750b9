import { checkContact, nameErrors, trimmedName } from '@portal/shared/bookings/validate-contact';
import { validateGreeting } from '@portal/shared/bookings/validate-greeting';
import { validateEmail } from '@portal/shared/validation';
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
  const errors: PassengerErrors = nameErrors(draft);
  const email = common(validateEmail(draft.email));
  if (email) errors.email = email;
  Object.assign(errors, validateGreeting(draft, 'passenger'));
  const contact = checkContact({ ...draft, mobileNo: draft.mobile });
  if (!contact.ok) Object.assign(errors, contact.errors);
  if (!contact.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...trimmedName(draft),
      email: draft.email.trim(),
      welcomeSign: draft.welcomeSign.trim(),
      notes: draft.notes.trim(),
      ...contact.value,
    },
  };
};
