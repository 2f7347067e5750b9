import { type PassengerName, passengerNameSchema } from '@portal/shared/contracts/fast-track';

export type NameField = 'firstName' | 'lastName';
/** Per passenger, field → message key with its namespace (`common:validation.nameLatin`, …). */
export type PassengerErrors = Partial<Record<NameField, string>>[];

/**
 * Each name by the contract's own rule (the shared `nameSchema`: Latin letters as on the passport,
 * accents allowed), trimmed as the API will store it.
 */
export const validatePassengers = (
  names: readonly PassengerName[],
): { ok: true; passengers: PassengerName[] } | { ok: false; errors: PassengerErrors } => {
  const passengers: PassengerName[] = [];
  const errors: PassengerErrors = names.map(() => ({}));
  names.forEach((name, index) => {
    const parsed = passengerNameSchema.safeParse(name);
    if (parsed.success) {
      passengers.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as NameField;
      const slot = errors[index];
      if (slot && !slot[field]) slot[field] = `common:${issue.message}`;
    }
  });
  return errors.every((entry) => Object.keys(entry).length === 0)
    ? { ok: true, passengers }
    : { ok: false, errors };
};
