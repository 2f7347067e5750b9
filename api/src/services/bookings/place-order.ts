import { randomBytes } from 'node:crypto';
import { type BookingService, ErrorCode, type Language } from '@portal/shared/contracts';
import type { OrderReview, PlacedOrder } from '@portal/shared/contracts/bookings';
import { priceWithUses, usesToTake } from '@portal/shared/contracts/complimentary-uses';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { minutesFrom } from '@portal/shared/policy';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../payments/verify-payment';
import type { OrderNews } from './order-news';
import { newOrderNo } from './order-number';
import type { OrderRow } from './orders-repository';
import type { OrderPayment } from './pay-order';
import type { SpineContext } from './spine-context';
import {
  cancellationTerms,
  EXPIRE_UNPAID_JOB,
  hashProof,
  incomplete,
  PROOF_SECONDS,
  programmeYear,
  usesReturnedBy,
} from './spine-rules';

/**
 * Placing an order from its draft: the review of its price, the password re-check's proof, and the
 * order with its uses, capacity and payment — or, when no payment can be opened, taken back whole.
 */
export const createOrderPlacement = (ctx: SpineContext, news: OrderNews, payment: OrderPayment) => {
  const {
    database,
    deps,
    policy,
    now,
    drafts,
    orders,
    entitlements,
    moduleOf,
    rememberLanguage,
    paymentsOf,
  } = ctx;
  const { mailAbout } = news;
  const { openPayment } = payment;
  const readDraft = async (service: BookingService, userId: number, uuid: string) => {
    const draft = await drafts.find(userId, service, uuid);
    if (!draft) throw incomplete();
    const complete = moduleOf(service).completeDraft(draft.data);
    if (!complete) throw incomplete();
    return { draft, complete };
  };

  const placed = (
    order: OrderRow,
    priceChanged: boolean,
    payment: PaymentSession | null,
  ): PlacedOrder & { payment: PaymentSession | null } => ({
    orderNo: order.orderNo,
    uuid: order.uuid,
    status: order.status === 'paid' ? 'paid' : 'unpaid',
    total: order.total,
    currency: order.currency,
    reason: order.priceReason,
    priceChanged,
    payBefore: order.payBefore?.toISOString() ?? null,
    payment,
  });

  /**
   * Takes back a placement whose payment could not be opened: the order (with its detail) is
   * deleted, its place and complimentary use given back and its draft unplaced, in one transaction,
   * as if it had never been placed. Only while it is unpaid (nothing can have been paid: no payment
   * was opened).
   */
  const unplace = async (order: OrderRow): Promise<void> => {
    await database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const row = await orders.transition(tx, order.id, ['unpaid'], 'expired');
      if (!row) return;
      await moduleOf(row.service).release(tx, row);
      if (row.entitlementYear !== null)
        await entitlements.giveBack(tx, row.userId, row.service, row.entitlementYear, usesReturnedBy(row));
      await orders.remove(tx, row.id);
      await drafts.unmarkPlaced(tx, row.uuid, row.orderNo);
      await deps.jobs.cancel(EXPIRE_UNPAID_JOB, row.orderNo, tx);
    });
  };

  return {
    /**
     * The price of the draft for this cardholder now — or, once placed, of its order (a Try again
     * pays what the order says). What it showed is noted, so placing can tell if it changed.
     */
    async review(service: BookingService, userId: number, uuid: string): Promise<OrderReview> {
      const { draft, complete } = await readDraft(service, userId, uuid);
      const placedOrder = draft.orderNo ? await orders.findForUser(userId, draft.orderNo) : null;
      if (placedOrder) {
        const year = placedOrder.entitlementYear ?? programmeYear(placedOrder);
        return {
          uuid,
          lines: placedOrder.priceLines,
          total: placedOrder.total,
          reason: placedOrder.priceReason,
          currency: placedOrder.currency,
          cardInfo: await entitlements.cardInfo(userId, service, year),
          serviceAt: placedOrder.serviceAt.toISOString(),
          timeZone: placedOrder.timeZone,
          cancellation: cancellationTerms(placedOrder.serviceAt, policy),
        };
      }
      const quote = await moduleOf(service).quote(complete, now());
      const cardInfo = await entitlements.cardInfo(userId, service, programmeYear(quote));
      const uses = usesToTake(quote.useCover, cardInfo.count);
      const price = priceWithUses(quote.lines, quote.useCover, uses, cardInfo);
      await drafts.note(userId, service, uuid, { reviewedTotal: price.total });
      return {
        uuid,
        ...price,
        currency: quote.currency,
        cardInfo,
        serviceAt: quote.serviceAt.toISOString(),
        timeZone: quote.timeZone,
        cancellation: cancellationTerms(quote.serviceAt, policy),
      };
    },

    /** The password again, for this booking: a proof that `placeOrder` uses up. */
    async verifyPassword(
      service: BookingService,
      userId: number,
      uuid: string,
      password: string,
      ip: string,
    ) {
      const draft = await drafts.find(userId, service, uuid);
      if (!draft) throw incomplete();
      await deps.recheckPassword(userId, password, ip);
      const proof = randomBytes(24).toString('base64url');
      if (!(await drafts.setProof(userId, service, uuid, hashProof(proof), PROOF_SECONDS)))
        throw incomplete();
      return { proof, expiresInSeconds: PROOF_SECONDS };
    },

    /**
     * Places the order from the draft with a fresh proof: the complimentary uses it can take while
     * any are left (under the uses' row lock), the service's capacity, the order row and — when nothing is to be paid —
     * the confirmation mail, all in one transaction. A draft placed before answers its order again
     * (with a new payment session while unpaid). `cardId` pays with that saved card.
     */
    async placeOrder(
      service: BookingService,
      userId: number,
      uuid: string,
      proof: string,
      cardId?: number,
      language?: Language,
    ) {
      const { draft, complete } = await readDraft(service, userId, uuid);
      await rememberLanguage(userId, language);
      const proofHash = hashProof(proof);
      if (draft.orderNo) {
        const existing = await orders.findForUser(userId, draft.orderNo);
        if (!existing) throw incomplete();
        if (existing.status !== 'paid' && existing.status !== 'unpaid')
          throw new AppError(ErrorCode.ORDER_NOT_PAYABLE);
        const used = await database.db.transaction((tx) =>
          drafts.consumeProof(tx as Db, userId, service, uuid, proofHash),
        );
        if (!used) throw new AppError(ErrorCode.PROOF_REQUIRED);
        return placed(existing, false, await openPayment(userId, existing, cardId));
      }

      // What can be refused without writing anything is refused first: a card not the caller's.
      if (cardId !== undefined) await paymentsOf().checkCard(userId, cardId);
      const at = now();
      const quote = await moduleOf(service).quote(complete, at);
      const year = programmeYear(quote);
      const before = await entitlements.cardInfo(userId, service, year);
      const insertOrder = async () => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await database.db.transaction(async (txAny) => {
              const tx = txAny as Db;
              if (!(await drafts.consumeProof(tx, userId, service, uuid, proofHash))) {
                throw new AppError(ErrorCode.PROOF_REQUIRED);
              }
              const took = await entitlements.take(tx, userId, service, year, quote.useCover);
              const price = priceWithUses(quote.lines, quote.useCover, took, before);
              const status = price.total === 0 ? 'paid' : 'unpaid';
              const row = await orders.insert(tx, {
                orderNo: newOrderNo(service),
                uuid,
                userId,
                service,
                status,
                airportCode: quote.airportCode,
                airportName: quote.airportName,
                place: quote.place,
                serviceAt: quote.serviceAt,
                timeZone: quote.timeZone,
                total: price.total,
                currency: quote.currency,
                priceLines: price.lines,
                priceReason: price.reason,
                entitlementYear: took > 0 ? year : null,
                // An unpaid order holds its place (seats, complimentary use) this long.
                payBefore: status === 'unpaid' ? minutesFrom(at, policy.unpaidOrder.payWithinMinutes) : null,
              });
              await moduleOf(service).reserve(tx, row, complete, quote);
              await drafts.markPlaced(tx, uuid, row.orderNo);
              if (status === 'paid') await mailAbout(tx, row, 'confirmed');
              if (row.payBefore) {
                await deps.jobs.schedule(
                  { name: EXPIRE_UNPAID_JOB, key: row.orderNo, runAt: row.payBefore },
                  tx,
                );
              }
              return { order: row, usesTaken: took };
            });
          } catch (error) {
            // Another order drew the same number: draw again (the proof was not used up: rolled back).
            if (isUniqueViolation(error) && attempt < 3) continue;
            throw error;
          }
        }
      };
      const { order, usesTaken } = await insertOrder();
      // Changed since the review the user saw (uses it counted on went to another booking), or —
      // without a review — since this call began.
      const reviewed = draft.data.reviewedTotal;
      const priceChanged =
        typeof reviewed === 'number'
          ? reviewed !== order.total
          : usesToTake(quote.useCover, before.count) !== usesTaken;
      let payment: PaymentSession | null;
      try {
        payment = await openPayment(userId, order, cardId);
      } catch (error) {
        // No payment could be opened (the host down, the card gone meanwhile): the placement is
        // taken back whole, so nothing holds seats or a complimentary use for an order nobody can pay.
        await unplace(order);
        throw error;
      }
      return placed(order, priceChanged, payment);
    },

    unplace,
  };
};
