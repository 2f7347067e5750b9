import { CHECKOUT_NAMESPACE, i18n, initI18n, loadNamespaces } from '@portal/shared/i18n';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { NAMESPACE } from '../../../namespace';

/** Where the app went: the path and query of a page that is not one of the screens under test. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/** Renders `screens` (path → screen) in a memory router at `entry`; any other path shows where it went. */
export const renderAt = (
  entry: string | { pathname: string; search: string; state: unknown },
  screens: Record<string, ComponentType>,
) => {
  const router = createMemoryRouter(
    [
      ...Object.entries(screens).map(([path, Component]) => ({ path, Component })),
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [entry] },
  );
  const view = render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, ...view };
};

/** The portal's i18n in English with this remote's texts and those of paying, as a screen finds them. */
export const setUpTexts = async () => {
  await initI18n();
  await i18n.changeLanguage('en-US');
  await loadNamespaces([NAMESPACE, CHECKOUT_NAMESPACE]);
};
