import { describe, expect, it, vi } from 'vitest';
import { readRegistry } from '../registry';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const FAST_TRACK = {
  name: 'mfe-fast-track',
  manifestUrl: '/remotes/mfe-fast-track/mf-manifest.json',
  prefixes: ['/fast-track'],
  enabled: true,
};

describe('the registry on an issuer’s page', () => {
  it("is read from the portal's API, never from a cache, with the portal's headers", async () => {
    const fetchImpl = answer({ state: '1', errorCode: null, message: 'success', result: [FAST_TRACK] });
    expect(await readRegistry('https://portal.example/', fetchImpl)).toEqual([FAST_TRACK]);
    expect(fetchImpl).toHaveBeenCalledWith('https://portal.example/api/public/remotes', {
      cache: 'no-cache',
      headers: { accept: 'application/json', channel: 'web' },
    });
  });

  it('refuses an answer that does not name the services, or a failure', async () => {
    await expect(
      readRegistry('https://portal.example/', answer({ state: '0', result: null })),
    ).rejects.toThrow(/did not name its services/);
    await expect(
      readRegistry(
        'https://portal.example/',
        answer({ state: '1', result: [{ ...FAST_TRACK, enabled: 'yes' }] }),
      ),
    ).rejects.toThrow(/did not name/);
    await expect(readRegistry('https://portal.example/', answer({}, 403))).rejects.toThrow(/403/);
  });
});
