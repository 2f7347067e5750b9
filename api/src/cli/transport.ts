import { parseArgs } from 'node:util';
import {
  CAR_TYPES,
  quoteTransportRequest,
  setTransportFleet,
  transportRequestsPending,
} from '@portal/shared/contracts/transport';
import {
  type CliIo,
  callOperatorApi,
  operatorTarget,
  runWhenInvoked,
  TARGET_OPTIONS,
  TARGET_USAGE,
} from './operator-client';

/**
 * Operator CLI for Transport: the booking requests waiting for a quotation, quoting one, and the
 * fleet of an airport. Talks to the running API over HTTP with the operator key:
 *   tsx src/cli/transport.ts requests | quote <orderNo> <amount> [--car TYPE] [--note TEXT]
 *     | fleet <airport> <carType> <cars>   [--url URL] [--key KEY]
 */
const USAGE = `Usage: transport requests
       transport quote <orderNo> <amount in minor units> [--car ${CAR_TYPES.join('|')}] [--note TEXT]
       transport fleet <airportCode> <${CAR_TYPES.join('|')}> <cars>
${TARGET_USAGE}`;

const OPTIONS = {
  ...TARGET_OPTIONS,
  car: { type: 'string' },
  note: { type: 'string' },
} as const;
const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

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
  const target = operatorTarget(parsed.values, io.env);
  const usage = () => {
    io.err(USAGE);
    return 2;
  };
  try {
    if (command === 'requests') {
      const { requests } = transportRequestsPending.result.parse(
        await callOperatorApi(io, target, transportRequestsPending.path),
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
        await callOperatorApi(io, target, quoteTransportRequest.path, input.data),
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
        await callOperatorApi(io, target, setTransportFleet.path, input.data),
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

await runWhenInvoked(import.meta.url, runTransportCli);
