/**
 * One namespace per part of the portal: `common` (dialogs, validation, error codes) and
 * `shell` load before the first render; every remote's namespace loads when it is first used.
 * A remote whose texts are large splits them where its first screen ends: `transport` holds the
 * wizard and Booking Details, `transportOrder` the later steps, the result and the booking's detail.
 */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'transport',
  'transportOrder',
  'airportAssistant',
  'fastTrack',
  'account',
  'help',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'shell'];

export const isNamespace = (value: unknown): value is Namespace =>
  typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
