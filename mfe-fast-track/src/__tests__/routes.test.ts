import { describeRemoteRouteTable } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import defaultRoutes, { routes } from '../routes';

describeRemoteRouteTable('mfe-fast-track', { routes, defaultRoutes, protectedPaths: [] });

describe('mfe-fast-track child routes', () => {
  it('keeps the search public and protects the rest', () => {
    const children = routes[0]?.children ?? [];
    expect(children.find((route) => route.path === 'search')?.handle).toBeUndefined();
    const protectedPaths = children
      .filter((route) => (route.handle as { auth?: boolean } | undefined)?.auth === true)
      .flatMap((route) => (route.path ? [route.path] : (route.children ?? []).map((child) => child.path)));
    expect(protectedPaths).toEqual(['result', 'detail', 'passenger', 'review', 'complete']);
  });
});
