import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type GuardDeps, guardRoutes } from '../guard-routes';

const page = (text: string) => <h1>{text}</h1>;

const remoteRoutes: RouteObject[] = [
  { path: '/help', element: page('Help') },
  { path: '/airport-assistant', handle: { auth: true }, element: page('Airport Assistant') },
  {
    path: '/account',
    handle: { auth: true },
    children: [{ path: 'overview', element: page('Overview') }],
  },
  {
    path: '/transport-services',
    handle: { auth: true },
    children: [{ path: 'step-1', element: page('Booking Details') }],
  },
];

const renderAt = (path: string, deps: GuardDeps) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          { index: true, element: page('Home') },
          { path: 'login', element: page('Log In') },
          ...guardRoutes(remoteRoutes, deps),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const deps = (overrides: Partial<GuardDeps> = {}): GuardDeps => ({
  isLoggedIn: () => false,
  projectStatus: () => true,
  onLoginRequired: vi.fn(),
  onProgramUnavailable: vi.fn(async () => 'confirm'),
  supportFlag: () => true,
  onServiceNotOffered: vi.fn(async () => 'close'),
  ...overrides,
});

describe('route guard', () => {
  it('sends a visitor from a protected page to /login and remembers the target', async () => {
    const guard = deps();
    const router = renderAt('/account/overview?tab=1', guard);
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(guard.onLoginRequired).toHaveBeenCalledTimes(1);
    expect(guard.onLoginRequired).toHaveBeenCalledWith('/account/overview?tab=1');
  });

  it('lets a logged-in user in', async () => {
    renderAt('/account/overview', deps({ isLoggedIn: () => true }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('leaves public pages alone', async () => {
    const guard = deps();
    renderAt('/help', guard);
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(guard.onLoginRequired).not.toHaveBeenCalled();
  });

  it('shows "Program no longer available" on a gated path and goes home after the answer', async () => {
    const guard = deps({ isLoggedIn: () => true, projectStatus: () => false });
    const router = renderAt('/transport-services/step-1', guard);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(guard.onProgramUnavailable).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for project-status when the page has not read it yet', async () => {
    let answer: (status: boolean) => void = () => {};
    const read = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    const guard = deps({ isLoggedIn: () => true, projectStatus: () => read });
    const router = renderAt('/transport-services/step-1', guard);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Booking Details' })).not.toBeInTheDocument();
    answer(false);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(guard.onProgramUnavailable).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells a visitor that the programme has ended before asking for a login', async () => {
    const guard = deps({ projectStatus: () => false });
    const router = renderAt('/transport-services/step-1', guard);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(guard.onProgramUnavailable).toHaveBeenCalledTimes(1);
    expect(guard.onLoginRequired).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets the user into a gated path while the programme is available (or its status unknown)', async () => {
    const guard = deps({ isLoggedIn: () => true, projectStatus: () => null });
    renderAt('/transport-services/step-1', guard);
    expect(await screen.findByRole('heading', { name: 'Booking Details' })).toBeInTheDocument();
    expect(guard.onProgramUnavailable).not.toHaveBeenCalled();
  });

  it('refuses a service the card level does not include at its door, after the login, and goes home', async () => {
    const asked: string[] = [];
    const guard = deps({
      isLoggedIn: () => true,
      supportFlag: (flag) => {
        asked.push(flag);
        return flag !== 'supportTransport';
      },
    });
    const router = renderAt('/transport-services/step-1', guard);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(guard.onServiceNotOffered).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['supportTransport']);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Booking Details' })).not.toBeInTheDocument();
  });

  it('asks for the login before the card level’s offer, and lets in what it includes (or when unknown)', async () => {
    const supportFlag = vi.fn((_flag: string) => false);
    const visitor = deps({ supportFlag });
    renderAt('/transport-services/step-1', visitor);
    expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(supportFlag).not.toHaveBeenCalled();

    const included = deps({ isLoggedIn: () => true, supportFlag: (flag) => flag === 'supportAgreement' });
    renderAt('/airport-assistant', included);
    expect(await screen.findByRole('heading', { name: 'Airport Assistant' })).toBeInTheDocument();
    expect(included.onServiceNotOffered).not.toHaveBeenCalled();

    const unknown = deps({ isLoggedIn: () => true, supportFlag: async () => null });
    renderAt('/transport-services/step-1', unknown);
    expect(await screen.findByRole('heading', { name: 'Booking Details' })).toBeInTheDocument();
    expect(unknown.onServiceNotOffered).not.toHaveBeenCalled();
  });

  it('keeps a remote route’s own loader, run after the checks', async () => {
    const loader = vi.fn(() => null);
    const [guarded] = guardRoutes(
      [{ path: '/account', handle: { auth: true }, loader }],
      deps({ isLoggedIn: () => true }),
    );
    const request = new Request('http://localhost/account');
    const guardedLoader = guarded?.loader as (args: unknown) => Promise<unknown>;
    await guardedLoader({ request, params: {}, context: undefined });
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
