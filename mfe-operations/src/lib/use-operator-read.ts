import type { EndpointContract, EndpointInput, EndpointResult } from '@portal/shared/contracts';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useCallback, useEffect, useState } from 'react';
import { NAMESPACE } from '../namespace';
import { callOperatorApi } from './operator-api';

export type ReadState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'failed'; message: string };

/**
 * One of the console's reads, sent again when `input` changes or `reload` is called. While it is
 * read again, the last answer stays on the screen.
 */
export const useOperatorRead = <E extends EndpointContract>(endpoint: E, input: EndpointInput<E>) => {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<ReadState<EndpointResult<E>>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const inputKey = JSON.stringify(input);
  const connectionFailed = t('errors.connection');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again on reload.
  useEffect(() => {
    const controller = new AbortController();
    callOperatorApi(endpoint, JSON.parse(inputKey) as EndpointInput<E>, { signal: controller.signal }).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        setState(
          outcome.ok
            ? { kind: 'ready', data: outcome.result }
            : { kind: 'failed', message: translateError(outcome.errorCode, outcome.message) },
        );
      },
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: connectionFailed });
      },
    );
    return () => controller.abort();
  }, [endpoint, inputKey, round, connectionFailed]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
};
