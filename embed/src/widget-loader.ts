import tokens from '@portal/shared/tokens.css?raw';
import { defaultFontPx, type HostStyles, hostStyles } from './host-styles';
import { compatiblePageReact } from './react-compat';
import { chooseReact, type ReactSet } from './react-slot/slot';
import { type RegistryEntry, readRegistry } from './registry';
import { createShadowHost } from './shadow-host';
import { embedShares } from './shares';
import { createStyleShelf } from './style-shelf';

/**
 * `/embed/widget.js`: what an issuer's page loads with one script tag, then one call,
 * `PortalWidget.mount(element, options)` (README, "Embedding the booking widget"). It reads the
 * portal's registry, starts the Module Federation 2 runtime with React and the portal's shared
 * modules as shares, loads Fast Track's `./widget` (single-spa parcel lifecycles) and mounts it
 * with single-spa's `mountRootParcel` into a shadow root on the element. Everything but this file
 * loads with the first mount. `PortalWidget` is the one global it defines.
 */

declare const __EMBED_SHARES__: Readonly<Record<string, string>>;

/** The remote that releases the widget, and the module it exposes. */
const WIDGET_REMOTE = 'mfe-fast-track';
const WIDGET_MODULE = 'widget';

/** What the page may set, at mount and with `update`. */
export interface WidgetOptions {
  /** en-US (default), pt-BR or es-ES. */
  lang?: string;
  /** A search to start with: an IATA airport code, a date (`YYYY-MM-DD`), departure or arrival. */
  airport?: string;
  date?: string;
  direction?: string;
  /** The level of the widget's heading in the page (2, 3 or 4; default 2). */
  headingLevel?: number;
}

export interface MountOptions extends WidgetOptions {
  /** A page running React 19 hands it over: `{ React, ReactDOM, ReactDOMClient }`. */
  react?: unknown;
}

export interface WidgetHandle {
  update: (options: WidgetOptions) => Promise<void>;
  /** Removes everything the widget added to the element. */
  unmount: () => Promise<void>;
}

export interface PortalWidgetApi {
  mount: (element: Element, options?: MountOptions) => Promise<WidgetHandle>;
}

interface Parcel {
  mountPromise: Promise<unknown>;
  update?: (props: Record<string, unknown>) => Promise<unknown>;
  unmount: () => Promise<unknown>;
}

const widgetProps = (options: WidgetOptions): Record<string, unknown> => {
  const props: Record<string, unknown> = {};
  for (const key of ['lang', 'airport', 'date', 'direction'] as const)
    if (typeof options[key] === 'string') props[key] = options[key];
  if ([2, 3, 4].includes(Number(options.headingLevel))) props.headingLevel = Number(options.headingLevel);
  return props;
};

/** Loads once; a failed load is tried again on the next call. */
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
};

export const createPortalWidget = (loaderUrl: string, doc: Document = document): PortalWidgetApi => {
  const portalUrl = new URL('/', loaderUrl).href;
  const shelf = createStyleShelf(doc, [new URL('./', loaderUrl).href]);
  let styles: HostStyles | null = null;
  const stylesFor = (root: ShadowRoot) => {
    styles ??= hostStyles(tokens, defaultFontPx(root));
    return styles;
  };

  let react: Promise<ReactSet> | null = null;
  /** The chosen React's version, known at once (the page's, or the build's for the loader's own). */
  let reactVersion = __EMBED_SHARES__.react ?? '';
  /**
   * The page's React when it hands over a compatible one, else the loader's own; the first mount
   * decides, for every widget on the page.
   */
  const chooseReactFor = (offered: unknown): Promise<ReactSet> => {
    if (!react) {
      const page = compatiblePageReact(offered, __EMBED_SHARES__.react ?? '');
      if (page) reactVersion = page.React.version;
      const set = page
        ? Promise.resolve(page)
        : import(/* webpackChunkName: "react" */ './own-react').then((module) => module.ownReact);
      react = set.then((chosen) => {
        chooseReact(chosen);
        return chosen;
      });
      react.catch(() => {
        react = null;
      });
    }
    return react;
  };
  const chosenReact = () => react ?? Promise.reject(new Error('PortalWidget: React is not chosen yet.'));

  const loadPortal = once(() => import(/* webpackChunkName: "portal" */ './portal-modules'));
  const portalModules = once(async () => {
    const [, chunk] = await Promise.all([chosenReact(), loadPortal()]);
    const namespace = chunk.portalNamespace();
    namespace.setUpForPage(portalUrl);
    return namespace.PORTAL_SHARED_MODULES;
  });
  const registry = once(() => readRegistry(portalUrl));
  const singleSpa = once(async () => {
    const had = 'singleSpaNavigate' in window;
    const module = await import(/* webpackChunkName: "single-spa" */ 'single-spa');
    // single-spa offers pages a navigation helper; the widget needs none, so it leaves no such global.
    if (!had) delete (window as { singleSpaNavigate?: unknown }).singleSpaNavigate;
    return module;
  });
  // The runtime starts without waiting for React: the remote's manifest and container load while
  // React does; the container asks for React's modules only when the widget's code needs them.
  const federation = once(async () => {
    const runtime = await import(/* webpackChunkName: "federation" */ './federation');
    const modules = async (): Promise<Record<string, unknown>> => {
      const set = await chosenReact();
      return { react: set.React, 'react-dom': set.ReactDOM, 'react-dom/client': set.ReactDOMClient };
    };
    const chosen = { version: reactVersion, modules };
    const instance = runtime.createEmbedFederation(embedShares(__EMBED_SHARES__, chosen, portalModules));
    return { instance, loadExposed: runtime.loadExposed };
  });
  const widgetModule = once(async () => {
    const [entries, { instance, loadExposed }] = await Promise.all([registry(), federation()]);
    const entry = entries.find((candidate) => candidate.name === WIDGET_REMOTE);
    if (!entry?.enabled) throw new Error('PortalWidget: Fast Track is not available on the portal now.');
    const manifestUrl = new URL(entry.manifestUrl, portalUrl).href;
    shelf.allow(new URL('./', manifestUrl).href);
    return { entries, module: await loadExposed(instance, { name: entry.name, manifestUrl }, WIDGET_MODULE) };
  });

  const mount = async (element: Element, options: MountOptions = {}): Promise<WidgetHandle> => {
    if (!(element instanceof HTMLElement))
      throw new TypeError('PortalWidget.mount: give it an element of the page.');
    const host = createShadowHost(element, stylesFor);
    shelf.attach(host.root);
    try {
      // Everything at once: React, the registry, the runtime, single-spa and the portal's modules.
      const [, { entries, module }, { mountRootParcel }] = await Promise.all([
        chooseReactFor(options.react),
        widgetModule(),
        singleSpa(),
        portalModules(),
      ]);
      let props: Record<string, unknown> & { domElement: HTMLElement } = {
        ...widgetProps(options),
        domElement: host.container,
        portalUrl,
        remotes: entries satisfies RegistryEntry[],
      };
      const parcel = mountRootParcel(module as never, props) as unknown as Parcel;
      await parcel.mountPromise;
      let unmounted: Promise<void> | null = null;
      return {
        update: async (next) => {
          if (unmounted) throw new Error('PortalWidget: this widget is unmounted.');
          props = { ...props, ...widgetProps(next) };
          await parcel.update?.(props);
        },
        unmount: () => {
          unmounted ??= parcel.unmount().then(() => {
            shelf.detach(host.root);
            host.remove();
          });
          return unmounted;
        },
      };
    } catch (error) {
      shelf.detach(host.root);
      host.remove();
      throw error;
    }
  };

  return { mount };
};

declare global {
  interface Window {
    PortalWidget?: PortalWidgetApi;
  }
}

// The script's own address names the portal (its API, its remotes, where the cardholder goes on).
const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src && !window.PortalWidget) {
  window.PortalWidget = Object.freeze(createPortalWidget(script.src));
}
