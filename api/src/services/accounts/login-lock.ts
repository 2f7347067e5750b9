import { ErrorCode } from '@portal/shared/contracts';
import { MAX_LOGIN_FAILURES } from '@portal/shared/contracts/accounts';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from '../rate-limit/client-address';
import { ACCOUNT_MAX_LOGIN_FAILURES } from './account-rules';
import type { LoginRepository } from './login-repository';

/**
 * Between the account and the address in a per-address key. A control character: no email key
 * holds one (the contracts refuse them, and `keysOf` drops any), so an address key can never be
 * forged by typing a strange email.
 */
const SEPARATOR = '\u001f';

const accountKeyOf = (emailKey: string) => emailKey.replaceAll(SEPARATOR, '');
const keysOf = (emailKey: string, ip: string) => {
  const account = accountKeyOf(emailKey);
  return { account, pair: `${account}${SEPARATOR}${clientAddressKey(ip)}` };
};

const locked = (lockSeconds: number) => new AppError(ErrorCode.ACCOUNT_LOCKED, { details: { lockSeconds } });

/**
 * The login lock (decision 0005), for every check of a password against an account — login and
 * change password. Failures are counted twice, in `login_failures`:
 * - per account and client address (IPv6 by its /64): MAX_LOGIN_FAILURES lock the account for that
 *   address only, so failures from elsewhere cannot lock a cardholder out;
 * - per account from all addresses: ACCOUNT_MAX_LOGIN_FAILURES lock it everywhere, so a guesser
 *   spread over many addresses is still stopped.
 * A lock lasts `lockMinutes` and answers ACCOUNT_LOCKED with `{ lockSeconds }`. A right password
 * clears its address's count; a password reset by mail clears every count of the account.
 */
export const createLoginLock = (logins: LoginRepository, lockMinutes: number) => ({
  /** Throws ACCOUNT_LOCKED when the account is locked for this address or everywhere. */
  async assertOpen(emailKey: string, ip: string): Promise<void> {
    const { account, pair } = keysOf(emailKey, ip);
    const lockSeconds = await logins.lockSeconds([pair, account]);
    if (lockSeconds > 0) throw locked(lockSeconds);
  },

  /**
   * Counts a wrong password. Throws ACCOUNT_LOCKED when this failure locks the account (for this
   * address or everywhere); otherwise answers the attempts left before a lock.
   */
  async recordFailure(emailKey: string, ip: string): Promise<number> {
    const { account, pair } = keysOf(emailKey, ip);
    const here = await logins.recordFailure(pair, MAX_LOGIN_FAILURES, lockMinutes);
    const everywhere = await logins.recordFailure(account, ACCOUNT_MAX_LOGIN_FAILURES, lockMinutes);
    const lockSeconds = Math.max(here.lockSeconds, everywhere.lockSeconds);
    if (lockSeconds > 0) throw locked(lockSeconds);
    return Math.max(
      0,
      Math.min(MAX_LOGIN_FAILURES - here.failures, ACCOUNT_MAX_LOGIN_FAILURES - everywhere.failures),
    );
  },

  /**
   * A right password from this address forgets that address's failures. The account-wide count
   * stays until its window ends or a password reset: the cardholder's own logins do not wipe what
   * a guesser spread over many addresses has counted.
   */
  async passed(emailKey: string, ip: string): Promise<void> {
    await logins.clear(keysOf(emailKey, ip).pair);
  },

  /** A password reset by mail lifts every lock of the account and forgets all its failures. */
  async clearAccount(emailKey: string): Promise<void> {
    const account = accountKeyOf(emailKey);
    await logins.clearWithPrefix(account, `${account}${SEPARATOR}`);
  },
});

export type LoginLock = ReturnType<typeof createLoginLock>;
