import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

export const REMOTE_NAMES = [
  'mfe-auth',
  'mfe-transport',
  'mfe-airport-assistant',
  'mfe-fast-track',
  'mfe-account',
  'mfe-help',
  'mfe-operations',
] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * The path prefixes each remote owns in the shell's router: what the API seeds into the registry,
 * and what the shell falls back on when the registry cannot be read.
 */
export const DEFAULT_REMOTE_PREFIXES: Record<RemoteName, string[]> = {
  'mfe-auth': ['/login', '/page-timeout', '/sign-up', '/reset-pwd'],
  'mfe-transport': ['/transport-services', '/choose', '/prebooking', '/result'],
  'mfe-airport-assistant': ['/airport-assistant'],
  'mfe-fast-track': ['/fast-track'],
  'mfe-account': ['/account'],
  'mfe-help': [
    '/help',
    '/helpList',
    '/helpDetails',
    '/helpForm',
    '/termsOfUse',
    '/conditions',
    '/privacyPolicy',
  ],
  // The operations console (issue 26): the issuer's staff, never linked from the cardholder's pages.
  'mfe-operations': ['/operations'],
};

/** The operations console: operations cannot switch it off from itself (they would lock themselves out). */
export const OPERATIONS_CONSOLE: RemoteName = 'mfe-operations';

/** A prefix owns the path itself and every path under it: `/help` owns `/help/x`, not `/helpList`. */
export const ownsPath = (prefix: string, path: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  /** Absolute URL or a path on the portal's origin, e.g. /remotes/mfe-help/mf-manifest.json. */
  manifestUrl: z.string().check(z.minLength(1)),
  /** Path prefixes the remote owns, e.g. ['/help', '/helpList']. */
  prefixes: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
  enabled: z.boolean(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remoteList = defineEndpoint({
  method: 'GET',
  path: '/public/remotes',
  auth: 'public',
  input: z.strictObject({}),
  result: z.array(remoteEntrySchema),
});

export const setRemoteEnabled = defineEndpoint({
  method: 'POST',
  path: '/operator/remotes/set-enabled',
  auth: 'operator',
  role: 'remotes',
  input: z.strictObject({ name: remoteNameSchema, enabled: z.boolean() }),
  result: remoteEntrySchema,
});
