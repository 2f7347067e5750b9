/** The front-end apps, in build order (remotes first, the host last). */
export const REMOTES = [
  'mfe-auth',
  'mfe-transport',
  'mfe-airport-assistant',
  'mfe-fast-track',
  'mfe-account',
  'mfe-help',
  'mfe-operations',
];
/** The loader issuers' pages embed the booking widget with (`/embed/widget.js`, issue 27). */
export const EMBED = 'embed';
/** The payment host's stand-in, built from its own folder plus the shared library. */
export const PAYMENT_SANDBOX = 'payment-sandbox';
/** Everything scripts/build.mjs builds besides the API: the web apps, then the payment sandbox. */
export const BUILT_APPS = [...REMOTES, 'shell', EMBED, PAYMENT_SANDBOX];

/** Inputs that every front-end app's build depends on besides its own folder. */
export const COMMON_INPUTS = [
  'shared/src',
  'shared/build',
  'shared/package.json',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];
