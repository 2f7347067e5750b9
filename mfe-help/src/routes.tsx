import { RouteError } from '@portal/shared/remote';
import type { RouteObject } from 'react-router';
import { lazyPage } from './namespace';

const helpPages = () => import('./features/help/help-pages');
const legalPages = () => import('./features/legal/legal-page');

/** Help & FAQs and the legal pages (all public). Exposed to the shell as `mfe-help/routes`. */
export const routes: RouteObject[] = [
  { path: '/help', errorElement: <RouteError />, lazy: lazyPage(helpPages, (m) => m.HelpHomePage) },
  { path: '/helpList', errorElement: <RouteError />, lazy: lazyPage(helpPages, (m) => m.HelpListPage) },
  { path: '/helpDetails', errorElement: <RouteError />, lazy: lazyPage(helpPages, (m) => m.HelpDetailsPage) },
  { path: '/helpForm', errorElement: <RouteError />, lazy: lazyPage(helpPages, (m) => m.HelpFormPage) },
  { path: '/termsOfUse', errorElement: <RouteError />, lazy: lazyPage(legalPages, (m) => m.TermsOfUsePage) },
  { path: '/conditions', errorElement: <RouteError />, lazy: lazyPage(legalPages, (m) => m.ConditionsPage) },
  {
    path: '/privacyPolicy',
    errorElement: <RouteError />,
    lazy: lazyPage(legalPages, (m) => m.PrivacyPolicyPage),
  },
];

export default routes;
