import { orderMsg } from '@portal/shared/contracts';
import { callApi } from '@portal/shared/http';
import { useSessionStore, useUnreadStore } from '@portal/shared/stores';
import { useEffect } from 'react';

export const UNREAD_POLL_MS = 60_000;

/** While logged in, keeps the bookings badge up to date (quietly: no dialogs from a poll). */
export function useUnreadPoll(intervalMs = UNREAD_POLL_MS) {
  const isLogin = useSessionStore((s) => s.isLogin);
  useEffect(() => {
    if (!isLogin) {
      useUnreadStore.getState().resetUnread();
      return;
    }
    let cancelled = false;
    const poll = async () => {
      const outcome = await callApi(orderMsg, {}, { quiet: true }).catch(() => null);
      if (!cancelled && outcome?.ok) useUnreadStore.getState().setUnread(outcome.result);
    };
    void poll();
    const timer = window.setInterval(poll, intervalMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [isLogin, intervalMs]);
}
