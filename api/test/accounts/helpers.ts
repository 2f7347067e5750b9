import type { EndpointContract } from '@portal/shared/contracts';
import {
  resetPassword,
  sendResetCode,
  signupEndpoints,
  verifyResetCode,
} from '@portal/shared/contracts/accounts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { okResult } from '../helpers/envelope';
import type { TestApp } from '../helpers/test-app';

let serial = 0;
/** A unique address per call (tests share one database per file). */
export const uniqueEmail = (label: string): string => {
  serial += 1;
  return `${label}-${Date.now().toString(36)}-${serial}@portal.test`;
};

/** Appends the Luhn check digit. */
const withCheckDigit = (body: string): string => {
  for (let check = 0; check <= 9; check += 1) {
    const candidate = `${body}${check}`;
    let sum = 0;
    for (let i = 0; i < candidate.length; i += 1) {
      let digit = Number(candidate[candidate.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
};

/** A fresh Luhn-valid 14-digit Diners number in the premium range (prefix 305). */
export const newCardNumber = (prefix = '30569'): string => {
  let body = prefix;
  while (body.length < 13) body += String(Math.floor(Math.random() * 10));
  return withCheckDigit(body);
};

export const VALID_PASSWORD = 'Sunny2day';

let addresses = 0;
/** A client address no other call of this file uses (documentation ranges 198.51.100.0/24 and on). */
export const uniqueIp = (): string => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/**
 * Calls an endpoint of a contract: GET with a query string, otherwise a JSON body; from
 * `remoteAddress` when given (light-my-request's default is 127.0.0.1).
 */
export const call = (
  t: TestApp,
  contract: EndpointContract,
  input: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> => {
  const from = remoteAddress ? { remoteAddress } : {};
  if (contract.method === 'GET') {
    const query = new URLSearchParams(input as Record<string, string>).toString();
    return t.app.inject({ method: 'GET', url: `/api${contract.path}?${query}`, headers, ...from });
  }
  return t.app.inject({
    method: contract.method,
    url: `/api${contract.path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof input === 'string' ? input : JSON.stringify(input),
    ...from,
  });
};

export const details = (signupId: string, email: string) => ({
  signupId,
  firstName: 'Ana',
  lastName: 'Silva',
  email,
  mobileNoPrefix: '+44',
  mobileNo: '7400 123456',
  mobileCountry: 'United Kingdom',
});

/** Signs up through all three steps and answers the login result. */
export const signUp = async (
  t: TestApp,
  options: { email?: string; password?: string; channel?: 'card' | 'activation'; credential?: string } = {},
) => {
  const channel = options.channel ?? 'card';
  const email = options.email ?? uniqueEmail('signup');
  const endpoints = signupEndpoints[channel];
  const verifyInput =
    channel === 'card'
      ? { cardNumber: options.credential ?? newCardNumber() }
      : { activationCode: options.credential ?? (await mintCode(t)) };
  const started = okResult(endpoints.verify, await call(t, endpoints.verify, verifyInput));
  okResult(endpoints.checkUserInfo, await call(t, endpoints.checkUserInfo, details(started.signupId, email)));
  const result = okResult(
    endpoints.create,
    await call(t, endpoints.create, {
      signupId: started.signupId,
      password: options.password ?? VALID_PASSWORD,
      termsAgreed: true,
    }),
  );
  return { ...result, email, password: options.password ?? VALID_PASSWORD };
};

/** Resets a password the cardholder's way: a code by mail, the code for a ticket, the ticket for a password. */
export const resetByMail = async (t: TestApp, email: string, password: string): Promise<void> => {
  okResult(sendResetCode, await call(t, sendResetCode, { email }));
  await t.app.services.mail.flush();
  const captcha = /\b(\d{6})\b/.exec(t.app.services.mail.lastTo(email)?.text ?? '')?.[1];
  if (!captcha) throw new Error(`no code mailed to ${email}`);
  const { resetTicket } = okResult(verifyResetCode, await call(t, verifyResetCode, { email, captcha }));
  okResult(resetPassword, await call(t, resetPassword, { email, resetTicket, password }));
};

/** A fresh activation code from the operator endpoint. */
export const mintCode = async (t: TestApp, cardLevel = 'premium'): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/operator/activation-codes',
    headers: { 'x-operator-key': t.config.operatorKey },
    payload: { count: 1, cardLevel },
  });
  const body = response.json() as { result: { codes: string[] } };
  const code = body.result.codes[0];
  if (!code) throw new Error(`no code minted: ${response.body}`);
  return code;
};

export const count = async (t: TestApp, table: string): Promise<number> => {
  const [row] = await t.database.rows<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(row?.n ?? 0);
};

/** Asserts a failure envelope with this status and code; answers its message and details. */
export const failureWithDetails = (
  response: LightMyRequestResponse,
  status: number,
  errorCode: number,
): { message: string; details: Record<string, unknown> | null } => {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { state: string; errorCode: number; message: string; result: unknown };
  expect(body.state).toBe('0');
  expect(body.errorCode).toBe(errorCode);
  return { message: body.message, details: (body.result as Record<string, unknown> | null) ?? null };
};
