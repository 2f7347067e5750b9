import { RouteError, WizardLayout } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { ASSISTANT_STEPS } from './features/booking/booking-steps';
import { lazyPage, NAMESPACE } from './namespace';

const bookingPages = () => import('./features/booking/booking-pages');

/** Airport Assistant (login required). Exposed to the shell as `mfe-airport-assistant/routes`. */
export const routes: RouteObject[] = [
  {
    path: '/airport-assistant',
    handle: { auth: true },
    errorElement: <RouteError />,
    element: <WizardLayout namespace={NAMESPACE} steps={ASSISTANT_STEPS} labelKey="booking.progress" />,
    children: [
      { index: true, loader: () => redirect('/airport-assistant/step-1') },
      { path: 'step-1', lazy: lazyPage(bookingPages, (m) => m.SelectServicePage) },
      { path: 'step-2', lazy: lazyPage(bookingPages, (m) => m.BookingDetailsPage) },
      { path: 'step-3', lazy: lazyPage(bookingPages, (m) => m.PassengerDetailsPage) },
      { path: 'step-4', lazy: lazyPage(bookingPages, (m) => m.ReviewPage) },
    ],
  },
];

export default routes;
