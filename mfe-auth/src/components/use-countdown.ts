import { useEffect, useState } from 'react';

const secondsUntil = (deadline: number | null) =>
  deadline == null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (epoch ms), re-rendering every second; 0 once it has passed.
 * Read from the clock at each render, so a new deadline counts from its first render.
 */
export function useCountdown(deadline: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline == null || deadline <= Date.now()) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (secondsUntil(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline);
}

/** 125 → '02:05'. */
export const formatMinutesSeconds = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};
