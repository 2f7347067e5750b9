import type { BOOKING_SERVICES } from '@portal/shared/contracts';
import type { OrderSummary, PriceLine } from '@portal/shared/contracts/bookings';
import { BOOKING_TABS, type BookingTab } from '@portal/shared/contracts/orders';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveSessionCte, type SessionRow } from '../accounts/sessions-repository';

/**
 * Which orders each tab shows and in which order: Upcoming — paid and still ahead, soonest first;
 * Past — completed, expired, or paid and gone by, newest first; Cancelled — newest first; Pending —
 * awaiting a quotation or a payment, soonest first.
 */
const TAB_RULES: Record<BookingTab, { where: SQL; order: SQL }> = {
  upcoming: { where: sql`status = 'paid' and service_at >= now()`, order: sql`service_at asc, id asc` },
  past: {
    where: sql`(status in ('completed', 'expired') or (status = 'paid' and service_at < now()))`,
    order: sql`service_at desc, id desc`,
  },
  cancelled: { where: sql`status = 'cancelled'`, order: sql`cancelled_at desc nulls last, id desc` },
  pending: { where: sql`status in ('pending', 'unpaid')`, order: sql`service_at asc, id asc` },
};

/** One listed order, with the session that read it and the tab's total. */
export interface OrderListRow extends SessionRow {
  order_no: string | null;
  uuid: string;
  service: keyof typeof BOOKING_SERVICES;
  status: OrderSummary['status'];
  is_normal: boolean;
  airport_code: string;
  airport_name: string;
  place: string;
  /** `service_at` as `Date.prototype.toISOString` writes it, formatted by the database. */
  service_at_iso: string;
  time_zone: string;
  total: number;
  currency: string;
  entitlement_year: number | null;
  price_lines: PriceLine[];
  was_unseen: boolean;
  full_count: number;
}

/**
 * `to_char` pattern of `Date.prototype.toISOString` (UTC, milliseconds): a listed time goes out as
 * the database writes it, with no date parsed and formatted again for every row.
 */
const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * One tab's page with the session check, as a prepared statement (`/order/list` is read on every
 * visit to the bookings: parsed and planned once per pooled connection): the caller's live session,
 * the page, the tab's total and — in the same statement — its orders marked seen (the answer still
 * says which were new).
 */
const listStatement = (database: Database, tab: BookingTab) => {
  const rule = TAB_RULES[tab];
  const owner = sql`(select user_id from live_session)`;
  return database.statement<OrderListRow>(
    `orders_list_${tab}`,
    sql`
      ${liveSessionCte(sql.placeholder('tokenHash'), sql.placeholder('idleMinutes'))}, page as (
        select id, order_no, uuid, service, status, is_normal, airport_code, airport_name, place,
          service_at, time_zone, total, currency, entitlement_year, price_lines, cancelled_at,
          unseen_status is not null as was_unseen,
          to_char(service_at at time zone 'UTC', ${ISO_UTC}) as service_at_iso
        from orders
        where user_id = ${owner} and ${rule.where}
        order by ${rule.order}
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
      ), counted as (
        select count(*) as full_count from orders where user_id = ${owner} and ${rule.where}
      ), seen as (
        update orders set unseen_status = null
        where id in (select id from page where was_unseen)
      )
      -- No row without a live session; otherwise the count comes on every row, and on one empty
      -- row past the last page.
      select live_session.session_id, live_session.user_id, page.order_no, page.uuid, page.service,
        page.status, page.is_normal, page.airport_code, page.airport_name, page.place,
        page.service_at_iso, page.time_zone, page.total, page.currency, page.entitlement_year,
        page.price_lines, page.was_unseen, counted.full_count
      from live_session cross join counted left join page on true
      order by ${rule.order}`,
  );
};

/** The bookings list by tab (with the session check) and what the user has seen. */
export const createOrderListRepository = (database: Database) => {
  const listOf = Object.fromEntries(BOOKING_TABS.map((tab) => [tab, listStatement(database, tab)])) as Record<
    BookingTab,
    ReturnType<typeof listStatement>
  >;
  return {
    /** A tab's page for a live session's token (no row: no live session). */
    page: (
      tab: BookingTab,
      values: { tokenHash: string; idleMinutes: number; limit: number; offset: number },
    ): Promise<OrderListRow[]> => listOf[tab](values),

    /** Opening an order marks its status change seen. */
    async markSeen(orderId: number): Promise<void> {
      await database.rows(
        sql`update orders set unseen_status = null where id = ${orderId} and unseen_status is not null`,
      );
    },
  };
};
