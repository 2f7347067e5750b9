import { apiClient, configureHttp } from '@portal/shared/http';
import { useDialogStore, useSessionStore, writeDraft } from '@portal/shared/stores';
import { type Recorded, serveFetch } from '@portal/shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmAndLogout } from '../logout';

const serve = (answer: (request: Recorded) => { status: number; data: unknown }) =>
  serveFetch(apiClient, answer);

/** Answers the logout confirmation dialog as soon as it opens. */
const answerDialog = (action: 'confirm' | 'close') =>
  useDialogStore.subscribe((state) => {
    const dialog = state.dialogs.find((d) => d.request.kind === 'logout');
    if (dialog) state.closeDialog(dialog.id, action);
  });

beforeAll(() => {
  configureHttp({ navigate: () => {} });
});

afterEach(() => {
  useDialogStore.setState({ dialogs: [] });
  useSessionStore.getState().clearSession();
});

describe('logout', () => {
  it('ends the session on the server with its token, then clears it here and goes home', async () => {
    const seen = serve(() => ({
      status: 200,
      data: { state: '1', errorCode: null, message: 'success', result: null },
    }));
    useSessionStore.getState().setSession('token-123', { firstName: 'Ana', lastName: 'Silva' });
    writeDraft('transport', { step: 2 });
    const unsubscribe = answerDialog('confirm');
    const navigate = vi.fn();
    await confirmAndLogout(navigate);
    unsubscribe();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/login/logout-by-token');
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('authorization')).toBe('token-123');
    expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false, userInfo: null });
    expect(window.sessionStorage.getItem('draft:transport')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('clears the local session even when the server cannot be reached', async () => {
    serve(() => ({ status: 503, data: 'unavailable' }));
    useSessionStore.getState().setSession('token-456', { firstName: 'Ana', lastName: 'Silva' });
    const unsubscribe = answerDialog('confirm');
    const navigate = vi.fn();
    await confirmAndLogout(navigate);
    unsubscribe();
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(useDialogStore.getState().dialogs).toEqual([]);
  });

  it('does nothing when the user cancels', async () => {
    const seen = serve(() => ({
      status: 200,
      data: { state: '1', errorCode: null, message: 'success', result: null },
    }));
    useSessionStore.getState().setSession('token-789', { firstName: 'Ana', lastName: 'Silva' });
    const unsubscribe = answerDialog('close');
    const navigate = vi.fn();
    await confirmAndLogout(navigate);
    unsubscribe();
    expect(seen).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe('token-789');
    expect(navigate).not.toHaveBeenCalled();
  });
});
