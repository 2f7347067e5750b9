import { useSessionStore } from '@portal/shared/stores';

/** /login and /page-timeout forget the token, the login flag and the user info on entry (spec §4). */
export const clearSessionLoader = () => {
  useSessionStore.getState().clearSession();
  return null;
};
