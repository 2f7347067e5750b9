import { ErrorCode } from '@portal/shared/contracts';
import { initI18n } from '@portal/shared/i18n';
import { rememberRedirect, useSessionStore } from '@portal/shared/stores';
import { fail, fakeApi, ok } from '@portal/shared/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../routes';
import { SessionLockedDialog } from '../session-locked-dialog';

const INCORRECT = 'Your email address or password is incorrect. Please try again.';
const LOCKED = 'You have had 5 unsuccessful log in attempts, please try again later.';

const renderLogin = () => {
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: ['/login'],
  });
  render(<RouterProvider router={router} />);
  return router;
};

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  const emailBox = await screen.findByLabelText('Email');
  await user.clear(emailBox);
  await user.type(emailBox, email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
};

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().clearSession();
});

describe('/login', () => {
  it('says what is missing and focuses the first invalid field', async () => {
    const seen = fakeApi({});
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(seen).toHaveLength(0);
  });

  it('logs in, stores the session and goes to the remembered route', async () => {
    const seen = fakeApi({
      '/login/gen-token': () =>
        ok({
          token: 'a-token-of-at-least-22-chars',
          firstName: 'Ana',
          lastName: 'Silva',
          email: 'ana@x.test',
        }),
    });
    rememberRedirect('/account/overview');
    const router = renderLogin();
    await fillAndSubmit('ana@x.test', 'Secret123');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/overview'));
    expect(seen[0]?.body).toEqual({ email: 'ana@x.test', password: 'Secret123' });
    expect(useSessionStore.getState()).toMatchObject({
      token: 'a-token-of-at-least-22-chars',
      isLogin: true,
      userInfo: { firstName: 'Ana', lastName: 'Silva' },
    });
  });

  it('shows the wrong-login message, then offers a reset after repeated failures', async () => {
    let attemptsLeft = 4;
    fakeApi({
      '/login/gen-token': () => fail(ErrorCode.LOGIN_INCORRECT, INCORRECT, { attemptsLeft: attemptsLeft-- }),
    });
    renderLogin();
    await fillAndSubmit('ana@x.test', 'Wrong1234');
    expect(await screen.findByText(INCORRECT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reset your password' })).toBeNull();
    await fillAndSubmit('ana@x.test', 'Wrong1234');
    await fillAndSubmit('ana@x.test', 'Wrong1234');
    expect(await screen.findByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/reset-pwd/step-1',
    );
  });

  it('shows Session Locked with the server’s seconds as mm:ss', async () => {
    fakeApi({ '/login/gen-token': () => fail(ErrorCode.ACCOUNT_LOCKED, LOCKED, { lockSeconds: 65 }) });
    renderLogin();
    await fillAndSubmit('ana@x.test', 'Wrong1234');
    const dialog = await screen.findByRole('dialog', { name: 'Session Locked' });
    expect(within(dialog).getByText(LOCKED)).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^01:0[45]$/);
  });
});

describe('Session Locked countdown', () => {
  it('ticks mm:ss every second and closes at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const onClose = vi.fn();
    render(<SessionLockedDialog until={Date.now() + 62_000} onClose={onClose} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('01:02');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(timer).toHaveTextContent('00:59');
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(onClose).toHaveBeenCalled();
  });
});
