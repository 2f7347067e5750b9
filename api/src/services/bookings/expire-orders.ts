import type { Db } from '../../db/client';
import type { SpineContext } from './spine-context';
import {
  COMPLETE_AFTER_MS,
  EXPIRE_UNPAID_JOB,
  SWEEP_EVERY_MS,
  SWEEP_JOB,
  usesReturnedBy,
} from './spine-rules';

/** Orders past their deadline: expired one by one (their job, a request) or by the recurring sweep. */
export const createOrderExpiry = (ctx: SpineContext) => {
  const { database, deps, policy, now, orders, entitlements, moduleOf } = ctx;
  /**
   * An unpaid order whose time to pay has passed gives its place and complimentary use back and is
   * `expired`. Idempotent: an order paid or cancelled meanwhile is left alone.
   */
  /** Expires one unpaid or pending order (places and use given back); true when it changed it. */
  const expireOrder = async (orderNo: string, dueNow: boolean): Promise<boolean> => {
    const owner = await orders.ownerOf(orderNo);
    const order = owner !== null ? await orders.findForUser(owner, orderNo) : null;
    if (!order || (order.status !== 'unpaid' && order.status !== 'pending') || !dueNow) return false;
    return database.db.transaction(async (txAny) => {
      const tx = txAny as Db;
      const row = await orders.transition(tx, order.id, ['unpaid', 'pending'], 'expired');
      if (!row) return false;
      await moduleOf(row.service).release(tx, row);
      if (row.entitlementYear !== null)
        await entitlements.giveBack(tx, row.userId, row.service, row.entitlementYear, usesReturnedBy(row));
      return true;
    });
  };

  /**
   * Expires an order past its deadline: unpaid after its time to pay, or a booking request still
   * pending less than the policy's hours before the service. True when it changed it.
   */
  const expireIfDue = async (orderNo: string): Promise<boolean> => {
    const row = await orders.deadlinesOf(orderNo);
    if (!row) return false;
    const at = now().getTime();
    const due =
      row.status === 'unpaid'
        ? row.pay_before !== null && new Date(row.pay_before).getTime() <= at
        : row.status === 'pending' &&
          new Date(row.service_at).getTime() - policy.quotation.expiresHoursBefore * 3_600_000 <= at;
    return expireOrder(orderNo, due);
  };

  /**
   * An unpaid order whose time to pay has passed gives its place and complimentary use back and is
   * `expired`. Idempotent: an order paid or cancelled meanwhile is left alone.
   */
  const expireUnpaid = async (orderNo: string): Promise<{ runAgainAt: Date } | undefined> => {
    const found = await orders.deadlinesOf(orderNo);
    const order = found ? [found] : [];
    const payBefore = order[0]?.pay_before ? new Date(order[0].pay_before) : null;
    // Woken early (clocks of two machines differ): come back when the time is up.
    if (order[0]?.status === 'unpaid' && payBefore && payBefore.getTime() > now().getTime()) {
      return { runAgainAt: payBefore };
    }
    await expireOrder(orderNo, order[0]?.status === 'unpaid');
    return undefined;
  };

  deps.jobs.register(EXPIRE_UNPAID_JOB, ({ key }) => expireUnpaid(key));

  /**
   * One pass over every order: paid ones whose service is over are `completed`; unpaid ones past
   * their time to pay, and quotations (pending, or quoted and unpaid) less than the policy's hours
   * before the service, are `expired`, their places and uses given back. Idempotent; safe on several instances (each order
   * changes once: conditional transitions).
   */
  const sweep = async (): Promise<{ completed: number; expired: number }> => {
    const at = now();
    const completed = await orders.completeServedBefore(new Date(at.getTime() - COMPLETE_AFTER_MS));
    const quotationDeadline = new Date(at.getTime() + policy.quotation.expiresHoursBefore * 3_600_000);
    const due = await orders.dueToExpire(at, quotationDeadline);
    let expired = 0;
    for (const orderNo of due) {
      if (await expireOrder(orderNo, true)) expired += 1;
    }
    return { completed, expired };
  };
  deps.jobs.register(SWEEP_JOB, async () => {
    await sweep();
    return { runAgainAt: new Date(now().getTime() + SWEEP_EVERY_MS) };
  });

  return { expireOrder, expireIfDue, expireUnpaid, sweep };
};

export type OrderExpiry = ReturnType<typeof createOrderExpiry>;
