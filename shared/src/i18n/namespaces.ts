/**
 * One namespace per part of the portal: `common` (dialogs, validation, error codes) and
 * `shell` load before the first render; every remote's namespace loads when it is first used.
 */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'transport',
  'airportAssistant',
  'fastTrack',
  'account',
  'help',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const INITIAL_NAMESPACES: readonly Namespace[] = ['common', 'shell'];

export const isNamespace = (value: unknown): value is Namespace =>
  typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
