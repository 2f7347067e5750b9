/**
 * What every service's booking pages and the bookings area show alike: money and local times with
 * the zone, and a booking's files (calendar, voucher); and the browser side of the booking spine
 * (decision 0007), parameterised by a service's spine contracts: one read of the API a screen, the
 * review, placing and paying the order. Imported as `@portal/shared/bookings` (not on the home
 * page); bundled per app, so a first step that takes `useRead` or `localDateFromToday` from here
 * does not download the payment code `paySpineOrder` reaches (unused exports are dropped).
 */

export * from './booking-styles';
export * from './draft-readers';
export * from './fetch-order-file';
export * from './flight-finder';
export * from './flight-leg';
export * from './flight-search';
export * from './format';
export * from './greeting-fields';
export * from './local-date';
export * from './meet-details-row';
export * from './near-departure-dialog';
export * from './order-calendar';
export * from './order-result';
export * from './order-review-load';
export * from './passenger-name-fields';
export * from './pay-placed-order';
export * from './pay-spine-order';
export * from './payment-unsuccessful';
export * from './phone-link';
export * from './placed-order-payment';
export * from './price-line-rows';
export * from './price-table';
export * from './review-payment';
export * from './save-file';
export * from './spine-client';
export * from './spine-payment-return';
export * from './time-left';
export * from './use-placed-order-checkout';
export * from './use-read';
export * from './use-spine-checkout';
export * from './validate-greeting';
export * from './wizard-step-header';
