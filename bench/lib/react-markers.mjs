// Recognises React's own code in a downloaded script, whatever chunk or container it arrives in.
// Each marker is an exported property name assigned only by that package's entry module
// (minifiers keep property names): react-dom and react-dom/client merely read React's internals,
// and react-dom/client reads react-dom's. Checked against the production builds of React 19.3.

/** @type {Record<string, RegExp>} */
export const REACT_MARKERS = {
  // react (react.production.js): `exports.__CLIENT_INTERNALS_… = ReactSharedInternals`
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  // react-dom (react-dom.production.js): `exports.__DOM_INTERNALS_… = Internals`
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  // react-dom/client (the reconciler): the key it puts on every root container node
  'react-dom/client': /["']__reactContainer\$["']/,
};

/**
 * How many of the given script bodies hold each package's code.
 * @param {(string | null)[]} bodies
 * @returns {Record<string, number>}
 */
export const countReactCopies = (bodies) =>
  Object.fromEntries(
    Object.entries(REACT_MARKERS).map(([name, marker]) => [
      name,
      bodies.filter((body) => body !== null && marker.test(body)).length,
    ]),
  );
