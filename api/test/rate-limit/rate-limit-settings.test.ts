import { ErrorCode } from '@portal/shared/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, IP_RATE_LIMIT_DEFAULTS, loadConfig } from '../../src/config';
import { isAppError } from '../../src/lib/app-error';
import { createRateLimitService } from '../../src/services/rate-limit';
import { clientAddressKey } from '../../src/services/rate-limit/client-address';

describe('rate-limit settings', () => {
  it('has defaults for every per-address limit (30 failed logins, 300 attempts per 10 minutes)', () => {
    const { ipRateLimits } = loadConfig({});
    expect(Object.keys(ipRateLimits).sort()).toEqual(Object.keys(IP_RATE_LIMIT_DEFAULTS).sort());
    expect(ipRateLimits.loginFailures).toEqual({ max: 30, windowSeconds: 600 });
    expect(ipRateLimits.login).toEqual({ max: 300, windowSeconds: 600 });
    expect(ipRateLimits.signUpDetails).toEqual({ max: 30, windowSeconds: 600 });
    expect(
      loadConfig({ RATE_LIMIT_LOGIN_FAILURES: '5/1m', RATE_LIMIT_SIGN_UP_DETAILS: '7/1h' }).ipRateLimits,
    ).toMatchObject({
      loginFailures: { max: 5, windowSeconds: 60 },
      signUpDetails: { max: 7, windowSeconds: 3600 },
    });
    for (const rule of Object.values(ipRateLimits)) {
      expect(rule.max).toBeGreaterThan(0);
      expect(rule.windowSeconds).toBeGreaterThan(0);
    }
  });

  it('reads RATE_LIMIT_<NAME> as <requests>/<window> in s, m or h', () => {
    const { ipRateLimits } = loadConfig({
      RATE_LIMIT_LOGIN: '100/30s',
      RATE_LIMIT_RESET_CODE: ' 5 / 2h ',
      RATE_LIMIT_SIGN_UP_VERIFY: '',
    });
    expect(ipRateLimits.login).toEqual({ max: 100, windowSeconds: 30 });
    expect(ipRateLimits.resetCode).toEqual({ max: 5, windowSeconds: 7200 });
    expect(ipRateLimits.signUpVerify).toEqual({ max: 30, windowSeconds: 600 });
  });

  it.each(['30', '30/10', '0/10m', '-1/10m', '30/0m', '30/25h', 'lots/10m', '30/10d'])(
    'refuses RATE_LIMIT_LOGIN=%s',
    (value) => {
      expect(() => loadConfig({ RATE_LIMIT_LOGIN: value })).toThrow(ConfigError);
      expect(() => loadConfig({ RATE_LIMIT_LOGIN: value })).toThrow(/RATE_LIMIT_LOGIN/);
    },
  );

  it('reads TRUST_PROXY: unset or off is off, true trusts every hop, anything else is a list', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:1:2', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});

describe('the rate-limit service', () => {
  const rules = loadConfig({}).ipRateLimits;

  it('refuses with the longest wait of the checks that are over their limit', async () => {
    const hits: Record<string, { hits: number; resetInSeconds: number }> = {
      'a:1': { hits: 3, resetInSeconds: 50 },
      'b:2': { hits: 9, resetInSeconds: 20 },
      'c:3': { hits: 9, resetInSeconds: 40 },
    };
    const seen: string[] = [];
    const service = createRateLimitService(
      {
        hit: async (key) => {
          seen.push(key);
          return hits[key] ?? { hits: 1, resetInSeconds: 1 };
        },
        peek: async () => null,
      },
      rules,
    );
    const error = await service
      .enforce([
        { scope: 'a', key: '1', rule: { max: 3, windowSeconds: 60 } },
        { scope: 'b', key: '2', rule: { max: 5, windowSeconds: 60 } },
        { scope: 'c', key: '3', rule: { max: 8, windowSeconds: 60 } },
      ])
      .catch((caught: unknown) => caught);
    expect(isAppError(error) && error.errorCode).toBe(ErrorCode.RATE_LIMITED);
    expect(isAppError(error) && error.statusCode).toBe(200);
    expect(isAppError(error) && error.details).toEqual({ retryAfterSeconds: 40 });
    expect(seen.sort()).toEqual(['a:1', 'b:2', 'c:3']);
  });

  it('lets a request through while every check is within its limit, and keys per-address limits by name', async () => {
    const seen: string[] = [];
    const service = createRateLimitService(
      {
        hit: async (key, windowSeconds) => {
          seen.push(`${key}@${windowSeconds}`);
          return { hits: rules.login.max, resetInSeconds: 5 };
        },
        peek: async () => null,
      },
      rules,
    );
    await expect(service.enforceIp('login', '2001:db8::5')).resolves.toBeUndefined();
    expect(seen).toEqual([`ip:login:2001:db8:0:0::/64@${rules.login.windowSeconds}`]);
  });
});
