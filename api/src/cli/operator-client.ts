import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { envelopeSchema, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import { z } from 'zod';

/** What an operator CLI reads and writes: its output lines, the environment and the network. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
}

/** The `--url` and `--key` lines every operator CLI's usage ends with. */
export const TARGET_USAGE = `  --url  the portal API (default: $PORTAL_URL or http://127.0.0.1:8080)
  --key  the operator key (default: $OPERATOR_KEY or the development key)`;

/** The `parseArgs` options for `--url`, `--key` and `--help`. */
export const TARGET_OPTIONS = {
  url: { type: 'string' },
  key: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The running API's address and the operator key, from the options or the environment. */
export const operatorTarget = (values: { url?: string; key?: string }, env: CliIo['env']) => ({
  base: (values.url ?? env.PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
  key: values.key ?? env.OPERATOR_KEY ?? 'dev-operator-key',
});

/**
 * One operator call to the running API (GET without a body, POST with one), with the operator key:
 * the envelope's result, or an error that says what went wrong (API not running, an error code).
 */
export const callOperatorApi = async (
  io: CliIo,
  target: { base: string; key: string },
  path: string,
  body?: unknown,
): Promise<unknown> => {
  const url = `${target.base}/api${path}`;
  let response: Response;
  try {
    response = await io.fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        [OPERATOR_KEY_HEADER]: target.key,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new Error(`cannot reach ${url} (${cause?.code ?? (error as Error).message}); is the API running?`);
  }
  const parsed = envelopeSchema(z.unknown()).safeParse(await response.json());
  if (!parsed.success) throw new Error(`unexpected answer from ${url} (HTTP ${response.status})`);
  if (parsed.data.state !== '1') throw new Error(`${parsed.data.message} (error ${parsed.data.errorCode})`);
  return parsed.data.result;
};

/** Runs `run` with the process's arguments and streams when `moduleUrl` is the script node was given. */
export const runWhenInvoked = async (
  moduleUrl: string,
  run: (argv: string[], io: CliIo) => Promise<number>,
): Promise<void> => {
  let invoked = false;
  try {
    invoked =
      process.argv[1] !== undefined &&
      realpathSync(process.argv[1]) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    invoked = false;
  }
  if (!invoked) return;
  process.exitCode = await run(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    fetch,
  });
};
