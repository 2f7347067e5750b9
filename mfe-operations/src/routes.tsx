import { RouteError } from '@portal/shared/remote';
import { Navigate, type RouteObject } from 'react-router';
import { CONSOLE_PATHS } from './lib/paths';
import { lazyPage } from './namespace';

const layout = () => import('./components/console-layout');
const login = () => import('./features/login/login-page');
const remotes = () => import('./features/remotes/remotes-page');
const requests = () => import('./features/requests/requests-page');
const programme = () => import('./features/programme/programme-page');
const health = () => import('./features/health/health-page');
const audit = () => import('./features/audit/audit-page');

/**
 * The operations console (issue 26): the issuer's staff sign in with their own accounts, apart from
 * cardholders'. Exposed to the shell as `mfe-operations/routes`; no cardholder page links here.
 */
export const routes: RouteObject[] = [
  {
    path: '/operations',
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: lazyPage(login, (m) => m.LoginPage) },
      {
        lazy: lazyPage(layout, (m) => m.ConsoleLayout),
        children: [
          { index: true, element: <Navigate to={CONSOLE_PATHS.remotes} replace /> },
          { path: 'remotes', lazy: lazyPage(remotes, (m) => m.RemotesPage) },
          { path: 'requests', lazy: lazyPage(requests, (m) => m.RequestsPage) },
          { path: 'programme', lazy: lazyPage(programme, (m) => m.ProgrammePage) },
          { path: 'health', lazy: lazyPage(health, (m) => m.HealthPage) },
          { path: 'audit', lazy: lazyPage(audit, (m) => m.AuditPage) },
        ],
      },
    ],
  },
];

export default routes;
