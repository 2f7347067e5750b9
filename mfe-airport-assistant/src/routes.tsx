import { RouteError, WizardLayout } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { ASSISTANT_STEPS } from './lib/booking-steps';
import { stepLoader } from './lib/steps';
import { lazyPage, lazyPayingPage, NAMESPACE } from './namespace';

// One chunk per screen: entering the first step downloads neither the Airport Assistant contracts
// (zod), the phone-number library nor the payment code; each step brings its own.
const servicePage = () => import('./features/service/service-page');
const detailsPage = () => import('./features/details/details-page');
const passengersPage = () => import('./features/passengers/passengers-page');
const reviewPage = () => import('./features/review/review-page');
const resultPage = () => import('./features/result/result-page');

/** Airport Assistant (login required). Exposed to the shell as `mfe-airport-assistant/routes`. */
export const routes: RouteObject[] = [
  {
    path: '/airport-assistant',
    handle: { auth: true },
    errorElement: <RouteError />,
    element: <WizardLayout namespace={NAMESPACE} steps={ASSISTANT_STEPS} labelKey="booking.progress" />,
    children: [
      { index: true, loader: () => redirect('/airport-assistant/step-1') },
      { path: 'step-1', lazy: lazyPage(servicePage, (m) => m.ServicePage) },
      { path: 'step-2', loader: stepLoader(2), lazy: lazyPage(detailsPage, (m) => m.DetailsPage) },
      { path: 'step-3', loader: stepLoader(3), lazy: lazyPage(passengersPage, (m) => m.PassengersPage) },
      { path: 'step-4', loader: stepLoader(4), lazy: lazyPayingPage(reviewPage, (m) => m.ReviewPage) },
      // The result of a booking (specification §4: `currentType`, `isWhat`); not a step of the progress header.
      { path: 'succ', lazy: lazyPage(resultPage, (m) => m.ResultPage) },
    ],
  },
];

export default routes;
