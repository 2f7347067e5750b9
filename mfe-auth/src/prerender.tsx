/**
 * This remote's public first screens (Log In), rendered by its production build for the
 * API to serve in those pages (issue 22, `@portal/shared/remote/prerender`). Node only.
 */
import { renderRemoteScreens } from '@portal/shared/remote/prerender';
import { routes } from './routes';

export const PRERENDERED_PATHS = ['/login'] as const;

export const renderScreens = () => renderRemoteScreens(routes, PRERENDERED_PATHS);
