import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { safeEqual } from './signature';

/** Names a browser on this machine reaches the sandbox by; any port. */
const LOOPBACK_HOST_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The host name of a Host header (`name`, `name:port`, `[v6]`, `[v6]:port`), lower case; null when
 * the header is missing or is not a plain host.
 */
export const hostNameOf = (header: string | undefined): string | null => {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header?.trim() ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
};

/** Loopback names plus `extra` (host names, a port being ignored). */
export const allowedHostNames = (extra: Iterable<string>): ReadonlySet<string> => {
  const names = new Set(LOOPBACK_HOST_NAMES);
  for (const entry of extra) {
    const name = hostNameOf(entry);
    if (name) names.add(name);
  }
  return names;
};

/**
 * A page on another site can reach a loopback port by DNS rebinding (its own name, resolved to
 * 127.0.0.1): such a request carries that name as Host, so only known names are answered.
 */
export const hostAllowed = (allowed: ReadonlySet<string>, request: IncomingMessage): boolean => {
  const name = hostNameOf(request.headers.host);
  return name !== null && allowed.has(name);
};

/**
 * Control routes are called by tests and scripts (no Origin) or, at most, from the sandbox's own
 * origin; a cross-site form post carries the other site's Origin (or `null`) and is refused.
 */
export const ownOriginOrNone = (request: IncomingMessage, publicUrl: string): boolean => {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = [`http://${request.headers.host ?? ''}`];
  if (URL.canParse(publicUrl)) own.push(new URL(publicUrl).origin);
  return own.some((candidate) => candidate.toLowerCase() === origin.toLowerCase());
};

export const CONTROL_KEY_HEADER = 'x-control-key';

export const controlKeyMatches = (request: IncomingMessage, key: string): boolean => {
  const sent = request.headers[CONTROL_KEY_HEADER];
  return typeof sent === 'string' && safeEqual(sent, key);
};

/** Used when no key is configured: nobody but the starter (who can read it) knows it. */
export const randomControlKey = (): string => randomBytes(18).toString('base64url');
