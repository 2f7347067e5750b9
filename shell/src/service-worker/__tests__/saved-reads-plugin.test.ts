import { SAVED_AT_HEADER } from '@portal/shared/offline/saved-reads';
import { describe, expect, it } from 'vitest';
import { savedReadKey, savedReadsPlugin } from '../saved-reads-plugin';

const envelope = (state: '0' | '1') =>
  new Response(JSON.stringify({ state, errorCode: state === '1' ? null : 20002, result: { items: [] } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const willUpdate = (response: Response) => {
  const hook = savedReadsPlugin(() => new Date('2026-11-28T08:00:00.000Z')).cacheWillUpdate;
  if (!hook) throw new Error('no cacheWillUpdate');
  return hook({
    response,
    request: new Request('https://portal.test/api/order/list'),
    event: {} as never,
    state: {},
  });
};

describe('the saved reads of the service worker', () => {
  it('keeps only a successful envelope, stamped with when it was saved', async () => {
    const kept = await willUpdate(envelope('1'));
    expect(kept?.headers.get(SAVED_AT_HEADER)).toBe('2026-11-28T08:00:00.000Z');
    expect(await kept?.json()).toMatchObject({ state: '1' });
    expect(await willUpdate(envelope('0'))).toBeNull();
    expect(await willUpdate(new Response('oops', { status: 500 }))).toBeNull();
  });

  it('saves a POST read under a GET key made of its URL, body and session', async () => {
    const post = (token: string, body: object) =>
      new Request('https://portal.test/api/order/list', {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const key = await savedReadKey(post('token-a', { tab: 0, page: 1 }));
    expect(key.method).toBe('GET');
    expect(new URL(key.url).searchParams.get('__body')).toBe('{"tab":0,"page":1}');
    expect(key.url).not.toContain('token-a');
    // The same read of the same session finds it; another session or another page does not.
    expect((await savedReadKey(post('token-a', { tab: 0, page: 1 }))).url).toBe(key.url);
    expect((await savedReadKey(post('token-b', { tab: 0, page: 1 }))).url).not.toBe(key.url);
    expect((await savedReadKey(post('token-a', { tab: 0, page: 2 }))).url).not.toBe(key.url);
  });

  it('keys a GET read by its URL and session', async () => {
    const get = new Request('https://portal.test/api/order/cip-detail?orderNo=FT-7K3D9Q', {
      headers: { authorization: 'token-a' },
    });
    const key = new URL((await savedReadKey(get)).url);
    expect(key.pathname).toBe('/api/order/cip-detail');
    expect(key.searchParams.get('orderNo')).toBe('FT-7K3D9Q');
    expect(key.searchParams.get('__body')).toBeNull();
  });
});
