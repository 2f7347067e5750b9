import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEV_MERCHANT_ID,
  DEV_MERCHANT_KEY,
  DEV_WEBHOOK_KEY_ID,
  DEV_WEBHOOK_SECRET,
  FRICTIONLESS_TEST_NUMBER,
  PUBLISHED_TEST_NUMBERS,
  startPaymentSandbox,
} from './index';
import { DataDirLockedError } from './store';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  PAYMENT_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  PAYMENT_SANDBOX_DATA_DIR: optionalText,
  PAYMENT_SANDBOX_PUBLIC_URL: optionalText,
  PAYMENT_SANDBOX_ALLOWED_ORIGINS: optionalText,
  PAYMENT_SANDBOX_CONTROL_KEY: optionalText,
  PAYMENT_SANDBOX_ALLOWED_HOSTS: optionalText,
  PAYMENT_SANDBOX_LOG: z.enum(['on', 'off']).default('off'),
  PAYMENT_SANDBOX_WEBHOOK_URL: optionalText,
  PAYMENT_MERCHANT_ID: optionalText,
  PAYMENT_API_KEY_ID: optionalText,
  PAYMENT_MERCHANT_KEY: optionalText,
  PAYMENT_WEBHOOK_KEY_ID: optionalText,
  PAYMENT_WEBHOOK_SECRET: optionalText,
});

/** The workspace root (holding pnpm-workspace.yaml), found from src/ or dist/. */
const repoRoot = () => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 6; level += 1) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
};

const fail = (message: string): never => {
  process.stderr.write(`Payment sandbox could not start: ${message}\n`);
  process.exit(1);
};

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  fail(`invalid setting ${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`);
}
const env = parsed.data as z.output<typeof envSchema>;

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
if (env.NODE_ENV === 'production' && !env.PAYMENT_MERCHANT_KEY) {
  process.stderr.write('Payment sandbox: using the development merchant key (set PAYMENT_MERCHANT_KEY).\n');
}

try {
  const sandbox = await startPaymentSandbox({
    port: env.PAYMENT_SANDBOX_PORT,
    host: env.PAYMENT_SANDBOX_HOST,
    dataDir: resolve(env.PAYMENT_SANDBOX_DATA_DIR ?? join(repoRoot(), '.data', 'payment-sandbox')),
    publicUrl: env.PAYMENT_SANDBOX_PUBLIC_URL,
    allowedOrigins: commaList(env.PAYMENT_SANDBOX_ALLOWED_ORIGINS),
    allowedHosts: commaList(env.PAYMENT_SANDBOX_ALLOWED_HOSTS),
    controlKey: env.PAYMENT_SANDBOX_CONTROL_KEY,
    merchants: [
      {
        id: env.PAYMENT_MERCHANT_ID ?? DEV_MERCHANT_ID,
        apiKeyId: env.PAYMENT_API_KEY_ID ?? env.PAYMENT_MERCHANT_ID ?? DEV_MERCHANT_ID,
        key: env.PAYMENT_MERCHANT_KEY ?? DEV_MERCHANT_KEY,
        name: 'Cardholder portal',
        ...(env.PAYMENT_SANDBOX_WEBHOOK_URL
          ? {
              webhook: {
                url: env.PAYMENT_SANDBOX_WEBHOOK_URL,
                keyId: env.PAYMENT_WEBHOOK_KEY_ID ?? DEV_WEBHOOK_KEY_ID,
                secret: env.PAYMENT_WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET,
              },
            }
          : {}),
      },
    ],
    log:
      env.PAYMENT_SANDBOX_LOG === 'on'
        ? (line) => process.stdout.write(`payment-sandbox ${line}\n`)
        : undefined,
  });
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.stdout.write(
    `Payment sandbox listening on ${sandbox.url} (data ${sandbox.dataFile}); test cards ${PUBLISHED_TEST_NUMBERS.join(', ')}; frictionless ${FRICTIONLESS_TEST_NUMBER}\n`,
  );
  // Whoever started it may want the control routes; a key they did not choose is only shown here.
  if (!env.PAYMENT_SANDBOX_CONTROL_KEY) {
    process.stdout.write(`Payment sandbox control key (x-control-key, random): ${sandbox.controlKey}\n`);
  }
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  fail((error as Error).message);
}
