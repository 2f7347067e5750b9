import type { LaunchOptions } from '@playwright/test';

export const E2E_OPERATOR_KEY = 'e2e-operator-key';

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

export const DEMO_USER = {
  email: 'demo@portal.test',
  password: 'Demo12345',
  firstName: 'Demo',
  lastName: 'Cardholder',
};
