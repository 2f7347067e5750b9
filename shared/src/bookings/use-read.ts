import type { ApiOutcome } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ReadState<T> =
  | { status: 'loading' }
  /** `refreshing`: asked again, the answer shown meanwhile is the previous one. */
  | { status: 'ready'; data: T; refreshing: boolean }
  /** A business failure (`errorCode`), or a connection failure the http client has shown (null). */
  | { status: 'error'; errorCode: number | null; message: string | null };

export type ReadResult<T> = ReadState<T> & { retry: () => void; refresh: () => void };

/**
 * One read of the API for a booking screen: loading, the result, or the failure with its text;
 * asked again when `key` changes, on `retry` (from scratch) or `refresh` (keeping the answer on
 * screen until the new one arrives, so dialogs over it stay), and cancelled when the screen goes.
 * A null `read` (nothing to ask yet, e.g. a date being typed) stays loading.
 */
export function useRead<T>(
  read: ((signal: AbortSignal) => Promise<ApiOutcome<T>>) | null,
  key: string,
): ReadResult<T> {
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState({ count: 0, keep: false });
  // The latest function, without asking again each time the caller makes a new one.
  const readRef = useRef(read);
  readRef.current = read;
  const keyRef = useRef(key);
  const hasRead = read !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` decide when to ask again
  useEffect(() => {
    const current = readRef.current;
    // Another question (a new key) never shows the previous one's answer meanwhile.
    const keep = attempt.keep && keyRef.current === key;
    keyRef.current = key;
    if (!current) {
      // Nothing to ask: no answer of an earlier question stays on screen.
      setState({ status: 'loading' });
      return;
    }
    const controller = new AbortController();
    setState((shown) =>
      keep && shown.status === 'ready' ? { ...shown, refreshing: true } : { status: 'loading' },
    );
    current(controller.signal).then(
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
        setState((shown) =>
          shown.status === 'ready'
            ? { ...shown, refreshing: false }
            : { status: 'error', errorCode: null, message: null },
        );
      },
    );
    return () => controller.abort();
  }, [key, attempt, hasRead]);

  const retry = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, keep: false })), []);
  const refresh = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, keep: true })), []);
  return { ...state, retry, refresh };
}
