/** The console's addresses (under the prefix the registry gives it, `/operations`). */
export const CONSOLE_ROOT = '/operations';
export const LOGIN_PATH = `${CONSOLE_ROOT}/login`;
export const CONSOLE_PATHS = {
  remotes: `${CONSOLE_ROOT}/remotes`,
  requests: `${CONSOLE_ROOT}/requests`,
  programme: `${CONSOLE_ROOT}/programme`,
  health: `${CONSOLE_ROOT}/health`,
  audit: `${CONSOLE_ROOT}/audit`,
} as const;
