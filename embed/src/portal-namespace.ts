import * as contracts from '@portal/shared/contracts';
import * as http from '@portal/shared/http';
import * as i18n from '@portal/shared/i18n';
import * as stores from '@portal/shared/stores';
import * as ui from '@portal/shared/ui';
import * as jsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';

/**
 * What the loader offers the widget besides React: the portal's shared modules, as the shell offers
 * them to every remote, with `react/jsx-runtime` (it needs no React of its own). Not
 * `react-router`: the widget is no route of the portal's.
 */
export const PORTAL_SHARED_MODULES: Readonly<Record<string, unknown>> = {
  'react/jsx-runtime': jsxRuntime,
  zustand,
  '@portal/shared/stores': stores,
  '@portal/shared/http': http,
  '@portal/shared/i18n': i18n,
  '@portal/shared/ui': ui,
  '@portal/shared/contracts': contracts,
};

/**
 * The HTTP client on an issuer's page: it calls the portal's API (cross-origin, answered for the
 * issuers on the allow-list), in the widget's language, and never with a session: the page's local
 * storage is the issuer's, and whatever `token` it holds is not a cardholder's.
 */
export const setUpForPage = (portalUrl: string) => {
  http.configureHttp({
    baseURL: new URL('/api', portalUrl).href,
    navigate: (path) => window.location.assign(new URL(path, portalUrl).href),
    getLanguage: () => i18n.getLanguage(),
  });
  stores.useSessionStore.setState({ token: null, isLogin: false, userInfo: null });
  // Every widget reads the programme's services at once: axios comes now, beside the remote.
  http.apiClient.load().catch(() => undefined);
};
