import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { envelopeSchema, OPERATOR_KEY_HEADER } from '@portal/shared/contracts';
import {
  CAR_TYPES,
  quoteTransportRequest,
  setTransportFleet,
  transportRequestsPending,
} from '@portal/shared/contracts/transport';
import { z } from 'zod';
import type { CliIo } from './remotes';

/**
 * Operator CLI for Transport: the booking requests waiting for a quotation, quoting one, and the
 * fleet of an airport. Talks to the running API over HTTP with the operator key:
 *   tsx src/cli/transport.ts requests | quote <orderNo> <amount> [--car TYPE] [--note TEXT]
 *     | fleet <airport> <carType> <cars>   [--url URL] [--key KEY]
 */
const USAGE = `Usage: transport requests
       transport quote <orderNo> <amount in minor units> [--car ${CAR_TYPES.join('|')}] [--note TEXT]
       transport fleet <airportCode> <${CAR_TYPES.join('|')}> <cars>
  --url  the portal API (default: $PORTAL_URL or http://127.0.0.1:8080)
  --key  the operator key (default: $OPERATOR_KEY or the development key)`;

const OPTIONS = {
  url: { type: 'string' },
  key: { type: 'string' },
  car: { type: 'string' },
  note: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

const call = async (io: CliIo, url: string, key: string, body?: unknown) => {
  let response: Response;
  try {
    response = await io.fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        [OPERATOR_KEY_HEADER]: key,
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

/** Runs the CLI; returns the process exit code. */
export const runTransportCli = async (argv: string[], io: CliIo): Promise<number> => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err((error as Error).message);
    io.err(USAGE);
    return 2;
  }
  const [command, ...args] = parsed.positionals;
  if (parsed.values.help || !command) {
    io.out(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const base = (parsed.values.url ?? io.env.PORTAL_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const key = parsed.values.key ?? io.env.OPERATOR_KEY ?? 'dev-operator-key';
  const usage = () => {
    io.err(USAGE);
    return 2;
  };
  try {
    if (command === 'requests') {
      const { requests } = transportRequestsPending.result.parse(
        await call(io, `${base}/api${transportRequestsPending.path}`, key),
      );
      if (requests.length === 0) io.out('No booking requests are waiting.');
      for (const r of requests) {
        io.out(
          `${r.orderNo}  ${r.serviceAt} (${r.timeZone})  ${r.airportCode}  ${r.from} → ${r.to}  ` +
            `${r.distanceKm} km  ${r.adults}+${r.children} pax  ${r.luggage} bags  ${r.reason}`,
        );
      }
      return 0;
    }
    if (command === 'quote') {
      const [orderNo, amount] = args;
      const input = quoteTransportRequest.input.safeParse({
        orderNo,
        amount: Number(amount),
        ...(parsed.values.car ? { carType: parsed.values.car } : {}),
        ...(parsed.values.note ? { note: parsed.values.note } : {}),
      });
      if (!input.success) return usage();
      const quoted = quoteTransportRequest.result.parse(
        await call(io, `${base}/api${quoteTransportRequest.path}`, key, input.data),
      );
      io.out(`${quoted.orderNo} is quoted: to be paid before ${quoted.payBefore}.`);
      return 0;
    }
    if (command === 'fleet') {
      const [airportCode, carType, cars] = args;
      const input = setTransportFleet.input.safeParse({
        airportCode: airportCode?.toUpperCase(),
        carType,
        cars: Number(cars),
      });
      if (!input.success) return usage();
      const fleet = setTransportFleet.result.parse(
        await call(io, `${base}/api${setTransportFleet.path}`, key, input.data),
      );
      io.out(`${fleet.airportCode} now has ${fleet.cars} ${fleet.carType} car(s) per pick-up hour.`);
      return 0;
    }
    io.err(`Unknown command '${command}'.`);
    return usage();
  } catch (error) {
    io.err(`transport: ${(error as Error).message}`);
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
  process.exitCode = await runTransportCli(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    env: process.env,
    fetch,
  });
}
