import { ErrorCode } from '@portal/shared/contracts';
import type { IpRateLimitName, RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from './client-address';
import { createDatabaseRateLimitStore, type RateLimitStore } from './rate-limit-repository';

/** One counter to bump: `scope` names what is limited (e.g. `contact-us:email`), `key` whose. */
export interface RateLimitCheck {
  scope: string;
  key: string;
  rule: RateLimitRule;
}

/**
 * Request limits shared by every instance (the counters live in the store, by default the
 * database). Every call counts, also the refused ones, so hammering never shortens the wait.
 */
export const createRateLimitService = (
  store: RateLimitStore,
  ipLimits: Record<IpRateLimitName, RateLimitRule>,
) => {
  /** Counts one request against every check; refuses with RATE_LIMITED once any is over. */
  const enforce = async (checks: readonly RateLimitCheck[]): Promise<void> => {
    const hits = await Promise.all(
      checks.map(({ scope, key, rule }) => store.hit(`${scope}:${key}`, rule.windowSeconds)),
    );
    const retryAfterSeconds = Math.max(
      0,
      ...hits.map((hit, index) =>
        hit.hits > (checks[index]?.rule.max ?? Infinity) ? hit.resetInSeconds : 0,
      ),
    );
    if (retryAfterSeconds > 0) {
      throw new AppError(ErrorCode.RATE_LIMITED, { details: { retryAfterSeconds } });
    }
  };

  const ipKey = (name: IpRateLimitName, ip: string) => `ip:${name}:${clientAddressKey(ip)}`;

  return {
    enforce,
    /** Counts a request from `ip` (its /64 for IPv6) against a named per-address limit. */
    enforceIp: (name: IpRateLimitName, ip: string): Promise<void> =>
      enforce([{ scope: `ip:${name}`, key: clientAddressKey(ip), rule: ipLimits[name] }]),

    /**
     * For limits that count some outcomes only (failed logins): refuses with RATE_LIMITED once `ip`
     * has used up the named limit, without counting this request. Count with `countIp`.
     */
    async checkIp(name: IpRateLimitName, ip: string): Promise<void> {
      const rule = ipLimits[name];
      const current = await store.peek(ipKey(name, ip), rule.windowSeconds);
      if (current && current.hits >= rule.max) {
        throw new AppError(ErrorCode.RATE_LIMITED, {
          details: { retryAfterSeconds: current.resetInSeconds },
        });
      }
    },
    /** Counts one outcome (e.g. a failed login) from `ip` against a named limit; never refuses. */
    async countIp(name: IpRateLimitName, ip: string): Promise<void> {
      await store.hit(ipKey(name, ip), ipLimits[name].windowSeconds);
    },
  };
};

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** The service on the database's counters (`rate_limit_counters`). */
export const createDatabaseRateLimitService = (
  database: Database,
  ipLimits: Record<IpRateLimitName, RateLimitRule>,
): RateLimitService => createRateLimitService(createDatabaseRateLimitStore(database), ipLimits);
