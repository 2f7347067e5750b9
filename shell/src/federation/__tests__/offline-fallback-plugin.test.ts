import { describe, expect, it } from 'vitest';
import { createOfflineFallbackPlugin } from '../offline-fallback-plugin';
import { isRemoteLoadFailure } from '../remote-load-failure';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('the offline fallback runtime plugin', () => {
  const hook = createOfflineFallbackPlugin().errorLoadRemote as unknown as ErrorHook;

  it('answers the failure marker when loading the module fails', () => {
    const error = new Error('ScriptNetworkError');
    const answer = hook({ id: 'mfe-help/routes', error, lifecycle: 'onLoad' });
    expect(isRemoteLoadFailure(answer) && answer).toMatchObject({ id: 'mfe-help/routes', error });
  });

  it('leaves the other lifecycles alone (answering afterResolve breaks the runtime)', () => {
    expect(hook({ id: 'mfe-help/routes', error: null, lifecycle: 'afterResolve' })).toBeUndefined();
    expect(hook({ id: 'mfe-help/routes', error: null, lifecycle: 'beforeRequest' })).toBeUndefined();
  });
});
