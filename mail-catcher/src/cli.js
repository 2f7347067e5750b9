#!/usr/bin/env node
// Runs the mail catcher until stopped: MAIL_CATCHER_SMTP_PORT (1025), MAIL_CATCHER_HTTP_PORT (8025),
// MAIL_CATCHER_HOST (127.0.0.1), MAIL_CATCHER_CONTROL_KEY (random), MAIL_CATCHER_ALLOWED_HOSTS (none).
import { startMailCatcher } from './index.js';

/** @param {string | undefined} value @param {number} fallback */
const portFrom = (value, fallback) => {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`mail-catcher: invalid port ${value}\n`);
    process.exit(1);
  }
  return port;
};

try {
  const catcher = await startMailCatcher({
    smtpPort: portFrom(process.env.MAIL_CATCHER_SMTP_PORT, 1025),
    httpPort: portFrom(process.env.MAIL_CATCHER_HTTP_PORT, 8025),
    host: process.env.MAIL_CATCHER_HOST || '127.0.0.1',
    controlKey: process.env.MAIL_CATCHER_CONTROL_KEY || undefined,
    allowedHosts: (process.env.MAIL_CATCHER_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  });
  process.stdout.write(`mail-catcher: SMTP on ${catcher.smtpUrl}, inbox at ${catcher.inboxUrl}\n`);
  // Whoever started it may want to clear the inbox from a script; a key they did not choose is only shown here.
  if (!process.env.MAIL_CATCHER_CONTROL_KEY) {
    process.stdout.write(`mail-catcher: control key (x-control-key, random): ${catcher.controlKey}\n`);
  }
  const stop = () => {
    catcher.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  process.stderr.write(`mail-catcher could not start: ${/** @type {Error} */ (error).message}\n`);
  process.exit(1);
}
