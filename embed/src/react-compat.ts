import type { ReactSet } from './react-slot/slot';

/**
 * A page that already runs React may hand it over (`PortalWidget.mount(element, { react: { React,
 * ReactDOM, ReactDOMClient } })`): the widget then renders with it instead of downloading React, but
 * only if it is a version the widget was built for (the `^x.y.z` range of the build's share) and a
 * consistent set (react-dom of the same version, with `createRoot`).
 */

const parse = (version: string): [number, number, number] | null => {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:$|[-+])/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
};

/** `version` within `^required`: the same major (or 0.minor), and not older. */
export const satisfiesCaret = (version: string, required: string): boolean => {
  const have = parse(version);
  const want = parse(required);
  if (!have || !want) return false;
  if (have[0] !== want[0] || (want[0] === 0 && have[1] !== want[1])) return false;
  for (let i = 0; i < 3; i += 1) {
    const a = have[i] ?? 0;
    const b = want[i] ?? 0;
    if (a !== b) return a > b;
  }
  // A pre-release of the very version required comes before it.
  return !/[-]/.test(version);
};

const versionOf = (module: unknown): string | null => {
  const version = (module as { version?: unknown } | null)?.version;
  return typeof version === 'string' ? version : null;
};

/** The page's React set when the widget may render with it, else null (the loader brings its own). */
export const compatiblePageReact = (offered: unknown, required: string): ReactSet | null => {
  if (typeof offered !== 'object' || offered === null) return null;
  const { React, ReactDOM, ReactDOMClient } = offered as Partial<Record<keyof ReactSet, unknown>>;
  const version = versionOf(React);
  if (!version || !satisfiesCaret(version, required) || versionOf(ReactDOM) !== version) return null;
  if (typeof (ReactDOMClient as { createRoot?: unknown } | null)?.createRoot !== 'function') return null;
  return { React, ReactDOM, ReactDOMClient } as ReactSet;
};
