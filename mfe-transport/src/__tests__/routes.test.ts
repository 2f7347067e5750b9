import { describe, expect, it } from 'vitest';
import defaultRoutes, { routes } from '../routes';

describe('mfe-transport route table', () => {
  it('owns exactly its path prefixes, each with its own error boundary', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/transport-services',
      '/choose',
      '/prebooking',
      '/result',
    ]);
    for (const route of routes) expect(route.errorElement).toBeTruthy();
    expect(defaultRoutes).toBe(routes);
  });

  it('marks the routes that need a logged-in user', () => {
    const protectedPaths = routes
      .filter((route) => (route.handle as { auth?: boolean } | undefined)?.auth === true)
      .map((route) => route.path);
    expect(protectedPaths).toEqual(['/transport-services', '/choose', '/prebooking', '/result']);
  });
});
