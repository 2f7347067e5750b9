import type { DataRouter } from 'react-router';

type SubscribableRouter = Pick<DataRouter, 'subscribe'>;

/**
 * Runs `show` once the navigation in progress has finished (for a notice about a redirect: shown
 * on the page the user lands on, not on the one they left). Repeated calls while one is pending
 * show it once.
 */
export function createNoticeAfterNavigation(getRouter: () => SubscribableRouter | null) {
  let pending = false;
  return (show: () => void) => {
    const router = getRouter();
    if (!router) {
      show();
      return;
    }
    if (pending) return;
    pending = true;
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        unsubscribe();
        pending = false;
        show();
      }
    });
  };
}
