import { ErrorCode } from '@portal/shared/contracts';
import { sendResetCode } from '@portal/shared/contracts/accounts';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type RequestCodeOutcome =
  | { ok: true; resendAt: number }
  /** `resendAt` when the server said how long to wait (too frequent). */
  | { ok: false; message: string; resendAt: number | null };

/** Asks for a reset code by email; the answer is the same whether or not the email has an account. */
export const requestResetCode = async (email: string): Promise<RequestCodeOutcome> => {
  const outcome = await callApi(sendResetCode, { email });
  if (outcome.ok) return { ok: true, resendAt: Date.now() + outcome.result.resendAfterSeconds * 1000 };
  const retryAfter = Number(outcome.details?.retryAfterSeconds);
  const resendAt =
    outcome.errorCode === ErrorCode.CODE_TOO_FREQUENT && Number.isFinite(retryAfter) && retryAfter > 0
      ? Date.now() + retryAfter * 1000
      : null;
  return { ok: false, message: translateError(outcome.errorCode, outcome.message), resendAt };
};
