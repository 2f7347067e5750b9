import { describeRemoteRouteTable } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import defaultRoutes, { routes } from '../routes';

describeRemoteRouteTable('mfe-fast-track', { routes, defaultRoutes, protectedPaths: [] });

describe('mfe-fast-track child routes', () => {
  it('keeps the search and its result public and protects the booking wizard', () => {
    const children = routes[0]?.children ?? [];
    expect(children.find((route) => route.path === 'search')?.handle).toBeUndefined();
    // A visitor sees the lanes and prices; Book then asks them to log in (the shell's guard).
    expect(children.find((route) => route.path === 'result')?.handle).toBeUndefined();
    const protectedPaths = children
      .filter((route) => (route.handle as { auth?: boolean } | undefined)?.auth === true)
      .flatMap((route) => (route.path ? [route.path] : (route.children ?? []).map((child) => child.path)));
    expect(protectedPaths).toEqual(['detail', 'passenger', 'review', 'complete']);
  });
});
