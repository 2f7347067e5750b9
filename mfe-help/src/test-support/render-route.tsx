import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

const AnotherPage = () => <p>Another page</p>;

/** Renders `screens` (path → screen) in a memory router starting at `path`. */
export const renderAt = (path: string, screens: Record<string, ComponentType>) => {
  const router = createMemoryRouter(
    [
      ...Object.entries(screens).map(([routePath, Component]) => ({ path: routePath, Component })),
      { path: '*', Component: AnotherPage },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
};
