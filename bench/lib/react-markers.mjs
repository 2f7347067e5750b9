// Recognises the code of the packages the shell shares with the remotes in a downloaded script,
// whatever chunk or container it arrives in, to count how many copies a journey downloaded. Each
// marker is something only that package's code does, once, in a module that comes with any use of
// the package (minifiers keep property names). `node bench/lib/marker-fixtures.mjs` (and the bench's
// `react` section) checks each against a minified build of the installed package; the control page
// (React alone) shows the React markers still match React's build and the others match nothing.

/** @type {Record<string, RegExp>} */
export const COPY_MARKERS = {
  // react (react.production.js): `exports.__CLIENT_INTERNALS_… = ReactSharedInternals`
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  // react-dom (react-dom.production.js): `exports.__DOM_INTERNALS_… = Internals`; react-dom/client
  // merely reads it
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  // react-dom/client (the reconciler): the key it puts on every root container node
  'react-dom/client': /["']__reactContainer\$["']/,
  // react-router 7: its one core chunk (`dist/*/chunk-*.mjs`, which every entry point imports)
  // runs `window.__reactRouterVersion = "7.x"`
  'react-router': /__reactRouterVersion\s*=(?!=)/,
  // i18next: `cloneInstance` (a method of the one I18n class) sets
  // `clone.translator.backendConnector.newestCloneHasLoadedNamespace = …`; everything else reads it
  i18next: /\.newestCloneHasLoadedNamespace\s*=(?!=)/,
  // axios (lib/axios.js, the module its default export is made in): `axios.formToJSON = (thing) => …`
  axios: /\.formToJSON\s*=(?!=)/,
  // zustand (vanilla.mjs, `createStoreImpl`): `const api = { setState, getState, getInitialState, subscribe }`
  zustand: /\{\s*setState(?::[\w$]+)?\s*,\s*getState(?::[\w$]+)?\s*,\s*getInitialState\b/,
};

/** The packages counted on every journey, in the order they are printed. */
export const COPY_PACKAGES = /** @type {(keyof typeof COPY_MARKERS)[]} */ (Object.keys(COPY_MARKERS));

/** Short names for the table. */
export const COPY_LABELS = {
  react: 'react',
  'react-dom': 'dom',
  'react-dom/client': 'client',
  'react-router': 'router',
  i18next: 'i18next',
  axios: 'axios',
  zustand: 'zustand',
};

/**
 * How many of the given script bodies hold each package's code.
 * @param {(string | null)[]} bodies
 * @returns {Record<string, number>}
 */
export const countCopies = (bodies) =>
  Object.fromEntries(
    Object.entries(COPY_MARKERS).map(([name, marker]) => [
      name,
      bodies.filter((body) => body !== null && marker.test(body)).length,
    ]),
  );
