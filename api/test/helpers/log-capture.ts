import { Writable } from 'node:stream';
import { luhnValid } from '@portal/shared/validation';

/** A pino destination that keeps every JSON line the app logs, for tests that read the logs. */
export const captureLogs = (): { lines: string[]; destination: Writable } => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, destination };
};

/** Every string value in a log record (numbers such as times are not card data). */
export const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
};

/** Digit runs of card-number length that pass the Luhn check: what a leaked card number looks like. */
export const luhnRuns = (text: string): string[] => (text.match(/\d{13,19}/g) ?? []).filter(luhnValid);
