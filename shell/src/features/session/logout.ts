import { clearAllDrafts, openDialog, useSessionStore, useUnreadStore } from '@portal/shared/stores';

/**
 * Asks for confirmation, then ends the session and goes home. Issue 3 adds
 * POST /login/logout-by-token: call it here (before clearing) once its contract exists.
 */
export async function confirmAndLogout(navigate: (path: string) => void) {
  if ((await openDialog({ kind: 'logout' })) !== 'confirm') return;
  useSessionStore.getState().clearSession();
  useUnreadStore.getState().resetUnread();
  clearAllDrafts();
  navigate('/');
}
