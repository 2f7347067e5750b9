import type { BookingService } from '@portal/shared/contracts';
import type { CardInfo } from '@portal/shared/contracts/bookings';
import { type UseCover, usesToTake } from '@portal/shared/contracts/complimentary-uses';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';

/**
 * Complimentary uses (DESIGN §6a): the card level grants `yearly_uses` of each service per
 * programme year — the calendar year of the service in the airport's zone. A booking takes its
 * uses under the row's lock, so bookings racing for the last uses never take more than are left;
 * a cancellation within the policy gives back exactly what its order took.
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

    /**
     * Takes the uses `cover` asks for, as many as are left (`usesToTake`); answers how many it took.
     * The row is locked first (an upsert that changes nothing), so of bookings racing for the last
     * uses each reads what the one before it left and the uses taken never pass the total. Call
     * inside the placing transaction.
     */
    async take(
      tx: Db,
      userId: number,
      service: BookingService,
      year: number,
      cover: UseCover,
    ): Promise<number> {
      if (usesToTake(cover, Number.POSITIVE_INFINITY) === 0) return 0;
      const [locked] = await run<{ used: number; total: number }>(
        tx,
        sql`insert into entitlement_uses as eu (user_id, service, year, used)
          select ${userId}, ${service}, ${year}, 0 where ${totalOf(userId, service)} >= 1
          on conflict (user_id, service, year) do update set used = eu.used
          returning used, ${totalOf(userId, service)}::int as total`,
      );
      if (!locked) return 0;
      const taken = usesToTake(cover, Number(locked.total) - Number(locked.used));
      if (taken === 0) return 0;
      await tx.execute(sql`update entitlement_uses set used = used + ${taken}
        where user_id = ${userId} and service = ${service} and year = ${year}`);
      return taken;
    },

    /**
     * Gives back the uses an order took (a cancellation within the policy, an unpaid order that
     * expired, a placement taken back), never below none.
     */
    async giveBack(
      tx: Db,
      userId: number,
      service: BookingService,
      year: number,
      uses: number,
    ): Promise<void> {
      if (uses <= 0) return;
      await tx.execute(sql`update entitlement_uses set used = used - least(used, ${uses})
        where user_id = ${userId} and service = ${service} and year = ${year} and used > 0`);
    },
  };
};

export type Entitlements = ReturnType<typeof createEntitlements>;
