import { describe, expect, it } from 'vitest';
import { absoluteManifestUrl, fetchRemoteList } from '../remote-list';

const respond = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

const help = {
  name: 'mfe-help',
  manifestUrl: '/remotes/mfe-help/mf-manifest.json',
  prefixes: ['/help'],
  enabled: true,
};

describe('remote list', () => {
  it('returns the validated list', async () => {
    const list = await fetchRemoteList(
      respond({ state: '1', errorCode: null, message: 'success', result: [help] }),
    );
    expect(list).toEqual([help]);
  });

  it('reads the list without the browser cache', async () => {
    let init: RequestInit | undefined;
    await fetchRemoteList((async (_url: string, options?: RequestInit) => {
      init = options;
      return new Response(JSON.stringify({ state: '1', errorCode: null, message: '', result: [] }));
    }) as unknown as typeof fetch);
    expect(init?.cache).toBe('no-cache');
  });

  it('gives an empty list for an invalid answer, an HTTP error or a network failure', async () => {
    const bad = { state: '1', errorCode: null, message: '', result: [{ ...help, name: 'mfe-unknown' }] };
    expect(await fetchRemoteList(respond(bad))).toEqual([]);
    expect(
      await fetchRemoteList(respond({ state: '0', errorCode: 10500, message: 'x', result: null })),
    ).toEqual([]);
    expect(await fetchRemoteList(respond('oops', 500))).toEqual([]);
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchRemoteList(offline)).toEqual([]);
  });

  it('resolves a manifest path against the page origin', () => {
    expect(absoluteManifestUrl('/remotes/mfe-help/mf-manifest.json', 'http://portal.test')).toBe(
      'http://portal.test/remotes/mfe-help/mf-manifest.json',
    );
    expect(absoluteManifestUrl('https://cdn.test/m.json', 'http://portal.test')).toBe(
      'https://cdn.test/m.json',
    );
  });
});
