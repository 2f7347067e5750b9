import { describe, expect, it } from 'vitest';
import { memo } from './memo';

describe('memo', () => {
  it('loads once for concurrent readers and again after invalidation', async () => {
    let loads = 0;
    const value = memo(async () => {
      loads += 1;
      return loads;
    });
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([1, 1, 1]);
    value.invalidate();
    expect(await value.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a load that started before an invalidation', async () => {
    let release: (n: number) => void = () => {};
    let calls = 0;
    const value = memo(() => {
      calls += 1;
      return calls === 1 ? new Promise<number>((resolve) => (release = resolve)) : Promise.resolve(99);
    });
    const stale = value.get();
    value.invalidate();
    release(1);
    expect(await stale).toBe(1);
    expect(await value.get()).toBe(99);
  });

  it('reloads after the time to live', async () => {
    let loads = 0;
    const value = memo(async () => ++loads, 20);
    expect(await value.get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await value.get()).toBe(2);
  });
});
