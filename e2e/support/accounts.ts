import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_OPERATOR_KEY } from './env';
import { waitForLivePage } from './live-page';

/**
 * Accounts for the journeys: unique emails, fresh card numbers, sign-up and login through the API
 * (fast set-up for tests that are not about those screens) or through the login screen.
 * Every helper talks to the e2e server (`E2E_BASE_URL`) and follows the accounts contracts.
 */

const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (run through the Playwright config)');
  return url;
};

/** Local storage keys of the session store (shared/src/stores/storage-keys.ts). */
const SESSION_KEYS = { token: 'token', isLogin: 'isLogin', userInfo: 'userInfo' } as const;

/** An email no other test (or worker, or run) uses. */
export const uniqueEmail = (tag = 'user'): string =>
  `e2e-${tag.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'user'}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@portal.test`;

/** Diners prefixes of the demo programme (api/src/db/seed/catalogue.ts): premium and classic levels. */
const DEMO_PREFIXES = {
  premium: ['300', '301', '302', '303', '304', '305', '3095'],
  classic: ['36', '38', '39'],
} as const;

const luhnCheckDigit = (payload: string): number => {
  let sum = 0;
  // Double every second digit from the right of the full number, i.e. from the payload's last digit.
  for (let i = 0; i < payload.length; i += 1) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
};

/** A random, Luhn-valid 14-digit Diners number inside the demo programme's ranges. */
export const generateCardNumber = (level: keyof typeof DEMO_PREFIXES = 'premium'): string => {
  const prefixes = DEMO_PREFIXES[level];
  let payload: string = prefixes[randomInt(prefixes.length)] ?? '300';
  while (payload.length < 13) payload += String(randomInt(10));
  return `${payload}${luhnCheckDigit(payload)}`;
};

export interface SignUpOptions {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Card number for the card channel (default: a fresh generated one). */
  cardNumber?: string;
  /** When given, signs up through the activation channel with this code instead of a card. */
  activationCode?: string;
  mobileNoPrefix?: string;
  mobileNo?: string;
}

export interface SignedUpUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

export const DEFAULT_PASSWORD = 'Sunrise2026x';

interface Envelope<T> {
  state: '0' | '1';
  errorCode: number | null;
  message: string;
  result: T | null;
}

/** Calls one portal API endpoint and returns the result; throws on a failure envelope. */
export const callApi = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
  token?: string,
): Promise<T> => {
  const headers: Record<string, string> = { channel: 'web', 'accept-language': 'en-US' };
  if (token) headers.authorization = token;
  const url = `${baseURL()}/api${path}`;
  const response =
    method === 'GET'
      ? await request.get(url, { headers, params: input as Record<string, string> })
      : await request.post(url, { headers, data: input });
  const body = (await response.json()) as Envelope<T>;
  if (body.state !== '1') throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.result as T;
};

/** Raw envelope of one call, for tests that check failures. */
export const callApiRaw = async <T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown>,
  token?: string,
): Promise<Envelope<T>> => {
  const headers: Record<string, string> = { channel: 'web', 'accept-language': 'en-US' };
  if (token) headers.authorization = token;
  const url = `${baseURL()}/api${path}`;
  const response =
    method === 'GET'
      ? await request.get(url, { headers, params: input as Record<string, string> })
      : await request.post(url, { headers, data: input });
  return (await response.json()) as Envelope<T>;
};

/** Creates an account through the three sign-up calls (card channel unless an activation code is given). */
export const signUpViaApi = async (
  request: APIRequestContext,
  overrides: SignUpOptions = {},
): Promise<SignedUpUser> => {
  const email = overrides.email ?? uniqueEmail('signup');
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const firstName = overrides.firstName ?? 'Ana';
  const lastName = overrides.lastName ?? 'Tester';
  const base = overrides.activationCode ? '/reg-activation' : '/reg-credit-card';
  const verifyInput = overrides.activationCode
    ? { activationCode: overrides.activationCode }
    : { cardNumber: overrides.cardNumber ?? generateCardNumber() };

  const started = await callApi<{ signupId: string }>(request, 'POST', `${base}/verify-card`, verifyInput);
  const checked = await callApi<{ signupId: string }>(request, 'POST', `${base}/check-user-info`, {
    signupId: started.signupId,
    firstName,
    lastName,
    email,
    mobileNoPrefix: overrides.mobileNoPrefix ?? '+44',
    mobileNo: overrides.mobileNo ?? '2079460958',
    mobileCountry: 'United Kingdom',
  });
  const created = await callApi<{ token: string }>(request, 'POST', `${base}/create-and-active`, {
    signupId: checked.signupId,
    password,
    termsAgreed: true,
    marketingOptIn: false,
  });
  return { email, password, firstName, lastName, token: created.token };
};

/** Fresh single-use activation codes from the operator endpoint (the programme issues them). */
export const mintActivationCodes = async (
  request: APIRequestContext,
  count = 1,
  cardLevel: 'premium' | 'classic' = 'premium',
): Promise<string[]> => {
  const response = await request.post(`${baseURL()}/api/operator/activation-codes`, {
    headers: { channel: 'web', 'x-operator-key': E2E_OPERATOR_KEY },
    data: { count, cardLevel },
  });
  const body = (await response.json()) as Envelope<{ codes: string[] }>;
  if (body.state !== '1' || !body.result) throw new Error(`activation codes: ${JSON.stringify(body)}`);
  return body.result.codes;
};

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Logs in through the API and writes the session exactly as the session store does (JSON values
 * under its local storage keys), then reloads so the portal starts logged in.
 */
export const logInViaApi = async (page: Page, { email, password }: Credentials) => {
  const session = await callApi<{ token: string; firstName: string; lastName: string; email: string }>(
    page.request,
    'POST',
    '/login/gen-token',
    { email, password },
  );
  if (!page.url().startsWith(baseURL())) await page.goto('/');
  await page.evaluate(
    ({ keys, value }) => {
      localStorage.setItem(keys.token, JSON.stringify(value.token));
      localStorage.setItem(keys.isLogin, JSON.stringify(true));
      localStorage.setItem(
        keys.userInfo,
        JSON.stringify({ firstName: value.firstName, lastName: value.lastName, email: value.email }),
      );
    },
    { keys: SESSION_KEYS, value: session },
  );
  await page.reload();
  await waitForLivePage(page);
  return session;
};

/** Logs in through the /login screen (fills the form and submits; does not wait for the result). */
export const logInViaUi = async (page: Page, { email, password }: Credentials) => {
  if (!/\/login(\?|$)/.test(page.url())) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
};
