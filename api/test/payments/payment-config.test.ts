import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_PAYMENT_HOST_ORIGIN,
  DEV_PAYMENT_MERCHANT_ID,
  DEV_PAYMENT_MERCHANT_KEY,
  DEV_PAYMENT_WEBHOOK_KEY_ID,
  DEV_PAYMENT_WEBHOOK_SECRET,
  loadConfig,
} from '../../src/config';
import { contentSecurityPolicy } from '../../src/plugins/security-headers';

describe('payment settings', () => {
  it('default to the local sandbox and its development merchant outside production', () => {
    expect(loadConfig({}).payment).toEqual({
      hostOrigin: DEV_PAYMENT_HOST_ORIGIN,
      merchantId: DEV_PAYMENT_MERCHANT_ID,
      apiKeyId: DEV_PAYMENT_MERCHANT_ID,
      merchantKey: DEV_PAYMENT_MERCHANT_KEY,
      hostTimeoutMs: 10_000,
      webhookKeyId: DEV_PAYMENT_WEBHOOK_KEY_ID,
      webhookSecret: DEV_PAYMENT_WEBHOOK_SECRET,
    });
  });

  it('need the API key and the webhook key in production when a host is set, and no host means none', () => {
    const production = { NODE_ENV: 'production', OPERATOR_KEY: 'k' };
    expect(loadConfig(production).payment.hostOrigin).toBeUndefined();
    const worldline = {
      ...production,
      PAYMENT_HOST_ORIGIN: 'https://payment.preprod.direct.worldline-solutions.com',
      PAYMENT_MERCHANT_ID: 'PSPID1',
      PAYMENT_API_KEY_ID: 'A1B2C3',
      PAYMENT_MERCHANT_KEY: 'secret',
      PAYMENT_WEBHOOK_KEY_ID: 'W1',
      PAYMENT_WEBHOOK_SECRET: 'webhook-secret',
      PAYMENT_HOST_TIMEOUT_MS: '2500',
    };
    for (const missing of [
      'PAYMENT_API_KEY_ID',
      'PAYMENT_MERCHANT_KEY',
      'PAYMENT_WEBHOOK_KEY_ID',
      'PAYMENT_WEBHOOK_SECRET',
    ]) {
      expect(() => loadConfig({ ...worldline, [missing]: '' }), missing).toThrow(ConfigError);
    }
    expect(loadConfig(worldline).payment).toEqual({
      hostOrigin: 'https://payment.preprod.direct.worldline-solutions.com',
      merchantId: 'PSPID1',
      apiKeyId: 'A1B2C3',
      merchantKey: 'secret',
      hostTimeoutMs: 2500,
      webhookKeyId: 'W1',
      webhookSecret: 'webhook-secret',
    });
  });

  it('let pages post card details to the host (connect-src) and submit forms to it', () => {
    const csp = contentSecurityPolicy('https://pay.example.com');
    expect(csp).toContain("connect-src 'self' https://pay.example.com");
    expect(csp).toContain("form-action 'self' https://pay.example.com");
    expect(contentSecurityPolicy(undefined)).toContain("connect-src 'self';");
  });
});
