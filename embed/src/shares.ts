/**
 * The shares the loader hands the Module Federation 2 runtime, as the shell does
 * (`shell/src/federation/host-shares.ts`): each module once, a singleton, in the version the build
 * names and checked against the same range, so the widget's production container (which bundles
 * none) uses these. React, react-dom and `react-dom/client` are the chosen React's (the page's or
 * the loader's own), versioned as that React is; the rest come from the loader's `portal` chunk.
 * All are handed over lazily (`get`): nothing downloads until a widget is mounted.
 */
export interface EmbedShare {
  version: string;
  get: () => Promise<() => unknown>;
  shareConfig: { singleton: true; requiredVersion: string };
}

/** The chosen React's modules by share key. */
export const REACT_SHARE_KEYS = ['react', 'react-dom', 'react-dom/client'] as const;

export const embedShares = (
  versions: Readonly<Record<string, string>>,
  chosen: { version: string; modules: () => Promise<Readonly<Record<string, unknown>>> },
  portal: () => Promise<Readonly<Record<string, unknown>>>,
): Record<string, EmbedShare> => {
  const shares: Record<string, EmbedShare> = {};
  for (const [key, version] of Object.entries(versions)) {
    const fromReact = (REACT_SHARE_KEYS as readonly string[]).includes(key);
    const modules = fromReact ? chosen.modules : portal;
    shares[key] = {
      version: fromReact ? chosen.version : version,
      get: () =>
        modules().then((loaded) => {
          const module = loaded[key];
          if (module === undefined) throw new Error(`PortalWidget: no module for the share "${key}".`);
          return () => module;
        }),
      shareConfig: { singleton: true, requiredVersion: `^${version}` },
    };
  }
  return shares;
};
