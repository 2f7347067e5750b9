/**
 * Local times of an airport and the instants they name (no React, no zod): the API's rules and the
 * booking pages' hints compute "at least N hours before" on the same instants. Imported as
 * `@portal/shared/time`.
 */

export * from './local-format';
export * from './zoned-time';
