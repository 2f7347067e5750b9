import { beforeEach, describe, expect, it } from 'vitest';
import { rememberRedirect, takeRedirect, useSessionStore } from '../session-store';

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clearSession());

  it('keeps token, login flag and user info in local storage', () => {
    useSessionStore.getState().setSession('tok-1', { firstName: 'Ana', lastName: 'Silva' });
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-1', isLogin: true });
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('isLogin') ?? 'null')).toBe(true);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
    });
  });

  it('clearSession forgets all three', () => {
    useSessionStore.getState().setSession('tok-2', { firstName: 'Ana', lastName: 'Silva' });
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false, userInfo: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('isLogin')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('remembers the target route for after login exactly once', () => {
    rememberRedirect('/account/overview?x=1');
    expect(takeRedirect()).toBe('/account/overview?x=1');
    expect(takeRedirect()).toBeNull();
  });
});
