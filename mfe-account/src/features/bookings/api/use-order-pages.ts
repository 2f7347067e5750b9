import type { OrderSummary } from '@portal/shared/contracts/bookings';
import { orderList } from '@portal/shared/contracts/orders';
import { callApi } from '@portal/shared/http';
import { translateError, useTranslation } from '@portal/shared/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshUnread } from './refresh-unread';

export const ORDERS_PAGE_SIZE = 10;

export type OrderPagesState =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | {
      status: 'ready';
      items: OrderSummary[];
      total: number;
      /** The last page read. */
      page: number;
      loadingMore: boolean;
      /** Why the last "Load more" failed (the pages already read stay). */
      moreFailed: string | null;
    };

/**
 * A tab of the bookings list, read page by page ("Load more" appends the next page). Each read
 * marks that page's bookings seen on the server, so the unread counts are read again after it.
 */
export function useOrderPages(tab: number, pageSize = ORDERS_PAGE_SIZE) {
  const [state, setState] = useState<OrderPagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const controllerRef = useRef<AbortController | null>(null);
  // The places come in the request's language: a change of language reads the tab again.
  const { i18n } = useTranslation();
  const language = i18n.language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` goes in the request's header
  const read = useCallback(
    (page: number, signal: AbortSignal) => callApi(orderList, { tab, page, pageSize }, { signal }),
    [tab, pageSize, language],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again (Try again)
  useEffect(() => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'loading' });
    read(1, controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (!outcome.ok) {
          setState({ status: 'error', message: translateError(outcome.errorCode, outcome.message) });
          return;
        }
        const { items, total } = outcome.result;
        setState({ status: 'ready', items, total, page: 1, loadingMore: false, moreFailed: null });
        void refreshUnread();
      },
      () => {
        // A connection failure the http client has already shown: no text of its own here.
        if (!controller.signal.aborted) setState({ status: 'error', message: null });
      },
    );
    return () => controller.abort();
  }, [read, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || state.loadingMore) return;
    const controller = controllerRef.current;
    if (!controller) return;
    const next = state.page + 1;
    setState({ ...state, loadingMore: true, moreFailed: null });
    try {
      const outcome = await read(next, controller.signal);
      if (controller.signal.aborted) return;
      setState((current) => {
        if (current.status !== 'ready') return current;
        if (!outcome.ok)
          return {
            ...current,
            loadingMore: false,
            moreFailed: translateError(outcome.errorCode, outcome.message),
          };
        // A booking that moved between pages meanwhile (e.g. just paid) is shown once.
        const known = new Set(current.items.map((item) => item.orderNo));
        const added = outcome.result.items.filter((item) => !known.has(item.orderNo));
        return {
          ...current,
          items: [...current.items, ...added],
          // Nothing new (the list shrank meanwhile): what is shown is all there is.
          total:
            added.length > 0
              ? Math.max(outcome.result.total, current.items.length + added.length)
              : current.items.length,
          page: next,
          loadingMore: false,
        };
      });
      if (outcome.ok) void refreshUnread();
    } catch {
      if (controller.signal.aborted) return;
      // The http client has shown the connection problem; the button stays for another go.
      setState((current) => (current.status === 'ready' ? { ...current, loadingMore: false } : current));
    }
  }, [state, read]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, loadMore, retry };
}
