import { ErrorCode, type ErrorCodeValue } from '@portal/shared/contracts';
import { errorMessages } from '@portal/shared/contracts/error-messages';
import { type ValidationKey, validationMessage } from '@portal/shared/validation';

/**
 * A failure with a catalogued error code. Business outcomes keep HTTP 200 (`state '0'`); request
 * and access problems carry their own status. The message is shown to the user, so it never holds
 * internal detail.
 */
export class AppError extends Error {
  readonly errorCode: ErrorCodeValue;
  readonly statusCode: number;
  /** Sent as the envelope's `result` on failure, e.g. `{ lockSeconds: 540 }`. */
  readonly details: Record<string, unknown> | null;
  /** HTTP headers sent with the failure, e.g. `{ 'retry-after': '2' }`. */
  readonly headers: Record<string, string> | null;

  constructor(
    errorCode: ErrorCodeValue,
    options: {
      statusCode?: number;
      message?: string;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(options.message ?? errorMessages[errorCode]);
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.statusCode = options.statusCode ?? 200;
    this.details = options.details ?? null;
    this.headers = options.headers ?? null;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * 400 naming a body field and the rule it broke in words, as a contract's own check answers it
 * (`describeValidation`): for the rules a service checks itself (a phone number, a service time).
 */
export const invalidBodyField = (field: string, ruleKey: ValidationKey): AppError =>
  new AppError(ErrorCode.BAD_REQUEST, {
    statusCode: 400,
    message: `Invalid body field '${field}': ${validationMessage(ruleKey)}`,
  });
