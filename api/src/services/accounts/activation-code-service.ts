import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import { AppError } from '../../lib/app-error';
import type { SignupRepository } from './signup-repository';

/** Crockford-style alphabet without look-alikes (no I, L, O, U, 0, 1). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
const CODE_LENGTH = 12;

const newCode = (): string => {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  // 256 is not a multiple of the alphabet's size: the tiny bias is irrelevant for one-use codes
  // that are also checked against the database.
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `ACT${code}`;
};

/** Issues single-use activation codes for a card level (the programme's operations team). */
export const createActivationCodeService = (signups: SignupRepository) => ({
  async mint(cardLevel: string, count: number): Promise<string[]> {
    const codes = await signups.mintActivationCodes(
      cardLevel,
      Array.from({ length: count }, () => newCode()),
    );
    if (codes === null) throw new AppError(ErrorCode.NOT_FOUND, { message: 'Unknown card level.' });
    return codes;
  },
});
