import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@portal/shared/contracts';
import { MAX_LOGIN_FAILURES } from '@portal/shared/contracts/accounts';
import type { Operator } from '@portal/shared/contracts/operations';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, type ScryptParams, verifyPassword } from '../password-hash';
import type { RateLimitService } from '../rate-limit';
import { hashToken } from '../sessions';
import type { AuditTrail } from './audit-trail';
import type { AuditWithin, OperatorActor } from './operator-actor';
import type { OperatorRow, OperatorsRepository } from './operators-repository';

/**
 * An operator's token: `op_` and 256 random bits (base64url). A cardholder's token is the 43
 * characters alone, so neither can be taken for the other before any lookup, and each is looked up
 * only in its own table.
 */
export const OPERATOR_TOKEN_PREFIX = 'op_';
const OPERATOR_TOKEN_FORMAT = /^op_[A-Za-z0-9_-]{43}$/;

/** True when the value has the form of an operator's token (no database work). */
export const isOperatorToken = (token: string | undefined): token is string =>
  token !== undefined && OPERATOR_TOKEN_FORMAT.test(token);

export interface OperatorAccountsDeps {
  database: Database;
  operators: OperatorsRepository;
  audit: AuditTrail;
  rateLimits: RateLimitService;
  scrypt: ScryptParams;
  lockMinutes: number;
  times: { idleMinutes: number; absoluteHours: number };
}

const operatorOf = (row: Pick<OperatorRow, 'id' | 'email' | 'displayName' | 'roles'>): Operator => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  roles: [...row.roles],
});

const ALL_ROLES = ['remotes', 'quotes', 'programme', 'viewer'] as const;

const locked = (lockSeconds: number) => new AppError(ErrorCode.ACCOUNT_LOCKED, { details: { lockSeconds } });

/**
 * Operator accounts (decision 0019): sign-in with the same password hashing as cardholders, a lock
 * after MAX_LOGIN_FAILURES wrong passwords in a row (LOGIN_LOCK_MINUTES), the per-address limit of
 * failed logins shared with cardholders, sessions with idle and absolute expiry, sign-out. Every
 * sign-in is audited here (either outcome); the routes audit the rest.
 */
export const createOperatorAccounts = (deps: OperatorAccountsDeps) => {
  const { operators, audit, rateLimits } = deps;
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hashPassword('not-a-password-of-any-operator', deps.scrypt);
    return dummyHash;
  };

  /** Counts a wrong password against the account: ACCOUNT_LOCKED when it locks it. */
  const countFailure = async (operator: OperatorRow): Promise<void> => {
    const { lockSeconds } = await operators.recordFailure(operator.id, MAX_LOGIN_FAILURES, deps.lockMinutes);
    if (lockSeconds > 0) throw locked(lockSeconds);
  };

  const actorOf = (actor: OperatorActor) => {
    if (actor.kind !== 'operator')
      return { actor: 'automation' as const, operator: null, roles: [...ALL_ROLES] };
    const operator = operatorOf({
      id: actor.operatorId,
      email: actor.email,
      displayName: actor.displayName,
      roles: actor.roles,
    });
    return { actor: 'operator' as const, operator, roles: operator.roles };
  };

  return {
    /**
     * Wrong email or password: LOGIN_INCORRECT (the same answer and timing for an unknown email);
     * a locked account: ACCOUNT_LOCKED with `{ lockSeconds }`, before the password is checked.
     */
    async login(email: string, password: string, clientIp: string) {
      const emailKey = email.trim().toLowerCase();
      await rateLimits.checkIp('loginFailures', clientIp);
      const operator = await operators.findByEmail(emailKey);
      const attempt = { email: emailKey, operatorId: operator?.id ?? null, clientIp };
      if (operator && operator.lockSeconds > 0) {
        await audit.recordSignIn(attempt, 'failure', { errorCode: ErrorCode.ACCOUNT_LOCKED });
        throw locked(operator.lockSeconds);
      }
      const matches = await verifyPassword(password, operator?.passwordHash ?? (await dummy()));
      if (!operator || !matches) {
        await rateLimits.countIp('loginFailures', clientIp);
        try {
          if (operator) await countFailure(operator);
        } catch (error) {
          await audit.recordSignIn(attempt, 'failure', { errorCode: ErrorCode.ACCOUNT_LOCKED });
          throw error;
        }
        await audit.recordSignIn(attempt, 'failure', { errorCode: ErrorCode.LOGIN_INCORRECT });
        throw new AppError(ErrorCode.LOGIN_INCORRECT);
      }
      await operators.clearFailures(operator.id);
      const token = `${OPERATOR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const session = await operators.insertSession(hashToken(token), operator.id, deps.times.absoluteHours);
      await audit.recordSignIn(attempt, 'success', { sessionId: session.id });
      return { token, expiresAt: session.expiresAt.toISOString(), operator: operatorOf(operator) };
    },

    /** The live session of an operator's token, or null (not one, ended, idle too long, past its life). */
    async authenticate(
      token: string | undefined,
    ): Promise<Extract<OperatorActor, { kind: 'operator' }> | null> {
      if (!isOperatorToken(token)) return null;
      const row = await operators.findLiveSession(hashToken(token), deps.times.idleMinutes);
      if (!row) return null;
      return {
        kind: 'operator',
        operatorId: row.operator_id,
        email: row.email,
        displayName: row.display_name,
        roles: [...row.roles],
        sessionId: row.session_id,
      };
    },

    /** Ends the caller's session; automation (the key) has none. */
    async logout(actor: OperatorActor): Promise<{ ended: boolean }> {
      return { ended: actor.kind === 'operator' ? await operators.deleteSession(actor.sessionId) : false };
    },

    me: (actor: OperatorActor) => actorOf(actor),

    /**
     * Changes the caller's display name and/or password (the current one checked under the lock).
     * A new password ends the operator's other sessions, in the transaction that sets it.
     */
    async updateMe(
      actor: OperatorActor,
      input: { displayName?: string; currentPassword?: string; newPassword?: string },
      within: AuditWithin,
    ) {
      if (actor.kind !== 'operator')
        throw new AppError(ErrorCode.BAD_REQUEST, {
          message: 'The operator key has no account to change: sign in as an operator.',
        });
      const operator = await operators.findById(actor.operatorId);
      if (!operator) throw new AppError(ErrorCode.OPERATOR_KEY_INVALID, { statusCode: 403 });
      let passwordHash: string | undefined;
      if (input.newPassword !== undefined) {
        if (operator.lockSeconds > 0) throw locked(operator.lockSeconds);
        if (!(await verifyPassword(input.currentPassword ?? '', operator.passwordHash))) {
          await countFailure(operator);
          throw new AppError(ErrorCode.PASSWORD_INCORRECT);
        }
        passwordHash = await hashPassword(input.newPassword, deps.scrypt);
      }
      await deps.database.db.transaction(async (txAny) => {
        const tx = txAny as Db;
        await operators.update(tx, operator.id, { displayName: input.displayName, passwordHash });
        if (passwordHash) await operators.deleteOtherSessions(tx, operator.id, actor.sessionId);
        await within(tx, {
          displayName: input.displayName !== undefined,
          password: passwordHash !== undefined,
        });
      });
      return actorOf({ ...actor, displayName: input.displayName ?? actor.displayName });
    },
  };
};

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
