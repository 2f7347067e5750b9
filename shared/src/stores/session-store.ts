import { create } from 'zustand';
import { forgetSavedReads } from '../offline/forget-saved-reads';
import { hintSession } from './page-hints';
import { readJson, removeKey, writeJson } from './safe-storage';
import { LOCAL_KEYS } from './storage-keys';

export interface UserInfo {
  firstName: string;
  lastName: string;
  email?: string;
}

interface SessionState {
  token: string | null;
  isLogin: boolean;
  userInfo: UserInfo | null;
  /** Store a new session after login or sign-up. */
  setSession: (token: string, userInfo: UserInfo) => void;
  setUserInfo: (userInfo: UserInfo) => void;
  /** Forget token, login flag and user info (logout, time-out, /login, /page-timeout). */
  clearSession: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: readJson<string>('local', LOCAL_KEYS.token),
  isLogin: readJson<boolean>('local', LOCAL_KEYS.isLogin) === true,
  userInfo: readJson<UserInfo>('local', LOCAL_KEYS.userInfo),
  setSession: (token, userInfo) => {
    writeJson('local', LOCAL_KEYS.token, token);
    writeJson('local', LOCAL_KEYS.isLogin, true);
    writeJson('local', LOCAL_KEYS.userInfo, userInfo);
    hintSession(true);
    set({ token, isLogin: true, userInfo });
  },
  setUserInfo: (userInfo) => {
    writeJson('local', LOCAL_KEYS.userInfo, userInfo);
    set({ userInfo });
  },
  clearSession: () => {
    removeKey('local', LOCAL_KEYS.token);
    removeKey('local', LOCAL_KEYS.isLogin);
    removeKey('local', LOCAL_KEYS.userInfo);
    hintSession(false);
    // The bookings saved for offline use are this cardholder's: they leave the device with them.
    void forgetSavedReads();
    set({ token: null, isLogin: false, userInfo: null });
  },
}));

/** The route a visitor wanted before being sent to /login. */
export const rememberRedirect = (path: string) => writeJson('session', LOCAL_KEYS.redirectAfterLogin, path);
export const takeRedirect = (): string | null => {
  const path = readJson<string>('session', LOCAL_KEYS.redirectAfterLogin);
  removeKey('session', LOCAL_KEYS.redirectAfterLogin);
  return path;
};
