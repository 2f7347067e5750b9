import { ErrorCode } from '@portal/shared/contracts';
import { apiClient } from '@portal/shared/http';
import { useSessionStore } from '@portal/shared/stores';
import { envelopeFail, envelopeOk, serveFetch } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_SESSION_KEY, useOperatorSession } from '../../lib/operator-session';
import { ADMIN_TOKEN, initConsoleTexts, openConsole, signInAs } from '../../test-support/console';

beforeAll(initConsoleTexts);
beforeEach(() => useOperatorSession.getState().signOut());

describe('the console layout', () => {
  it.each(['/operations', '/operations/remotes', '/operations/requests', '/operations/audit'])(
    'sends a visitor without an operator session from %s to sign in',
    async (path) => {
      // A cardholder's session opens nothing here.
      useSessionStore.getState().setSession('cardholder-token-0123456789', { firstName: 'A', lastName: 'B' });
      const seen = serveFetch(apiClient, () => envelopeOk({ remotes: [] }));
      const { location } = openConsole(path);
      await waitFor(() => expect(location()).toBe('/operations/login'));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Operations console: sign in' }),
      ).toBeVisible();
      expect(seen).toHaveLength(0);
    },
  );

  it('treats a session that has passed its end as none', async () => {
    signInAs(['viewer']);
    useOperatorSession.setState({ expiresAt: '2020-01-01T00:00:00.000Z' });
    const { location } = openConsole('/operations/health');
    await waitFor(() => expect(location()).toBe('/operations/login'));
  });

  it('signs out on OPERATOR_KEY_INVALID (403): the store is cleared and the sign-in page says why', async () => {
    signInAs(['remotes']);
    serveFetch(apiClient, () =>
      envelopeFail(ErrorCode.OPERATOR_KEY_INVALID, 'Operator sign-in required', 403),
    );
    const { location } = openConsole('/operations/remotes');
    await waitFor(() => expect(location()).toBe('/operations/login'));
    expect(await screen.findByText('Your operator session has ended. Please sign in again.')).toBeVisible();
    expect(useOperatorSession.getState()).toMatchObject({ token: null, operator: null });
    expect(JSON.parse(sessionStorage.getItem(OPERATOR_SESSION_KEY) ?? '{}').state.token).toBeNull();
    // No Connection Error dialog: the refusal is the console's to read.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows who is signed in and the five sections; Sign out ends the session on the server', async () => {
    signInAs(['remotes', 'quotes']);
    const seen = serveFetch(apiClient, (request) =>
      request.url === '/operator/logout' ? envelopeOk({ ended: true }) : envelopeOk({ remotes: [] }),
    );
    const { location } = openConsole('/operations/remotes');
    expect(
      await screen.findByText(/Signed in as Olga Ops \(ops\.test@portal\.test\) · roles: remotes, quotes/),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Operations console' });
    for (const name of ['Remotes', 'Booking requests', 'Programme', 'Health', 'Audit log'])
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    expect(screen.getByRole('link', { name: 'Remotes' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/operations/login'));
    const logout = seen.find((request) => request.url === '/operator/logout');
    expect(logout?.headers.get('authorization')).toBe(ADMIN_TOKEN);
    expect(useOperatorSession.getState().token).toBeNull();
    expect(
      screen.queryByText('Your operator session has ended. Please sign in again.'),
    ).not.toBeInTheDocument();
  });
});
