import { describe, expect, it } from 'vitest';
import defaultRoutes, { routes } from '../routes';

describe('mfe-fast-track route table', () => {
  it('owns exactly its path prefixes, each with its own error boundary', () => {
    expect(routes.map((route) => route.path)).toEqual(['/fast-track']);
    for (const route of routes) expect(route.errorElement).toBeTruthy();
    expect(defaultRoutes).toBe(routes);
  });

  it('marks the routes that need a logged-in user', () => {
    const protectedPaths = routes
      .filter((route) => (route.handle as { auth?: boolean } | undefined)?.auth === true)
      .map((route) => route.path);
    expect(protectedPaths).toEqual([]);
  });

  it('keeps the search public and protects the rest', () => {
    const children = routes[0]?.children ?? [];
    expect(children.find((route) => route.path === 'search')?.handle).toBeUndefined();
    const protectedPaths = children
      .filter((route) => (route.handle as { auth?: boolean } | undefined)?.auth === true)
      .flatMap((route) => (route.path ? [route.path] : (route.children ?? []).map((child) => child.path)));
    expect(protectedPaths).toEqual(['result', 'detail', 'passenger', 'review', 'complete']);
  });
});
