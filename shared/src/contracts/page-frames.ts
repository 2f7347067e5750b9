import type { Language } from './languages';

/**
 * The prerendered page frames (issue 15). The shell's build renders its static frame (header,
 * footer and, for `/`, the home page in its logged-out state) into one HTML file per page kind,
 * language and session hint; the API serves the one matching the visitor's hint cookies, so the
 * first paint needs no script and shows no other language or the wrong header. The cookies are
 * hints only, mirrored from local storage by the browser: they never authenticate anything.
 */
export const PAGE_HINT_COOKIES = {
  /** The stored language, e.g. `pt-BR`. */
  language: 'portal-lang',
  /** `in` while the browser holds a session (the logged-in frame: no Log In / Sign Up links). */
  session: 'portal-session',
} as const;

/** `home`: the page at `/`; `route`: every other page (header and footer around a spinner). */
export type PageFrameKind = 'home' | 'route';
export type PageFrameSession = 'in' | 'out';

/** The folder under the shell's `dist` that holds the frames. */
export const PAGE_FRAMES_DIR = 'frames';

/** A frame's file name under `PAGE_FRAMES_DIR`, e.g. `home.pt-BR.out.html`. */
export const pageFrameFile = (kind: PageFrameKind, language: Language, session: PageFrameSession): string =>
  `${kind}.${language}.${session}.html`;

/**
 * A remote's prerendered first screen in a route frame (issue 22): the API puts the screen's HTML
 * (from the remote's own build, `prerender.json`) into the frame's `<main>` inside this element, and
 * the shell keeps it there, untouched, until the remote's live screen replaces it. `inert`: nobody
 * types into a screen that is not live yet; `aria-busy`: it is still loading.
 */
export const REMOTE_SLOT_ATTRIBUTE = 'data-remote-slot';
