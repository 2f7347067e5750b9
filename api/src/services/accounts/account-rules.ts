/** Time limits of the accounts domain (the login lock length is configuration: LOGIN_LOCK_MINUTES). */

/** A sign-up must be finished within this time of its first step. */
export const SIGNUP_LIFE_MINUTES = 30;
/** A password reset code works for this long. */
export const RESET_CODE_LIFE_MINUTES = 10;
/** Wrong tries allowed on one reset code before it stops working. */
export const RESET_CODE_MAX_TRIES = 5;
/** A new reset code may be requested this long after the previous one. */
export const RESET_CODE_RESEND_SECONDS = 60;
/** The ticket a verified code gives must be used within this time. */
export const RESET_TICKET_LIFE_MINUTES = 15;
/**
 * Failed password checks of one account from all addresses together (login and change password)
 * that lock it everywhere for LOGIN_LOCK_MINUTES — far above MAX_LOGIN_FAILURES, the lock of one
 * account from one address, so that others cannot lock a cardholder out with a few guesses but a
 * guesser spread over many addresses is still stopped (decision 0005).
 */
export const ACCOUNT_MAX_LOGIN_FAILURES = 20;
/** Step 2 of one sign-up (it tells whether an email is registered) may be sent this many times. */
export const SIGNUP_DETAILS_MAX_CHECKS = 10;
