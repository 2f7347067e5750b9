import { ErrorCode } from '@portal/shared/contracts';
import { fastTrackOrder, fastTrackSpine } from '@portal/shared/contracts/fast-track';
import type { PaymentSession } from '@portal/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_JOB } from '../../src/services/bookings/booking-spine';
import { RECONCILE_JOB, SESSION_CHECK_JOB } from '../../src/services/payments/charges';
import {
  type Cardholder,
  DRAFT_PASSENGERS,
  draftBooking,
  type FaultCluster,
  HOST_TIMEOUT_MS,
  OTHER_CARD,
  ok,
  orderRow,
  payAtHost,
  placeOrder,
  refused,
  runJobNow,
  saveCard,
  startFaultCluster,
  TEST_CARD,
  waitForMail,
} from './cluster';
import { waitFor } from './processes';

const { createOrder, finishBooking, payBooking, cancelBooking } = fastTrackSpine;

/**
 * Money through faults, on PostgreSQL with two API instances (real processes of the built server)
 * behind haproxy, one payment sandbox and one mail catcher: what the database, the host and the
 * inbox hold afterwards, not only what the calls answered.
 */
describe('payments under faults: two instances behind haproxy (postgres)', { timeout: 90_000 }, () => {
  let c: FaultCluster;
  beforeAll(async () => {
    c = await startFaultCluster('payments');
  }, 240_000);
  afterAll(() => c?.close(), 60_000);

  /** What the portal recorded of an order's money: charges and refunds, oldest first. */
  const moneyOf = (orderNo: string) =>
    c.rows<{ kind: string; amount: number; host_payment_id: string }>(
      sql`select kind, amount, host_payment_id from payments where order_reference = ${orderNo} order by id`,
    );
  const sessionsOf = (orderNo: string) =>
    c.rows<{ session_id: string; status: string }>(
      sql`select session_id, status from payment_attempts where order_reference = ${orderNo} order by id`,
    );
  const refundsOf = (orderNo: string) =>
    c.rows<{ id: number; status: string; amount: number; told: string | null }>(
      sql`select id, status, amount, told from refunds where order_reference = ${orderNo} order by id`,
    );
  /** The payments the host holds for the order's sessions (whatever the portal recorded). */
  const hostPaymentsOf = async (orderNo: string) => {
    const sessions = new Set((await sessionsOf(orderNo)).map((row) => row.session_id));
    return Object.values(c.hostData().payments).filter(
      (payment) => payment.hostedTokenizationId !== null && sessions.has(payment.hostedTokenizationId),
    );
  };
  const hostRefundsOf = (paymentId: string) =>
    Object.values(c.hostData().refunds).filter((refund) => refund.paymentId === paymentId);
  /** Mails to the cardholder the outbox holds with this subject (sent or not): what was written, once. */
  const outboxCount = async (email: string, subjectStart: string) =>
    (
      await c.rows<{ n: number }>(
        sql`select count(*)::int as n from mail_outbox where recipient = ${email} and subject like ${`${subjectStart}%`}`,
      )
    )[0]?.n;
  const dollars = (cents: number) => `USD\u00a0${(cents / 100).toFixed(2)}`;

  /** A Fast Track order for three (two covered, one paid), placed through the proxy: unpaid, its session open. */
  const unpaidOrder = async (holder: Cardholder) => {
    const draft = await draftBooking(c, holder.token);
    const placed = ok(createOrder, await placeOrder(c, holder.token, draft.uuid));
    expect(placed.status).toBe('unpaid');
    if (!placed.payment) throw new Error('no payment session');
    return {
      ...draft,
      orderNo: placed.orderNo,
      total: placed.total,
      session: placed.payment as PaymentSession,
    };
  };

  const finish = (
    holder: Cardholder,
    order: { uuid: string; orderNo: string },
    paid: { paymentId: string; mac: string },
  ) => c.call(finishBooking, { uuid: order.uuid, orderNo: order.orderNo, ...paid }, holder.token);

  /** An order paid by card through the proxy, the charge recorded. */
  const paidOrder = async (label: string) => {
    const holder = await c.newCardholder(label);
    const order = await unpaidOrder(holder);
    const paid = await payAtHost(order.session);
    expect(ok(finishBooking, await finish(holder, order, paid))).toEqual({
      payFinish: true,
      orderNo: order.orderNo,
    });
    expect((await orderRow(c, order.orderNo))?.status).toBe('paid');
    await waitForMail(c, holder.email, 'Booking confirmed');
    return { holder, ...order, paymentId: paid.paymentId };
  };

  /** Exactly one charge, recorded and at the host, for one session; one confirmation written and delivered. */
  const paidOnce = async (
    holder: Cardholder,
    order: { orderNo: string; total: number },
    paymentId: string,
  ) => {
    expect(await moneyOf(order.orderNo)).toEqual([
      { kind: 'charge', amount: order.total, host_payment_id: paymentId },
    ]);
    expect(await sessionsOf(order.orderNo)).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
    const atHost = await hostPaymentsOf(order.orderNo);
    expect(atHost.map((payment) => [payment.id, payment.statusCategory, payment.amount])).toEqual([
      [paymentId, 'COMPLETED', order.total],
    ]);
    await waitForMail(c, holder.email, 'Booking confirmed');
    expect(await outboxCount(holder.email, 'Booking confirmed')).toBe(1);
  };

  it('records a payment whose finish met a failing host (5xx) once, by reconciliation; never a second charge', async () => {
    const holder = await c.newCardholder('finish-5xx');
    const order = await unpaidOrder(holder);
    let paid = { paymentId: '', mac: '' };
    // The host's server API fails from here on; its pages (card entry, 3-D Secure) still work.
    await c.hostFaults({ failStatus: 503 });
    try {
      paid = await payAtHost(order.session);
      refused(await finish(holder, order, paid), 200, ErrorCode.PAYMENT_HOST_UNAVAILABLE);
      // Pay now while the host cannot say what became of the payment: no second session.
      refused(
        await c.call(payBooking, { orderNo: order.orderNo }, holder.token),
        200,
        ErrorCode.PAYMENT_IN_PROGRESS,
      );
      expect((await orderRow(c, order.orderNo))?.status).toBe('unpaid');
      expect(await moneyOf(order.orderNo)).toEqual([]);
      const [job] = await c.rows<{ status: string }>(
        sql`select status from jobs where name = ${RECONCILE_JOB} and key = ${paid.paymentId}`,
      );
      expect(job?.status).toBe('pending');
    } finally {
      await c.hostFaults({});
    }
    // The host answers again: the reconciliation job (its time brought forward) runs on whichever
    // instance claims it and records the payment.
    await runJobNow(c, RECONCILE_JOB, paid.paymentId);
    await waitFor('the order paid by reconciliation', async () =>
      (await orderRow(c, order.orderNo))?.status === 'paid' ? true : undefined,
    );
    // The browser's finish, retried now, and Pay now find it paid: nothing opened or charged again.
    expect(ok(finishBooking, await finish(holder, order, paid))).toEqual({
      payFinish: true,
      orderNo: order.orderNo,
    });
    refused(
      await c.call(payBooking, { orderNo: order.orderNo }, holder.token),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    await paidOnce(holder, order, paid.paymentId);
  });

  it('records a payment whose finish met a slow host once, by the finish retried; never a second charge', async () => {
    const holder = await c.newCardholder('finish-slow');
    const order = await unpaidOrder(holder);
    let paid = { paymentId: '', mac: '' };
    // Every server-to-server answer now comes later than the instances wait for it.
    await c.hostFaults({ delayMs: HOST_TIMEOUT_MS + 1_000 });
    try {
      paid = await payAtHost(order.session);
      refused(await finish(holder, order, paid), 200, ErrorCode.PAYMENT_HOST_UNAVAILABLE);
      refused(
        await c.call(payBooking, { orderNo: order.orderNo }, holder.token),
        200,
        ErrorCode.PAYMENT_IN_PROGRESS,
      );
      expect(await moneyOf(order.orderNo)).toEqual([]);
    } finally {
      await c.hostFaults({});
    }
    // The finish again (the page's Try again), twice, on either instance: one charge.
    const again = await Promise.all([finish(holder, order, paid), finish(holder, order, paid)]);
    for (const answer of again)
      expect(ok(finishBooking, answer)).toEqual({ payFinish: true, orderNo: order.orderNo });
    // Reconciliation comes later and finds it recorded.
    await runJobNow(c, RECONCILE_JOB, paid.paymentId);
    await waitFor('the reconciliation job done', async () => {
      const [job] = await c.rows<{ status: string }>(
        sql`select status from jobs where name = ${RECONCILE_JOB} and key = ${paid.paymentId}`,
      );
      return job?.status === 'done' ? true : undefined;
    });
    refused(
      await c.call(payBooking, { orderNo: order.orderNo }, holder.token),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    await paidOnce(holder, order, paid.paymentId);
  });

  it('owes a refund the host failed (5xx), says it is on its way, makes it once later and says so', async () => {
    const order = await paidOrder('refund-5xx');
    const { holder } = order;
    await c.hostFaults({ failStatus: 503 });
    try {
      const cancelled = ok(
        cancelBooking,
        await c.call(cancelBooking, { orderNo: order.orderNo }, holder.token),
      );
      expect(cancelled).toMatchObject({ status: 'cancelled', refunded: order.total, usesReturned: 2 });
      const shown = ok(
        fastTrackOrder,
        await c.call(fastTrackOrder, { orderNo: order.orderNo }, holder.token),
      );
      expect(shown).toMatchObject({
        status: 'cancelled',
        refunded: 0,
        refund: { status: 'pending', amount: order.total },
      });
    } finally {
      await c.hostFaults({});
    }
    const [owed] = await refundsOf(order.orderNo);
    expect(owed).toMatchObject({ status: 'pending', amount: order.total, told: 'pending' });
    expect(hostRefundsOf(order.paymentId)).toEqual([]);
    const [cancelMail] = await waitForMail(c, holder.email, 'Booking cancelled');
    expect(cancelMail?.text).toContain(`Your refund of ${dollars(order.total)} is on its way`);
    expect(cancelMail?.text).not.toContain('has been made');

    // The refund job, when its time comes (brought forward), makes it once on either instance.
    await runJobNow(c, REFUND_JOB, String(owed?.id));
    await waitFor('the refund made by the job', async () =>
      (await refundsOf(order.orderNo))[0]?.status === 'refunded' ? true : undefined,
    );
    expect(await refundsOf(order.orderNo)).toEqual([
      expect.objectContaining({ status: 'refunded', amount: order.total, told: 'refunded' }),
    ]);
    expect(hostRefundsOf(order.paymentId).map((refund) => refund.amount)).toEqual([order.total]);
    expect(c.hostData().payments[order.paymentId]?.refundedAmount).toBe(order.total);
    expect((await moneyOf(order.orderNo)).map((row) => [row.kind, row.amount])).toEqual([
      ['charge', order.total],
      ['refund', order.total],
    ]);
    expect((await orderRow(c, order.orderNo))?.refunded_amount).toBe(order.total);
    const [madeMail] = await waitForMail(c, holder.email, 'Refund made');
    expect(madeMail?.text).toContain(
      `Your refund of ${dollars(order.total)} for this cancelled booking has been made`,
    );
    expect(await outboxCount(holder.email, 'Booking cancelled')).toBe(1);
    expect(await outboxCount(holder.email, 'Refund made')).toBe(1);
    const shown = ok(fastTrackOrder, await c.call(fastTrackOrder, { orderNo: order.orderNo }, holder.token));
    expect(shown).toMatchObject({
      refunded: order.total,
      refund: { status: 'refunded', amount: order.total },
    });
  });

  it('answers 10 concurrent cancels split over both instances alike: one refund, no 5xx', async () => {
    const order = await paidOrder('cancel-race');
    const { holder } = order;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => c.call(cancelBooking, { orderNo: order.orderNo }, holder.token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['api-a', 'api-b']));
    const results = answers.map((answer) => ok(cancelBooking, answer));
    for (const result of results) {
      expect(result).toMatchObject({
        orderNo: order.orderNo,
        status: 'cancelled',
        refunded: order.total,
        currency: 'USD',
      });
    }
    // The one call that cancelled gave the two complimentary uses back; the others gave nothing more.
    expect(results.map((result) => result.usesReturned).sort()).toEqual([...Array(9).fill(0), 2]);
    expect(await refundsOf(order.orderNo)).toEqual([
      expect.objectContaining({ status: 'refunded', amount: order.total }),
    ]);
    expect(hostRefundsOf(order.paymentId).map((refund) => refund.amount)).toEqual([order.total]);
    expect((await moneyOf(order.orderNo)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    expect((await orderRow(c, order.orderNo))?.refunded_amount).toBe(order.total);
    const [mail] = await waitForMail(c, holder.email, 'Booking cancelled');
    expect(mail?.text).toContain(`Your refund of ${dollars(order.total)} has been made`);
    expect(await outboxCount(holder.email, 'Booking cancelled')).toBe(1);
  });

  /** Seats sold on the lane, complimentary uses the cardholder took, and the draft's placement. */
  const holdings = async (holder: Cardholder, draft: { uuid: string; laneCode: string }) => {
    const [seats] = await c.rows<{ booked: number }>(
      sql`select coalesce(sum(booked), 0)::int as booked from fast_track_slots where lane_code = ${draft.laneCode}`,
    );
    const [uses] = await c.rows<{ used: number }>(
      sql`select coalesce(sum(used), 0)::int as used from entitlement_uses where user_id = ${holder.userId}`,
    );
    const [placed] = await c.rows<{ order_no: string | null }>(
      sql`select order_no from booking_drafts where uuid = ${draft.uuid}`,
    );
    const orders = await c.rows<{ order_no: string }>(
      sql`select order_no from orders where user_id = ${holder.userId}`,
    );
    return {
      seats: seats?.booked,
      uses: uses?.used,
      draftPlaced: placed?.order_no ?? null,
      orders: orders.length,
    };
  };
  const hostSessionCount = () => Object.keys(c.hostData().hostedTokenizations).length;

  it('leaves no order, seat or use behind when a placement fails: a card not the caller’s, the host down', async () => {
    const owner = await c.newCardholder('card-owner');
    const foreignCard = await saveCard(c, owner.token, OTHER_CARD);
    const holder = await c.newCardholder('failed-placement');
    // A lane of its own, so that no other test's seats count.
    const draft = await draftBooking(c, holder.token, { laneCode: 'CDG-2E-DEP' });
    const before = await holdings(holder, draft);
    expect(before).toEqual({ seats: before.seats, uses: 0, draftPlaced: null, orders: 0 });
    const sessionsBefore = hostSessionCount();

    refused(await placeOrder(c, holder.token, draft.uuid, foreignCard), 200, ErrorCode.CARD_NOT_FOUND);
    expect(await holdings(holder, draft)).toEqual(before);
    expect(hostSessionCount()).toBe(sessionsBefore);

    await c.hostFaults({ failStatus: 503 });
    try {
      refused(await placeOrder(c, holder.token, draft.uuid), 200, ErrorCode.PAYMENT_HOST_UNAVAILABLE);
    } finally {
      await c.hostFaults({});
    }
    expect(await holdings(holder, draft)).toEqual(before);
    expect(await c.rows(sql`select id from payment_attempts where user_id = ${holder.userId}`)).toEqual([]);

    // The same draft places once the host is back: one order, its seats and two uses taken.
    const placed = ok(createOrder, await placeOrder(c, holder.token, draft.uuid));
    expect(await holdings(holder, draft)).toEqual({
      seats: (before.seats ?? 0) + DRAFT_PASSENGERS,
      uses: 2,
      draftPlaced: placed.orderNo,
      orders: 1,
    });
    expect(hostSessionCount()).toBe(sessionsBefore + 1);
  });

  it('finds a payment the host completed while both the browser’s finish and the webhook were lost', async () => {
    const holder = await c.newCardholder('lost-return');
    const order = await unpaidOrder(holder);
    const lostBefore = c.webhooks.counts.lost;
    c.webhooks.lose = true;
    let paymentId = '';
    try {
      // Paid at the host; the browser never comes back and every delivery of the event is lost.
      paymentId = (await payAtHost(order.session)).paymentId;
      await waitFor('the host to give up on the webhook', async () =>
        c.webhooks.counts.lost >= lostBefore + 3 ? true : undefined,
      );
    } finally {
      c.webhooks.lose = false;
    }
    expect((await orderRow(c, order.orderNo))?.status).toBe('unpaid');
    expect(await moneyOf(order.orderNo)).toEqual([]);
    // The check of the session the placement scheduled (due in a few minutes; brought forward)
    // asks the host and records the payment.
    const [check] = await c.rows<{ status: string; later: boolean }>(
      sql`select status, run_at > now() + interval '4 minutes' as later from jobs
        where name = ${SESSION_CHECK_JOB} and key = ${order.session.sessionId}`,
    );
    expect(check).toEqual({ status: 'pending', later: true });
    await runJobNow(c, SESSION_CHECK_JOB, order.session.sessionId);
    await waitFor('the lost payment recorded', async () =>
      (await orderRow(c, order.orderNo))?.status === 'paid' ? true : undefined,
    );
    refused(
      await c.call(payBooking, { orderNo: order.orderNo }, holder.token),
      200,
      ErrorCode.ORDER_NOT_PAYABLE,
    );
    await paidOnce(holder, order, paymentId);
  });

  it('writes no card number or token in any instance’s log', () => {
    const logs = c.instances.flatMap((instance) => instance.logs).join('\n');
    expect(logs.length).toBeGreaterThan(0);
    const tokens = Object.keys(c.hostData().tokens);
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of [TEST_CARD, OTHER_CARD, ...tokens]) expect(logs).not.toContain(secret);
    // Nothing answered 500 along the way.
    expect(logs).not.toMatch(/"statusCode":5\d\d/);
  });
});
