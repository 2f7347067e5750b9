/** Local storage keys (survive the browser session). */
export const LOCAL_KEYS = {
  token: 'token',
  isLogin: 'isLogin',
  userInfo: 'userInfo',
  language: 'language',
  redirectAfterLogin: 'redirectAfterLogin',
  pendingPayment: 'pendingPayment',
  pendingCard: 'pendingCard',
  pendingHostPayment: 'pendingHostPayment',
} as const;

/** Session storage keys of booking drafts named by the specification, cleared together. */
export const SPEC_DRAFT_KEYS = ['SPONE', 'PSGSDATA', 'cipCode', 'laneData'] as const;
/** Prefix of every other wizard draft key in session storage. */
export const DRAFT_PREFIX = 'draft:';
