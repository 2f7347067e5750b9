import { logout } from '@portal/shared/contracts';
import { clearAllDrafts, openDialog, useSessionStore, useUnreadStore } from '@portal/shared/stores';

/** Ends the session on the server (the http client loads only when someone logs out). */
const endServerSession = async () => {
  const { callApi } = await import('@portal/shared/http');
  await callApi(logout, {}, { quiet: true });
};

/**
 * Asks for confirmation, then ends the session on the server (`POST /login/logout-by-token`)
 * and clears it here whatever the answer (a lost connection must not keep a user logged in),
 * and goes home.
 */
export async function confirmAndLogout(navigate: (path: string) => void) {
  if ((await openDialog({ kind: 'logout' })) !== 'confirm') return;
  if (useSessionStore.getState().token) {
    try {
      await endServerSession();
    } catch {
      // Offline or the server failed: the local session is cleared all the same.
    }
  }
  useSessionStore.getState().clearSession();
  useUnreadStore.getState().resetUnread();
  clearAllDrafts();
  navigate('/');
}
