/** Storage access that never throws (private mode, quota, disabled storage, no window). */
const pick = (kind: 'local' | 'session'): Storage | null => {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readJson = <T>(kind: 'local' | 'session', key: string): T | null => {
  const raw = pick(kind)?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

export const writeJson = (kind: 'local' | 'session', key: string, value: unknown): void => {
  try {
    pick(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value lives in memory for this page only.
  }
};

export const removeKey = (kind: 'local' | 'session', key: string): void => {
  try {
    pick(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
};

export const keysOf = (kind: 'local' | 'session'): string[] => {
  const storage = pick(kind);
  if (!storage) return [];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key != null) keys.push(key);
  }
  return keys;
};
