import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  envelopeSchema,
  OPERATOR_KEY_HEADER,
  REMOTE_NAMES,
  type RemoteEntry,
  remoteList,
  remoteNameSchema,
  setRemoteEnabled,
} from '@portal/shared/contracts';
import { z } from 'zod';

/**
 * Operator CLI for the runtime remote registry. The running API holds the database, so this talks
 * to it over HTTP:
 *   node api/dist/cli/remotes.js list|enable|disable <name> [--url http://127.0.0.1:8080] [--key KEY]
 */
const USAGE = `Usage: remotes list | enable <name> | disable <name> [--url URL] [--key KEY]
  names: ${REMOTE_NAMES.join(', ')}
  --url  the portal API (default: $PORTAL_URL or http://127.0.0.1:8080)
  --key  the operator key (default: $OPERATOR_KEY or the development key)`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
}

const table = (entries: RemoteEntry[]): string[] => {
  const width = Math.max(...entries.map((e) => e.name.length), 4);
  return [
    `${'NAME'.padEnd(width)}  ENABLED  PREFIXES`,
    ...entries.map(
      (e) => `${e.name.padEnd(width)}  ${(e.enabled ? 'yes' : 'no').padEnd(7)}  ${e.prefixes.join(' ')}`,
    ),
  ];
};

const call = async (io: CliIo, url: string, init: RequestInit) => {
  let response: Response;
  try {
    response = await io.fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    throw new Error(`cannot reach ${url} (${cause?.code ?? (error as Error).message}); is the API running?`);
  }
  const parsed = envelopeSchema(z.unknown()).safeParse(await response.json());
  if (!parsed.success) throw new Error(`unexpected answer from ${url} (HTTP ${response.status})`);
  if (parsed.data.state !== '1') throw new Error(`${parsed.data.message} (error ${parsed.data.errorCode})`);
  return parsed.data.result;
};

const OPTIONS = {
  url: { type: 'string' },
  key: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

/** Runs the CLI; returns the process exit code. */
export const runRemotesCli = async (argv: string[], io: CliIo): Promise<number> => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err((error as Error).message);
    io.err(USAGE);
    return 2;
  }
  const [command, name] = parsed.positionals;
  if (parsed.values.help || !command) {
    io.out(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const base = (parsed.values.url ?? io.env.PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const key = parsed.values.key ?? io.env.OPERATOR_KEY ?? 'dev-operator-key';

  try {
    if (command === 'list') {
      const entries = remoteList.result.parse(
        await call(io, `${base}/api${remoteList.path}`, { method: 'GET' }),
      );
      for (const line of table(entries)) io.out(line);
      return 0;
    }
    if (command === 'enable' || command === 'disable') {
      const remote = remoteNameSchema.safeParse(name);
      if (!remote.success) {
        io.err(`Unknown remote '${name ?? ''}'. Names: ${REMOTE_NAMES.join(', ')}`);
        return 2;
      }
      const entry = setRemoteEnabled.result.parse(
        await call(io, `${base}/api${setRemoteEnabled.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [OPERATOR_KEY_HEADER]: key },
          body: JSON.stringify({ name: remote.data, enabled: command === 'enable' }),
        }),
      );
      io.out(`${entry.name} is now ${entry.enabled ? 'enabled' : 'disabled'}.`);
      return 0;
    }
    io.err(`Unknown command '${command}'.`);
    io.err(USAGE);
    return 2;
  } catch (error) {
    io.err(`remotes: ${(error as Error).message}`);
    return 1;
  }
};

const invokedDirectly = (): boolean => {
  try {
    return (
      process.argv[1] !== undefined &&
      realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
    );
  } catch {
    return false;
  }
};

if (invokedDirectly()) {
  process.exitCode = await runRemotesCli(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    fetch,
  });
}
