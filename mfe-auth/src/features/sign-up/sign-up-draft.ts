import type { SignupChannel } from '@portal/shared/contracts/accounts';
import { useDraft } from '@portal/shared/stores';
import { type ContactNumberValue, EMPTY_CONTACT_NUMBER } from '@portal/shared/ui/fields';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  contact: ContactNumberValue;
}

/**
 * What survives a reload between the steps (session storage). Never a password, and never the
 * card number: the API keeps the verified number behind `signupId`.
 */
export interface SignUpDraft {
  channel: SignupChannel;
  signupId: string | null;
  /** When the server forgets this sign-up (epoch ms). */
  expiresAt: number | null;
  cardLevel: string | null;
  details: SignUpDetails;
  /** The details were accepted by the server (step-3 may be shown). */
  detailsChecked: boolean;
}

export const SIGN_UP_DRAFT_KEY = 'signUp';

export const emptySignUpDraft = (channel: SignupChannel): SignUpDraft => ({
  channel,
  signupId: null,
  expiresAt: null,
  cardLevel: null,
  details: { firstName: '', lastName: '', email: '', confirmEmail: '', contact: EMPTY_CONTACT_NUMBER },
  detailsChecked: false,
});

const INITIAL = emptySignUpDraft('card');

export const useSignUpDraft = () => useDraft<SignUpDraft>(SIGN_UP_DRAFT_KEY, INITIAL);

export const expiresAtFrom = (expiresInSeconds: number) => Date.now() + expiresInSeconds * 1000;

export const hasTimedOut = (draft: SignUpDraft, now = Date.now()) =>
  draft.signupId != null && draft.expiresAt != null && now >= draft.expiresAt;
