import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetChosenReact } from '../react-slot/slot';

// What the build defines: the shares' versions.
(globalThis as { __EMBED_SHARES__?: Record<string, string> }).__EMBED_SHARES__ = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-dom/client': '19.3.1',
  zustand: '5.1.0',
};

/** A parcel of plain DOM that listens on the page while mounted, standing in for Fast Track's. */
const onResize = () => undefined;
const parcel = {
  bootstrap: vi.fn(async () => undefined),
  mount: vi.fn(async (props: { domElement: HTMLElement; lang?: string }) => {
    const text = document.createElement('p');
    text.textContent = `widget ${props.lang ?? '-'}`;
    props.domElement.append(text);
    window.addEventListener('resize', onResize);
  }),
  update: vi.fn(async (props: { domElement: HTMLElement; lang?: string }) => {
    const text = props.domElement.querySelector('p');
    if (text) text.textContent = `widget ${props.lang ?? '-'}`;
  }),
  unmount: vi.fn(async (props: { domElement: HTMLElement }) => {
    props.domElement.replaceChildren();
    window.removeEventListener('resize', onResize);
  }),
};

const federation = vi.hoisted(() => ({
  createEmbedFederation: vi.fn((_shares: Record<string, { version: string }>) => ({})),
  loadExposed: vi.fn(),
}));
vi.mock('../federation', () => federation);
const ownReactLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../own-react', () => ({
  get ownReact() {
    ownReactLoaded.count += 1;
    return { React, ReactDOM, ReactDOMClient };
  },
}));
const setUpForPage = vi.hoisted(() => vi.fn());
vi.mock('../portal-modules', () => ({
  portalNamespace: () => ({ PORTAL_SHARED_MODULES: { zustand: {} }, setUpForPage }),
}));

const { createPortalWidget } = await import('../widget-loader');

const LOADER = 'https://portal.example/embed/widget.js';
const remote = (enabled: boolean) => ({
  name: 'mfe-fast-track',
  manifestUrl: '/remotes/mfe-fast-track/mf-manifest.json',
  prefixes: ['/fast-track'],
  enabled,
});
const serveRegistry = (enabled = true) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ state: '1', result: [remote(enabled)] }), { status: 200 }),
    ),
  );

const issuerElement = () => {
  const element = document.createElement('div');
  element.innerHTML = '<p>The issuer’s own text</p>';
  document.body.append(element);
  return element;
};
/** What the widget rendered in the shadow root's container. */
const shadowText = (element: HTMLElement) =>
  element.querySelector('portal-airport-services')?.shadowRoot?.querySelector('div')?.textContent ?? null;

beforeEach(() => {
  forgetChosenReact();
  ownReactLoaded.count = 0;
  federation.loadExposed.mockResolvedValue(parcel);
  serveRegistry();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  document.body.replaceChildren();
});

describe('PortalWidget.mount', () => {
  it('mounts the widget in a shadow root on the element, and unmount leaves the element as it was', async () => {
    const element = issuerElement();
    const before = element.innerHTML;
    const widget = await createPortalWidget(LOADER).mount(element, { lang: 'pt-BR', airport: 'LHR' });

    expect(element.children).toHaveLength(2);
    expect(shadowText(element)).toBe('widget pt-BR');
    expect(federation.loadExposed).toHaveBeenCalledWith(
      {},
      {
        name: 'mfe-fast-track',
        manifestUrl: 'https://portal.example/remotes/mfe-fast-track/mf-manifest.json',
      },
      'widget',
    );
    expect(parcel.mount).toHaveBeenCalledWith(
      expect.objectContaining({
        lang: 'pt-BR',
        airport: 'LHR',
        portalUrl: 'https://portal.example/',
        remotes: [remote(true)],
      }),
    );
    expect(setUpForPage).toHaveBeenCalledWith('https://portal.example/');
    // single-spa's navigation helper is no global the widget leaves.
    expect('singleSpaNavigate' in window).toBe(false);

    await widget.update({ lang: 'es-ES' });
    expect(shadowText(element)).toBe('widget es-ES');

    await widget.unmount();
    expect(parcel.unmount).toHaveBeenCalledTimes(1);
    expect(element.innerHTML).toBe(before);
    // Twice is once.
    await widget.unmount();
    expect(parcel.unmount).toHaveBeenCalledTimes(1);
    await expect(widget.update({ lang: 'en-US' })).rejects.toThrow(/unmounted/);
  });

  it('runs two widgets on one page, each removed on its own', async () => {
    const portal = createPortalWidget(LOADER);
    const [a, b] = [issuerElement(), issuerElement()];
    const first = await portal.mount(a, { lang: 'en-US' });
    const second = await portal.mount(b, { lang: 'es-ES' });
    expect([shadowText(a), shadowText(b)]).toEqual(['widget en-US', 'widget es-ES']);

    await first.unmount();
    expect(a.querySelector('portal-airport-services')).toBeNull();
    expect(shadowText(b)).toBe('widget es-ES');
    await second.unmount();
    // React, the runtime and the registry came once for both.
    expect(ownReactLoaded.count).toBe(1);
    expect(federation.createEmbedFederation).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renders with the page’s React when it hands over a compatible one, without downloading its own', async () => {
    const page = {
      React: { ...React, version: '19.4.0' },
      ReactDOM: { ...ReactDOM, version: '19.4.0' },
      ReactDOMClient,
    };
    const widget = await createPortalWidget(LOADER).mount(issuerElement(), { react: page });
    const shares = federation.createEmbedFederation.mock.calls[0]?.[0];
    expect(shares?.react?.version).toBe('19.4.0');
    expect(ownReactLoaded.count).toBe(0);
    await widget.unmount();
  });

  it('brings its own React when the page’s is not one the widget was built for', async () => {
    const page = { React: { version: '18.3.1' }, ReactDOM: { version: '18.3.1' }, ReactDOMClient };
    const widget = await createPortalWidget(LOADER).mount(issuerElement(), { react: page });
    expect(federation.createEmbedFederation.mock.calls[0]?.[0]?.react?.version).toBe(React.version);
    expect(ownReactLoaded.count).toBe(1);
    await widget.unmount();
  });

  it('leaves nothing behind when Fast Track is switched off, and says so', async () => {
    serveRegistry(false);
    const element = issuerElement();
    const before = element.innerHTML;
    await expect(createPortalWidget(LOADER).mount(element)).rejects.toThrow(/not available/);
    expect(element.innerHTML).toBe(before);
    expect(parcel.mount).not.toHaveBeenCalled();
  });

  it('asks for an element', async () => {
    await expect(createPortalWidget(LOADER).mount('#x' as unknown as Element)).rejects.toThrow(TypeError);
  });
});
