import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;
/** setTimeout's largest delay; a later wake-up is simply asked for again then. */
const MAX_DELAY_MS = 2_147_483_647;

/** What is left until a deadline, in whole minutes split into days, hours and minutes. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  /** The deadline has passed (or is now). */
  expired: boolean;
}

/**
 * The time left from `now` until `deadline`. Minutes are rounded up, so "1 min left" lasts until
 * the deadline itself and never reads "0 min left" before it has passed.
 */
export const timeLeftUntil = (deadline: string | Date | number, now: Date | number): TimeLeft => {
  const ms = new Date(deadline).getTime() - new Date(now).getTime();
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, expired: true };
  const total = Math.ceil(ms / MINUTE_MS);
  return {
    days: Math.floor(total / DAY_MINUTES),
    hours: Math.floor((total % DAY_MINUTES) / HOUR_MINUTES),
    minutes: total % HOUR_MINUTES,
    expired: false,
  };
};

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The time left as people say it, in the page's language: "2 days 5 h left", "3 h 10 min left",
 * "45 min left", "expired". Two units at most (days and hours, or hours and minutes), a second one
 * that is zero left out. `t` reads the `screens` namespace (`timeLeft.*`).
 */
export const formatTimeLeft = (t: T, left: TimeLeft): string => {
  if (left.expired) return t('timeLeft.expired');
  const units: Array<[unit: 'days' | 'hours' | 'minutes', count: number]> =
    left.days > 0
      ? [
          ['days', left.days],
          ['hours', left.hours],
        ]
      : left.hours > 0
        ? [
            ['hours', left.hours],
            ['minutes', left.minutes],
          ]
        : [['minutes', left.minutes]];
  const shown = units.filter(([, count], index) => index === 0 || count > 0);
  const time = shown.map(([unit, count]) => t(`timeLeft.${unit}`, { count })).join(' ');
  // The verb agrees with the first number ('falta 1 dia', 'faltam 2 dias').
  return t('timeLeft.left', { count: shown[0]?.[1] ?? 0, time });
};

/**
 * The time left until `deadline`, kept current while the page is open: it wakes when the next whole
 * minute is used up and at the deadline itself. Null without a deadline.
 */
export function useTimeLeft(deadline: string | null): TimeLeft | null {
  const [now, setNow] = useState(Date.now);
  const at = deadline ? Date.parse(deadline) : Number.NaN;

  useEffect(() => {
    if (Number.isNaN(at) || at <= now) return;
    const wait = (at - now) % MINUTE_MS || MINUTE_MS;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait, MAX_DELAY_MS));
    return () => window.clearTimeout(timer);
  }, [at, now]);

  return Number.isNaN(at) ? null : timeLeftUntil(at, now);
}
