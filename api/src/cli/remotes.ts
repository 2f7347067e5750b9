import { parseArgs } from 'node:util';
import {
  REMOTE_NAMES,
  type RemoteEntry,
  remoteList,
  remoteNameSchema,
  setRemoteEnabled,
} from '@portal/shared/contracts';
import {
  type CliIo,
  callOperatorApi,
  operatorTarget,
  runWhenInvoked,
  TARGET_OPTIONS,
  TARGET_USAGE,
} from './operator-client';

/**
 * Operator CLI for the runtime remote registry. The running API holds the database, so this talks
 * to it over HTTP:
 *   node api/dist/cli/remotes.js list|enable|disable <name> [--url http://127.0.0.1:8080] [--key KEY]
 */
const USAGE = `Usage: remotes list | enable <name> | disable <name> [--url URL] [--key KEY]
  names: ${REMOTE_NAMES.join(', ')}
${TARGET_USAGE}`;

const table = (entries: RemoteEntry[]): string[] => {
  const width = Math.max(...entries.map((e) => e.name.length), 4);
  return [
    `${'NAME'.padEnd(width)}  ENABLED  PREFIXES`,
    ...entries.map(
      (e) => `${e.name.padEnd(width)}  ${(e.enabled ? 'yes' : 'no').padEnd(7)}  ${e.prefixes.join(' ')}`,
    ),
  ];
};

const parse = (argv: string[]) => parseArgs({ args: argv, options: TARGET_OPTIONS, allowPositionals: true });

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
  const target = operatorTarget(parsed.values, io.env);

  try {
    if (command === 'list') {
      const entries = remoteList.result.parse(await callOperatorApi(io, target, remoteList.path));
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
        await callOperatorApi(io, target, setRemoteEnabled.path, {
          name: remote.data,
          enabled: command === 'enable',
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

await runWhenInvoked(import.meta.url, runRemotesCli);
