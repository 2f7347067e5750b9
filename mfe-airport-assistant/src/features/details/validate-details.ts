import { isAtLeastHoursAhead, SERVICE_POLICY } from '@portal/shared/policy';
import { LOCAL_DATE_PATTERN, LOCAL_TIME_PATTERN, zonedInstant } from '@portal/shared/time';
import { normaliseFlightNumber, validateFlightNumber } from '@portal/shared/validation';
import type { BookingDraft } from '../../lib/drafts';

export type DetailField =
  | 'flightNumber'
  | 'flightDate'
  | 'serviceDate'
  | 'serviceTime'
  | 'ticketType'
  | 'transportMode';
/** Field → message key with its namespace (`common:validation.required`, …). */
export type DetailErrors = Partial<Record<DetailField, string>>;

const REQUIRED = 'common:validation.required';

/** The flight's fields alone (for Find flight): a flight number by the shared rule and a date. */
export const validateFlight = (values: Pick<BookingDraft, 'flightNumber' | 'flightDate'>) => {
  const errors: DetailErrors = {};
  const flightKey = validateFlightNumber(values.flightNumber);
  if (flightKey) errors.flightNumber = `common:${flightKey}`;
  if (!LOCAL_DATE_PATTERN.test(values.flightDate)) errors.flightDate = REQUIRED;
  return { errors, flightNumber: normaliseFlightNumber(values.flightNumber) };
};

/** Every field of step 2 before anything is sent; the API checks the times against the flight and the clock. */
export const validateDetails = (values: BookingDraft) => {
  const { errors, flightNumber } = validateFlight(values);
  if (!LOCAL_DATE_PATTERN.test(values.serviceDate)) errors.serviceDate = REQUIRED;
  if (!LOCAL_TIME_PATTERN.test(values.serviceTime)) errors.serviceTime = REQUIRED;
  if (!values.ticketType) errors.ticketType = REQUIRED;
  if (!values.transportMode) errors.transportMode = REQUIRED;
  return { errors, flightNumber, ok: Object.keys(errors).length === 0 };
};

/**
 * The service's date and time checked again in the airport's zone (after a new flight moved the
 * date), as far as the browser can: required, and the policy's lead time ahead
 * (`SERVICE_POLICY.airportAssistant.minHoursAhead`). The API checks the times against the flight.
 */
export const recheckServiceTime = (
  values: Pick<BookingDraft, 'serviceDate' | 'serviceTime'>,
  timeZone: string,
  now: number = Date.now(),
): Pick<DetailErrors, 'serviceDate' | 'serviceTime'> => {
  const errors: DetailErrors = {};
  if (!LOCAL_DATE_PATTERN.test(values.serviceDate)) errors.serviceDate = REQUIRED;
  if (!LOCAL_TIME_PATTERN.test(values.serviceTime)) errors.serviceTime = REQUIRED;
  if (errors.serviceDate || errors.serviceTime) return errors;
  const at = zonedInstant(values.serviceDate, values.serviceTime, timeZone);
  if (!isAtLeastHoursAhead(at, SERVICE_POLICY.airportAssistant.minHoursAhead, new Date(now)))
    errors.serviceDate = 'details.tooSoon';
  return errors;
};
