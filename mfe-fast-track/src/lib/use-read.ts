import type { ApiOutcome } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** A business failure (`errorCode`), or a connection failure the http client has shown (null). */
  | { status: 'error'; errorCode: number | null; message: string | null };

/**
 * One read of the API for a screen: loading, the result, or the failure with its text; asked
 * again when `key` changes or `retry` is called, and cancelled when the screen goes. A null `read`
 * (nothing to ask yet) stays loading.
 */
export function useRead<T>(
  read: ((signal: AbortSignal) => Promise<ApiOutcome<T>>) | null,
  key: string,
): ReadState<T> & { retry: () => void } {
  const [state, setState] = useState<ReadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest function, without asking again each time the caller makes a new one.
  const readRef = useRef(read);
  readRef.current = read;
  const hasRead = read !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` decide when to ask again
  useEffect(() => {
    const current = readRef.current;
    if (!current) {
      // Nothing to ask (a date being typed): no answer of an earlier question stays on screen.
      setState({ status: 'loading' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    current(controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.ok) setState({ status: 'ready', data: outcome.result });
        else
          setState({
            status: 'error',
            errorCode: outcome.errorCode,
            message: translateError(outcome.errorCode, outcome.message),
          });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', errorCode: null, message: null });
      },
    );
    return () => controller.abort();
  }, [key, attempt, hasRead]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
