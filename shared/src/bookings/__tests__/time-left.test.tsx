import { act, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../i18n';
import { initScreenI18n } from '../../testing/screen-i18n';
import { formatTimeLeft, timeLeftUntil, useTimeLeft } from '../time-left';

const NOW = new Date('2030-07-13T10:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

beforeAll(initScreenI18n);
afterAll(() => setLanguage('en-US'));

describe('timeLeftUntil', () => {
  it('splits the time left into days, hours and minutes', () => {
    expect(timeLeftUntil(at(2 * DAY + 5 * HOUR + 30 * MINUTE), NOW)).toEqual({
      days: 2,
      hours: 5,
      minutes: 30,
      expired: false,
    });
    expect(timeLeftUntil(at(3 * HOUR + 10 * MINUTE), NOW)).toMatchObject({ days: 0, hours: 3, minutes: 10 });
  });

  it('rounds a part of a minute up, so the last minute lasts until the deadline', () => {
    expect(timeLeftUntil(at(30_000), NOW)).toEqual({ days: 0, hours: 0, minutes: 1, expired: false });
    expect(timeLeftUntil(at(HOUR - 1), NOW)).toMatchObject({ hours: 1, minutes: 0 });
  });

  it('is expired at the deadline and after it', () => {
    expect(timeLeftUntil(at(0), NOW).expired).toBe(true);
    expect(timeLeftUntil(at(-5 * MINUTE), NOW)).toEqual({ days: 0, hours: 0, minutes: 0, expired: true });
  });
});

describe('formatTimeLeft', () => {
  const say = async (language: 'en-US' | 'pt-BR' | 'es-ES', ms: number) => {
    await setLanguage(language);
    return formatTimeLeft(i18n.getFixedT(language, 'screens'), timeLeftUntil(at(ms), NOW));
  };

  it('says it as people do in en-US: two units at most, a zero second one left out', async () => {
    expect(await say('en-US', 2 * DAY + 5 * HOUR + 30 * MINUTE)).toBe('2 days 5 h left');
    expect(await say('en-US', DAY + 20 * MINUTE)).toBe('1 day left');
    expect(await say('en-US', 3 * HOUR + 10 * MINUTE)).toBe('3 h 10 min left');
    expect(await say('en-US', 2 * HOUR)).toBe('2 h left');
    expect(await say('en-US', 45 * MINUTE)).toBe('45 min left');
    expect(await say('en-US', 10_000)).toBe('1 min left');
    expect(await say('en-US', 0)).toBe('expired');
  });

  it('in pt-BR, the verb agreeing with the first number', async () => {
    expect(await say('pt-BR', 2 * DAY + 5 * HOUR)).toBe('faltam 2 dias 5 h');
    expect(await say('pt-BR', DAY + 3 * HOUR)).toBe('falta 1 dia 3 h');
    expect(await say('pt-BR', 3 * HOUR + 10 * MINUTE)).toBe('faltam 3 h 10 min');
    expect(await say('pt-BR', -MINUTE)).toBe('expirado');
  });

  it('in es-ES, the verb agreeing with the first number', async () => {
    expect(await say('es-ES', 2 * DAY + 5 * HOUR)).toBe('quedan 2 días 5 h');
    expect(await say('es-ES', DAY)).toBe('queda 1 día');
    expect(await say('es-ES', 3 * HOUR + 10 * MINUTE)).toBe('quedan 3 h 10 min');
    expect(await say('es-ES', -MINUTE)).toBe('vencido');
  });
});

describe('useTimeLeft', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down while the page is open and says expired at the deadline', () => {
    vi.useFakeTimers({ now: NOW });
    const { result } = renderHook(() => useTimeLeft(at(HOUR + 90_000)));
    expect(result.current).toEqual({ days: 0, hours: 1, minutes: 2, expired: false });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toMatchObject({ hours: 1, minutes: 1 });
    // It wakes once a minute (each wake-up sets the next).
    for (let minute = 0; minute < 60; minute += 1) act(() => vi.advanceTimersByTime(MINUTE));
    expect(result.current).toMatchObject({ hours: 0, minutes: 1, expired: false });
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(result.current?.expired).toBe(true);
  });

  it('is null without a deadline', () => {
    const { result } = renderHook(() => useTimeLeft(null));
    expect(result.current).toBeNull();
  });
});
