import type { ApiOutcome } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ReadState<T> =
  | { status: 'loading' }
  /** `refreshing`: asked again, the answer shown meanwhile is the previous one. */
  | { status: 'ready'; data: T; refreshing: boolean }
  /** A business failure (`errorCode`), or a connection failure the http client has shown (null). */
  | { status: 'error'; errorCode: number | null; message: string | null };

/**
 * One read of the API for a screen: loading, the result, or the failure with its text; asked
 * again when `key` changes, on `retry` (from scratch) or `refresh` (keeping the answer on screen
 * until the new one arrives, so dialogs over it stay), and cancelled when the screen goes.
 */
export function useRead<T>(
  read: (signal: AbortSignal) => Promise<ApiOutcome<T>>,
  key: string,
): ReadState<T> & { retry: () => void; refresh: () => void } {
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, keep: false });
  // The latest function, without asking again each time the caller makes a new one.
  const readRef = useRef(read);
  readRef.current = read;
  const keyRef = useRef(key);

  // `key` and `attempt` decide when to ask again (the function itself is read from the ref).
  useEffect(() => {
    const controller = new AbortController();
    // Another booking (a new key) never shows the previous one's answer meanwhile.
    const keep = attempt.keep && keyRef.current === key;
    keyRef.current = key;
    setState((current) =>
      keep && current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' },
    );
    readRef.current(controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.ok) setState({ status: 'ready', data: outcome.result, refreshing: false });
        else
          setState({
            status: 'error',
            errorCode: outcome.errorCode,
            message: translateError(outcome.errorCode, outcome.message),
          });
      },
      () => {
        if (controller.signal.aborted) return;
        // A refresh that could not connect keeps what is shown (the client has said why).
        setState((current) =>
          current.status === 'ready'
            ? { ...current, refreshing: false }
            : { status: 'error', errorCode: null, message: null },
        );
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, keep: false })), []);
  const refresh = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, keep: true })), []);
  return { ...state, retry, refresh };
}
