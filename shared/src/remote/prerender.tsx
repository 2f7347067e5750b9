/**
 * A remote's public first screens, rendered at build time (issue 22). A remote with such screens
 * has a `src/prerender.tsx` exporting `renderScreens = () => renderRemoteScreens(routes, paths)`;
 * its production build (`@portal/shared/build`, `prerender: true`) bundles that for Node, runs it
 * once and writes `dist/prerender.json`, which the API puts into the pages of those paths. Node
 * only: a browser bundle never imports this module.
 *
 * Each screen is the remote's own route table rendered in a memory router, in every language, for
 * a logged-out visitor with nothing stored. No API answers at build time: a screen whose content
 * comes from a call shows its loading state.
 */
import { i18n, initI18n, type Language, SUPPORTED_LANGUAGES } from '@portal/shared/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

export interface RenderedScreen {
  path: string;
  language: Language;
  /** The HTML the route renders (what the shell's layout shows in its `<main>`). */
  html: string;
  /** The bundle's chunks the render loaded: the build maps them to the CSS the screen needs. */
  chunks: string[];
}

/** The bundler's runtime, in a bundle (`__webpack_require__.e` loads a chunk); absent in tests. */
declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> } | undefined;

/** Runs `render`, noting every chunk it loads (the route's screen, its texts). */
async function noteChunks<T>(render: () => Promise<T>): Promise<{ result: T; chunks: string[] }> {
  const runtime = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
  if (!runtime) return { result: await render(), chunks: [] };
  const chunks = new Set<string>();
  const ensureChunk = runtime.e;
  runtime.e = (chunkId) => {
    chunks.add(String(chunkId));
    return ensureChunk(chunkId);
  };
  try {
    return { result: await render(), chunks: [...chunks] };
  } finally {
    runtime.e = ensureChunk;
  }
}

/** `path`'s screen, once its route's code, texts and loaders are in. */
async function renderScreen(routes: RouteObject[], path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    const { errors, location } = router.state;
    if (errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(errors)}`);
    if (location.pathname !== path) throw new Error(`prerender: ${path} went to ${location.pathname}.`);
    return renderToString(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } finally {
    router.dispose();
  }
}

/** Every language's render of each of `paths` (public screens of `routes`). */
export async function renderRemoteScreens(
  routes: RouteObject[],
  paths: readonly string[],
): Promise<RenderedScreen[]> {
  await initI18n();
  const screens: RenderedScreen[] = [];
  for (const language of SUPPORTED_LANGUAGES) {
    await i18n.changeLanguage(language);
    for (const path of paths) {
      const { result: html, chunks } = await noteChunks(() => renderScreen(routes, path));
      screens.push({ path, language, html, chunks });
    }
  }
  return screens;
}
