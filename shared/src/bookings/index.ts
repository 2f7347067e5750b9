/**
 * What every service's booking pages and the bookings area show alike: money and local times with
 * the zone, and a booking's files (calendar, voucher). Imported as `@portal/shared/bookings` (not on
 * the home page).
 */
export * from './fetch-order-file';
export * from './format';
export * from './price-line-rows';
export * from './save-file';
