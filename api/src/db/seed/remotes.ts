import type { RemoteName } from '@portal/shared/contracts';

/** The path prefixes each micro-frontend owns in the shell's router. */
export const REMOTE_PREFIXES: Record<RemoteName, string[]> = {
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
};

/** Where the API serves a remote's build; `baseUrl` (REMOTE_BASE_URL) replaces the origin when set. */
export const manifestUrlFor = (name: RemoteName, baseUrl: string): string =>
  `${baseUrl}/remotes/${name}/mf-manifest.json`;
