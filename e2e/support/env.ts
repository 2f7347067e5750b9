import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const E2E_OPERATOR_KEY = 'e2e-operator-key';

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (package
 * `chromium-headless-shell`, the same build without the browser's windows and UI pages, which is
 * what Playwright runs headless by default) when installed, else the full `/usr/bin/chromium`.
 * Measured here on 17 journeys: 1.7 min with the shell, about twice that with the full browser,
 * whose headless mode also renders its own UI pages.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

export const DEMO_USER = {
  email: 'demo@portal.test',
  password: 'Demo12345',
  firstName: 'Alex',
  lastName: 'Morgan',
};

/** Two free local ports (found by a short child process, so that this module stays synchronous). */
const freePortPair = (): [string, string] => {
  const script = `const net = require('node:net');
const a = net.createServer().listen(0, '127.0.0.1', () => {
  const b = net.createServer().listen(0, '127.0.0.1', () => {
    console.log(a.address().port + ' ' + b.address().port);
    a.close();
    b.close();
  });
});`;
  const [smtp = '', http = ''] = execFileSync(process.execPath, ['-e', script]).toString().trim().split(' ');
  return [smtp, http];
};

// The mail catcher's ports are chosen once, by the runner's main process when it loads the config;
// the workers inherit them through the environment.
if (!process.env.E2E_MAIL_SMTP_PORT || !process.env.E2E_MAIL_HTTP_PORT) {
  [process.env.E2E_MAIL_SMTP_PORT, process.env.E2E_MAIL_HTTP_PORT] = freePortPair();
}

/** The e2e mail catcher: the API sends every mail to it. */
export const mailSmtpUrl = `smtp://127.0.0.1:${process.env.E2E_MAIL_SMTP_PORT}`;
/** The catcher's web inbox (`/api/messages?to=` answers JSON; see mail-catcher/README.md). */
export const mailInboxUrl = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT}`;

// The payment sandbox's port, chosen the same way.
if (!process.env.E2E_PAYMENT_PORT) [process.env.E2E_PAYMENT_PORT] = freePortPair();

/** The e2e payment sandbox (own port, own temporary data folder): the portal's payment host. */
export const paymentHostUrl = `http://127.0.0.1:${process.env.E2E_PAYMENT_PORT}`;
/** The merchant key shared by the e2e API and sandbox. */
export const E2E_PAYMENT_MERCHANT_KEY = 'e2e-payment-merchant-key';
export const E2E_PAYMENT_WEBHOOK_KEY_ID = 'e2e-webhooks';
export const E2E_PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret';
