/**
 * The error-code catalogue shared by the API and the browser. The English text of each code is
 * `errorMessages` in `@portal/shared/contracts/error-messages` (the API sends it; the browser shows
 * i18n key `errors.<code>`, so the shell's start-up share does not carry the English texts).
 */
export const ErrorCode = {
  BAD_REQUEST: 10400,
  /**
   * HTTP 403: not an operator — an operator call without a live operator session or the right
   * operator key (a cardholder's token included). The one "not an operator" refusal (decision 0019).
   */
  OPERATOR_KEY_INVALID: 10403,
  /** HTTP 403: an operator session without the role the call needs (details `{ role }`). */
  OPERATOR_ROLE_MISSING: 10405,
  NOT_FOUND: 10404,
  RATE_LIMITED: 10429,
  INTERNAL: 10500,
  SERVICE_UNAVAILABLE: 10503,
  /**
   * HTTP 503 with `Retry-After` and details `{ retryAfterSeconds }`: the server is at capacity for
   * this kind of work right now (e.g. too many password checks waiting); trying again soon works.
   */
  SERVER_BUSY: 10509,
  SESSION_EXPIRED: 20002,
  PROGRAM_UNAVAILABLE: 20010,
  // Accounts: sign-up, login, password reset, profile.
  MEMBERSHIP_INVALID: 30001,
  NUMBER_REGISTERED: 30002,
  SIGNUP_SESSION_EXPIRED: 30003,
  EMAIL_EXISTS: 30004,
  LOGIN_INCORRECT: 30010,
  /** details: `{ lockSeconds }`, the seconds until the account may log in again. */
  ACCOUNT_LOCKED: 30011,
  /** details: `{ retryAfterSeconds }`. */
  CODE_TOO_FREQUENT: 30020,
  CODE_NOT_RECOGNISED: 30021,
  CODE_EXPIRED: 30022,
  PASSWORD_INCORRECT: 30030,
  // Payments and saved cards.
  CARD_NOT_RECOGNISED: 40001,
  CARD_ALREADY_ADDED: 40002,
  CARD_NOT_ACCEPTED: 40003,
  CARD_NOT_FOUND: 40004,
  PAYMENT_AUTH_FAILED: 40010,
  PAYMENT_UNSUCCESSFUL: 40011,
  PAYMENT_NOT_VERIFIABLE: 40012,
  PAYMENT_HOST_UNAVAILABLE: 40013,
  /** A payment of the order is still pending at the host: no second one is opened until it settles. */
  PAYMENT_IN_PROGRESS: 40014,
  // Bookings (the spine, every service).
  BOOKING_INCOMPLETE: 50001,
  SLOT_UNAVAILABLE: 50002,
  BOOKING_TOO_SOON: 50003,
  PROOF_REQUIRED: 50004,
  CANCELLATION_CLOSED: 50005,
  ORDER_NOT_PAYABLE: 50006,
  BOOKING_EXPIRED: 50007,
  /** The flight is unknown for that date, or does not land at / leave from the chosen airport. */
  FLIGHT_NOT_LOCATED: 50010,
  /** The service time is before the flight's arrival, after its departure, or too far from it. */
  SERVICE_TIME_OFF_FLIGHT: 50011,
  /** A departure service under an hour before take-off must be confirmed (`confirmNearDeparture`). */
  NEAR_DEPARTURE_UNCONFIRMED: 50012,
  // Transport.
  /** Neither the pick-up nor the drop-off is an airport. */
  ONE_END_AIRPORT: 50020,
  /** The trip is longer than the most a transfer may be. */
  MILEAGE_EXCEEDED: 50021,
  /** Every car is taken at that time and place. */
  NO_CARS_AVAILABLE: 50022,
  /** The chosen car type went between choosing and booking: choose another. */
  CAR_TYPE_UNAVAILABLE: 50023,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

const ERROR_CODES: ReadonlySet<number> = new Set(Object.values(ErrorCode));

export const isErrorCode = (value: unknown): value is ErrorCodeValue =>
  typeof value === 'number' && ERROR_CODES.has(value);
