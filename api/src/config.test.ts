import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_OPERATOR_KEY, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on PGlite in <repo>/.data/pglite with development defaults', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\.data\/pglite$/) });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8080',
      operatorKey: DEV_OPERATOR_KEY,
      seed: true,
      scryptCostLog2: 17,
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set and reads the other settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      PORT: '9090',
      HOST: '0.0.0.0',
      SEED: 'off',
      REMOTE_BASE_URL: 'https://cdn.example.com/',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db', poolMax: 10 });
    expect(config).toMatchObject({
      port: 9090,
      seed: false,
      publicUrl: 'http://127.0.0.1:9090',
      remoteBaseUrl: 'https://cdn.example.com',
    });
  });

  it('requires an operator key and full password cost in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'k', SCRYPT_COST_LOG2: '10' })).toThrow(
      /SCRYPT_COST_LOG2/,
    );
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'k' }).operatorKey).toBe('k');
    // The browser suite's production server, named as such.
    const cheap = { NODE_ENV: 'production', OPERATOR_KEY: 'k', SCRYPT_COST_LOG2: '14' };
    expect(() => loadConfig(cheap)).toThrow(/UNSAFE_TEST_PASSWORD_HASH/);
    expect(loadConfig({ ...cheap, UNSAFE_TEST_PASSWORD_HASH: 'on' }).scryptCostLog2).toBe(14);
  });

  it('refuses a payment origin that could break out of the CSP', () => {
    expect(() => loadConfig({ PAYMENT_HOST_ORIGIN: 'https://pay.example.com; script-src *' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({ PAYMENT_HOST_ORIGIN: 'https://pay.example.com:8443' }).paymentHostOrigin).toBe(
      'https://pay.example.com:8443',
    );
  });

  it("reads the issuers' origins the API answers from their pages, and refuses anything else", () => {
    expect(loadConfig({}).embedOrigins).toEqual([]);
    expect(
      loadConfig({ EMBED_ORIGINS: 'https://www.Issuer.example, http://127.0.0.1:9000 https://b.example' })
        .embedOrigins,
    ).toEqual(['https://www.issuer.example', 'http://127.0.0.1:9000', 'https://b.example']);
    for (const bad of ['https://issuer.example/benefits', '*', 'issuer.example', 'https://a.example;x']) {
      expect(() => loadConfig({ EMBED_ORIGINS: bad }), bad).toThrow(/EMBED_ORIGINS/);
    }
  });
});
