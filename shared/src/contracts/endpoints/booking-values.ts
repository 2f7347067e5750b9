/**
 * Limits every booking's passenger step shares, as plain values without zod: the contracts build
 * their schemas from them and the pages check and count with them before anything is sent.
 * Imported as `@portal/shared/contracts/booking-values`.
 */

/** The name on the driver's or greeter's welcome sign. */
export const WELCOME_SIGN_MAX = 60;
/** Notes to the driver or greeter. */
export const BOOKING_NOTES_MAX = 500;
