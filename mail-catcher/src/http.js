import { createServer } from 'node:http';
import { BodyTooLargeError, readBody } from './read-body.js';
import { CONTROL_KEY_HEADER, hostAllowed, keyMatches, sameOriginOrNone } from './request-guard.js';

/** @param {string} value */
const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
  a { color: #0b4f9c; }
  a:focus-visible, button:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
  pre { white-space: pre-wrap; background: #f4f4f4; padding: 1rem; }
  iframe { width: 100%; height: 32rem; border: 1px solid #ccc; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .actions { display: flex; gap: 1rem; align-items: center; margin-bottom: 1rem; }
`;

/** Inline styles only; scripts and every other source are off (mail HTML sits in a sandboxed frame). */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'";

/**
 * @param {string} title
 * @param {string} body
 */
const page = (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/** @param {string} iso */
const timeOf = (iso) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))} UTC</time>`;

/**
 * @param {import('./store.js').CaughtMessage[]} messages
 * @param {string} controlKey
 */
const listPage = (messages, controlKey) => {
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${timeOf(m.date)}</td>
  <td>${escapeHtml(m.to.join(', '))}</td>
  <td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n');
  const table = messages.length
    ? `<table>
<caption class="visually-hidden">Received messages, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet. Mail the portal sends appears here.</p>';
  return page(
    `Mail inbox (${messages.length})`,
    `<h1>Mail inbox</h1>
<div class="actions">
  <a href="/">Refresh</a>
  <form method="post" action="/clear">
    <input type="hidden" name="key" value="${escapeHtml(controlKey)}">
    <button type="submit">Delete all messages</button>
  </form>
</div>
<p>${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.</p>
${table}`,
  );
};

/** @param {import('./store.js').CaughtMessage} m */
const messagePage = (m) =>
  page(
    m.subject || '(no subject)',
    `<p><a href="/">Back to the inbox</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(m.from)}</dd>
  <dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
  <dt>Received</dt><dd>${timeOf(m.date)}</dd>
</dl>
<h2>Text part</h2>
<pre>${escapeHtml(m.text)}</pre>
${
  m.html
    ? `<h2>HTML part</h2>
<iframe title="HTML part of the message" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>`
    : ''
}`,
  );

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
const sendJson = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
const sendHtml = (res, status, html) => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': PAGE_CSP,
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
};

/**
 * The request's path and query, or null when it is not an origin-form path or not valid
 * percent-encoding (`/%ZZ`, `/messages/%E0%A4%A`): `new URL` and `decodeURIComponent` throw on those.
 * @param {string | undefined} raw
 */
const parseRequestTarget = (raw) => {
  if (!raw?.startsWith('/')) return null;
  try {
    const url = new URL(`http://inbox.local${raw}`);
    // Refuses the whole path when any part of it could not be decoded later.
    decodeURIComponent(url.pathname);
    const encodedId = /^\/(?:api\/)?messages\/([^/]+)$/.exec(url.pathname)?.[1];
    return {
      pathname: url.pathname,
      searchParams: url.searchParams,
      messageId: encodedId === undefined ? undefined : decodeURIComponent(encodedId),
    };
  } catch {
    return null;
  }
};

/**
 * The key of a write: the `x-control-key` header, or for the page's form (which cannot send
 * headers) its hidden `key` field.
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} formAllowed
 */
const sentKey = async (req, formAllowed) => {
  const header = req.headers[CONTROL_KEY_HEADER];
  if (typeof header === 'string') return header;
  if (!formAllowed) return undefined;
  return new URLSearchParams(await readBody(req)).get('key') ?? undefined;
};

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./store.js').MessageStore} store
 * @param {InboxGuard} guard
 */
const route = async (req, res, store, guard) => {
  if (!hostAllowed(guard.allowedHosts, req)) {
    return sendJson(res, 421, { error: 'this inbox does not answer for this host name' });
  }
  const target = parseRequestTarget(req.url);
  if (!target) return sendJson(res, 400, { error: 'malformed URL' });
  const { pathname, searchParams, messageId } = target;
  const method = req.method ?? 'GET';

  if (method !== 'GET' && method !== 'HEAD') {
    if (!sameOriginOrNone(req))
      return sendJson(res, 403, { error: 'writes from another origin are refused' });
    const isClearForm = method === 'POST' && pathname === '/clear';
    if (!keyMatches(await sentKey(req, isClearForm), guard.controlKey)) {
      return sendJson(res, 403, { error: `writes need the ${CONTROL_KEY_HEADER} header` });
    }
  }

  if (method === 'GET' && pathname === '/')
    return sendHtml(res, 200, listPage(store.list(), guard.controlKey));
  if (method === 'POST' && pathname === '/clear') {
    store.clear();
    res.writeHead(303, { location: '/' });
    return res.end();
  }
  if (pathname === '/api/messages') {
    if (method === 'GET') return sendJson(res, 200, store.list(searchParams.get('to') ?? undefined));
    if (method === 'DELETE') {
      store.clear();
      res.writeHead(204);
      return res.end();
    }
    return sendJson(res, 405, { error: 'method not allowed' });
  }
  if (method === 'GET' && messageId !== undefined) {
    const message = store.get(messageId);
    const json = pathname.startsWith('/api/');
    if (!message) {
      return json
        ? sendJson(res, 404, { error: 'not found' })
        : sendHtml(
            res,
            404,
            page('Not found', '<h1>Message not found</h1><p><a href="/">Back to the inbox</a></p>'),
          );
    }
    return json ? sendJson(res, 200, message) : sendHtml(res, 200, messagePage(message));
  }
  if (method === 'GET' && pathname === '/healthz') return sendJson(res, 200, { ok: true });
  return sendJson(res, 404, { error: 'not found' });
};

/**
 * Whatever a request does, the process keeps running: a failure is answered, at worst with a 500.
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} error
 */
const answerFailure = (res, error) => {
  try {
    if (res.headersSent) return res.destroy();
    if (error instanceof BodyTooLargeError) {
      if (!error.drained) res.setHeader('connection', 'close');
      return sendJson(res, 413, { error: 'body too large' });
    }
    return sendJson(res, 500, { error: 'the mail catcher failed' });
  } catch {
    res.destroy();
  }
};

/**
 * @typedef {object} InboxGuard
 * @property {string} controlKey Writes (`POST /clear`, `DELETE /api/messages`) need it.
 * @property {ReadonlySet<string>} allowedHosts Host header names answered; others get 421.
 */

/**
 * The web inbox: `GET /` (HTML list), `GET /messages/:id` (HTML), `GET /api/messages?to=` (JSON),
 * `GET /api/messages/:id`, `DELETE /api/messages`, and `POST /clear` for the page's button.
 * @param {import('./store.js').MessageStore} store
 * @param {InboxGuard} guard
 */
export const createInboxServer = (store, guard) =>
  createServer((req, res) => {
    route(req, res, store, guard).catch((/** @type {unknown} */ error) => answerFailure(res, error));
  });
