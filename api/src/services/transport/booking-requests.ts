import type { BookingService } from '@portal/shared/contracts';
import { ErrorCode } from '@portal/shared/contracts';
import type { PriceLine } from '@portal/shared/contracts/bookings';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newOrderNo } from '../bookings/order-number';
import type { OrderRow } from '../bookings/orders-repository';
import type { SpineContext } from '../bookings/spine-context';
import { EXPIRE_UNPAID_JOB, incomplete } from '../bookings/spine-rules';
import { isUniqueViolation } from '../payments/verify-payment';

/**
 * Transport's booking requests, on the booking spine's seam: a request placed from the draft
 * (`pending`, nothing to pay) and an operator's quotation of it (`unpaid` until its deadline).
 */
export const createBookingRequests = (ctx: SpineContext, service: BookingService = 'transport') => {
  const { database, deps, now, drafts, orders, moduleOf } = ctx;
  const module = () => moduleOf(service);

  return {
    /**
     * A booking request from the draft (`completeRequest`): an order `pending`, not normal, with
     * nothing to pay until an operator quotes it; its detail row written by the module, no
     * capacity or complimentary use taken. The draft is kept alive until the service, for the
     * password re-check of paying the quotation. Sending the same draft again answers its order.
     */
    async placeRequest(userId: number, uuid: string): Promise<OrderRow> {
      const draft = await drafts.find(userId, service, uuid);
      if (!draft) throw incomplete();
      if (draft.orderNo) {
        const existing = await orders.findForUser(userId, draft.orderNo);
        if (!existing) throw incomplete();
        return existing;
      }
      const complete = module().completeRequest?.(draft.data) ?? null;
      if (!complete) throw incomplete();
      const quote = await module().quote(complete, now());
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await database.db.transaction(async (txAny) => {
            const tx = txAny as Db;
            const row = await orders.insert(tx, {
              orderNo: newOrderNo(service),
              uuid,
              userId,
              service,
              status: 'pending',
              isNormal: false,
              airportCode: quote.airportCode,
              airportName: quote.airportName,
              place: quote.place,
              serviceAt: quote.serviceAt,
              timeZone: quote.timeZone,
              total: 0,
              currency: quote.currency,
              priceLines: quote.lines,
              priceReason: 'notIncluded',
              entitlementYear: null,
              payBefore: null,
            });
            await module().reserve(tx, row, complete, quote);
            await drafts.markPlaced(tx, uuid, row.orderNo);
            await drafts.keepUntil(tx, uuid, row.serviceAt);
            return row;
          });
        } catch (error) {
          // Another order drew the same number, or the same draft was sent twice at once.
          if (isUniqueViolation(error) && attempt < 3) {
            const placedMeanwhile = await orders.findByUuid(userId, uuid);
            if (placedMeanwhile) return placedMeanwhile;
            continue;
          }
          throw error;
        }
      }
    },

    /**
     * An operator's quotation of a pending request: `unpaid` with its amount and lines until
     * `payBefore` (the expiry job is scheduled then), once; `within` runs in the same transaction
     * (the quotation's mail through the outbox). Not pending: ORDER_NOT_PAYABLE.
     */
    async quoteRequest(
      orderNo: string,
      quotation: { total: number; lines: PriceLine[]; payBefore: Date },
      within?: (tx: Db, order: OrderRow) => Promise<void>,
    ): Promise<OrderRow> {
      return database.db.transaction(async (txAny) => {
        const tx = txAny as Db;
        const row = await orders.setQuotation(tx, orderNo, service, {
          total: quotation.total,
          priceLines: quotation.lines,
          payBefore: quotation.payBefore,
        });
        if (!row) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
        await deps.jobs.schedule(
          { name: EXPIRE_UNPAID_JOB, key: row.orderNo, runAt: quotation.payBefore },
          tx,
        );
        await within?.(tx, row);
        return row;
      });
    },

    /**
     * An operator's refusal of a pending request: `cancelled`, once (the conditional update is the
     * lock); nothing was charged or held, so nothing is given back. `within` runs in the same
     * transaction (the cardholder's mail through the outbox, the audit row). Not pending:
     * ORDER_NOT_PAYABLE.
     */
    async declineRequest(
      orderId: number,
      within?: (tx: Db, order: OrderRow) => Promise<void>,
    ): Promise<OrderRow> {
      return database.db.transaction(async (txAny) => {
        const tx = txAny as Db;
        const row = await orders.transition(tx, orderId, ['pending'], 'cancelled');
        if (!row) throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
        await within?.(tx, row);
        return row;
      });
    },
  };
};

export type BookingRequests = ReturnType<typeof createBookingRequests>;
