import { join } from 'node:path';
import { CARD_ENTRIES, type CardEntry } from '@portal/shared/contracts/payments';
import { z } from 'zod';
import { repoRoot } from './lib/repo-root';

/** Development default for the operator key; refused when NODE_ENV is production. */
export const DEV_OPERATOR_KEY = 'dev-operator-key';
/** scrypt cost used for every real password hash (N = 2^17). */
export const PRODUCTION_SCRYPT_COST_LOG2 = 17;
/** Development default for the card fingerprint key; set CARD_FINGERPRINT_SECRET anywhere real. */
export const DEV_CARD_FINGERPRINT_SECRET = 'dev-card-fingerprint-secret';
/** Development defaults shared with payment-sandbox's default merchant (its README). */
export const DEV_PAYMENT_HOST_ORIGIN = 'http://127.0.0.1:8090';
export const DEV_PAYMENT_MERCHANT_ID = 'portal-dev';
export const DEV_PAYMENT_MERCHANT_KEY = 'dev-payment-merchant-key';
export const DEV_PAYMENT_WEBHOOK_KEY_ID = 'portal-dev-webhooks';
export const DEV_PAYMENT_WEBHOOK_SECRET = 'dev-payment-webhook-secret';

// Where the cardholder types the card (the browser reads it too): `@portal/shared/contracts/payments`.
export { CARD_ENTRIES, type CardEntry };

/** A payment host on this machine is the local sandbox (`npm start`, the e2e suite). */
const isLocalHost = (origin: string): boolean =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname);

/** The card entry unless `PAYMENT_CARD_ENTRY` says otherwise: the sandbox's page on the local sandbox only. */
export const defaultCardEntry = (hostOrigin: string | undefined): CardEntry =>
  hostOrigin && isLocalHost(hostOrigin) ? 'sandbox-page' : 'hosted-tokenization';

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A request limit: at most `max` requests in each fixed window of `windowSeconds`. */
export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * The per-client-address limits of the public account endpoints (routes name one with
 * `registerEndpoint`'s `ipRateLimit`; endpoints naming the same limit share one counter), each set
 * by `RATE_LIMIT_<NAME>` as `<requests>/<window>`, the window in s, m or h (at most 24 h).
 */
export const IP_RATE_LIMIT_DEFAULTS = {
  /**
   * POST /login/gen-token, every attempt: a ceiling high enough for the travellers who share one
   * address (airport Wi-Fi, offices, mobile carriers).
   */
  login: '300/10m',
  /**
   * Failed logins from one address (wrong password or unknown email, any account); an address over
   * it is refused before the password is checked. Counted by the login service, not by a route.
   */
  loginFailures: '30/10m',
  /** GET /user/send-forget-pwd-email (each also sends a mail). */
  resetCode: '10/10m',
  /** POST /user/verify-captcha-by-forget-pwd (guessing codes). */
  resetVerify: '30/10m',
  /** POST /user/reset-pwd. */
  resetPassword: '20/10m',
  /** POST /reg-credit-card/verify-card and /reg-activation/verify-card (guessing numbers or codes). */
  signUpVerify: '30/10m',
  /**
   * POST /reg-credit-card/check-user-info and /reg-activation/check-user-info (they tell whether an
   * email is registered); each sign-up is also limited to SIGNUP_DETAILS_MAX_CHECKS checks.
   */
  signUpDetails: '30/10m',
} as const;
export type IpRateLimitName = keyof typeof IP_RATE_LIMIT_DEFAULTS;

const WINDOW_UNITS = { s: 1, m: 60, h: 3600 } as const;
const rateLimitRule = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, context): RateLimitRule => {
      const match = /^(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])$/.exec(value === '' ? fallback : value);
      const max = Number(match?.[1]);
      const windowSeconds =
        Number(match?.[2]) * WINDOW_UNITS[(match?.[3] ?? 's') as keyof typeof WINDOW_UNITS];
      if (!match || max < 1 || windowSeconds < 1 || windowSeconds > 24 * 3600) {
        context.addIssue({
          code: 'custom',
          message: 'must be <requests>/<window> such as 30/10m (window 1s to 24h)',
        });
        return z.NEVER;
      }
      return { max, windowSeconds };
    });

/** An origin as a browser sends it: scheme, host and an optional port, nothing after. */
const EMBED_ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  WEB_ROOT: optionalText,
  OPERATOR_KEY: optionalText,
  SEED: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTE_BASE_URL: optionalText,
  EMBED_ORIGINS: z
    .string()
    .trim()
    .default('')
    .transform((value, context): string[] => {
      const origins = value.split(/[\s,]+/).filter(Boolean);
      const bad = origins.find((origin) => !EMBED_ORIGIN.test(origin));
      if (bad !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `"${bad}" is not an origin such as https://www.issuer.example (scheme, host, optional port; no path)`,
        });
        return z.NEVER;
      }
      return origins.map((origin) => origin.toLowerCase());
    }),
  PAYMENT_HOST_ORIGIN: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'must be an origin such as https://pay.example.com')
      .optional(),
  ),
  PAYMENT_MERCHANT_ID: z.string().trim().min(1).max(64).default(DEV_PAYMENT_MERCHANT_ID),
  /** Worldline's API key id (default: the merchant id, as the sandbox's development key). */
  PAYMENT_API_KEY_ID: optionalText,
  /** The API key's secret. */
  PAYMENT_MERCHANT_KEY: optionalText,
  PAYMENT_WEBHOOK_KEY_ID: optionalText,
  PAYMENT_WEBHOOK_SECRET: optionalText,
  PAYMENT_HOST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PAYMENT_CARD_ENTRY: optionalText.pipe(z.enum(CARD_ENTRIES).optional()),
  SCRYPT_COST_LOG2: z.coerce.number().int().min(10).max(20).default(PRODUCTION_SCRYPT_COST_LOG2),
  /**
   * Lets a production build run with a lower `SCRYPT_COST_LOG2`: the browser suite only, whose
   * hundreds of sign-ups and logins would otherwise spend minutes of its CPU hashing.
   */
  UNSAFE_TEST_PASSWORD_HASH: flag.default(false),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** An operator's session ends after this long without a call (decision 0019). */
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** …and this long after sign-in at the latest. */
  OPERATOR_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(72).default(10),
  TRUST_PROXY: optionalText.transform((value): boolean | string | undefined => {
    if (value === undefined || /^(off|false)$/i.test(value)) return undefined;
    return /^(on|true)$/i.test(value) ? true : value;
  }),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Portal <no-reply@portal.test>'),
  SUPPORT_MAILBOX: z.string().trim().min(3).default('support@portal.test'),
  TRANSPORT_DISPATCH_MAILBOX: optionalText.pipe(z.string().min(3).optional()),
  JOB_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  CARD_FINGERPRINT_SECRET: z.string().min(16).default(DEV_CARD_FINGERPRINT_SECRET),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  SUPPORT_PHONE: z.string().trim().min(3).max(40).default('+1 800 555 0199'),
  CONTACT_US_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  CONTACT_US_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(5),
  CONTACT_US_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  RATE_LIMIT_LOGIN: rateLimitRule(IP_RATE_LIMIT_DEFAULTS.login),
  RATE_LIMIT_RESET_CODE: rateLimitRule(IP_RATE_LIMIT_DEFAULTS.resetCode),
  RATE_LIMIT_RESET_VERIFY: rateLimitRule(IP_RATE_LIMIT_DEFAULTS.resetVerify),
  RATE_LIMIT_RESET_PASSWORD: rateLimitRule(IP_RATE_LIMIT_DEFAULTS.resetPassword),
  RATE_LIMIT_SIGN_UP_VERIFY: rateLimitRule(IP_RATE_LIMIT_DEFAULTS.signUpVerify),
  RATE_LIMIT_LOGIN_FAILURES: rateLimitRule(IP_RATE_LIMIT_DEFAULTS.loginFailures),
  RATE_LIMIT_SIGN_UP_DETAILS: rateLimitRule(IP_RATE_LIMIT_DEFAULTS.signUpDetails),
  PASSWORD_HASH_MAX_WAITING: z.coerce.number().int().min(0).max(10_000).default(32),
});

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** The URL printed in the banner (where people open the portal). */
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolMax: number };
  /** Repository root whose `<app>/dist` folders are served; static serving is off when unset. */
  webRoot: string | undefined;
  operatorKey: string;
  seed: boolean;
  logLevel: string;
  /** Origin put in front of `/remotes/<name>/mf-manifest.json` (empty: same origin). */
  remoteBaseUrl: string;
  /**
   * The issuers' own sites whose pages embed the booking widget (`EMBED_ORIGINS`, comma- or
   * space-separated origins): the only foreign origins the API answers (plugins/cors.ts).
   */
  embedOrigins: string[];
  paymentHostOrigin: string | undefined;
  /** The payment host (no origin: payments answer PAYMENT_HOST_UNAVAILABLE). */
  payment: {
    hostOrigin: string | undefined;
    merchantId: string;
    apiKeyId: string;
    /** The API key's secret. */
    merchantKey: string;
    hostTimeoutMs: number;
    /** Where the cardholder types the card (`PAYMENT_CARD_ENTRY`, default `defaultCardEntry`). */
    cardEntry: CardEntry;
    /** The webhook key (`X-GCS-KeyId`) and its secret; events signed otherwise are refused. */
    webhookKeyId: string;
    webhookSecret: string;
  };
  scryptCostLog2: number;
  /**
   * Password hashes allowed to wait for a free core (beyond the ones running); one more is refused
   * at once with SERVER_BUSY (HTTP 503, Retry-After) instead of queueing behind them.
   */
  passwordHashMaxWaiting: number;
  session: { idleMinutes: number; absoluteHours: number };
  /** Operators' sessions (the operations console), apart from cardholders'. */
  operatorSession: { idleMinutes: number; absoluteHours: number };
  /**
   * How long a client may take (ms) to send a whole request, to send its headers, to start the next
   * request on a kept-alive connection, and to stay silent on a connection: a slow sender cannot
   * hold connections open (each answered 408 in the envelope, then closed).
   */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number; idleMs: number };
  /**
   * How long another instance's change to a public read (remotes, terms) may take to show here;
   * changes made through this instance show on the very next request.
   */
  publicCacheSeconds: number;
  /**
   * Fastify `trustProxy` behind a reverse proxy, which decides `request.ip` (the key of the per-IP
   * limits): `true` (trust every hop) or addresses, subnets and names such as `loopback`; unset: off.
   */
  trustProxy: boolean | string | undefined;
  /** Where mail goes (`smtp://host:port`); unset: an in-memory transport that only records it. */
  smtpUrl: string | undefined;
  /** The From header of every mail, e.g. `Portal <no-reply@portal.test>`. */
  mailFrom: string;
  /** The support team's address (support-form mail, and named in account mails). */
  supportMailbox: string;
  /**
   * Where the driver side of Transport hears of a pick-up moved with its flight (there is no driver
   * channel yet): `TRANSPORT_DISPATCH_MAILBOX`, else the support mailbox.
   */
  transportDispatchMailbox: string;
  /**
   * The job runner (mail outbox, scheduled jobs): wait between polls that found nothing; 0 runs no
   * background passes on this instance (work then waits for another instance, or a test's flush).
   */
  jobs: { pollMs: number };
  /** Key of the HMAC-SHA256 that fingerprints card numbers at sign-up. */
  cardFingerprintSecret: string;
  /**
   * How long a login lock lasts (MAX_LOGIN_FAILURES failures of one account from one address, or
   * ACCOUNT_MAX_LOGIN_FAILURES from anywhere), and how long failures are remembered.
   */
  loginLockMinutes: number;
  /** The support phone number shown in help texts and mails ({phone}). */
  supportPhone: string;
  /** Submit a query: queries allowed per network address and per email address in each window. */
  contactUs: { perIp: number; perEmail: number; windowSeconds: number };
  /** Per-client-address limits of the public account endpoints (see IP_RATE_LIMIT_DEFAULTS). */
  ipRateLimits: Record<IpRateLimitName, RateLimitRule>;
}

export class ConfigError extends Error {}

/** Reads the configuration from environment variables (all optional in development). */
export const loadConfig = (env: Record<string, string | undefined> = process.env): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.OPERATOR_KEY) {
    throw new ConfigError('OPERATOR_KEY is required when NODE_ENV is production.');
  }
  if (production && e.SCRYPT_COST_LOG2 < PRODUCTION_SCRYPT_COST_LOG2 && !e.UNSAFE_TEST_PASSWORD_HASH) {
    throw new ConfigError(
      'SCRYPT_COST_LOG2 may be lowered only outside production (for tests), or with UNSAFE_TEST_PASSWORD_HASH=on.',
    );
  }
  const paymentHostOrigin = e.PAYMENT_HOST_ORIGIN ?? (production ? undefined : DEV_PAYMENT_HOST_ORIGIN);
  if (production && paymentHostOrigin && (!e.PAYMENT_MERCHANT_KEY || !e.PAYMENT_API_KEY_ID)) {
    throw new ConfigError(
      'PAYMENT_API_KEY_ID and PAYMENT_MERCHANT_KEY are required when NODE_ENV is production and a payment host is set.',
    );
  }
  if (production && paymentHostOrigin && (!e.PAYMENT_WEBHOOK_SECRET || !e.PAYMENT_WEBHOOK_KEY_ID)) {
    throw new ConfigError(
      'PAYMENT_WEBHOOK_KEY_ID and PAYMENT_WEBHOOK_SECRET are required when NODE_ENV is production and a payment host is set.',
    );
  }
  const browserHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${browserHost}:${e.PORT}`).replace(/\/+$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DB_POOL_MAX }
      : { kind: 'pglite', dataDir: e.DATA_DIR ?? join(repoRoot(), '.data', 'pglite') },
    webRoot: e.WEB_ROOT,
    operatorKey: e.OPERATOR_KEY ?? DEV_OPERATOR_KEY,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    remoteBaseUrl: (e.REMOTE_BASE_URL ?? '').replace(/\/+$/, ''),
    embedOrigins: e.EMBED_ORIGINS,
    paymentHostOrigin,
    payment: {
      hostOrigin: paymentHostOrigin,
      merchantId: e.PAYMENT_MERCHANT_ID,
      apiKeyId: e.PAYMENT_API_KEY_ID ?? e.PAYMENT_MERCHANT_ID,
      merchantKey: e.PAYMENT_MERCHANT_KEY ?? DEV_PAYMENT_MERCHANT_KEY,
      hostTimeoutMs: e.PAYMENT_HOST_TIMEOUT_MS,
      cardEntry: e.PAYMENT_CARD_ENTRY ?? defaultCardEntry(paymentHostOrigin),
      webhookKeyId: e.PAYMENT_WEBHOOK_KEY_ID ?? DEV_PAYMENT_WEBHOOK_KEY_ID,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? DEV_PAYMENT_WEBHOOK_SECRET,
    },
    scryptCostLog2: e.SCRYPT_COST_LOG2,
    passwordHashMaxWaiting: e.PASSWORD_HASH_MAX_WAITING,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    operatorSession: {
      idleMinutes: e.OPERATOR_SESSION_IDLE_MINUTES,
      absoluteHours: e.OPERATOR_SESSION_ABSOLUTE_HOURS,
    },
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportMailbox: e.SUPPORT_MAILBOX,
    transportDispatchMailbox: e.TRANSPORT_DISPATCH_MAILBOX ?? e.SUPPORT_MAILBOX,
    jobs: { pollMs: e.JOB_POLL_MS },
    cardFingerprintSecret: e.CARD_FINGERPRINT_SECRET,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    supportPhone: e.SUPPORT_PHONE,
    contactUs: {
      perIp: e.CONTACT_US_PER_IP,
      perEmail: e.CONTACT_US_PER_EMAIL,
      windowSeconds: e.CONTACT_US_WINDOW_MINUTES * 60,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: e.IDLE_TIMEOUT_MS,
    },
    ipRateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      resetCode: e.RATE_LIMIT_RESET_CODE,
      resetVerify: e.RATE_LIMIT_RESET_VERIFY,
      resetPassword: e.RATE_LIMIT_RESET_PASSWORD,
      signUpVerify: e.RATE_LIMIT_SIGN_UP_VERIFY,
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      signUpDetails: e.RATE_LIMIT_SIGN_UP_DETAILS,
    },
  };
};
