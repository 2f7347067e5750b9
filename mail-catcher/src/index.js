import { once } from 'node:events';
import { createInboxServer } from './http.js';
import { allowedHostNames, hostNameOf, randomControlKey } from './request-guard.js';
import { createSmtpServer } from './smtp.js';
import { createMessageStore } from './store.js';

export { createMessageStore } from './store.js';

/** Messages kept in memory before the oldest are dropped. */
export const DEFAULT_MAX_MESSAGES = 500;

/**
 * @param {import('node:net').Server} server
 * @returns {number}
 */
const portOf = (server) => {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a port');
  return address.port;
};

/**
 * Starts the SMTP server and the web inbox. Port 0 picks a free port (read it from the answer).
 * Writes to the inbox need `controlKey` (a random one when omitted); it answers loopback host names,
 * `host` and `allowedHosts` only.
 * @param {{ smtpPort?: number; httpPort?: number; host?: string; maxMessages?: number; controlKey?: string; allowedHosts?: string[] }} [options]
 */
export const startMailCatcher = async ({
  smtpPort = 1025,
  httpPort = 8025,
  host = '127.0.0.1',
  maxMessages = DEFAULT_MAX_MESSAGES,
  controlKey = randomControlKey(),
  allowedHosts = [],
} = {}) => {
  const store = createMessageStore(maxMessages);
  const smtp = createSmtpServer(store);
  const browserHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const inbox = createInboxServer(store, {
    controlKey,
    allowedHosts: allowedHostNames([...allowedHosts, hostNameOf(browserHost) ?? '']),
  });

  smtp.listen(smtpPort, host);
  await Promise.race([once(smtp.server, 'listening'), once(smtp, 'error').then(([e]) => Promise.reject(e))]);
  try {
    inbox.listen(httpPort, host);
    await once(inbox, 'listening');
  } catch (error) {
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    throw error;
  }

  const actualSmtpPort = portOf(smtp.server);
  const actualHttpPort = portOf(inbox);
  return {
    smtpPort: actualSmtpPort,
    httpPort: actualHttpPort,
    /** What the API's SMTP_URL should be. */
    smtpUrl: `smtp://${browserHost}:${actualSmtpPort}`,
    /** The web inbox. */
    inboxUrl: `http://${browserHost}:${actualHttpPort}`,
    /** What writes to the inbox (`POST /clear`, `DELETE /api/messages`) send as `x-control-key`. */
    controlKey,
    /** @param {string} [to] */
    messages: (to) => store.list(to),
    clear: () => store.clear(),
    /** Stops both servers. */
    async close() {
      inbox.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => inbox.close(() => resolve(undefined))),
      ]);
    },
  };
};

/** @typedef {Awaited<ReturnType<typeof startMailCatcher>>} MailCatcher */
