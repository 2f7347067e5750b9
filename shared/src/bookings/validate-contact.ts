import { validateName, validatePhone } from '@portal/shared/validation';

/** A message key of the shared rules, with its namespace (`common:validation.…`), or null. */
const common = (key: string | null) => (key ? `common:${key}` : null);

export type NameField = 'firstName' | 'lastName';

/**
 * A passenger's name by the shared rule the API applies (Latin letters as on the passport): the
 * message key of each field that fails, with its namespace.
 */
export const nameErrors = (name: {
  firstName: string;
  lastName: string;
}): Partial<Record<NameField, string>> => {
  const errors: Partial<Record<NameField, string>> = {};
  const first = common(validateName(name.firstName));
  const last = common(validateName(name.lastName));
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  return errors;
};

/** The name as the API stores it. */
export const trimmedName = (name: { firstName: string; lastName: string }) => ({
  firstName: name.firstName.trim(),
  lastName: name.lastName.trim(),
});

export interface CheckedContact {
  mobileNoPrefix: string;
  mobileNo: string;
  /** The country the user chose with the prefix, or the number's own (at most 80 characters). */
  mobileCountry: string;
}

/**
 * The booking's contact number (prefix and number both required, and valid): the number as the
 * API takes it, or the failing field's message key with its namespace.
 */
export const checkContact = (contact: {
  mobileNoPrefix: string;
  mobileNo: string;
  mobileCountry: string;
}):
  | { ok: true; value: CheckedContact }
  | { ok: false; errors: Partial<Record<keyof CheckedContact, string>> } => {
  const phone = validatePhone(contact);
  if (!phone.ok) return { ok: false, errors: { [phone.field]: `common:${phone.error}` } };
  return {
    ok: true,
    value: {
      mobileNoPrefix: phone.mobileNoPrefix,
      mobileNo: phone.mobileNo,
      mobileCountry: (contact.mobileCountry || phone.mobileCountry).slice(0, 80),
    },
  };
};
