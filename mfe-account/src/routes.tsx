import { RouteError } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { loadBookingDetailsPage } from './features/bookings/details/load-details-page';
import { lazyPage, lazyPayingPage } from './namespace';

const bookingListPage = () => import('./features/bookings/list/booking-list-page');
const overviewPage = () => import('./features/profile/overview-page');
const editProfilePage = () => import('./features/profile/edit-profile-page');
const changePasswordPage = () => import('./features/change-password/change-password-page');
const successPage = () => import('./features/success/success-page');
const cardListPage = () => import('./features/cards/card-list-page');
const addCardPage = () => import('./features/cards/add-card-page');

/** The cardholder's account (login required). Exposed to the shell as `mfe-account/routes`. */
export const routes: RouteObject[] = [
  {
    path: '/account',
    handle: { auth: true },
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect('/account/overview') },
      { path: 'overview', lazy: lazyPage(overviewPage, (m) => m.OverviewPage) },
      { path: 'overview/edit', lazy: lazyPage(editProfilePage, (m) => m.EditProfilePage) },
      { path: 'bookings/list', lazy: lazyPage(bookingListPage, (m) => m.BookingListPage) },
      { path: 'bookings/details', lazy: lazyPayingPage(loadBookingDetailsPage, (m) => m.BookingDetailsPage) },
      { path: 'card/list', lazy: lazyPage(cardListPage, (m) => m.CardListPage) },
      { path: 'card/add', lazy: lazyPayingPage(addCardPage, (m) => m.AddCardPage) },
      { path: 'changePsw', lazy: lazyPage(changePasswordPage, (m) => m.ChangePasswordPage) },
      { path: 'success', lazy: lazyPage(successPage, (m) => m.SuccessPage) },
    ],
  },
];

export default routes;
