import { RouteError, WizardLayout } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { FAST_TRACK_STEPS } from './features/booking/booking-steps';
import { stepLoader } from './features/booking/step-paths';
import { lazyPage, lazyPayingPage, NAMESPACE } from './namespace';

// One chunk per screen: entering the search downloads neither the Fast Track contracts (zod) nor
// the payment code; each wizard step brings its own.
const searchPage = () => import('./features/search/search-page');
const resultPage = () => import('./features/result/result-page');
const detailPage = () => import('./features/booking/detail/detail-page');
const passengerPage = () => import('./features/booking/passenger/passenger-page');
const reviewPage = () => import('./features/booking/review/review-page');
const completePage = () => import('./features/booking/complete/complete-page');

/**
 * Fast Track: the search and its result are public (a visitor sees the lanes and prices); booking
 * needs login, and Book on a lane sends a visitor to log in and back. Exposed as `mfe-fast-track/routes`.
 */
export const routes: RouteObject[] = [
  {
    path: '/fast-track',
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/fast-track/search') },
      { path: 'search', lazy: lazyPage(searchPage, (m) => m.SearchPage) },
      { path: 'result', lazy: lazyPage(resultPage, (m) => m.ResultPage) },
      {
        handle: { auth: true },
        element: <WizardLayout namespace={NAMESPACE} steps={FAST_TRACK_STEPS} labelKey="booking.progress" />,
        children: [
          { path: 'detail', lazy: lazyPage(detailPage, (m) => m.DetailPage) },
          {
            path: 'passenger',
            loader: stepLoader('passenger'),
            lazy: lazyPage(passengerPage, (m) => m.PassengerPage),
          },
          {
            path: 'review',
            loader: stepLoader('review'),
            lazy: lazyPayingPage(reviewPage, (m) => m.ReviewPage),
          },
          { path: 'complete', lazy: lazyPage(completePage, (m) => m.CompletePage) },
        ],
      },
    ],
  },
];

export default routes;
