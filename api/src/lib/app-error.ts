import { type ErrorCodeValue, errorMessages } from '@portal/shared/contracts';

/**
 * A failure with a catalogued error code. Business outcomes keep HTTP 200 (`state '0'`); request
 * and access problems carry their own status. The message is shown to the user, so it never holds
 * internal detail.
 */
export class AppError extends Error {
  readonly errorCode: ErrorCodeValue;
  readonly statusCode: number;

  constructor(errorCode: ErrorCodeValue, options: { statusCode?: number; message?: string } = {}) {
    super(options.message ?? errorMessages[errorCode]);
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.statusCode = options.statusCode ?? 200;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
