import { type EndpointContract, ErrorCode } from '@portal/shared/contracts';
import {
  login,
  regActivationCheckUserInfo,
  regActivationVerify,
  regCardCheckUserInfo,
  regCardVerify,
  resetPassword,
  sendResetCode,
  verifyResetCode,
} from '@portal/shared/contracts/accounts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_RATE_LIMIT_DEFAULTS } from '../../src/config';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/db/seed/demo';
import { details } from '../accounts/helpers';
import { okResult } from '../helpers/envelope';
import { createTestApp, databaseTargets, type TestApp } from '../helpers/test-app';

let addresses = 0;
/** A unique client address per call (documentation range 203.0.113.0/24 and beyond). */
const uniqueIp = () => {
  addresses += 1;
  return `203.0.${113 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

interface Body {
  state: string;
  errorCode: number | null;
  message: string;
  result: unknown;
}

/** Asserts RATE_LIMITED (a business outcome, so HTTP 200) and returns the seconds to wait. */
const retryAfter = (response: LightMyRequestResponse): number => {
  expect(response.statusCode).toBe(200);
  const body = response.json() as Body;
  expect(body).toMatchObject({ state: '0', errorCode: ErrorCode.RATE_LIMITED });
  expect(body.message).toBe('Too many requests, please try again later.');
  const { retryAfterSeconds } = body.result as { retryAfterSeconds: number };
  expect(Number.isInteger(retryAfterSeconds)).toBe(true);
  return retryAfterSeconds;
};

const errorCodeOf = (response: LightMyRequestResponse) => (response.json() as Body).errorCode;

describe.each(databaseTargets)('per-address limits of the account endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: {
        RATE_LIMIT_LOGIN: '6/10m',
        RATE_LIMIT_LOGIN_FAILURES: '3/10m',
        RATE_LIMIT_SIGN_UP_DETAILS: '2/10m',
        RATE_LIMIT_RESET_CODE: '2/10m',
        RATE_LIMIT_RESET_VERIFY: '2/5m',
        RATE_LIMIT_RESET_PASSWORD: '2/1h',
        RATE_LIMIT_SIGN_UP_VERIFY: '2/2s',
      },
    });
  });
  afterAll(() => t?.close());

  const call = (contract: EndpointContract, input: Record<string, string>, ip: string) =>
    contract.method === 'GET'
      ? t.app.inject({
          method: 'GET',
          url: `/api${contract.path}?${new URLSearchParams(input).toString()}`,
          remoteAddress: ip,
        })
      : t.app.inject({
          method: contract.method,
          url: `/api${contract.path}`,
          payload: input,
          remoteAddress: ip,
        });

  const failuresOf = async (email: string): Promise<number> => {
    const [row] = await t.database.rows<{ failures: number }>(
      sql`select failures from login_failures where email_key = ${email}`,
    );
    return Number(row?.failures ?? 0);
  };

  it('answers RATE_LIMITED with the seconds left once an address has used up its failed logins; other addresses are not affected', async () => {
    const ip = uniqueIp();
    const email = 'nobody-limited@portal.test';
    for (let n = 0; n < 3; n += 1) {
      expect(errorCodeOf(await call(login, { email, password: 'Wrong-pass1' }, ip))).toBe(
        ErrorCode.LOGIN_INCORRECT,
      );
    }
    const wait = retryAfter(await call(login, { email, password: 'Wrong-pass1' }, ip));
    expect(wait).toBeGreaterThan(600 - 10);
    expect(wait).toBeLessThanOrEqual(600);
    // Refused before any password check: the refused attempt counted no login failure.
    expect(await failuresOf(email)).toBe(3);
    // Even the right password is refused from that address...
    retryAfter(await call(login, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ip));
    // ...and works from another one.
    okResult(login, await call(login, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, uniqueIp()));
  });

  it('counts a success toward the ceiling of all attempts only, a failure toward both', async () => {
    const ip = uniqueIp();
    okResult(login, await call(login, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ip));
    for (let n = 0; n < 3; n += 1) {
      expect(errorCodeOf(await call(login, { email: 'nobody-ceiling@portal.test', password: 'x' }, ip))).toBe(
        ErrorCode.LOGIN_INCORRECT,
      );
    }
    // 4 attempts of 6, but 3 failures of 3: refused.
    retryAfter(await call(login, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ip));

    const busy = uniqueIp();
    for (let n = 0; n < 6; n += 1) {
      okResult(login, await call(login, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, busy));
    }
    retryAfter(await call(login, { email: DEMO_EMAIL, password: DEMO_PASSWORD }, busy));
  });

  it('checks the limit before the body: a malformed body over the limit is refused with RATE_LIMITED, not 400', async () => {
    const ip = uniqueIp();
    for (let n = 0; n < 6; n += 1) {
      expect((await call(login, { email: 'x' }, ip)).statusCode).toBe(400);
    }
    retryAfter(await call(login, { email: 'x' }, ip));
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    const password = 'Wrong-pass1';
    const email = 'v6-limited@portal.test';
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::9']) {
      expect(errorCodeOf(await call(login, { email, password }, ip))).toBe(ErrorCode.LOGIN_INCORRECT);
    }
    retryAfter(await call(login, { email, password }, '2001:db8:1:2:abcd::1'));
    expect(errorCodeOf(await call(login, { email, password }, '2001:db8:1:3::1'))).toBe(
      ErrorCode.LOGIN_INCORRECT,
    );

    const v4 = uniqueIp();
    const other = { email: 'v4-mapped@portal.test', password };
    for (let n = 0; n < 3; n += 1) await call(login, other, n % 2 ? `::ffff:${v4}` : v4);
    retryAfter(await call(login, other, `::ffff:${v4}`));
  });

  const resetCases: Array<[string, EndpointContract, Record<string, string>, number, number]> = [
    ['GET /user/send-forget-pwd-email', sendResetCode, { email: 'reset-limit@portal.test' }, 2, 600],
    [
      'POST /user/verify-captcha-by-forget-pwd',
      verifyResetCode,
      { email: 'reset-limit@portal.test', captcha: '123456' },
      2,
      300,
    ],
    [
      'POST /user/reset-pwd',
      resetPassword,
      { email: 'reset-limit@portal.test', resetTicket: 'a'.repeat(43), password: 'Sunny2day' },
      2,
      3600,
    ],
  ];

  it.each(resetCases)(
    'limits %s per address with its own counter',
    async (_name, contract, input, max, window) => {
      const ip = uniqueIp();
      for (let n = 0; n < max; n += 1) {
        expect(errorCodeOf(await call(contract, input, ip))).not.toBe(ErrorCode.RATE_LIMITED);
      }
      const wait = retryAfter(await call(contract, input, ip));
      expect(wait).toBeGreaterThan(window - 10);
      expect(wait).toBeLessThanOrEqual(window);
      expect(errorCodeOf(await call(contract, input, uniqueIp()))).not.toBe(ErrorCode.RATE_LIMITED);
      // The login counter of this address is untouched.
      expect(
        errorCodeOf(await call(login, { email: 'other@portal.test', password: 'Wrong-pass1' }, ip)),
      ).toBe(ErrorCode.LOGIN_INCORRECT);
    },
  );

  it('shares one counter between both verify-card endpoints and starts a new window when it has passed', async () => {
    const ip = uniqueIp();
    expect(errorCodeOf(await call(regCardVerify, { cardNumber: '30569309025904' }, ip))).not.toBe(
      ErrorCode.RATE_LIMITED,
    );
    expect(errorCodeOf(await call(regActivationVerify, { activationCode: 'NOPE-0000' }, ip))).not.toBe(
      ErrorCode.RATE_LIMITED,
    );
    const wait = retryAfter(await call(regCardVerify, { cardNumber: '30569309025904' }, ip));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    retryAfter(await call(regActivationVerify, { activationCode: 'NOPE-0000' }, ip));

    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(errorCodeOf(await call(regActivationVerify, { activationCode: 'NOPE-0000' }, ip))).not.toBe(
      ErrorCode.RATE_LIMITED,
    );
  });

  it('limits both check-user-info endpoints per address with one counter', async () => {
    const ip = uniqueIp();
    const input = details('A'.repeat(43), 'probe@portal.test');
    expect(errorCodeOf(await call(regCardCheckUserInfo, input, ip))).toBe(ErrorCode.SIGNUP_SESSION_EXPIRED);
    expect(errorCodeOf(await call(regActivationCheckUserInfo, input, ip))).toBe(
      ErrorCode.SIGNUP_SESSION_EXPIRED,
    );
    const wait = retryAfter(await call(regCardCheckUserInfo, input, ip));
    expect(wait).toBeGreaterThan(600 - 10);
    retryAfter(await call(regActivationCheckUserInfo, input, ip));
    expect(errorCodeOf(await call(regCardCheckUserInfo, input, uniqueIp()))).toBe(
      ErrorCode.SIGNUP_SESSION_EXPIRED,
    );
  });

  it('counts parallel requests exactly (one atomic upsert per request)', async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(sendResetCode, { email: 'burst@portal.test' }, ip)),
    );
    const codes = answers.map(errorCodeOf);
    expect(codes.filter((code) => code === ErrorCode.RATE_LIMITED)).toHaveLength(8);
  });
});

describe.each(databaseTargets)('the login limits of one address at their defaults on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: {
        RATE_LIMIT_LOGIN: IP_RATE_LIMIT_DEFAULTS.login,
        RATE_LIMIT_LOGIN_FAILURES: IP_RATE_LIMIT_DEFAULTS.loginFailures,
      },
    });
  });
  afterAll(() => t?.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${login.path}`,
      payload: { email, password },
      remoteAddress: ip,
    });

  it('lets every traveller behind one address log in, and refuses the address once its failures are used up', async () => {
    const ip = uniqueIp();
    const failures = t.config.ipRateLimits.loginFailures.max;
    expect(t.config.ipRateLimits.login.max).toBeGreaterThan(failures + 45);
    for (let n = 0; n < failures + 10; n += 1) {
      okResult(login, await attempt(DEMO_EMAIL, DEMO_PASSWORD, ip));
    }
    // Failures of many accounts (each below its own lock) use up the address's failures...
    for (let n = 0; n < failures; n += 1) {
      expect(errorCodeOf(await attempt(`guess-${n}@portal.test`, 'Wrong-pass1', ip))).toBe(
        ErrorCode.LOGIN_INCORRECT,
      );
    }
    // ...then the address is refused before any password check, even the right one.
    const wait = retryAfter(await attempt(DEMO_EMAIL, DEMO_PASSWORD, ip));
    expect(wait).toBeGreaterThan(600 - 30);
    expect(errorCodeOf(await attempt('guess-new@portal.test', 'Wrong-pass1', ip))).toBe(
      ErrorCode.RATE_LIMITED,
    );
    okResult(login, await attempt(DEMO_EMAIL, DEMO_PASSWORD, uniqueIp()));
  });
});
