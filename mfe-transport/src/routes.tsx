import { RouteError, WizardLayout } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { chooseLoader, prebookingLoader, resultLoader } from './features/entry/entry-redirects';
import { TRANSPORT_STEPS } from './lib/booking-steps';
import { stepLoader } from './lib/steps';
import { lazyOrderPage, lazyPage, NAMESPACE } from './namespace';

// One chunk per screen: entering the first step downloads neither the Transport contracts (zod),
// the phone-number library nor the payment code; each step brings its own. The drafts and the step
// rules come with this table (the guards), not in a chunk of their own.
const detailsPage = () => import('./features/details/details-page');
const carPage = () => import('./features/car/car-page');
const passengerPage = () => import('./features/passenger/passenger-page');
const reviewPage = () => import('./features/review/review-page');
const resultPage = () => import('./features/result/result-page');

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
      { path: 'step-1', lazy: lazyPage(detailsPage, (m) => m.DetailsPage) },
      { path: 'step-2', loader: stepLoader(2), lazy: lazyOrderPage(carPage, (m) => m.CarPage) },
      { path: 'step-3', loader: stepLoader(3), lazy: lazyOrderPage(passengerPage, (m) => m.PassengerPage) },
      // Also paying a request's quotation: `?currentType=quote&orderNo=…`.
      { path: 'step-4', loader: stepLoader(4), lazy: lazyOrderPage(reviewPage, (m) => m.ReviewPage) },
      // The result of a booking (specification §4: `currentType`, `isWhat`); not a step of the progress header.
      { path: 'succ', lazy: lazyOrderPage(resultPage, (m) => m.ResultPage) },
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
