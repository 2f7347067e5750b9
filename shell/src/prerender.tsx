/**
 * The build-time render of the shell's frame (issue 15), bundled for Node by the build factory
 * (`@portal/shared/build`, `prerenderConfig`) and run once after the browser build: the same
 * `App` and routes as the browser, in a memory router, in every language and for both session
 * hints. `#root`'s HTML only; the factory puts it into the page with the CSS inline.
 */
import {
  BOOKING_SERVICE_KEYS,
  type Language,
  type PageFrameKind,
  type PageFrameSession,
} from '@portal/shared/contracts';
import { i18n, initI18n, SUPPORTED_LANGUAGES, startMessagesElement } from '@portal/shared/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { shellRoutes } from './app/create-app-router';
import { setFrameSession } from './app/frame';
import { homeIntro } from './features/home/home-intro';

export interface RenderedFrame {
  kind: PageFrameKind;
  language: Language;
  session: PageFrameSession;
  /** The page's title in that language. */
  title: string;
  /** The page's `<meta name="description">` in that language (what search results show). */
  description: string;
  /** The inner HTML of `#root`. */
  html: string;
  /** The start-up texts in that language, as an element for the page (handed to i18next at start). */
  startMessages: string;
}

/** Any path a remote owns: the router waits for its routes, so it shows the hydrate fallback. */
const ROUTE_FRAME_PATH = '/help';

const renderFrame = (kind: PageFrameKind, session: PageFrameSession): string => {
  setFrameSession(session);
  const router = createMemoryRouter(shellRoutes(), {
    initialEntries: [kind === 'home' ? '/' : ROUTE_FRAME_PATH],
    // As in the browser: the remote's routes are still on their way when the page is first drawn.
    patchRoutesOnNavigation: () => new Promise<void>(() => {}),
  });
  try {
    return renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
};

export async function renderFrames(): Promise<RenderedFrame[]> {
  await initI18n();
  const frames: RenderedFrame[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    await i18n.changeLanguage(language);
    const startMessages = startMessagesElement(language, {
      common: i18n.getResourceBundle(language, 'common'),
      shell: i18n.getResourceBundle(language, 'shell'),
    });
    for (const kind of ['home', 'route'] as const) {
      for (const session of ['out', 'in'] as const) {
        frames.push({
          kind,
          language,
          session,
          title: i18n.t('shell:appName'),
          // What the portal offers, in a sentence: the home page's introduction (every service).
          description: homeIntro(i18n.t, BOOKING_SERVICE_KEYS),
          html: renderFrame(kind, session),
          startMessages,
        });
      }
    }
  }
  return frames;
}
