import { RouteError, WizardLayout } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { TRANSPORT_STEPS } from './features/booking/booking-steps';
import { chooseLoader, prebookingLoader, resultLoader } from './features/entry/entry-redirects';
import { lazyPage, NAMESPACE } from './namespace';

const bookingPages = () => import('./features/booking/booking-pages');

/**
 * Transport Services (login required). Exposed to the shell as `mfe-transport/routes`. /choose,
 * /prebooking and /result redirect (see features/entry/entry-redirects.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/transport-services',
    handle: { auth: true },
    errorElement: <RouteError />,
    element: <WizardLayout namespace={NAMESPACE} steps={TRANSPORT_STEPS} labelKey="booking.progress" />,
    children: [
      {
        index: true,
        loader: ({ request }) => redirect(`/transport-services/step-1${new URL(request.url).search}`),
      },
      { path: 'step-1', lazy: lazyPage(bookingPages, (m) => m.BookingDetailsPage) },
      { path: 'step-2', lazy: lazyPage(bookingPages, (m) => m.SelectCarPage) },
      { path: 'step-3', lazy: lazyPage(bookingPages, (m) => m.PassengerDetailsPage) },
      { path: 'step-4', lazy: lazyPage(bookingPages, (m) => m.ReviewPage) },
      { path: 'succ', lazy: lazyPage(bookingPages, (m) => m.BookingSuccessPage) },
    ],
  },
  {
    path: '/choose',
    handle: { auth: true },
    errorElement: <RouteError />,
    loader: chooseLoader,
  },
  {
    path: '/prebooking',
    handle: { auth: true },
    errorElement: <RouteError />,
    loader: prebookingLoader,
  },
  {
    path: '/result',
    handle: { auth: true },
    errorElement: <RouteError />,
    loader: resultLoader,
  },
];

export default routes;
