import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
/** setTimeout's largest delay; a later deadline is simply looked at again then. */
const MAX_DELAY_MS = 2_147_483_647;

export interface PayDeadline {
  /** Whole minutes left to pay (rounded up); null without a deadline. */
  minutesLeft: number | null;
  /** The time to pay has run out. */
  passed: boolean;
}

/**
 * How long an unpaid booking can still be paid, kept current while the page is open: it wakes at
 * each whole minute left and at the deadline itself, so the page can say "Booking Expired" then.
 */
export function usePayDeadline(payBefore: string | null): PayDeadline {
  const [now, setNow] = useState(Date.now);
  const deadline = payBefore ? Date.parse(payBefore) : Number.NaN;

  useEffect(() => {
    // Nothing to wait for: no deadline, or this render already shows it passed.
    if (Number.isNaN(deadline) || deadline <= now) return;
    const left = deadline - Date.now();
    if (left <= 0) {
      setNow(Date.now());
      return;
    }
    const wait = left % MINUTE_MS || MINUTE_MS;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait, MAX_DELAY_MS));
    return () => window.clearTimeout(timer);
  }, [deadline, now]);

  if (Number.isNaN(deadline)) return { minutesLeft: null, passed: false };
  const left = deadline - now;
  return { minutesLeft: Math.max(0, Math.ceil(left / MINUTE_MS)), passed: left <= 0 };
}
