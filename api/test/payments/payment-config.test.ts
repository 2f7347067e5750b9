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
      cardEntry: 'sandbox-page',
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
      cardEntry: 'hosted-tokenization',
      webhookKeyId: 'W1',
      webhookSecret: 'webhook-secret',
    });
  });

  it('let pages post card details to the host (connect-src) and submit forms to it', () => {
    const csp = contentSecurityPolicy('https://pay.example.com', 'sandbox-page');
    expect(csp).toContain("connect-src 'self' https://pay.example.com");
    expect(csp).toContain("form-action 'self' https://pay.example.com");
    expect(csp).toContain("script-src 'self';");
    expect(contentSecurityPolicy(undefined, 'sandbox-page')).toContain("connect-src 'self';");
  });

  it('take the card on the sandbox’s page on a local sandbox, in Worldline’s iframe anywhere else', () => {
    expect(loadConfig({ PAYMENT_HOST_ORIGIN: 'http://localhost:8191' }).payment.cardEntry).toBe(
      'sandbox-page',
    );
    expect(loadConfig({ PAYMENT_HOST_ORIGIN: 'https://pay.example.com' }).payment.cardEntry).toBe(
      'hosted-tokenization',
    );
    expect(
      loadConfig({ PAYMENT_CARD_ENTRY: 'hosted-tokenization' }).payment.cardEntry,
      'the local sandbox serves the tokenizer too',
    ).toBe('hosted-tokenization');
    expect(
      loadConfig({ PAYMENT_HOST_ORIGIN: 'https://pay.example.com', PAYMENT_CARD_ENTRY: 'sandbox-page' })
        .payment.cardEntry,
    ).toBe('sandbox-page');
    expect(() => loadConfig({ PAYMENT_CARD_ENTRY: 'iframe' })).toThrow(ConfigError);
  });

  it('let pages run the host’s tokenizer script and frame its card page with hosted tokenization', () => {
    const csp = contentSecurityPolicy('https://pay.example.com', 'hosted-tokenization');
    expect(csp).toContain("script-src 'self' https://pay.example.com;");
    expect(csp).toContain("frame-src 'self' https://pay.example.com;");
  });
});
