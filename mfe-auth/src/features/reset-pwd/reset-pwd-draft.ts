import { useDraft } from '@portal/shared/stores';

/** Progress of a password reset (session storage). Never the new password or the code. */
export interface ResetPwdDraft {
  email: string;
  /** When another code may be requested (epoch ms). */
  resendAt: number | null;
  /** Single-use ticket from a verified code, for step 3; short-lived on the server. */
  resetTicket: string | null;
}

const INITIAL: ResetPwdDraft = { email: '', resendAt: null, resetTicket: null };

export const useResetPwdDraft = () => useDraft<ResetPwdDraft>('resetPwd', INITIAL);
