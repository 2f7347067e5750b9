import type { BookingService } from '@portal/shared/contracts';
import type { CancelReason, OrderStatus, PriceLine, PriceReason } from '@portal/shared/contracts/bookings';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { orders } from '../../db/schema';

export interface OrderRow {
  id: number;
  orderNo: string;
  uuid: string;
  userId: number;
  service: BookingService;
  status: OrderStatus;
  airportCode: string;
  airportName: string;
  place: string;
  isNormal: boolean;
  unseenStatus: OrderStatus | null;
  serviceAt: Date;
  timeZone: string;
  total: number;
  currency: string;
  priceLines: PriceLine[];
  priceReason: PriceReason;
  entitlementYear: number | null;
  payBefore: Date | null;
  refundedAmount: number;
  /** Why a cancelled order was cancelled (null otherwise, and for orders cancelled before reasons were kept). */
  cancelReason: CancelReason | null;
}

/** What placing writes; the database adds the id and the refund bookkeeping. */
export type NewOrder = Omit<
  OrderRow,
  'id' | 'refundedAmount' | 'status' | 'isNormal' | 'unseenStatus' | 'cancelReason'
> & {
  status: 'paid' | 'unpaid' | 'pending';
  /** False for a booking request (default true). */
  isNormal?: boolean;
};

const columns = {
  id: orders.id,
  orderNo: orders.orderNo,
  uuid: orders.uuid,
  userId: orders.userId,
  service: orders.service,
  status: orders.status,
  airportCode: orders.airportCode,
  airportName: orders.airportName,
  place: orders.place,
  isNormal: orders.isNormal,
  unseenStatus: orders.unseenStatus,
  serviceAt: orders.serviceAt,
  timeZone: orders.timeZone,
  total: orders.total,
  currency: orders.currency,
  priceLines: orders.priceLines,
  priceReason: orders.priceReason,
  entitlementYear: orders.entitlementYear,
  payBefore: orders.payBefore,
  refundedAmount: orders.refundedAmount,
  cancelReason: orders.cancelReason,
};

/** Orders, always looked up with their owner: no user reaches another's order by its number. */
export const createOrdersRepository = (database: Database) => {
  const { db } = database;
  const asRow = (row: Record<string, unknown>) => row as unknown as OrderRow;

  return {
    /**
     * Of the orders with these ids, whoever's they are (background work, not requests), the ones
     * still to come: booked (paid, or waiting for payment or a quotation) for after `now`.
     */
    async upcomingAmong(ids: readonly number[], now: Date): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(orders)
        .where(
          and(
            inArray(orders.id, [...ids]),
            inArray(orders.status, ['paid', 'unpaid', 'pending']),
            gt(orders.serviceAt, now),
          ),
        )
        .orderBy(orders.id);
      return rows.map(asRow);
    },

    async insert(tx: Db, order: NewOrder): Promise<OrderRow> {
      const [row] = await tx
        .insert(orders)
        .values({ ...order, paidAt: order.status === 'paid' ? sql`now()` : null, unseenStatus: order.status })
        .returning(columns);
      if (!row) throw new Error('order insert returned no row');
      return asRow(row);
    },

    async findForUser(userId: number, orderNo: string, tx: Db = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select(columns)
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
      return row ? asRow(row) : null;
    },

    async findByUuid(userId: number, uuid: string, tx: Db = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select(columns)
        .from(orders)
        .where(and(eq(orders.uuid, uuid), eq(orders.userId, userId)));
      return row ? asRow(row) : null;
    },

    /**
     * Moves an order from one of `from` to `to`, once: the conditional update is the lock, so two
     * concurrent cancels (or a cancel and an expiry) change it once. Null when it was not in `from`.
     * A cancellation says why (`cancelReason`).
     */
    async transition(
      tx: Db,
      id: number,
      from: readonly OrderStatus[],
      to: OrderStatus,
      cancelReason?: CancelReason,
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({
          status: to,
          unseenStatus: to,
          updatedAt: sql`now()`,
          ...(to === 'paid' ? { paidAt: sql`now()`, payBefore: null } : {}),
          ...(to === 'cancelled' ? { cancelledAt: sql`now()`, cancelReason: cancelReason ?? null } : {}),
          ...(to === 'expired' ? { expiredAt: sql`now()` } : {}),
          ...(to === 'completed' ? { completedAt: sql`now()` } : {}),
        })
        .where(
          and(
            eq(orders.id, id),
            sql`${orders.status} in (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        )
        .returning(columns);
      return row ? asRow(row) : null;
    },

    /**
     * An operator's quotation of a booking request: `pending` becomes `unpaid` with the amount to pay
     * and its deadline, once (the conditional update is the lock). Null when it was not pending.
     */
    async setQuotation(
      tx: Db,
      orderNo: string,
      service: BookingService,
      quotation: { total: number; priceLines: PriceLine[]; payBefore: Date },
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({
          status: 'unpaid',
          unseenStatus: 'unpaid',
          total: quotation.total,
          priceLines: quotation.priceLines,
          payBefore: quotation.payBefore,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.orderNo, orderNo), eq(orders.service, service), eq(orders.status, 'pending')))
        .returning(columns);
      return row ? asRow(row) : null;
    },

    /** Deletes an order (its service's detail goes with it): only to take back a failed placement. */
    async remove(tx: Db, id: number): Promise<void> {
      await tx.delete(orders).where(eq(orders.id, id));
    },

    /** Adds a refund the host confirmed, in the transaction that records it. */
    async addRefunded(tx: Db, id: number, amount: number): Promise<void> {
      await tx
        .update(orders)
        .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },

    /** The owner of the order with this number (background work: whoever's it is); null when none. */
    async ownerOf(orderNo: string): Promise<number | null> {
      const [found] = await database.rows<{ user_id: number }>(
        sql`select user_id from orders where order_no = ${orderNo}`,
      );
      return found ? found.user_id : null;
    },

    /** What decides whether an order is past its deadline: its status, time to pay and service time. */
    async deadlinesOf(
      orderNo: string,
    ): Promise<{ status: string; pay_before: Date | string | null; service_at: Date | string } | null> {
      const [row] = await database.rows<{
        status: string;
        pay_before: Date | string | null;
        service_at: Date | string;
      }>(sql`select status, pay_before, service_at from orders where order_no = ${orderNo}`);
      return row ?? null;
    },

    /** Paid orders whose service was before `before` become `completed`; how many did. */
    async completeServedBefore(before: Date): Promise<number> {
      const completed = await database.rows<{ id: number }>(sql`
      update orders set status = 'completed', completed_at = now(), updated_at = now()
      where status = 'paid' and service_at < ${before}
      returning id`);
      return completed.length;
    },

    /**
     * The numbers of the orders due to expire: unpaid past their time to pay (`at`), and quotations
     * (pending, or quoted and unpaid) whose service is before `quotationDeadline`.
     */
    async dueToExpire(at: Date, quotationDeadline: Date): Promise<string[]> {
      const due = await database.rows<{ order_no: string }>(sql`
      select order_no from orders
      where (status = 'unpaid' and pay_before <= ${at})
        or ((status = 'pending' or (status = 'unpaid' and not is_normal)) and service_at <= ${quotationDeadline})`);
      return due.map((row) => row.order_no);
    },
  };
};

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
