import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';

/** Where the app went: the path and query of the page that is not one of the screens under test. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/** Renders `screens` (path → screen) in a memory router at `path`; any other path shows where it went. */
export const renderAt = (path: string, screens: Record<string, ComponentType>) => {
  const router = createMemoryRouter(
    [
      ...Object.entries(screens).map(([routePath, Component]) => ({ path: routePath, Component })),
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  /** The current address of the router, e.g. `/fast-track/result?airport=LHR…`. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, ...view };
};

const NothingYet = () => null;

/**
 * Renders a remote's whole route table (its wizard, with the layout and the step guards) in a
 * memory router at `path`, as the shell mounts it; any other path shows 'elsewhere'.
 */
export const openRoutes = (path: string, routes: RouteObject[]) => {
  const router = createMemoryRouter(
    [{ HydrateFallback: NothingYet, children: [...routes, { path: '*', element: <p>elsewhere</p> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  /** The current address of the router: its path and query. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location };
};
