/**
 * One namespace per part of the portal: `common` (actions, dialogs, notices) and `shell` load
 * before the first render; every remote's namespace loads when it is first used, and brings
 * `screens` along: what the remotes' screens share (validation messages, the error codes' texts,
 * booking parts), which the home page does not need. `checkout` (paying: card fields, saved cards,
 * Secure Checkout, price lines) loads when a screen that pays or prices is first shown, so that
 * entering a remote downloads none of it.
 * A remote whose texts are large splits them where its first screen ends: `transport` holds the
 * wizard and Booking Details, `transportOrder` the later steps, the result and the booking's detail.
 */
export const NAMESPACES = [
  'common',
  'shell',
  'screens',
  'checkout',
  'auth',
  'transport',
  'transportOrder',
  'airportAssistant',
  'fastTrack',
  'account',
  'help',
  'operations',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const INITIAL_NAMESPACES = ['common', 'shell'] as const satisfies readonly Namespace[];

/** What `useTranslation()` and a key without `ns:` read. */
export const DEFAULT_NAMESPACE: Namespace = 'common';

/** The texts the remotes' screens share. */
export const SCREENS_NAMESPACE: Namespace = 'screens';

/** Paying and pricing: card fields, saved cards, Secure Checkout, the hosted card dialog, price lines. */
export const CHECKOUT_NAMESPACE: Namespace = 'checkout';

/** Searched after the namespaces a screen asks for (`common:errors.x` is found in `screens`). */
export const FALLBACK_NAMESPACES: readonly Namespace[] = [DEFAULT_NAMESPACE, SCREENS_NAMESPACE];

/** What a namespace needs loaded with it: a remote's namespace needs `screens`. */
export const requiredNamespaces = (namespace: string): readonly Namespace[] =>
  namespace === SCREENS_NAMESPACE || (INITIAL_NAMESPACES as readonly string[]).includes(namespace)
    ? []
    : [SCREENS_NAMESPACE];

/**
 * `ns` followed by what its namespaces require, each once: what a remote's screen waits for, so that
 * it and each `translateError` it calls always find the shared texts.
 */
export const withRequiredNamespaces = (ns: string | readonly string[]): string[] => {
  const asked = typeof ns === 'string' ? [ns] : ns;
  return [...new Set([...asked, ...asked.flatMap(requiredNamespaces)])];
};
