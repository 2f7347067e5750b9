import { sendResetCode } from '@portal/shared/contracts/accounts';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';

export type RequestCodeOutcome = { ok: true; resendAt: number } | { ok: false; message: string };

/** Asks for a reset code by email; the answer is the same whether or not the email has an account. */
export const requestResetCode = async (email: string): Promise<RequestCodeOutcome> => {
  const outcome = await callApi(sendResetCode, { email });
  if (outcome.ok) return { ok: true, resendAt: Date.now() + outcome.result.resendAfterSeconds * 1000 };
  return { ok: false, message: translateError(outcome.errorCode, outcome.message) };
};
