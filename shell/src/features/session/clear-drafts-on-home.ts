import { clearAllDrafts } from '@portal/shared/stores';
import type { DataRouter } from 'react-router';

/**
 * Arriving on the home page abandons any booking in progress (specification §4: leaving to home
 * clears all draft booking data). The return from 3-D Secure also lands on home, with
 * `?paymentId=`: issue 4 decides what it keeps, so drafts stay untouched then.
 */
export function clearDraftsOnHome(router: Pick<DataRouter, 'subscribe'>) {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname !== '/') return;
    if (new URLSearchParams(state.location.search).has('paymentId')) return;
    clearAllDrafts();
  });
}
