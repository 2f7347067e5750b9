/**
 * How the portal's origin tells its files apart, for the API's static server and the service worker
 * alike: which files never change under their name, and which paths are no page of the portal.
 */

/** A content hash in a file name, e.g. `main.3f9a2b1c.js` or `123.0a1b2c3d4e5f.css` (optionally pre-compressed or a map). */
export const CONTENT_HASHED_FILE = /[.-](?=[a-f0-9]*\d)[a-f0-9]{8,}\.[a-z0-9]+(\.map)?$/i;

/** Paths that never fall back to the shell's page: the API, the remotes' files, the widget, the probes. */
export const NOT_PAGE_PATH = /^\/(api|remotes|embed)(\/|$)|^\/(healthz|readyz)(\?|$)/;
