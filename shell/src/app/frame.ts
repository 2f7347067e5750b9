import {
  DEFAULT_REMOTE_PREFIXES,
  type PageFrameKind,
  type PageFrameSession,
  REMOTE_NAMES,
  REMOTE_SLOT_ATTRIBUTE,
  type RemoteEntry,
} from '@portal/shared/contracts';
import { isPaymentReturn } from '@portal/shared/stores';
import { useSyncExternalStore } from 'react';

/**
 * The prerendered frame (issue 15): the page the API serves already holds the shell's header,
 * footer and, at `/`, the home page, rendered at build time (`src/prerender.tsx`) from the state
 * below. React hydrates that HTML with the same state, then renders the live state (the remote
 * list, the programme's rules, the session) in one update, so nothing is replaced or jumps.
 */
export interface FrameState {
  /** Every remote switched on, at its default prefixes. */
  remotes: RemoteEntry[];
  /** A visitor's programme offers every service (the API's seed). */
  supportTransport: boolean;
  supportAgreement: boolean;
  /** The session hint the page was chosen by (`in`: no Log In / Sign Up links). */
  isLogin: boolean;
}

export const FRAME_STATE: FrameState = {
  remotes: REMOTE_NAMES.map((name) => ({
    name,
    manifestUrl: `/remotes/${name}/mf-manifest.json`,
    prefixes: DEFAULT_REMOTE_PREFIXES[name],
    enabled: true,
  })),
  supportTransport: true,
  supportAgreement: true,
  isLogin: false,
};

/** Which frame is rendered (prerender) or hydrated (browser): set before rendering. */
export const setFrameSession = (session: PageFrameSession) => {
  FRAME_STATE.isLogin = session === 'in';
};

const subscribeNothing = () => () => {};
const live = () => true;
const framed = () => false;

/** False while the frame is prerendered or hydrated, true otherwise (and right after hydration). */
export const useHydrated = (): boolean => useSyncExternalStore(subscribeNothing, live, framed);

/** `liveValue` normally; the frame's value while the frame is prerendered or hydrated. */
export function useFramed<T>(liveValue: T, frameValue: T): T {
  return useHydrated() ? liveValue : frameValue;
}

/** The attributes of `#root` that say which frame the page holds. */
export interface FrameMarks {
  kind: PageFrameKind;
  language: string;
  session: PageFrameSession;
}

export const FRAME_ATTRIBUTES = {
  kind: 'data-frame',
  language: 'data-frame-lang',
  session: 'data-frame-session',
} as const;

/** Set on `#root` once React has taken the page over (hydrated or rendered) and answers clicks. */
export const LIVE_ATTRIBUTE = 'data-live';

/** The frame the server sent in `container`, or null (an empty page, e.g. the dev server's). */
export function readFrameMarks(container: HTMLElement): FrameMarks | null {
  const kind = container.getAttribute(FRAME_ATTRIBUTES.kind);
  const language = container.getAttribute(FRAME_ATTRIBUTES.language);
  const session = container.getAttribute(FRAME_ATTRIBUTES.session);
  if ((kind !== 'home' && kind !== 'route') || !language || (session !== 'in' && session !== 'out'))
    return null;
  if (!container.firstElementChild) return null;
  return { kind, language, session };
}

/**
 * The frame this page needs: `home` at `/` (unless back from the payment host, which renders the
 * Secure Checkout box instead), `route` everywhere else.
 */
export const frameKindFor = (location: { pathname: string; search: string }): PageFrameKind | null => {
  if (location.pathname !== '/') return 'route';
  return isPaymentReturn(location.search) ? null : 'home';
};

/** Whether React can take the server's frame over (same page kind and language) instead of replacing it. */
export const canHydrateFrame = (
  marks: FrameMarks | null,
  page: { pathname: string; search: string; language: string },
): marks is FrameMarks =>
  marks !== null && marks.language === page.language && marks.kind === frameKindFor(page);

/** A remote's screen the API put into the route frame (issue 22), kept before hydration. */
let remoteSlot: { html: string; language: string } | null = null;

/**
 * Before hydration: keeps the HTML of the remote's prerendered screen in `container` (the frame
 * in `language`), so the hydrate fallback renders that very HTML and React leaves it as it is.
 */
export function captureRemoteSlot(container: HTMLElement, language: string): void {
  const slot = container.querySelector(`[${REMOTE_SLOT_ATTRIBUTE}]`);
  remoteSlot = slot ? { html: slot.innerHTML, language } : null;
}

/** The kept screen's HTML while the page is still in its language (a switch shows the spinner). */
export const remoteSlotHtml = (language: string): string | null =>
  remoteSlot?.language === language ? remoteSlot.html : null;

/** Once a live route shows: the kept screen is never shown again. */
export const dropRemoteSlot = (): void => {
  remoteSlot = null;
};
