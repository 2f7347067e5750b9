import type { ApiOutcome } from '@portal/shared/http';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRead } from '../use-read';

const ok = <T,>(result: T): ApiOutcome<T> => ({ ok: true, result });

/** A read the test answers by hand, one promise a call. */
const deferredRead = <T,>() => {
  const calls: { signal: AbortSignal; resolve: (outcome: ApiOutcome<T>) => void; reject: () => void }[] = [];
  const read = vi.fn(
    (signal: AbortSignal) =>
      new Promise<ApiOutcome<T>>((resolve, reject) =>
        calls.push({ signal, resolve, reject: () => reject(new Error('offline')) }),
      ),
  );
  return { read, calls };
};

describe('useRead', () => {
  it('loads, then shows the answer', async () => {
    const { result } = renderHook(() => useRead(async () => ok({ lanes: 2 }), 'LHR'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { lanes: 2 } }));
  });

  it('shows a business failure with its text, and asks again from scratch on retry', async () => {
    const read = vi
      .fn<(signal: AbortSignal) => Promise<ApiOutcome<string>>>()
      .mockResolvedValueOnce({ ok: false, errorCode: 50003, message: 'Not found.', details: null })
      .mockResolvedValueOnce(ok('found'));
    const { result } = renderHook(() => useRead(read, 'x'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', errorCode: 50003 }));
    expect(result.current.status === 'error' && result.current.message).toBeTruthy();
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'found' }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('says a connection failure without a text (the http client has shown it)', async () => {
    const { result } = renderHook(() => useRead(() => Promise.reject(new Error('offline')), 'x'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'error', errorCode: null, message: null }),
    );
  });

  it('stays loading while there is nothing to ask, and asks once there is', async () => {
    const { result, rerender } = renderHook(
      ({ orderNo }: { orderNo: string | null }) =>
        useRead(orderNo ? async () => ok(`order ${orderNo}`) : null, orderNo ?? ''),
      { initialProps: { orderNo: null as string | null } },
    );
    expect(result.current.status).toBe('loading');
    rerender({ orderNo: 'FT-7K3D9Q' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'order FT-7K3D9Q' }));
  });

  it('keeps the answer on screen while refreshing, and drops it for another key', async () => {
    const { read, calls } = deferredRead<string>();
    const { result, rerender } = renderHook(({ key }) => useRead(read, key), { initialProps: { key: 'a' } });
    await act(async () => calls[0]?.resolve(ok('first')));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', refreshing: false });

    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', refreshing: true });
    // A refresh that cannot connect keeps what is shown.
    await act(async () => calls[1]?.reject());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', refreshing: false });

    act(() => result.current.refresh());
    await act(async () => calls[2]?.resolve(ok('second')));
    expect(result.current).toMatchObject({ status: 'ready', data: 'second', refreshing: false });

    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
  });

  it('cancels the question when the key changes or the screen goes, and ignores its late answer', async () => {
    const { read, calls } = deferredRead<string>();
    const { result, rerender, unmount } = renderHook(({ key }) => useRead(read, key), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.resolve(ok('stale')));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1]?.resolve(ok('fresh')));
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresh' });
    unmount();
    expect(calls[1]?.signal.aborted).toBe(true);
  });
});
