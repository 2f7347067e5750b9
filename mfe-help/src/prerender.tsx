/**
 * This remote's public first screens (Help & FAQs and the legal pages), rendered by its production build for the
 * API to serve in those pages (issue 22, `@portal/shared/remote/prerender`). Node only.
 */
import { renderRemoteScreens } from '@portal/shared/remote/prerender';
import { routes } from './routes';

export const PRERENDERED_PATHS = ['/help', '/conditions', '/termsOfUse', '/privacyPolicy'] as const;

export const renderScreens = () => renderRemoteScreens(routes, PRERENDERED_PATHS);
