import { parseArgs } from 'node:util';
import { assignMeetDetails } from '@portal/shared/contracts/operator';
import { isValidationKey, validationMessage } from '@portal/shared/validation';
import {
  type CliIo,
  callOperatorApi,
  operatorTarget,
  runWhenInvoked,
  TARGET_OPTIONS,
  TARGET_USAGE,
} from './operator-client';

/**
 * Operator CLI: who meets the traveller of a paid booking — a Transport driver and the car, or an
 * Airport Assistant greeter. Talks to the running API over HTTP with the operator key:
 *   tsx src/cli/meet-details.ts <orderNo> --name NAME --phone "+44 7400 123456"
 *     [--car "Black Mercedes E-Class" --plate "AB12 CDE"]   [--url URL] [--key KEY]
 */
const USAGE = `Usage: meet-details <orderNo> --name NAME --phone "+<calling code> <number>"
         [--car "make, model and colour" --plate PLATE]   (the car: Transport drivers only)
${TARGET_USAGE}`;

const OPTIONS = {
  ...TARGET_OPTIONS,
  name: { type: 'string' },
  phone: { type: 'string' },
  car: { type: 'string' },
  plate: { type: 'string' },
} as const;
const parse = (argv: string[]) => parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });

/** `+44 7400 123456` as the contract's calling code and number; null without a code first. */
const phoneOf = (text: string | undefined) => {
  const match = /^\s*(\+?\d{1,4})\s+(.+)$/.exec(text ?? '');
  return match?.[1] && match[2] ? { mobileNoPrefix: match[1], mobileNo: match[2] } : null;
};

/** Runs the CLI; returns the process exit code. */
export const runMeetDetailsCli = async (argv: string[], io: CliIo): Promise<number> => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err((error as Error).message);
    io.err(USAGE);
    return 2;
  }
  const { values } = parsed;
  const [orderNo] = parsed.positionals;
  if (values.help || !orderNo) {
    io.out(USAGE);
    return values.help ? 0 : 2;
  }
  const phone = phoneOf(values.phone);
  const vehicle =
    values.car !== undefined || values.plate !== undefined
      ? { description: values.car ?? '', plate: values.plate ?? '' }
      : undefined;
  const input = assignMeetDetails.input.safeParse({
    orderNo: orderNo.toUpperCase(),
    name: values.name,
    phone,
    ...(vehicle ? { vehicle } : {}),
  });
  if (!input.success) {
    for (const issue of input.error.issues) {
      const rule = isValidationKey(issue.message) ? validationMessage(issue.message) : issue.message;
      io.err(`${issue.path.join('.') || 'input'}: ${rule}`);
    }
    io.err(USAGE);
    return 2;
  }
  try {
    const assigned = assignMeetDetails.result.parse(
      await callOperatorApi(io, operatorTarget(values, io.env), assignMeetDetails.path, input.data),
    );
    const { name, phone: number, vehicle: car } = assigned.meetDetails;
    io.out(
      `${assigned.orderNo}: ${name}, ${number}${car ? `, ${car.description} (${car.plate})` : ''}; ` +
        (assigned.told ? 'the traveller is told.' : 'unchanged, nobody told again.'),
    );
    return 0;
  } catch (error) {
    io.err(`meet-details: ${(error as Error).message}`);
    return 1;
  }
};

await runWhenInvoked(import.meta.url, runMeetDetailsCli);
