import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_PAYMENT_HOST_ORIGIN,
  DEV_PAYMENT_MERCHANT_ID,
  DEV_PAYMENT_MERCHANT_KEY,
  loadConfig,
} from '../../src/config';
import { contentSecurityPolicy } from '../../src/plugins/security-headers';

describe('payment settings', () => {
  it('default to the local sandbox and its development merchant outside production', () => {
    expect(loadConfig({}).payment).toEqual({
      hostOrigin: DEV_PAYMENT_HOST_ORIGIN,
      merchantId: DEV_PAYMENT_MERCHANT_ID,
      merchantKey: DEV_PAYMENT_MERCHANT_KEY,
      hostTimeoutMs: 10_000,
    });
  });

  it('need a merchant key in production when a host is set, and no host means none', () => {
    const production = { NODE_ENV: 'production', OPERATOR_KEY: 'k' };
    expect(loadConfig(production).payment.hostOrigin).toBeUndefined();
    expect(() => loadConfig({ ...production, PAYMENT_HOST_ORIGIN: 'https://pay.example.com' })).toThrow(
      ConfigError,
    );
    const config = loadConfig({
      ...production,
      PAYMENT_HOST_ORIGIN: 'https://pay.example.com',
      PAYMENT_MERCHANT_ID: 'm-1',
      PAYMENT_MERCHANT_KEY: 'secret',
      PAYMENT_HOST_TIMEOUT_MS: '2500',
    });
    expect(config.payment).toEqual({
      hostOrigin: 'https://pay.example.com',
      merchantId: 'm-1',
      merchantKey: 'secret',
      hostTimeoutMs: 2500,
    });
  });

  it('let pages post card details to the host (connect-src) and submit forms to it', () => {
    const csp = contentSecurityPolicy('https://pay.example.com');
    expect(csp).toContain("connect-src 'self' https://pay.example.com");
    expect(csp).toContain("form-action 'self' https://pay.example.com");
    expect(contentSecurityPolicy(undefined)).toContain("connect-src 'self';");
  });
});
