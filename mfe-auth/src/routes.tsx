import { RouteError, WizardLayout } from '@portal/shared/remote';
import { type RouteObject, redirect } from 'react-router';
import { RESET_PWD_STEPS } from './features/reset-pwd/reset-pwd-steps';
import { clearSessionLoader } from './features/session/clear-session-loader';
import { SIGN_UP_STEPS } from './features/sign-up/sign-up-steps';
import { lazyPage, NAMESPACE } from './namespace';

const loginPage = () => import('./features/login/login-page');
const pageTimeoutPage = () => import('./features/page-timeout/page-timeout-page');
const signUpPages = () => import('./features/sign-up/sign-up-pages');
const resetPwdPages = () => import('./features/reset-pwd/reset-pwd-pages');

/** Log in, time-out, sign-up and password reset (all public). Exposed as `mfe-auth/routes`. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    errorElement: <RouteError />,
    loader: clearSessionLoader,
    lazy: lazyPage(loginPage, (m) => m.LoginPage),
  },
  {
    path: '/page-timeout',
    errorElement: <RouteError />,
    loader: clearSessionLoader,
    lazy: lazyPage(pageTimeoutPage, (m) => m.PageTimeoutPage),
  },
  {
    path: '/sign-up',
    errorElement: <RouteError />,
    element: <WizardLayout namespace={NAMESPACE} steps={SIGN_UP_STEPS} labelKey="signUp.progress" />,
    children: [
      { index: true, loader: ({ request }) => redirect(`/sign-up/step-1${new URL(request.url).search}`) },
      { path: 'step-1', lazy: lazyPage(signUpPages, (m) => m.SignUpStep1Page) },
      { path: 'step-2', lazy: lazyPage(signUpPages, (m) => m.SignUpStep2Page) },
      { path: 'step-3', lazy: lazyPage(signUpPages, (m) => m.SignUpStep3Page) },
      { path: 'succ', lazy: lazyPage(signUpPages, (m) => m.SignUpSuccessPage) },
    ],
  },
  {
    path: '/reset-pwd',
    errorElement: <RouteError />,
    element: <WizardLayout namespace={NAMESPACE} steps={RESET_PWD_STEPS} labelKey="resetPwd.progress" />,
    children: [
      { index: true, loader: () => redirect('/reset-pwd/step-1') },
      { path: 'step-1', lazy: lazyPage(resetPwdPages, (m) => m.ResetPwdStep1Page) },
      { path: 'step-2', lazy: lazyPage(resetPwdPages, (m) => m.ResetPwdStep2Page) },
      { path: 'step-3', lazy: lazyPage(resetPwdPages, (m) => m.ResetPwdStep3Page) },
      { path: 'succ', lazy: lazyPage(resetPwdPages, (m) => m.ResetPwdSuccessPage) },
    ],
  },
];

export default routes;
