import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Names a browser on this machine reaches the inbox by; any port. */
const LOOPBACK_HOST_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export const CONTROL_KEY_HEADER = 'x-control-key';

/**
 * The host name of a Host header (`name`, `name:port`, `[v6]`, `[v6]:port`), lower case; null when
 * the header is missing or is not a plain host.
 * @param {string | undefined} header
 * @returns {string | null}
 */
export const hostNameOf = (header) => {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header?.trim() ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
};

/**
 * Loopback names plus `extra` (host names, a port being ignored).
 * @param {Iterable<string>} extra
 * @returns {ReadonlySet<string>}
 */
export const allowedHostNames = (extra) => {
  const names = new Set(LOOPBACK_HOST_NAMES);
  for (const entry of extra) {
    const name = hostNameOf(entry);
    if (name) names.add(name);
  }
  return names;
};

/**
 * A page on another site can reach a loopback port by DNS rebinding (its own name, resolved to
 * 127.0.0.1) and read every reset code: such a request carries that name as Host.
 * @param {ReadonlySet<string>} allowed
 * @param {import('node:http').IncomingMessage} req
 */
export const hostAllowed = (allowed, req) => {
  const name = hostNameOf(req.headers.host);
  return name !== null && allowed.has(name);
};

/**
 * Writes come from scripts (no Origin) or from the inbox's own page; a cross-site form post
 * carries the other site's Origin (or `null`).
 * @param {import('node:http').IncomingMessage} req
 */
export const sameOriginOrNone = (req) => {
  const origin = req.headers.origin;
  return origin === undefined || origin.toLowerCase() === `http://${req.headers.host ?? ''}`.toLowerCase();
};

/**
 * @param {string | undefined} sent
 * @param {string} key
 */
export const keyMatches = (sent, key) => {
  if (typeof sent !== 'string') return false;
  const left = Buffer.from(sent);
  const right = Buffer.from(key);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Used when no key is configured: nobody but the starter (who can read it) knows it. */
export const randomControlKey = () => randomBytes(18).toString('base64url');
