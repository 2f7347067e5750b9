import { randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/I), so a reference read over the phone is unambiguous. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `Q-YYYYMMDD-XXXX`: the UTC date and four random characters from a secure source. */
export const newQueryReference = (
  now: Date = new Date(),
  pick: (max: number) => number = randomInt,
): string => {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += ALPHABET[pick(ALPHABET.length)];
  return `Q-${date}-${suffix}`;
};
