import { useCallback, useState } from 'react';
import { keysOf, readJson, removeKey, writeJson } from './safe-storage';
import { DRAFT_PREFIX, SPEC_DRAFT_KEYS } from './storage-keys';

/**
 * A wizard draft kept in session storage so it survives a reload (not a new tab).
 * `key` is one of SPEC_DRAFT_KEYS or any name (stored as `draft:<name>`).
 */
const storageKey = (key: string) =>
  (SPEC_DRAFT_KEYS as readonly string[]).includes(key) ? key : `${DRAFT_PREFIX}${key}`;

export const readDraft = <T>(key: string): T | null => readJson<T>('session', storageKey(key));
export const writeDraft = (key: string, value: unknown) => writeJson('session', storageKey(key), value);
export const removeDraft = (key: string) => removeKey('session', storageKey(key));

/** Clears every booking draft: called when the user leaves to home or the menu. */
export const clearAllDrafts = () => {
  for (const key of SPEC_DRAFT_KEYS) removeKey('session', key);
  for (const key of keysOf('session')) if (key.startsWith(DRAFT_PREFIX)) removeKey('session', key);
};

export function useDraft<T>(key: string, initial: T): [T, (next: T | ((prev: T) => T)) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft<T>(key) ?? initial);
  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      setValue((prev) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(prev) : next;
        writeDraft(key, resolved);
        return resolved;
      });
    },
    [key],
  );
  const clear = useCallback(() => {
    removeDraft(key);
    setValue(initial);
  }, [key, initial]);
  return [value, update, clear];
}
