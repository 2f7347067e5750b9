import { i18n, initI18n } from '@portal/shared/i18n';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type DataRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shellRoutes } from '../create-app-router';
import { captureRemoteSlot, dropRemoteSlot, remoteSlotHtml } from '../frame';

/** The shell's router as the page renders it (`App` adds the dialogs beside it). */
const Page = ({ router }: { router: DataRouter }) => <RouterProvider router={router} />;

/** The slot as the API writes it (`api/src/plugins/remote-screens.ts`). */
const REMOTE_SLOT_OPEN_TAG = '<div data-remote-slot="" inert="" aria-busy="true">';

/** What a remote prerendered for /help, as the API put it into the route frame (issue 22). */
const SCREEN =
  '<div class="page"><h1>Help &amp; FAQs</h1><p>Find answers about your account</p><input type="search" aria-label="Search"></div>';

const LIVE_ROUTES: RouteObject[] = [
  {
    path: '/help',
    element: (
      <div className="page">
        <h1>Help &amp; FAQs</h1>
        <p>The live screen</p>
      </div>
    ),
  },
];

/** The shell's router at /help; the remote's routes arrive when `arrive` is called. */
const helpRouter = () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createMemoryRouter(shellRoutes(), {
    initialEntries: ['/help'],
    patchRoutesOnNavigation: async ({ patch }) => {
      await arrived;
      patch('root', LIVE_ROUTES);
    },
  });
  return { router, arrive };
};

/** The router at /help while the remote's routes never arrive (as the build prerenders the frame). */
const pendingRouter = () =>
  createMemoryRouter(shellRoutes(), {
    initialEntries: ['/help'],
    patchRoutesOnNavigation: () => new Promise<void>(() => {}),
  });

/** The route frame as the build prerenders it (spinner in `<main>`), with the API's slot in its place. */
const servedPage = () => {
  const frame = renderToString(<Page router={pendingRouter()} />);
  const main = /<main\b[^>]*>/.exec(frame);
  if (!main) throw new Error('the frame has no <main>');
  const start = main.index + main[0].length;
  return `${frame.slice(0, start)}${REMOTE_SLOT_OPEN_TAG}${SCREEN}</div>${frame.slice(frame.indexOf('</main>'))}`;
};

// React's act() for the hydration below.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const hydrate = async (container: HTMLElement, onRecoverableError: (error: unknown) => void) => {
  const { router, arrive } = helpRouter();
  await act(async () => {
    root = hydrateRoot(container, <Page router={router} />, { onRecoverableError });
  });
  return arrive;
};

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  dropRemoteSlot();
  document.body.innerHTML = '';
  await i18n.changeLanguage('en-US');
});

describe("a remote's prerendered screen in the route frame", () => {
  it('is kept from the page before hydration, in the language of the frame, until dropped', () => {
    const container = document.createElement('div');
    container.innerHTML = `<main>${REMOTE_SLOT_OPEN_TAG}${SCREEN}</div></main>`;
    captureRemoteSlot(container, 'en-US');
    expect(remoteSlotHtml('en-US')).toBe(container.querySelector('[data-remote-slot]')?.innerHTML);
    expect(remoteSlotHtml('en-US')).toContain('Find answers about your account');
    expect(remoteSlotHtml('pt-BR')).toBeNull();
    dropRemoteSlot();
    expect(remoteSlotHtml('en-US')).toBeNull();

    container.innerHTML = '<main><div role="status">Loading</div></main>';
    captureRemoteSlot(container, 'en-US');
    expect(remoteSlotHtml('en-US')).toBeNull();
  });

  it('is rendered by the hydrate fallback as the very element the API writes', () => {
    const container = document.createElement('div');
    container.innerHTML = `<main>${REMOTE_SLOT_OPEN_TAG}${SCREEN}</div></main>`;
    captureRemoteSlot(container, 'en-US');
    const html = renderToString(<Page router={pendingRouter()} />);
    expect(html).toContain(`${REMOTE_SLOT_OPEN_TAG}${remoteSlotHtml('en-US')}</div></main>`);
  });

  it('hydrates as it is (no error, the same nodes), then the live screen replaces it and it is gone for good', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = servedPage();
    const slot = container.querySelector('[data-remote-slot]');
    const heading = slot?.querySelector('h1');
    captureRemoteSlot(container, 'en-US');
    const onRecoverableError = vi.fn();
    const arrive = await hydrate(container, onRecoverableError);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-remote-slot]')).toBe(slot);
    expect(slot?.querySelector('h1')).toBe(heading);
    expect(slot?.innerHTML).toBe(SCREEN);
    expect(slot).toHaveAttribute('inert');
    expect(slot).toHaveAttribute('aria-busy', 'true');

    await act(async () => arrive());
    expect(container.querySelector('[data-remote-slot]')).toBeNull();
    expect(container.querySelector('main')?.textContent).toContain('The live screen');
    expect(remoteSlotHtml('en-US')).toBeNull();
  });

  it('gives way to the spinner when the language changes before the remote arrives', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = servedPage();
    captureRemoteSlot(container, 'en-US');
    await hydrate(container, vi.fn());
    expect(container.querySelector('[data-remote-slot]')).not.toBeNull();

    await act(async () => {
      await i18n.changeLanguage('pt-BR');
    });
    expect(container.querySelector('[data-remote-slot]')).toBeNull();
    expect(container.querySelector('main [role="status"]')).not.toBeNull();
    expect(container.textContent).not.toContain('Find answers about your account');
  });
});
