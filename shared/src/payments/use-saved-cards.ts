import { cardList, type SavedCard } from '@portal/shared/contracts/payments';
import { callApi } from '@portal/shared/http';
import { translateError } from '@portal/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SavedCardsState =
  | { status: 'loading' }
  | { status: 'ready'; cards: SavedCard[] }
  | { status: 'error'; message: string | null };

/** The caller's saved cards, the default first; `reload` asks the API again. */
export function useSavedCards(): SavedCardsState & { reload: () => Promise<void> } {
  const [state, setState] = useState<SavedCardsState>({ status: 'loading' });
  const controllerRef = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    try {
      const outcome = await callApi(cardList, {}, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (!outcome.ok) {
        setState({ status: 'error', message: translateError(outcome.errorCode, outcome.message) });
        return;
      }
      const cards = [...outcome.result].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
      setState({ status: 'ready', cards });
    } catch {
      // The http client has already shown the connection problem.
      if (!controller.signal.aborted) setState({ status: 'error', message: null });
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => controllerRef.current?.abort();
  }, [reload]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    return reload();
  }, [reload]);

  return { ...state, reload: retry };
}
