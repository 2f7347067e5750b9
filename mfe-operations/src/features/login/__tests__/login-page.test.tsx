import { ErrorCode } from '@portal/shared/contracts';
import { apiClient } from '@portal/shared/http';
import { setLanguage } from '@portal/shared/i18n';
import { useSessionStore } from '@portal/shared/stores';
import { envelopeOk, serveFetch } from '@portal/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_SESSION_KEY, useOperatorSession } from '../../../lib/operator-session';
import { initConsoleTexts, openConsole } from '../../../test-support/console';

const OPERATOR = {
  id: 7,
  email: 'ops.admin@portal.test',
  displayName: 'Ada Admin',
  roles: ['remotes', 'quotes'],
};
const SIGNED_IN = { token: 'op_fresh-token', expiresAt: '2099-01-01T00:00:00.000Z', operator: OPERATOR };

const fillIn = async (email: string, password: string) => {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeAll(initConsoleTexts);

beforeEach(() => {
  useOperatorSession.getState().signOut();
  useSessionStore.getState().clearSession();
});

afterEach(async () => {
  await act(() => setLanguage('en-US'));
});

describe('/operations/login', () => {
  it("keeps the operator's token in the console's own store only, never as the cardholder's session", async () => {
    // A cardholder is logged in on the same tab: their session is neither sent nor replaced.
    useSessionStore
      .getState()
      .setSession('cardholder-token-0123456789', { firstName: 'Ana', lastName: 'Silva' });
    const seen = serveFetch(apiClient, (request) =>
      request.url === '/operator/login' ? envelopeOk(SIGNED_IN) : envelopeOk({ remotes: [] }),
    );
    const { location } = openConsole('/operations/login');
    await fillIn('ops.admin@portal.test', 'Ops12345');

    await waitFor(() => expect(location()).toBe('/operations/remotes'));
    expect(seen[0]?.url).toBe('/operator/login');
    expect(seen[0]?.body).toEqual({ email: 'ops.admin@portal.test', password: 'Ops12345' });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(useOperatorSession.getState()).toMatchObject({ token: 'op_fresh-token', operator: OPERATOR });
    expect(JSON.parse(sessionStorage.getItem(OPERATOR_SESSION_KEY) ?? '{}')).toMatchObject({
      state: { token: 'op_fresh-token', expiresAt: SIGNED_IN.expiresAt },
    });
    expect(useSessionStore.getState().token).toBe('cardholder-token-0123456789');
    expect(localStorage.getItem('token')).toBe(JSON.stringify('cardholder-token-0123456789'));
    expect(JSON.stringify({ ...localStorage })).not.toContain('op_fresh-token');
    // The next console call carries the operator's token.
    await waitFor(() => expect(seen[1]?.url).toBe('/operator/remotes'));
    expect(seen[1]?.headers.get('authorization')).toBe('op_fresh-token');
    expect(await screen.findByText(/Signed in as Ada Admin/)).toBeInTheDocument();
  });

  it('says how many attempts are left after a wrong password, and when a locked account opens again', async () => {
    serveFetch(apiClient, (_request, index) => ({
      status: 200,
      data:
        index === 0
          ? { state: '0', errorCode: ErrorCode.LOGIN_INCORRECT, message: 'x', result: { attemptsLeft: 2 } }
          : { state: '0', errorCode: ErrorCode.ACCOUNT_LOCKED, message: 'x', result: { lockSeconds: 540 } },
    }));
    openConsole('/operations/login');
    await fillIn('ops.admin@portal.test', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong email or password. 2 attempts left before the account is locked.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-two');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Try again in 9 minutes\./)).toBeInTheDocument();
  });

  it('asks for both fields before sending anything', async () => {
    const seen = serveFetch(apiClient, () => envelopeOk(SIGNED_IN));
    openConsole('/operations/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['pt-BR', 'Console de operações: entrar', 'Entrar'],
    ['es-ES', 'Consola de operaciones: iniciar sesión', 'Iniciar sesión'],
  ] as const)('is translated into %s', async (language, heading, button) => {
    serveFetch(apiClient, () => envelopeOk(SIGNED_IN));
    await act(() => setLanguage(language));
    openConsole('/operations/login');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
  });
});
