import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RegisteredRemote } from './federation-instance';
import { REMOTE_LOAD_FAILED, type RemoteLoadFailure } from './remote-load-failure';

/**
 * The shell's door to its remotes. The Module Federation 2 runtime is not on the page's start-up
 * path: `federation-instance.ts` is imported when the browser is first idle after hydration
 * (`loadFederationWhenIdle`) or at once by the first `loadRemote` (a click toward a remote, a cold
 * load into one, a payment return), whichever comes first.
 */

let registered: readonly RegisteredRemote[] = [];
let instance: Promise<ModuleFederation> | null = null;

/** Where each enabled remote's manifest is (absolute URLs). Nothing is downloaded yet. */
export function registerRemotes(remotes: readonly RegisteredRemote[]) {
  registered = remotes;
  if (instance) void instance.then((federation) => federation.registerRemotes([...remotes], { force: true }));
}

/** The federation runtime, loaded once (a failed load is tried again on the next call). */
export function loadFederation(): Promise<ModuleFederation> {
  instance ??= import(/* webpackChunkName: "federation" */ './federation-instance')
    .then(({ createPortalFederation }) => createPortalFederation(registered))
    .catch((error: unknown) => {
      instance = null;
      throw error;
    });
  return instance;
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** Runs `work` when the browser has nothing else to do (within 2 s at the latest). */
export function whenIdle(work: () => void, win: IdleWindow = window) {
  if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout: 2000 });
  else win.setTimeout(work, 200);
}

/** Loads the runtime when the browser is idle. */
export function loadFederationWhenIdle(win: IdleWindow = window) {
  whenIdle(() => void loadFederation().catch(() => undefined), win);
}

/**
 * One exposed module of a remote, `'<remote>/<module>'` (e.g. `mfe-help/routes`); the failure
 * marker when the remote or its module could not be loaded (the runtime's `errorLoadRemote`
 * plugin answers it). A failed remote is tried afresh on the next call ("Try again").
 */
export async function loadRemote<T = unknown>(id: string): Promise<T | RemoteLoadFailure> {
  try {
    const federation = await loadFederation();
    const module = await federation.loadRemote<T>(id);
    if (module === null || module === undefined) throw new Error(`${id}: no module`);
    return module;
  } catch (error) {
    const failure: RemoteLoadFailure = { [REMOTE_LOAD_FAILED]: true, id, error };
    return failure;
  }
}
