import { useDraft } from '@portal/shared/stores';

/** Progress of a password reset (session storage). Never the new password or the code. */
export interface ResetPwdDraft {
  email: string;
  /** When another code may be requested (epoch ms). */
  resendAt: number | null;
  /** Single-use ticket from a verified code, for step 3; short-lived on the server. */
  resetTicket: string | null;
}

export const RESET_PWD_DRAFT_KEY = 'resetPwd';

const INITIAL: ResetPwdDraft = { email: '', resendAt: null, resetTicket: null };

export const useResetPwdDraft = () => useDraft<ResetPwdDraft>(RESET_PWD_DRAFT_KEY, INITIAL);
