#!/usr/bin/env node
// One command to run the whole portal on the embedded defaults: installs dependencies, builds what
// changed, starts the API (which also serves the shell and every remote) on PGlite with demo data,
// and prints the URL and the demo logins. Ctrl+C stops everything gracefully. The mail catcher and
// the payment sandbox are restarted when they die; the API dying stops everything.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { installDependencies, ROOT, run, startProcess } from './lib/run.mjs';
import { supervise } from './lib/supervise.mjs';
import { waitForUrl } from './lib/wait.mjs';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 20) {
  console.error(`Node 20 or newer is required (this is ${process.version}).`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
const dataDir = process.env.DATA_DIR ?? join(ROOT, '.data', 'pglite');
mkdirSync(join(ROOT, '.data'), { recursive: true });

if (!process.argv.includes('--no-install')) installDependencies();
run('node', ['scripts/build.mjs']);

const operatorKey = process.env.OPERATOR_KEY ?? 'dev-operator-key';
/** The helpers' write routes need a key; one per start, kept across their restarts. */
const helperKey = (name) => process.env[name] || randomBytes(18).toString('base64url');
/** @type {Array<ReturnType<typeof supervise>>} */
const helpers = [];

// Mail: to SMTP_URL when set; otherwise to a local mail catcher whose web inbox shows every mail.
let smtpUrl = process.env.SMTP_URL;
let mailInboxUrl;
let mailCatcher;
if (!smtpUrl) {
  const smtpPort = process.env.MAIL_CATCHER_SMTP_PORT ?? '1025';
  const httpPort = process.env.MAIL_CATCHER_HTTP_PORT ?? '8025';
  const env = {
    ...process.env,
    MAIL_CATCHER_SMTP_PORT: smtpPort,
    MAIL_CATCHER_HTTP_PORT: httpPort,
    MAIL_CATCHER_CONTROL_KEY: helperKey('MAIL_CATCHER_CONTROL_KEY'),
  };
  mailCatcher = supervise({
    name: 'The mail catcher',
    start: () =>
      startProcess('node', ['mail-catcher/src/cli.js'], { stdio: ['ignore', 'ignore', 'inherit'], env }),
  });
  helpers.push(mailCatcher);
  smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  mailInboxUrl = `http://127.0.0.1:${httpPort}`;
}

// Payments: to PAYMENT_HOST_ORIGIN when set; otherwise to the local payment sandbox (own port and data folder).
let paymentHostOrigin = process.env.PAYMENT_HOST_ORIGIN;
let paymentSandbox;
if (!paymentHostOrigin) {
  const sandboxPort = process.env.PAYMENT_SANDBOX_PORT ?? '8090';
  paymentHostOrigin = `http://127.0.0.1:${sandboxPort}`;
  const env = {
    ...process.env,
    PAYMENT_SANDBOX_PORT: sandboxPort,
    PAYMENT_SANDBOX_DATA_DIR: process.env.PAYMENT_SANDBOX_DATA_DIR ?? join(ROOT, '.data', 'payment-sandbox'),
    PAYMENT_SANDBOX_ALLOWED_ORIGINS: new URL(publicUrl).origin,
    PAYMENT_SANDBOX_CONTROL_KEY: helperKey('PAYMENT_SANDBOX_CONTROL_KEY'),
    // Payment events (Worldline's webhooks) go to the API, signed with the development webhook key.
    PAYMENT_SANDBOX_WEBHOOK_URL:
      process.env.PAYMENT_SANDBOX_WEBHOOK_URL ?? `${publicUrl}/api/payment-webhook`,
  };
  paymentSandbox = supervise({
    name: 'The payment sandbox',
    start: () =>
      startProcess('node', ['payment-sandbox/dist/server.js'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      }),
  });
  helpers.push(paymentSandbox);
}

const api = startProcess('node', ['api/dist/server.js'], {
  env: {
    ...process.env,
    SMTP_URL: smtpUrl,
    PAYMENT_HOST_ORIGIN: paymentHostOrigin,
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    WEB_ROOT: ROOT,
    PUBLIC_URL: publicUrl,
    OPERATOR_KEY: operatorKey,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  api.kill(signal);
  for (const helper of helpers) void helper.stop(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped unexpectedly (exit ${code}); stopping the rest.`);
    stop('SIGTERM');
    process.exitCode = code ?? 1;
  }
});

let paymentLine = `${paymentHostOrigin}/  (PAYMENT_HOST_ORIGIN)`;
let started = false;
try {
  // A helper that dies before it first answers (a port in use) fails the start instead of looping.
  if (mailCatcher) await waitForUrl(`${mailInboxUrl}/healthz`, 20_000, mailCatcher.child);
  if (paymentSandbox) {
    await waitForUrl(`${paymentHostOrigin}/healthz`, 20_000, paymentSandbox.child);
    const { testCards } = await (await fetch(`${paymentHostOrigin}/`)).json();
    paymentLine = `${paymentHostOrigin}/  (sandbox) Diners test cards ${testCards.challenge.join(', ')}: Approve or Deny on its 3-D Secure page`;
  }
  await waitForUrl(`${publicUrl}/readyz`, 60_000, api);
  started = true;
} catch (error) {
  if (!stopping) {
    console.error(`The portal did not start: ${error.message}; stopping.`);
    stop('SIGTERM');
    process.exitCode = 1;
  }
}
const demo = started ? await import('../api/dist/demo.js') : null;
if (demo) {
  console.log(`
  Cardholder airport-services portal is running

  Portal:        ${publicUrl}/
  API:           ${publicUrl}/api  (health: ${publicUrl}/readyz)
  Data folder:   ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}

  Mail inbox:    ${mailInboxUrl ? `${mailInboxUrl}/  (every mail the portal sends, e.g. reset codes)` : 'mail goes to SMTP_URL'}

  Payment host:  ${paymentLine}

  Demo login:    ${demo.DEMO_EMAIL} / ${demo.DEMO_PASSWORD}
  Sign up with:  card ${demo.DEMO_CARD_NUMBER} (premium) or ${demo.DEMO_CLASSIC_CARD_NUMBER} (classic),
                 or activation code ${demo.DEMO_ACTIVATION_CODES.join(', ')} (each works once)
  Operators:     ${demo.DEMO_OPERATORS.map((operator) => `${operator.email} (${operator.roles.join(', ')})`).join('\n                 ')}
                 password ${demo.DEMO_OPERATOR_PASSWORD}
  Ops console:   ${publicUrl}/operations/login  (sign in as one of the operators above)
  Operator key:  ${operatorKey === 'dev-operator-key' ? 'dev-operator-key (development default)' : '(from OPERATOR_KEY)'}
  Switch a remote off/on:  node api/dist/cli/remotes.js disable mfe-help --url ${publicUrl}

  Press Ctrl+C to stop.
`);
}
