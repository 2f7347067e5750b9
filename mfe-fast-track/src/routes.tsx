import { RouteError, WizardLayout } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { FAST_TRACK_STEPS } from './features/booking/booking-steps';
import { lazyPage, NAMESPACE } from './namespace';

const searchPages = () => import('./features/search/search-pages');
const bookingPages = () => import('./features/booking/booking-pages');

/** Fast Track: the search is public, booking needs login. Exposed as `mfe-fast-track/routes`. */
export const routes: RouteObject[] = [
  {
    path: '/fast-track',
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/fast-track/search') },
      { path: 'search', lazy: lazyPage(searchPages, (m) => m.SearchPage) },
      { path: 'result', handle: { auth: true }, lazy: lazyPage(searchPages, (m) => m.ResultPage) },
      {
        handle: { auth: true },
        element: <WizardLayout namespace={NAMESPACE} steps={FAST_TRACK_STEPS} labelKey="booking.progress" />,
        children: [
          { path: 'detail', lazy: lazyPage(bookingPages, (m) => m.DetailPage) },
          { path: 'passenger', lazy: lazyPage(bookingPages, (m) => m.PassengerPage) },
          { path: 'review', lazy: lazyPage(bookingPages, (m) => m.ReviewPage) },
          { path: 'complete', lazy: lazyPage(bookingPages, (m) => m.CompletePage) },
        ],
      },
    ],
  },
];

export default routes;
