/**
 * The error-code catalogue shared by the API and the browser. `message` is the English text
 * shown to the user (exactly as the specification writes it where it gives one); the browser
 * looks the code up through i18n key `errors.<code>` for other languages.
 */
export const ErrorCode = {
  BAD_REQUEST: 10400,
  OPERATOR_KEY_INVALID: 10403,
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

export const errorMessages: Record<ErrorCodeValue, string> = {
  [ErrorCode.BAD_REQUEST]: 'The request is not valid.',
  [ErrorCode.OPERATOR_KEY_INVALID]: 'The operator key is missing or wrong.',
  [ErrorCode.NOT_FOUND]: 'Not found.',
  [ErrorCode.RATE_LIMITED]: 'Too many requests, please try again later.',
  [ErrorCode.INTERNAL]: 'Something went wrong on our side.',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'The service is unavailable.',
  [ErrorCode.SERVER_BUSY]: 'We are very busy right now. Please try again in a few seconds.',
  [ErrorCode.SESSION_EXPIRED]: 'Page Timed Out! The page has timed out. Please login again',
  [ErrorCode.PROGRAM_UNAVAILABLE]:
    'Unfortunately you no longer have access to these benefits. Please contact your issuer for further information.',
  [ErrorCode.MEMBERSHIP_INVALID]: 'This membership number or activation code is invalid. Please try again.',
  [ErrorCode.NUMBER_REGISTERED]: 'This number has been registered, please use another number or go to login.',
  [ErrorCode.SIGNUP_SESSION_EXPIRED]:
    'Sorry your session has timed out, you will need to restart registration.',
  [ErrorCode.EMAIL_EXISTS]: 'Email address already exists',
  [ErrorCode.LOGIN_INCORRECT]: 'Your email address or password is incorrect. Please try again.',
  [ErrorCode.ACCOUNT_LOCKED]: 'You have had 5 unsuccessful log in attempts, please try again later.',
  [ErrorCode.CODE_TOO_FREQUENT]: 'You have requested a code too frequently, please try again later.',
  [ErrorCode.CODE_NOT_RECOGNISED]: 'Code not recognised, please check and try again or request a new code.',
  [ErrorCode.CODE_EXPIRED]: 'The verification code had expired. Please request a new code.',
  [ErrorCode.PASSWORD_INCORRECT]: 'Password is incorrect.',
  [ErrorCode.CARD_NOT_RECOGNISED]:
    'Card not recognised, please check that the card details you have entered are eligible for this program.',
  [ErrorCode.CARD_ALREADY_ADDED]:
    'This card has already been added. If it needs updating, please delete and re-add.',
  [ErrorCode.CARD_NOT_ACCEPTED]: 'Only Diners Club cards can be used in this program.',
  [ErrorCode.CARD_NOT_FOUND]: 'This card could not be found.',
  [ErrorCode.PAYMENT_AUTH_FAILED]: 'The authentication was unsuccessful, please try again.',
  [ErrorCode.PAYMENT_UNSUCCESSFUL]:
    'We are sorry but your payment has not been successful. Please try again.',
  [ErrorCode.PAYMENT_NOT_VERIFIABLE]: 'This payment could not be verified.',
  [ErrorCode.PAYMENT_HOST_UNAVAILABLE]: 'The payment service is not answering. Please try again in a moment.',
  [ErrorCode.BOOKING_INCOMPLETE]: 'Please complete the earlier steps of this booking.',
  [ErrorCode.SLOT_UNAVAILABLE]: 'This time slot is no longer available. Please choose another time.',
  [ErrorCode.BOOKING_TOO_SOON]: 'This time is too soon to book. Please choose a later time.',
  [ErrorCode.PROOF_REQUIRED]: 'Please confirm your password to place this booking.',
  [ErrorCode.CANCELLATION_CLOSED]: 'This booking can no longer be cancelled online. Please contact support.',
  [ErrorCode.ORDER_NOT_PAYABLE]: 'This booking cannot be paid: it is already paid, cancelled or expired.',
  [ErrorCode.BOOKING_EXPIRED]: 'This booking has expired.',
  [ErrorCode.FLIGHT_NOT_LOCATED]:
    'This flight could not be located in our system, please confirm that you have entered the complete flight number.',
  [ErrorCode.SERVICE_TIME_OFF_FLIGHT]:
    'The service time does not match your flight. Please choose a time closer to the flight.',
  [ErrorCode.NEAR_DEPARTURE_UNCONFIRMED]:
    'Your service time is less than 1 hour before departure. Please confirm that you want this time.',
  [ErrorCode.ONE_END_AIRPORT]: 'One location must be an airport!',
  [ErrorCode.MILEAGE_EXCEEDED]: 'Current addresses exceed the maximum mileage.',
  [ErrorCode.NO_CARS_AVAILABLE]: 'Sorry, there are no available cars. Please try another address.',
  [ErrorCode.CAR_TYPE_UNAVAILABLE]: 'Car Type Not Available',
};

export const isErrorCode = (value: unknown): value is ErrorCodeValue =>
  typeof value === 'number' && value in errorMessages;
