import { describe, expect, it } from 'vitest';
import { localDateFromToday } from '../local-date';

describe('localDateFromToday', () => {
  it('counts days on the browser’s calendar, across months and years', () => {
    expect(localDateFromToday(0, new Date(2030, 6, 16, 0, 5))).toBe('2030-07-16');
    expect(localDateFromToday(1, new Date(2030, 11, 31, 23, 30))).toBe('2031-01-01');
    expect(localDateFromToday(1, new Date(2032, 1, 28, 12))).toBe('2032-02-29');
    expect(localDateFromToday(-1, new Date(2030, 2, 1, 9))).toBe('2030-02-28');
  });

  it('is today by default', () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(localDateFromToday()).toBe(
      `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    );
  });
});
