import { initI18n } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../routes';

beforeAll(async () => {
  await initI18n();
});

describe('/page-timeout', () => {
  it('clears the session on entry and offers Log In', async () => {
    useSessionStore.getState().setSession('expired-token', { firstName: 'Ana', lastName: 'Silva' });
    const router = createMemoryRouter(routes, { initialEntries: ['/page-timeout'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Timed Out!' })).toBeInTheDocument();
    expect(screen.getByText('The page has timed out. Please login again')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false, userInfo: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sign-up without a step starts at step 1 and keeps the channel', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/sign-up?channel=activation'] });
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your activation code' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up/step-1');
    expect(screen.getByRole('navigation', { name: 'Sign-up progress' })).toHaveTextContent('Activation');
  });
});
