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
  SESSION_EXPIRED: 20002,
  PROGRAM_UNAVAILABLE: 20010,
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
  [ErrorCode.SESSION_EXPIRED]: 'Page Timed Out! The page has timed out. Please login again',
  [ErrorCode.PROGRAM_UNAVAILABLE]:
    'Unfortunately you no longer have access to these benefits. Please contact your issuer for further information.',
};

export const isErrorCode = (value: unknown): value is ErrorCodeValue =>
  typeof value === 'number' && value in errorMessages;
