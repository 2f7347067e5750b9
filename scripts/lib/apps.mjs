/** The front-end apps, in build order (remotes first, the host last). */
export const REMOTES = [
  'mfe-auth',
  'mfe-transport',
  'mfe-airport-assistant',
  'mfe-fast-track',
  'mfe-account',
  'mfe-help',
];
/** Also built from its own folder plus the shared library, by scripts/build.mjs: the payment host's stand-in. */
export const PAYMENT_SANDBOX = 'payment-sandbox';
export const FRONTEND_APPS = [...REMOTES, 'shell', PAYMENT_SANDBOX];

/** Inputs that every front-end app's build depends on besides its own folder. */
export const COMMON_INPUTS = [
  'shared/src',
  'shared/build',
  'shared/package.json',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];
