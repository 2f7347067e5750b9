import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRemoteLoadFailure } from '../remote-load-failure';

/** The federation runtime, as `federation-instance.ts` makes it (its plugins are tested on their own). */
const federation = vi.hoisted(() => ({
  createPortalFederation: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
vi.mock('../federation-instance', () => ({
  createPortalFederation: federation.createPortalFederation,
}));

let loader: typeof import('../remote-loader');
beforeEach(async () => {
  vi.resetModules();
  federation.createPortalFederation.mockImplementation(() => ({
    loadRemote: federation.loadRemote,
    registerRemotes: federation.registerRemotes,
  }));
  loader = await import('../remote-loader');
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

const remotes = [{ name: 'mfe-help', entry: 'http://portal.test/remotes/mfe-help/mf-manifest.json' }];

describe('the remote loader', () => {
  it('does not load the federation runtime when remotes are registered', () => {
    loader.registerRemotes(remotes);
    expect(federation.createPortalFederation).not.toHaveBeenCalled();
  });

  it('loads the runtime with the registered remotes on the first loadRemote, once', async () => {
    const routes = { routes: [] };
    federation.loadRemote.mockResolvedValue(routes);
    loader.registerRemotes(remotes);
    expect(await loader.loadRemote('mfe-help/routes')).toBe(routes);
    expect(await loader.loadRemote('mfe-help/routes')).toBe(routes);
    expect(federation.createPortalFederation).toHaveBeenCalledTimes(1);
    expect(federation.createPortalFederation).toHaveBeenCalledWith(remotes);
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe-help/routes');
  });

  it('answers the failure marker when the runtime throws or answers nothing', async () => {
    federation.loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const first = await loader.loadRemote('mfe-help/routes');
    const second = await loader.loadRemote('mfe-help/routes');
    expect(isRemoteLoadFailure(first) && first.id).toBe('mfe-help/routes');
    expect(isRemoteLoadFailure(second)).toBe(true);
  });

  it("passes the runtime's own failure marker (the errorLoadRemote plugin's) through", async () => {
    const { REMOTE_LOAD_FAILED } = await import('../remote-load-failure');
    const marker = { [REMOTE_LOAD_FAILED]: true, id: 'mfe-help/routes', error: null };
    federation.loadRemote.mockResolvedValue(marker);
    expect(await loader.loadRemote('mfe-help/routes')).toBe(marker);
  });

  it('tries the runtime again after it failed to load', async () => {
    federation.createPortalFederation.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    federation.loadRemote.mockResolvedValue({ routes: [] });
    expect(isRemoteLoadFailure(await loader.loadRemote('mfe-help/routes'))).toBe(true);
    expect(await loader.loadRemote('mfe-help/routes')).toEqual({ routes: [] });
    expect(federation.createPortalFederation).toHaveBeenCalledTimes(2);
  });

  it('hands remotes registered after the runtime loaded to the runtime', async () => {
    await loader.loadFederation();
    loader.registerRemotes(remotes);
    await loader.loadFederation();
    expect(federation.registerRemotes).toHaveBeenCalledWith(remotes, { force: true });
  });

  it('loads the runtime when the browser is idle', async () => {
    let idle: (() => void) | null = null;
    const win = {
      requestIdleCallback: (callback: () => void) => {
        idle = callback;
        return 1;
      },
    } as unknown as Window;
    loader.loadFederationWhenIdle(win);
    expect(federation.createPortalFederation).not.toHaveBeenCalled();
    (idle as (() => void) | null)?.();
    await vi.waitFor(() => expect(federation.createPortalFederation).toHaveBeenCalledTimes(1));
  });

  it('falls back to a short timer where the browser has no idle callback', async () => {
    vi.useFakeTimers();
    loader.loadFederationWhenIdle({ setTimeout } as unknown as Window);
    expect(federation.createPortalFederation).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(federation.createPortalFederation).toHaveBeenCalledTimes(1);
  });
});
