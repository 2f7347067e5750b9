import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface IssuedCode {
  /** False when a code was issued less than `resendSeconds` ago (then `retryAfterSeconds` says when). */
  issued: boolean;
  retryAfterSeconds: number;
}

export interface CodeAttempt {
  id: number;
  userId: number | null;
  codeHash: string;
}

/** Password reset codes (per email address) and the tickets a verified code gives. */
export const createResetRepository = (database: Database) => ({
  /**
   * Stores a new code unless one was issued for this address less than `resendSeconds` ago (checked
   * in the same statement as the insert). Older codes of the address stop working.
   */
  async issueCode(input: {
    emailKey: string;
    userId: number | null;
    codeHash: string;
    lifeMinutes: number;
    resendSeconds: number;
  }): Promise<IssuedCode> {
    const { emailKey, userId, codeHash, lifeMinutes, resendSeconds } = input;
    const inserted = await database.rows<{ id: number }>(sql`
      insert into reset_codes (email_key, user_id, code_hash, expires_at)
      select ${emailKey}, ${userId}, ${codeHash}, now() + make_interval(mins => ${lifeMinutes}::int)
      where not exists (
        select 1 from reset_codes
        where email_key = ${emailKey} and created_at > now() - make_interval(secs => ${resendSeconds}::int)
      )
      returning id`);
    const id = inserted[0]?.id;
    if (id !== undefined) {
      await database.rows(sql`delete from reset_codes where email_key = ${emailKey} and id <> ${id}`);
      return { issued: true, retryAfterSeconds: resendSeconds };
    }
    const [row] = await database.rows<{ seconds: number }>(sql`
      select greatest(1, ceil(extract(epoch from (
        max(created_at) + make_interval(secs => ${resendSeconds}::int) - now()))))::int as seconds
      from reset_codes where email_key = ${emailKey}`);
    return { issued: false, retryAfterSeconds: Number(row?.seconds ?? resendSeconds) };
  },

  /**
   * Counts one try against the address's newest code, atomically, and answers it; null when there
   * is no live code (none, expired, used, or out of tries).
   */
  async takeTry(emailKey: string, maxTries: number): Promise<CodeAttempt | null> {
    const rows = await database.rows<{ id: number; user_id: number | null; code_hash: string }>(sql`
      update reset_codes set tries = tries + 1
      where id = (
        select id from reset_codes where email_key = ${emailKey} order by created_at desc, id desc limit 1
      )
        and used_at is null and expires_at > now() and tries < ${maxTries}::int
      returning id, user_id, code_hash`);
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id, codeHash: row.code_hash } : null;
  },

  /** Marks a code used; false when another request used it first. */
  async markUsed(codeId: number): Promise<boolean> {
    const rows = await database.rows<{ id: number }>(
      sql`update reset_codes set used_at = now() where id = ${codeId} and used_at is null returning id`,
    );
    return rows.length === 1;
  },

  async insertTicket(tokenHash: string, userId: number, lifeMinutes: number): Promise<void> {
    await database.rows(sql`
      insert into reset_tickets (token_hash, user_id, expires_at)
      values (${tokenHash}, ${userId}, now() + make_interval(mins => ${lifeMinutes}::int))`);
  },

  /** Uses a live ticket of the account with this email; the user's id, or null. */
  async consumeTicket(tokenHash: string, emailKey: string): Promise<number | null> {
    const rows = await database.rows<{ user_id: number }>(sql`
      update reset_tickets t set used_at = now()
      from users u
      where t.token_hash = ${tokenHash} and t.used_at is null and t.expires_at > now()
        and u.id = t.user_id and lower(u.email) = ${emailKey}
      returning t.user_id`);
    return rows[0]?.user_id ?? null;
  },
});

export type ResetRepository = ReturnType<typeof createResetRepository>;
