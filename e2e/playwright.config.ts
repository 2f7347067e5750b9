import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_LAUNCH,
  E2E_OPERATOR_KEY,
  E2E_PAYMENT_MERCHANT_KEY,
  E2E_PAYMENT_WEBHOOK_KEY_ID,
  E2E_PAYMENT_WEBHOOK_SECRET,
  mailInboxUrl,
  mailSmtpUrl,
  paymentHostUrl,
} from './support/env';

/**
 * The journeys run against the production build served by the real API on a fresh PGlite data
 * folder (one server for the whole run). Specs that change global state (remote toggles) start
 * their own server through the `isolatedPortal` fixture.
 */
const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4310);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_PAYMENT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-payments-'));
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The portal's service worker answers from the device what it saved: a journey must meet the
    // server. The offline spec allows it (`offline-bookings.spec.ts`).
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every journey at 1440 px; tests tagged @mobile also at 375 px, @mobile-only just there.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
      grep: /@mobile/,
    },
  ],
  webServer: [
    {
      // Every mail the API sends lands here; tests read it through support/mail.ts.
      command: 'node mail-catcher/src/cli.js',
      cwd: root,
      url: `${mailInboxUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAIL_CATCHER_SMTP_PORT: String(process.env.E2E_MAIL_SMTP_PORT),
        MAIL_CATCHER_HTTP_PORT: String(process.env.E2E_MAIL_HTTP_PORT),
      },
    },
    {
      // The payment host (card entry and 3-D Secure); its test cards: payment-sandbox/README.md.
      command: 'node payment-sandbox/dist/server.js',
      cwd: root,
      url: `${paymentHostUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PAYMENT_SANDBOX_PORT: String(process.env.E2E_PAYMENT_PORT),
        PAYMENT_SANDBOX_DATA_DIR: String(process.env.E2E_PAYMENT_DATA_DIR),
        PAYMENT_MERCHANT_KEY: E2E_PAYMENT_MERCHANT_KEY,
        // Payment events go to the portal's webhook endpoint, signed with the key below.
        PAYMENT_SANDBOX_WEBHOOK_URL: `${process.env.E2E_BASE_URL}/api/payment-webhook`,
        PAYMENT_WEBHOOK_KEY_ID: E2E_PAYMENT_WEBHOOK_KEY_ID,
        PAYMENT_WEBHOOK_SECRET: E2E_PAYMENT_WEBHOOK_SECRET,
      },
    },
    {
      command: 'node api/dist/server.js',
      cwd: root,
      url: `${process.env.E2E_BASE_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_ROOT: root,
        OPERATOR_KEY: E2E_OPERATOR_KEY,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The one setting below production's: about 300 sign-ups and logins at scrypt 2^17 (0.55 s
        // of CPU each here) would take minutes of the run. The hashing itself is the API suite's.
        SCRYPT_COST_LOG2: '14',
        UNSAFE_TEST_PASSWORD_HASH: 'on',
        SMTP_URL: mailSmtpUrl,
        PAYMENT_HOST_ORIGIN: paymentHostUrl,
        // The sandbox's default merchant, whose API key id is its merchant id.
        PAYMENT_API_KEY_ID: 'portal-dev',
        PAYMENT_MERCHANT_KEY: E2E_PAYMENT_MERCHANT_KEY,
        PAYMENT_WEBHOOK_KEY_ID: E2E_PAYMENT_WEBHOOK_KEY_ID,
        PAYMENT_WEBHOOK_SECRET: E2E_PAYMENT_WEBHOOK_SECRET,
        // Every call comes from 127.0.0.1, and the login and password-reset limits stay at their
        // defaults: a run logs in about 40 times with under 10 failures (failures only count toward
        // the tight login limit), and resets one password. Only sign-up is raised: the journeys
        // create about 40 accounts through the sign-up API as set-up, over its 30 per 10 minutes.
        RATE_LIMIT_SIGN_UP_VERIFY: '100000/1m',
        RATE_LIMIT_SIGN_UP_DETAILS: '100000/1m',
        // The e2e issuer's site, whose pages embed the booking widget (tests/embed-widget.spec.ts).
        EMBED_ORIGINS: `http://issuer.localhost:${port}`,
      },
    },
  ],
});
