import { clearAllDrafts, isPaymentReturn } from '@portal/shared/stores';
import type { DataRouter } from 'react-router';

/** True for the history entry the payment return puts in place of `/?paymentId=…` (its `state`). */
const isReturnEntry = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { paymentReturn?: unknown }).paymentReturn === true;

/**
 * Arriving on the home page abandons any booking in progress (specification §4: leaving to home
 * clears all draft booking data). The return from 3-D Secure also lands on home, with
 * `?paymentId=`, and then replaces that address with `/` marked `{ paymentReturn: true }`: the
 * booking being paid for is not abandoned, so its drafts stay for its result page.
 */
export function clearDraftsOnHome(router: Pick<DataRouter, 'subscribe'>) {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname !== '/') return;
    if (isPaymentReturn(state.location.search)) return;
    if (isReturnEntry(state.location.state)) return;
    clearAllDrafts();
  });
}
