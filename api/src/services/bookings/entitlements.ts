import type { BookingService } from '@portal/shared/contracts';
import type { CardInfo } from '@portal/shared/contracts/bookings';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/**
 * Complimentary uses (DESIGN §6a): the card level grants `yearly_uses` of each service per
 * programme year — the calendar year of the service in the airport's zone. Taking one is a single
 * conditional upsert, so of two bookings racing for the last use exactly one gets it; a
 * cancellation within the policy gives it back.
 */
export const createEntitlements = (database: Database) => {
  const run = async <T extends Record<string, unknown>>(tx: Db | undefined, query: ReturnType<typeof sql>) =>
    tx ? ((await tx.execute(query)) as unknown as { rows: T[] }).rows : database.rows<T>(query);

  const totalOf = (userId: number, service: BookingService) => sql`
    coalesce((select e.yearly_uses from users u
      join entitlements e on e.card_level_id = u.card_level_id and e.service = ${service}
      where u.id = ${userId}), 0)`;

  return {
    /** `count` left of `total` this year, and the card level's name. */
    async cardInfo(userId: number, service: BookingService, year: number, tx?: Db): Promise<CardInfo> {
      const [row] = await run<{ total: number; used: number; level: string }>(
        tx,
        sql`select ${totalOf(userId, service)}::int as total,
          coalesce((select used from entitlement_uses where user_id = ${userId} and service = ${service} and year = ${year}), 0)::int as used,
          coalesce((select l.name from users u join card_levels l on l.id = u.card_level_id where u.id = ${userId}), '') as level`,
      );
      const total = Number(row?.total ?? 0);
      const used = Number(row?.used ?? 0);
      return { count: Math.max(0, total - used), total, level: row?.level ?? '', year };
    },

    /** Takes one use if one is left; true when taken. Call inside the placing transaction. */
    async take(tx: Db, userId: number, service: BookingService, year: number): Promise<boolean> {
      const rows = await run<{ used: number }>(
        tx,
        sql`insert into entitlement_uses as eu (user_id, service, year, used)
          select ${userId}, ${service}, ${year}, 1 where ${totalOf(userId, service)} >= 1
          on conflict (user_id, service, year) do update set used = eu.used + 1
            where eu.used < ${totalOf(userId, service)}
          returning used`,
      );
      return rows.length === 1;
    },

    /** Gives a use back (a cancellation within the policy, an unpaid order that expired). */
    async giveBack(tx: Db, userId: number, service: BookingService, year: number): Promise<void> {
      await tx.execute(sql`update entitlement_uses set used = used - 1
        where user_id = ${userId} and service = ${service} and year = ${year} and used > 0`);
    },
  };
};

export type Entitlements = ReturnType<typeof createEntitlements>;
