import { RouteError } from '@portal/shared/remote';
import type { RouteObject } from 'react-router';
import { lazyPage } from './namespace';

const helpHome = () => import('./features/faq/help-home-page');
const helpList = () => import('./features/faq/help-list-page');
const helpDetails = () => import('./features/faq/help-details-page');
const helpForm = () => import('./features/query-form/help-form-page');
const legalPages = () => import('./features/legal/legal-page');

/** Help & FAQs, Submit a query and the legal pages (all public). Exposed to the shell as `mfe-help/routes`. */
export const routes: RouteObject[] = [
  { path: '/help', errorElement: <RouteError />, lazy: lazyPage(helpHome, (m) => m.HelpHomePage) },
  { path: '/helpList', errorElement: <RouteError />, lazy: lazyPage(helpList, (m) => m.HelpListPage) },
  {
    path: '/helpDetails',
    errorElement: <RouteError />,
    lazy: lazyPage(helpDetails, (m) => m.HelpDetailsPage),
  },
  { path: '/helpForm', errorElement: <RouteError />, lazy: lazyPage(helpForm, (m) => m.HelpFormPage) },
  { path: '/termsOfUse', errorElement: <RouteError />, lazy: lazyPage(legalPages, (m) => m.TermsOfUsePage) },
  { path: '/conditions', errorElement: <RouteError />, lazy: lazyPage(legalPages, (m) => m.ConditionsPage) },
  {
    path: '/privacyPolicy',
    errorElement: <RouteError />,
    lazy: lazyPage(legalPages, (m) => m.PrivacyPolicyPage),
  },
];

export default routes;
