import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DialogHost } from '../features/dialogs/dialog-host';
import { GlobalSpinner, OfflineBanner } from '../features/status/global-status';

/**
 * Dialogs, the slow-request spinner and the offline notice sit beside the router, not inside a
 * route: a route guard may open a dialog before the first route has rendered.
 */
export function App({ router, onRendered }: { router: DataRouter; onRendered?: () => void }) {
  useEffect(() => onRendered?.(), [onRendered]);
  return (
    <>
      <RouterProvider router={router} />
      <DialogHost />
      <GlobalSpinner />
      <OfflineBanner />
    </>
  );
}
