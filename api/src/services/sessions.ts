import { createHash, randomBytes } from 'node:crypto';
import type { SessionRow, SessionsRepository, SessionTimes } from './accounts/sessions-repository';

/** 256 random bits, base64url: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface AuthenticatedSession {
  sessionId: number;
  userId: number;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token's hash, or null when the value cannot be a token we issued (no database work then). */
export const tokenHashOrNull = (token: string | undefined): string | null =>
  token !== undefined && TOKEN_FORMAT.test(token) ? hashToken(token) : null;

/** The session named by a row that selected `live_session.session_id` and `live_session.user_id`. */
export const sessionOfRow = (row: SessionRow): AuthenticatedSession => ({
  sessionId: row.session_id,
  userId: row.user_id,
});

/**
 * Opaque session tokens: the client holds the token, the database only its SHA-256. A session ends
 * after `idleMinutes` without use or `absoluteHours` after login, whichever comes first.
 */
export const createSessionService = (repository: SessionsRepository, times: SessionTimes) => ({
  times,

  /** Starts a session for a user who has just proved who they are; returns the token to hand out. */
  async createSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const { expiresAt } = await repository.insert(hashToken(token), userId, times.absoluteHours);
    return { token, expiresAt };
  },

  async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
    const tokenHash = tokenHashOrNull(token);
    if (!tokenHash) return null;
    const row = await repository.findLive(tokenHash, times.idleMinutes);
    return row ? sessionOfRow(row) : null;
  },

  async endSession(token: string): Promise<void> {
    const tokenHash = tokenHashOrNull(token);
    if (tokenHash) await repository.deleteByTokenHash(tokenHash);
  },

  /** Ends every session of a user (password change or reset), on every instance at once. */
  async endUserSessions(userId: number): Promise<void> {
    await repository.deleteForUser(userId);
  },
});

export type SessionService = ReturnType<typeof createSessionService>;
