import { BOOKING_SERVICES } from '@portal/shared/contracts';
import type { OrderAccounts, OrderSummary } from '@portal/shared/contracts/bookings';
import type { BookingTab } from '@portal/shared/contracts/orders';
import type { Database } from '../../db/client';
import type { ChargesService } from '../payments/charges';
import { canCancelOnline, DEFAULT_SERVICE_POLICY, type ServicePolicy } from '../policy/cancellation-policy';
import { type AuthenticatedSession, sessionOfRow } from '../sessions';
import { createOrderListRepository, type OrderListRow } from './order-list-repository';
import type { OrderRow } from './orders-repository';
import { cancellationTerms, usesReturnedBy } from './spine-rules';

/** One page of a tab, as `/order/list` answers it. */
export interface OrderPage {
  items: OrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}

const summaryOf = (order: OrderRow): OrderSummary => ({
  orderNo: order.orderNo,
  uuid: order.uuid,
  type: BOOKING_SERVICES[order.service].type,
  status: order.status,
  isNormal: order.isNormal,
  airportCode: order.airportCode,
  airportName: order.airportName,
  place: order.place,
  serviceAt: order.serviceAt.toISOString(),
  timeZone: order.timeZone,
  total: order.total,
  currency: order.currency,
  covered: order.entitlementYear !== null,
  uses: usesReturnedBy(order),
  unseen: order.unseenStatus !== null,
});

/**
 * The bookings area over `orders` alone (DESIGN §6a): the list by tab, the money and terms of one
 * order, and what the user has seen.
 */
export const createBookingsArea = (
  database: Database,
  deps: {
    charges: () => ChargesService;
    supportPhone: string;
    /** The session's idle limit (the session check of `/order/list`). */
    idleMinutes: number;
    policy?: ServicePolicy;
    now?: () => Date;
  },
) => {
  const policy = deps.policy ?? DEFAULT_SERVICE_POLICY;
  const now = deps.now ?? (() => new Date());
  const list = createOrderListRepository(database);

  /** The order's lines, how it was paid, what was refunded (or is on its way) and its cancellation terms now. */
  const accounts = async (userId: number, order: OrderRow): Promise<OrderAccounts> => {
    const charge = await deps.charges().chargeOf(userId, order.orderNo);
    return {
      lines: order.priceLines,
      payment: charge ? { brand: charge.brand, lastFour: charge.lastFour } : null,
      refunded: order.refundedAmount,
      refund: await deps.charges().refundOf(userId, order.orderNo),
      cancellation: {
        ...cancellationTerms(order.serviceAt, policy),
        open: canCancelOnline(order.serviceAt, now(), policy),
        phone: deps.supportPhone,
      },
      payBefore: order.status === 'unpaid' ? (order.payBefore?.toISOString() ?? null) : null,
      cancelReason: order.status === 'cancelled' ? order.cancelReason : null,
    };
  };

  return {
    /**
     * The caller's session (the token's hash) and one page of a tab in one statement, one database
     * round trip (`listStatement`). Null, having read and changed no order, when the session is not
     * live.
     */
    async listForSession(
      tokenHash: string,
      tab: BookingTab,
      page: number,
      pageSize: number,
    ): Promise<{ session: AuthenticatedSession; data: OrderPage } | null> {
      const rows = await list.page(tab, {
        tokenHash,
        idleMinutes: deps.idleMinutes,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const [first] = rows;
      if (!first) return null;
      const onPage = rows.filter((row): row is OrderListRow & { order_no: string } => row.order_no !== null);
      const items: OrderSummary[] = onPage.map((row) => ({
        orderNo: row.order_no,
        uuid: row.uuid,
        type: BOOKING_SERVICES[row.service].type,
        status: row.status,
        isNormal: row.is_normal,
        airportCode: row.airport_code,
        airportName: row.airport_name,
        place: row.place,
        serviceAt: row.service_at_iso,
        timeZone: row.time_zone,
        total: Number(row.total),
        currency: row.currency,
        covered: row.entitlement_year !== null,
        uses: usesReturnedBy({ entitlementYear: row.entitlement_year, priceLines: row.price_lines }),
        unseen: row.was_unseen,
      }));
      return {
        session: sessionOfRow(first),
        data: { items, total: Number(first.full_count), page, pageSize },
      };
    },

    /**
     * What every service's order view starts with, whatever the service: the summary and the
     * accounts. Opening an order marks its status change seen.
     */
    async opened(userId: number, order: OrderRow): Promise<OrderSummary & OrderAccounts> {
      await list.markSeen(order.id);
      return { ...summaryOf(order), ...(await accounts(userId, order)) };
    },
  };
};

export type BookingsArea = ReturnType<typeof createBookingsArea>;
